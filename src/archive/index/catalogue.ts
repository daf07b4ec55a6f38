// The attribute catalogue the query builder and the validator need: every RCSB attribute the
// archive actually holds, with its type, operators, enumeration, measured range, units,
// description and search flags. Built at the end of ingest from the schema plus index
// statistics, stored in the index's catalogue table, read back by the server.

import type Database from 'better-sqlite3';
import { DOC_TYPES, type DocType } from '../doc-types.ts';
import type { LeafType, RcsbSchemas, SchemaLeaf, SchemaService } from '../ingest/rcsb-schema.ts';
import { AttributeStore, type StoreScan } from './attribute-store/reader.ts';
import { UNSEARCHABLE_STORE } from './attribute-store/tables.ts';
import { attributeStatistics, type AttributeStatistics } from './attribute-store/statistics.ts';
import { DOC_TYPE_CODES } from './schema.ts';
import { operatorsFor } from '../../model/attribute-operators.ts';
import type { WireAttributeOperator } from '../../model/types.ts';

/** The wire operators (the model's list; see model/attribute-operators.ts for the rules). */
export type AttributeOperator = WireAttributeOperator;
export { operatorsFor };

export interface CatalogueAttribute {
  attribute: string;
  service: SchemaService;
  type: LeafType;
  /** The attribute holds a list of values per record. */
  is_array: boolean;
  operators: AttributeOperator[];
  /** The RCSB accepts the attribute in `text`/`text_chem` queries (it has a search context). */
  searchable: boolean;
  full_text: boolean;
  exact_match: boolean;
  suggest: boolean;
  /** Sortable and facetable: exact-match strings, numbers and dates. */
  sortable: boolean;
  enumeration?: string[];
  /** Distinct values present in the archive, when there are few (<= 100). */
  values?: string[];
  /** A few values present in the archive (<= 10), for strings with too many to list: the tooltip's examples. */
  examples?: string[];
  /** Measured in this archive; dates as yyyy-MM-dd. */
  min?: number | string;
  max?: number | string;
  units?: string;
  label?: string;
  description?: string;
  search_groups?: Array<{ group: string; priority: number }>;
  /** Arrays of objects on the path, outermost first: their level decides record matching. */
  object_arrays: string[];
  nested?: {
    root: string;
    category_path?: string;
    contexts: Array<{ value: string; attributes: string[] }>;
    /**
     * Every nested root on the path, outermost first (an annotation's lineage sits inside the
     * annotation): conditions hold on the same record of the deepest root they share.
     */
    roots: NestedRootOnPath[];
  };
  /** Document kinds that carry the attribute, i.e. the granularity of a match. */
  doc_types: DocType[];
  /** Number of documents with a value. */
  doc_count: number;
}

export interface NestedRootOnPath {
  path: string;
  /** The attribute naming the record's sub-context (e.g. `...annotation.type`), if any. */
  category_path?: string;
}

/**
 * The deepest nested root that every attribute's path crosses, with its record level (0: the
 * first array of objects on the path, 1: the second), or undefined when they share none.
 */
export function sharedNestedRoot(
  attributes: ReadonlyArray<CatalogueAttribute | undefined>,
): { root: string; level: number } | undefined {
  const [first, ...rest] = attributes;
  const candidates = first?.nested?.roots ?? [];
  for (let i = candidates.length - 1; i >= 0; i--) {
    const root = candidates[i]!.path;
    if (rest.every((a) => a?.nested?.roots.some((r) => r.path === root)))
      return { root, level: Math.max(0, first!.object_arrays.indexOf(root)) };
  }
  return undefined;
}

/** The deepest nested root on an attribute's path that names a sub-context (its category_path). */
export const contextRoot = (attribute: CatalogueAttribute): NestedRootOnPath | undefined =>
  [...(attribute.nested?.roots ?? [])].reverse().find((root) => root.category_path);

/**
 * Attributes no query may use whose values a reader of the index still needs: UniProt coverage
 * (query/coverage.ts) and the Data API's reference records.
 */
