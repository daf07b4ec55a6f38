// Copies mmCIF categories into documents under their RCSB names, keeping only the items the RCSB
// schema knows and typing each value as the schema says. Values the file leaves as '?' or '.'
// (or that do not parse as the schema's type) are left out, never guessed.

import type { CifData, CifTable } from './cif-table.ts';
import type { LeafType, RcsbSchemas, SchemaService } from './rcsb-schema.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function coerceValue(text: string, type: LeafType): JsonValue | undefined {
  switch (type) {
    case 'integer': {
      const value = Number(text);
      return Number.isInteger(value) ? value : undefined;
    }
    case 'number': {
      const value = Number(text);
      return Number.isFinite(value) ? value : undefined;
    }
    case 'date': {
      const match = ISO_DATE.exec(text);
      return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
    }
    case 'date-time': {
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00Z`;
      return Number.isNaN(Date.parse(text)) ? undefined : text;
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (['y', 'yes', 'true'].includes(lower)) return true;
      if (['n', 'no', 'false'].includes(lower)) return false;
      return undefined;
    }
    default:
      return text;
  }
}

/**
 * The schema's spelling of an mmCIF item, lower-cased: the RCSB's JSON names replace the
 * dictionary's brackets and hyphens (`matrix[1][1]` is `matrix_1_1`, `space_group_name_H-M` is
 * `space_group_name_H_M`).
 */
export function schemaItemName(item: string): string {
  return item
    .toLowerCase()
    .replace(/\[(\d+)\]/g, '_$1')
    .replace(/-/g, '_');
}

/**
 * An item the schema holds as a list, from the dictionary's comma-separated value
 * (`pdbx_struct_assembly_gen.asym_id_list` 'A,B,C'); undefined when no element parses.
 */
function listValue(text: string, type: LeafType): JsonValue[] | undefined {
  const values = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '?' && part !== '.')
    .map((part) => coerceValue(part, type))
    .filter((value): value is JsonValue => value !== undefined);
  return values.length > 0 ? values : undefined;
}

export class CategoryCopier {
  /** category -> (lower-case mmCIF item -> schema item name) */
  private readonly fieldMaps = new Map<string, Map<string, string>>();

  constructor(
    private readonly schemas: RcsbSchemas,
    private readonly service: SchemaService = 'text',
  ) {}

  private fieldMap(category: string): Map<string, string> {
    let map = this.fieldMaps.get(category);
    if (map) return map;
    map = new Map();
    const model = this.service === 'text_chem' ? this.schemas.chemical : this.schemas.structure;
    const other = this.service === 'text_chem' ? this.schemas.structure : this.schemas.chemical;
    for (const source of [other, model]) {
      for (const path of source.leaves.keys()) {
        if (!path.startsWith(`${category}.`)) continue;
        const item = path.slice(category.length + 1);
        if (!item.includes('.')) map.set(item.toLowerCase(), item);
      }
    }
    this.fieldMaps.set(category, map);
    return map;
  }

  /** One row as a typed object; undefined when no schema item has a value. */
  row(table: CifTable, row: number, category = table.name): JsonObject | undefined {
    const map = this.fieldMap(category);
    const out: JsonObject = {};
    let any = false;
    for (const fieldName of table.fieldNames()) {
      const item = map.get(schemaItemName(fieldName));
      if (!item) continue;
      const leaf = this.schemas.leaf(`${category}.${item}`, this.service);
      if (!leaf) continue;
      const text = table.str(fieldName, row);
      if (text === undefined) continue;
      const value = leaf.isArray ? listValue(text, leaf.type) : coerceValue(text, leaf.type);
      if (value === undefined) continue;
      out[item] = value;
      any = true;
    }
    return any ? out : undefined;
  }

  rows(table: CifTable, rows?: readonly number[], category = table.name): JsonObject[] {
    const indices = rows ?? Array.from({ length: table.rowCount }, (_, i) => i);
    const out: JsonObject[] = [];
    for (const index of indices) {
      const value = this.row(table, index, category);
      if (value) out.push(value);
    }
    return out;
  }

  /**
   * Copies `category` from the block into `target[category]`, as one object or as an array
   * depending on the schema's shape. `rows` restricts the copy (e.g. to one entity's rows).
   */
  copyInto(target: JsonObject, data: CifData, category: string, rows?: readonly number[]): void {
    const table = data.table(category);
    if (!table) return;
    const shape = this.schemas.topLevelShape(category);
    if (shape === undefined || shape === 'scalar') return;
    const values = this.rows(table, rows, category);
    if (values.length === 0) return;
    target[category] = shape === 'object' ? (values[0] as JsonObject) : values;
  }
}
