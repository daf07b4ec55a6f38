// Distinct values of one attribute matching typed text, ranked for a suggestion menu: exact,
// then prefix, then word-prefix matches, each by the number of documents carrying the value.
//
// Each attribute's values are read once, on first use, with one scan of the covering index
// attr(attr, value, doc) grouped by value (NOCASE, so case variants count together), into a
// ValueTable in memory; every suggestion after that is a binary search. Asking SQLite each time
// costs a count over every matching row and a full-text scan per word-prefix: fine on the shared
// archive, 20-130 ms per attribute on 20,000 entries, and a dozen attributes per keystroke.

import type Database from 'better-sqlite3';
import type { ArchiveIndex } from '../query/archive-index.ts';
import { contextRoot, type CatalogueAttribute } from '../index/catalogue.ts';
import { normaliseSuggestText } from './text-match.ts';
import { ValueTable, type ValueRow, type ValueSuggestion } from './value-table.ts';

export type { ValueSuggestion } from './value-table.ts';
export { compareSuggestions } from './value-table.ts';

export interface ValueSuggestOptions {
  limit: number;
  /** Count and suggest values of computed structure models too. */
  includeComputational: boolean;
  /**
   * For attributes of a nested-indexed record (e.g. reference_sequence_identifiers
   * .database_accession): only values on records whose context attribute (.database_name) has
   * this value.
   */
  nestedValue?: string;
  /** Whole-value prefixes only; by default for IDENTIFIER_ATTRIBUTES. */
  prefixOnly?: boolean;
}

export const ENTRY_ID_ATTRIBUTE = 'rcsb_entry_container_identifiers.entry_id';

/** Identifiers are suggested by their start only: a later 'word' of 'AF_AFP12345F1' means nothing. */
export const IDENTIFIER_ATTRIBUTES: ReadonlySet<string> = new Set([
  ENTRY_ID_ATTRIBUTE,
  'rcsb_comp_model_provenance.entry_id',
  'rcsb_chem_comp_container_identifiers.comp_id',
  'pdbx_reference_molecule.prd_id',
  'database_2.pdbx_database_accession',
  'pdbx_deposit_group.group_id',
  'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
]);

/** Tables kept for nested (attribute, context value) pairs; context values are a short list. */
const NESTED_TABLES = 64;

/** SQL function registered on the index connection: computed models are flagged in memory. */
const EXPERIMENTAL_DOC_FUNCTION = 'suggest_experimental_doc';

interface RecordContext {
  attributeId: number;
  value: string;
  /** Which record column ties the context to the value: the nested root's array level. */
  column: 'rec' | 'subrec';
}

export class ValueSuggester {
  private readonly tables = new Map<string, ValueTable>();
  private readonly nestedTables = new Map<string, ValueTable>();

  constructor(private readonly index: ArchiveIndex) {
    const computational = index.computational;
    index.db.function(EXPERIMENTAL_DOC_FUNCTION, { deterministic: true }, (doc: unknown) =>
      computational[Number(doc)] === 1 ? 0 : 1,
    );
  }

  /** The attribute's catalogue entry (structure service first; chemical-only attributes next). */
  describe(attribute: string): CatalogueAttribute | undefined {
    return this.index.catalogue.text.get(attribute) ?? this.index.catalogue.text_chem.get(attribute);
  }

  suggest(attribute: string, rawText: string, options: ValueSuggestOptions): ValueSuggestion[] {
    const text = normaliseSuggestText(rawText);
    if (!text) return [];
    const table =
      options.nestedValue === undefined ? this.table(attribute) : this.nestedTable(attribute, options.nestedValue);
    return (
      table?.match(text, { ...options, prefixOnly: options.prefixOnly ?? IDENTIFIER_ATTRIBUTES.has(attribute) }) ?? []
    );
  }

  /** Builds the tables of these attributes now rather than on their first suggestion. */
  warm(attributes: Iterable<string>): void {
    for (const attribute of attributes) this.table(attribute);
  }

  private table(attribute: string): ValueTable | undefined {
    const cached = this.tables.get(attribute);
    if (cached) return cached;
    const info = this.index.attributes.get(attribute);
    if (!info || !this.describe(attribute)) return undefined;
    const table = new ValueTable(this.readValues(info.id), { words: !IDENTIFIER_ATTRIBUTES.has(attribute) });
    this.tables.set(attribute, table);
    return table;
  }

  private nestedTable(attribute: string, nestedValue: string): ValueTable | undefined {
    const key = `${attribute}\u0000${nestedValue}`;
    const cached = this.nestedTables.get(key);
    if (cached) {
      // most recently used last, so the oldest goes first when the cache is full
      this.nestedTables.delete(key);
      this.nestedTables.set(key, cached);
      return cached;
    }
    const info = this.index.attributes.get(attribute);
    const description = this.describe(attribute);
    const context = description && this.recordContext(description, nestedValue);
    if (!info || !context) return undefined;
    // a context value the archive does not hold matches nothing, and is not worth a table
    const held = this.index.db
      .prepare('SELECT 1 FROM attr WHERE attr = ? AND value = ? LIMIT 1')
      .get(context.attributeId, nestedValue);
    if (!held) return undefined;
    const table = new ValueTable(this.readValues(info.id, context), { words: !IDENTIFIER_ATTRIBUTES.has(attribute) });
    if (this.nestedTables.size >= NESTED_TABLES)
      this.nestedTables.delete(this.nestedTables.keys().next().value as string);
    this.nestedTables.set(key, table);
    return table;
  }

  /** The context attribute of a nested record and the level its records are numbered at. */
  private recordContext(description: CatalogueAttribute, value: string): RecordContext | undefined {
    const root = contextRoot(description);
    const contextInfo = root?.category_path ? this.index.attributes.get(root.category_path) : undefined;
    if (!root || !contextInfo) return undefined;
    return {
      attributeId: contextInfo.id,
      value,
      column: description.object_arrays.indexOf(root.path) === 1 ? 'subrec' : 'rec',
    };
  }

  /** Distinct values with their document counts, in one pass over the attribute's index range. */
  private readValues(attributeId: number, context?: RecordContext): ValueRow[] {
    const nested = context
      ? ` AND EXISTS (SELECT 1 FROM attr c WHERE c.doc = a.doc AND c.attr = ? AND c.${context.column} = a.${context.column} AND c.value = ?)`
      : '';
    const statement: Database.Statement = this.index.db.prepare(
      `SELECT a.value AS value, count(DISTINCT a.doc) AS count,
              count(DISTINCT CASE WHEN ${EXPERIMENTAL_DOC_FUNCTION}(a.doc) THEN a.doc END) AS experimental
       FROM attr a WHERE a.attr = ? AND a.value IS NOT NULL${nested} GROUP BY a.value`,
    );
    return (
      context ? statement.all(attributeId, context.attributeId, context.value) : statement.all(attributeId)
    ) as ValueRow[];
  }
}
