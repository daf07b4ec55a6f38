// The documents a page of results is built from, read from the Data API (browser-direct mode):
// the entries of the page's items with their entities, chains, assemblies and ligands' chemical
// components in one GraphQL selection (item-fields.ts), or the chemical components themselves,
// held as a DocumentReader so the shared item builders (model/search-data/) read them as the
// server reads its archive.

import type { DocType } from '../../model/doc-types.ts';
import type { DocumentReader } from '../../model/search-data/document-reader.ts';
import { isRecord } from '../../model/json-shape.ts';
import type { JsonObject } from '../../model/search-data/json.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { CHEM_COMP_FIELDS, ENTRY_TREE } from './item-fields.ts';
import { askGraphql } from './graphql-answer.ts';

/** Entries (or components) asked for in one GraphQL request. */
const BATCH = 50;

/** The entry an item's identifier belongs to: '4HHB_1', '4HHB.A', '4HHB-1' -> '4HHB'. */
export function entryIdOf(type: DocType, id: string): string {
  if (type === 'entry') return id;
  if (type.endsWith('instance')) return id.slice(0, id.indexOf('.'));
  if (type === 'assembly') return id.slice(0, id.lastIndexOf('-'));
  return id.slice(0, id.lastIndexOf('_'));
}

/**
 * Chains ('4HHB.A') in the order mmCIF names them (label_asym_id): A, B, ..., Z, AA, BA, ..., ZA,
 * AB, ...; the first character turns fastest.
 */
function byChainName(a: string, b: string): number {
  const name = (id: string) => [...id.slice(id.indexOf('.') + 1)].reverse().join('');
  const [x, y] = [name(a), name(b)];
  return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
}

const records = (value: unknown): JsonObject[] => (Array.isArray(value) ? value.filter(isRecord) : []) as JsonObject[];

/** Documents held by handle, as the server's index holds rows. */
class FetchedDocuments implements DocumentReader {
  private readonly ids: string[] = [];
  private readonly types: DocType[] = [];
  private readonly bodies: JsonObject[] = [];
  private readonly entries: number[] = [];
  private readonly parents: number[] = [];
  private readonly children = new Map<number, number[]>();
  private readonly handles = new Map<string, number>();
  private readonly memo = new Map<string, unknown>();

  add(type: DocType, body: JsonObject, entry = -1, parent = -1): number {
    const id = String(body.rcsb_id ?? (isRecord(body.chem_comp) ? body.chem_comp.id : '') ?? '');
    const known = this.handles.get(`${type} ${id}`);
    if (known !== undefined) return known;
    const row = this.ids.length;
    this.ids.push(id);
    this.types.push(type);
    this.bodies.push(body);
    this.entries.push(type === 'entry' ? row : entry);
    this.parents.push(parent);
    this.handles.set(`${type} ${id}`, row);
    const owner = parent >= 0 ? parent : entry;
    if (owner >= 0) this.children.set(owner, [...(this.children.get(owner) ?? []), row]);
    if (parent >= 0 && entry >= 0) this.children.set(entry, [...(this.children.get(entry) ?? []), row]);
    return row;
  }

  /** An entry record with its navigation fields, each document under its own handle. */
  addEntryTree(record: JsonObject): void {
    const { polymer_entities, nonpolymer_entities, branched_entities, assemblies, ...entry } = record;
    const entryRow = this.add('entry', entry);
    for (const { polymer_entity_instances, ...entity } of records(polymer_entities)) {
      const entityRow = this.add('polymer_entity', entity, entryRow);
      for (const instance of records(polymer_entity_instances))
        this.add('polymer_instance', instance, entryRow, entityRow);
    }
    for (const { nonpolymer_comp, ...entity } of records(nonpolymer_entities)) {
      this.add('non_polymer_entity', entity, entryRow);
      if (isRecord(nonpolymer_comp)) this.add('mol_definition', nonpolymer_comp as JsonObject);
    }
    for (const entity of records(branched_entities)) this.add('branched_entity', entity, entryRow);
    for (const assembly of records(assemblies)) this.add('assembly', assembly, entryRow);
  }

  id = (row: number): string => this.ids[row] ?? '';
  type = (row: number): DocType | undefined => this.types[row];
  body = (row: number): JsonObject => this.bodies[row] ?? {};
  rowOf = (type: DocType, id: string): number | undefined => this.handles.get(`${type} ${id}`);
  entryOf = (row: number): number => this.entries[row] ?? -1;
  parentOf = (row: number): number => this.parents[row] ?? -1;
  entryChildren = (entryRow: number, type: DocType): number[] => {
    const rows = (this.children.get(entryRow) ?? []).filter((row) => this.types[row] === type);
    // GraphQL nests chains under their entities (A, C, B, D); the file lists them as it names them
    return type.endsWith('instance') ? rows.sort((a, b) => byChainName(this.ids[a] ?? '', this.ids[b] ?? '')) : rows;
  };
  instancesOf = (entityRow: number): number[] => this.children.get(entityRow) ?? [];
  cached<T>(key: string, make: () => T): T {
    if (!this.memo.has(key)) this.memo.set(key, make());
    return this.memo.get(key) as T;
  }
}

/**
 * The documents of items of `type` named by `ids` (and of everything their items read); a failed
 * request fails the whole read, since a page with some items blank would look complete.
 */
export function fetchDocuments(
  data: ApiTransport,
  type: DocType,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ClientResult<DocumentReader>> {
  const components = type === 'mol_definition';
  const wanted = [...new Set(components ? ids : ids.map((id) => entryIdOf(type, id)))];
  return readDocuments(data, wanted, components ? CHEM_COMPS : ENTRIES(ENTRY_TREE), signal);
}

/** One entry's documents with only the fields `selection` asks for (a lookup reads fewer than an item). */
export function fetchEntryDocuments(
  data: ApiTransport,
  entryId: string,
  selection: string,
  signal?: AbortSignal,
): Promise<ClientResult<DocumentReader>> {
  return readDocuments(data, [entryId], ENTRIES(selection), signal);
}

/** A GraphQL root asked for a batch of ids, and how its records become documents. */
interface DocumentsRoot {
  query(batch: readonly string[]): string;
  field: 'entries' | 'chem_comps';
  add(documents: FetchedDocuments, record: JsonObject): void;
}

const ENTRIES = (selection: string): DocumentsRoot => ({
  query: (batch) => `{ entries(entry_ids: ${JSON.stringify(batch)}) { ${selection} } }`,
  field: 'entries',
  add: (documents, record) => documents.addEntryTree(record),
});

const CHEM_COMPS: DocumentsRoot = {
  query: (batch) => `{ chem_comps(comp_ids: ${JSON.stringify(batch)}) { ${CHEM_COMP_FIELDS} } }`,
  field: 'chem_comps',
  add: (documents, record) => void documents.add('mol_definition', record),
};

async function readDocuments(
  data: ApiTransport,
  wanted: readonly string[],
  root: DocumentsRoot,
  signal?: AbortSignal,
): Promise<ClientResult<DocumentReader>> {
  const documents = new FetchedDocuments();
  const batches: string[][] = [];
  for (let i = 0; i < wanted.length; i += BATCH) batches.push(wanted.slice(i, i + BATCH));
  const answers = await Promise.all(batches.map((batch) => askGraphql(data, root.query(batch), root.field, signal)));
  for (const answer of answers) {
    if (!answer.ok) return answer;
    for (const record of records(answer.value[root.field])) root.add(documents, record);
  }
  return { ok: true, status: 200, value: documents };
}
