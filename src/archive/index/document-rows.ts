// Turns a document body into the rows the index stores: one attribute-value row per leaf value
// the RCSB schema knows (with the record ids that let nested conditions be evaluated on the same
// array element), and the document's full text split by the RCSB's full-text priority.

import type { JsonObject, JsonValue } from '../ingest/category-copy.ts';
import type { RcsbSchemas, SchemaLeaf, SchemaService } from '../ingest/rcsb-schema.ts';

export interface AttributeRow {
  leaf: SchemaLeaf;
  /** String form (strings, dates); null for numbers and for over-long strings. */
  value: string | null;
  /** Numbers as they are; dates as milliseconds since the epoch (UTC). */
  num: number | null;
  /** Element of the outermost array of objects on the path (0 when there is none). */
  rec: number;
  /** Element of the second-level array of objects (equals `rec` when there is only one level). */
  subrec: number;
  /** Text for contains_words / contains_phrase, for attributes with the full-text context. */
  text: string | null;
}

export interface DocumentText {
  /** High-priority text (titles, names, descriptions; RCSB full-text priority >= 20) and ids. */
  primary: string[];
  /** Everything else searchable as text, including exact-match identifiers. */
  secondary: string[];
}

/** Per-residue lists kept for rendering: one attribute row per residue would dwarf the index. */
const UNINDEXED_ATTRIBUTES = new Set([
  'rcsb_polymer_entity_instance_container_identifiers.auth_to_entity_poly_seq_mapping',
]);

/** Exact-match string values longer than this are not indexed for equality (sequences, SMILES of polymers). */
export const MAX_EXACT_VALUE_LENGTH = 1024;
const MAX_SECONDARY_TEXT_LENGTH = 256;

export function dateToMillis(text: string): number | null {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(ms) ? null : ms;
}

export class DocumentRowBuilder {
  constructor(private readonly schemas: RcsbSchemas) {}

  build(body: JsonObject, service: SchemaService, docId: string): { rows: AttributeRow[]; text: DocumentText } {
    const rows: AttributeRow[] = [];
    const text: DocumentText = { primary: [docId], secondary: [] };
    let counter = 0;

    const emit = (path: string, value: JsonValue, rec: number, subrec: number): void => {
      if (value === null || typeof value === 'object' || UNINDEXED_ATTRIBUTES.has(path)) return;
      const leaf = this.schemas.leaf(path, service);
      if (!leaf) return;
      const row = this.row(leaf, value, rec, subrec);
      if (!row) return;
      rows.push(row);
      if (typeof value !== 'string') return;
      if (leaf.contexts.includes('full-text')) {
        ((leaf.fullTextPriority ?? 0) >= 20 ? text.primary : text.secondary).push(value);
      } else if (leaf.contexts.includes('exact-match') && value.length <= MAX_SECONDARY_TEXT_LENGTH) {
        text.secondary.push(value);
      }
    };

    const walk = (node: JsonObject, prefix: string, level: number, rec: number, subrec: number): void => {
      for (const [key, value] of Object.entries(node)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (Array.isArray(value)) {
          for (const item of value) {
            if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
              const id = ++counter;
              if (level === 0) walk(item, path, 1, id, id);
              else walk(item, path, level + 1, rec, id);
            } else {
              emit(path, item, rec, subrec);
            }
          }
        } else if (value !== null && typeof value === 'object') {
          walk(value, path, level, rec, subrec);
        } else {
          emit(path, value, rec, subrec);
        }
      }
    };
    walk(body, '', 0, 0, 0);
    return { rows, text };
  }

  private row(
    leaf: SchemaLeaf,
    value: string | number | boolean,
    rec: number,
    subrec: number,
  ): AttributeRow | undefined {
    const fullText = leaf.contexts.includes('full-text');
    switch (leaf.type) {
      case 'integer':
      case 'number': {
        const num = typeof value === 'number' ? value : Number(value);
        return Number.isFinite(num) ? { leaf, value: null, num, rec, subrec, text: null } : undefined;
      }
      case 'date':
      case 'date-time': {
        const text = String(value);
        return { leaf, value: text, num: dateToMillis(text), rec, subrec, text: null };
      }
      default: {
        const text = String(value);
        return {
          leaf,
          value: text.length <= MAX_EXACT_VALUE_LENGTH ? text : null,
          num: null,
          rec,
          subrec,
          text: fullText ? text : null,
        };
      }
    }
  }
}