const READ_UNSEARCHABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'rcsb_polymer_entity_align.reference_database_accession',
  'rcsb_polymer_entity_align.reference_database_name',
  'rcsb_polymer_entity_align.aligned_regions.length',
  'rcsb_entry_container_identifiers.pubmed_id',
  'rcsb_polymer_entity_container_identifiers.uniprot_ids',
]);

const searchableLeaf = (leaf: SchemaLeaf | undefined): boolean =>
  leaf !== undefined && operatorsFor(leaf.type, leaf.contexts).length > 0;

/**
 * Whether the index keeps an attribute's values for queries: searchable in either service, or
 * read by the engine. The others (most of the schema's leaves) are kept only while the build
 * takes the catalogue's statistics from them.
 */
export function keptForQueries(schemas: RcsbSchemas, path: string): boolean {
  return (
    READ_UNSEARCHABLE_ATTRIBUTES.has(path) ||
    searchableLeaf(schemas.structure.leaves.get(path)) ||
    searchableLeaf(schemas.chemical.leaves.get(path))
  );
}

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const TYPE_BY_CODE = new Map<number, DocType>(DOC_TYPES.map((t) => [DOC_TYPE_CODES[t], t]));
export const MAX_LISTED_VALUES = 100;
/** The builder's tooltip shows at most 10 examples (seed 000 §9). */
export const MAX_EXAMPLES = 10;

interface AttributeStats {
  docs: number;
  min: number | null;
  max: number | null;
  distinct: number;
  docTypes: DocType[];
  /** The first distinct values in NOCASE order. */
  values: string[];
}

const attachedStore = (db: Database.Database): boolean =>
  (db.prepare('PRAGMA database_list').all() as Array<{ name: string }>).some((d) => d.name === UNSEARCHABLE_STORE);

/**
 * Reads each attribute's statistics from the attribute store (and, during a build, the scratch
 * store of the attributes kept only for these statistics): over all documents, or one kind of
 * them, with the first distinct values in NOCASE order. Asked for one attribute at a time, so the
 * last attribute's rows are kept for the questions that follow about it.
 */
function statsReader(db: Database.Database, fromDoc: number) {
  const stores = [new AttributeStore(db), ...(attachedStore(db) ? [new AttributeStore(db, UNSEARCHABLE_STORE)] : [])];
  const typeOf = new Uint8Array(((db.prepare('SELECT max(row) FROM doc').pluck().get() as number | null) ?? 0) + 1);
  for (const [row, code] of db.prepare('SELECT row, type_code FROM doc').raw().iterate() as IterableIterator<
    [number, number]
  >)
    typeOf[row] = code;
  let last: { id: number; scan: StoreScan } | undefined;
  const statistics = (id: number, type?: DocType): AttributeStatistics | undefined => {
    if (last?.id !== id) {
      // an attribute's values are in one of the stores
      let scan = stores[0]!.scan(id, fromDoc);
      if (scan.docs.length === 0 && stores[1]) scan = stores[1].scan(id, fromDoc);
      last = { id, scan };
    }
    return attributeStatistics(last.scan, typeOf, {
      ...(type ? { docType: DOC_TYPE_CODES[type] } : {}),
      fromDoc,
      valuesLimit: MAX_LISTED_VALUES,
    });
  };
  const described = (found: AttributeStatistics): AttributeStats => ({
    ...found,
    docTypes: found.docTypes.flatMap((code) => TYPE_BY_CODE.get(code) ?? []),
  });
  return {
    /** The statistics over every document, or one kind of them; undefined when none has a row. */
    of(id: number, type?: DocType): AttributeStats | undefined {
      const found = statistics(id, type);
      return found && described(found);
    },
  };
}

/**
 * The catalogue of the documents from row `fromDoc` on (all of them by default): an addition
 * takes the catalogue of its own documents and merges it into the stored one (mergedCatalogue).
 */
