// Distinct values of one attribute matching typed text, ranked for a suggestion menu: exact,
// then prefix, then word-prefix matches, each by the number of documents carrying the value.
//
// Each attribute's values are read once, on first use, with one scan of its postings in the
// attribute store grouped by value (ASCII case folded, as the index compares, so case variants
// count together), into a ValueTable in memory; every suggestion after that is a binary search.
// Asking the index each time costs a count over every matching row and a full-text scan per
// word-prefix: 20-130 ms per attribute on 20,000 entries, and a dozen attributes per keystroke.

import { foldAscii } from '../index/attribute-store/keys.ts';
import { recordKey } from '../index/attribute-store/reader.ts';
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

interface RecordContext {
  attributeId: number;
  value: string;
  /** Which record column ties the context to the value: the nested root's array level. */
  column: 'rec' | 'subrec';
}

export class ValueSuggester {
  private readonly tables = new Map<string, ValueTable>();
  private readonly nestedTables = new Map<string, ValueTable>();

  constructor(private readonly index: ArchiveIndex) {}

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
    const held = this.index.store.rows(context.attributeId, {
      on: 'value',
      equals: [nestedValue],
      caseSensitive: false,
    });
    if (held.docs.length === 0) return undefined;
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

  /**
   * Distinct values with their document counts, in one pass over the attribute's postings (in
   * document order, so a document is counted once per value by remembering the last one seen).
   * Case variants count together under the variant of the last document carrying one.
   */
  private readValues(attributeId: number, context?: RecordContext): ValueRow[] {
    const store = this.index.store;
    const scan = store.scan(attributeId);
    const inContext = context && this.contextRecords(context);
    const computational = this.index.computational;
    const groups = new Map<string, ValueRow & { last: number }>();
    const keyOf = scan.pairs.map((pair) => (pair.value === null ? undefined : foldAscii(pair.value)));
    for (let i = 0; i < scan.docs.length; i++) {
      const key = keyOf[scan.codes[i] as number];
      if (key === undefined) continue;
      const doc = scan.docs[i] as number;
      if (
        inContext &&
        !inContext.has(recordKey(doc, (context.column === 'rec' ? scan.recs : scan.subrecs)[i] as number))
      )
        continue;
      const value = scan.pairs[scan.codes[i] as number]?.value as string;
      const group = groups.get(key);
      if (!group) groups.set(key, { value, count: 1, experimental: computational[doc] === 1 ? 0 : 1, last: doc });
      else if (group.last !== doc) {
        group.value = value;
        group.count++;
        if (computational[doc] !== 1) group.experimental++;
        group.last = doc;
      }
    }
    return [...groups.values()].map(({ value, count, experimental }) => ({ value, count, experimental }));
  }

  /** The records (document and record number at the context's level) whose context attribute has the value. */
  private contextRecords(context: RecordContext): Set<number> {
    const rows = this.index.store.rows(
      context.attributeId,
      { on: 'value', equals: [context.value], caseSensitive: false },
      { records: true },
    );
    const records = new Set<number>();
    for (let i = 0; i < rows.docs.length; i++)
      records.add(
        recordKey(rows.docs[i] as number, (context.column === 'rec' ? rows.recs : rows.subrecs)?.[i] as number),
      );
    return records;
  }
}