export function buildAttributeCatalogue(
  db: Database.Database,
  schemas: RcsbSchemas,
  fromDoc = 0,
): CatalogueAttribute[] {
  const attributes = db.prepare('SELECT id, name, service FROM attribute ORDER BY name').all() as Array<{
    id: number;
    name: string;
    service: SchemaService;
  }>;
  const stats = statsReader(db, fromDoc);
  const out: CatalogueAttribute[] = [];
  for (const { id, name, service } of attributes) {
    const stat = stats.of(id);
    const leaf = schemas.leaf(name, service);
    if (!leaf || !stat) continue;
    const entry = catalogueEntry(schemas, service, leaf, stat);
    out.push(entry);
    // Chemical-component attributes are also structure (`text`) attributes: a text query on
    // chem_comp.name matches the entries that contain the component.
    if (service === 'text_chem' && schemas.structure.leaves.has(name)) out.push({ ...entry, service: 'text' });
    // A path that structure documents hold first (rcsb_id) is the components' own attribute too,
    // described by the components alone.
    const chemicalLeaf = service === 'text' ? schemas.leaf(name, 'text_chem') : undefined;
    const chemicalStat = chemicalLeaf && stats.of(id, 'mol_definition');
    if (chemicalLeaf && chemicalStat) {
      out.push(catalogueEntry(schemas, 'text_chem', chemicalLeaf, chemicalStat));
    }
  }
  return out;
}

function catalogueEntry(
  schemas: RcsbSchemas,
  service: SchemaService,
  leaf: SchemaLeaf,
  stat: AttributeStats,
): CatalogueAttribute {
  const operators = operatorsFor(leaf.type, leaf.contexts);
  const numeric = leaf.type === 'integer' || leaf.type === 'number';
  const dated = leaf.type === 'date' || leaf.type === 'date-time';
  const entry: CatalogueAttribute = {
    attribute: leaf.path,
    service,
    type: leaf.type,
    is_array: leaf.isArray,
    operators,
    searchable: operators.length > 0,
    full_text: leaf.contexts.includes('full-text'),
    exact_match: leaf.contexts.includes('exact-match'),
    suggest: leaf.contexts.includes('suggest'),
    sortable: leaf.contexts.includes('exact-match') || ((numeric || dated) && leaf.contexts.includes('default-match')),
    object_arrays: leaf.objectArrays,
    doc_types: stat.docTypes,
    doc_count: stat.docs,
  };
  if (leaf.enumeration) entry.enumeration = leaf.enumeration;
  if (!numeric && !dated && stat.distinct > 0) {
    const few = stat.distinct <= MAX_LISTED_VALUES;
    const listed = stat.values.slice(0, few ? MAX_LISTED_VALUES : MAX_EXAMPLES);
    if (few) entry.values = listed;
    else entry.examples = listed;
  }
  if (stat.min !== null && stat.max !== null) {
    entry.min = dated ? isoDate(stat.min) : stat.min;
    entry.max = dated ? isoDate(stat.max) : stat.max;
  }
  if (leaf.units) entry.units = leaf.units;
  if (leaf.label) entry.label = leaf.label;
  if (leaf.description) entry.description = leaf.description;
  if (leaf.searchGroups) entry.search_groups = leaf.searchGroups;
  if (leaf.nestedRoot) {
    const rootAt = (at: string) =>
      (service === 'text_chem' ? schemas.chemical : schemas.structure).nestedRoots.get(at) ??
      schemas.structure.nestedRoots.get(at);
    const root = rootAt(leaf.nestedRoot);
    entry.nested = {
      root: leaf.nestedRoot,
      ...(root?.categoryPath ? { category_path: root.categoryPath } : {}),
      contexts: root?.contexts ?? [],
      roots: leaf.objectArrays.flatMap((at) => {
        const found = rootAt(at);
        return found ? [{ path: at, ...(found.categoryPath ? { category_path: found.categoryPath } : {}) }] : [];
      }),
    };
  }
  return entry;
}

/** The stored catalogue; `service` narrows it to one service. */
export function readAttributeCatalogue(db: Database.Database, service?: SchemaService): CatalogueAttribute[] {
  const rows = (
    service
      ? db.prepare('SELECT json FROM catalogue WHERE service = ? ORDER BY name').all(service)
      : db.prepare('SELECT json FROM catalogue ORDER BY service, name').all()
  ) as Array<{ json: string }>;
  return rows.map((r) => JSON.parse(r.json) as CatalogueAttribute);
}
