// Convenience access to mmCIF categories: case-insensitive names (mmCIF names are
// case-insensitive, files are not always canonical), and '?' / '.' read as absent.

import type { CifBlock, CifCategory, CifField } from 'molstar/lib/mol-io/reader/cif.js';

export const PRESENT = 0; // Column.ValueKind.Present; the const enum is not importable under isolatedModules

export class CifTable {
  readonly name: string;
  readonly rowCount: number;
  private readonly fields = new Map<string, CifField>();
  /** Items the file leaves out that ingest supplies (implied-keys.ts), one value per row. */
  private readonly supplied = new Map<string, { name: string; values: Array<string | undefined> }>();

  constructor(readonly category: CifCategory) {
    this.name = category.name;
    this.rowCount = category.rowCount;
    for (const fieldName of category.fieldNames) {
      const field = category.getField(fieldName);
      if (field) this.fields.set(fieldName.toLowerCase(), field);
    }
  }

  has(field: string): boolean {
    return this.fields.has(field.toLowerCase()) || this.supplied.has(field.toLowerCase());
  }

  fieldNames(): string[] {
    return [...this.category.fieldNames, ...[...this.supplied.values()].map((s) => s.name)];
  }

  /** Gives the item `field` a value per row when the file has no such item; a written item is kept. */
  supply(field: string, valueAt: (row: number) => string | undefined): void {
    if (this.has(field)) return;
    const values = Array.from({ length: this.rowCount }, (_, row) => valueAt(row));
    this.supplied.set(field.toLowerCase(), { name: field, values });
  }

  field(name: string): CifField | undefined {
    return this.fields.get(name.toLowerCase());
  }

  /** The string value, or undefined when the field is missing, '?' or '.'. */
  str(field: string, row = 0): string | undefined {
    const f = this.fields.get(field.toLowerCase());
    if (!f) return this.supplied.get(field.toLowerCase())?.values[row];
    if (row >= this.rowCount || f.valueKind(row) !== PRESENT) return undefined;
    const value = f.str(row).trim();
    return value === '' ? undefined : value;
  }

  /** A finite number, or undefined when absent or not numeric. */
  num(field: string, row = 0): number | undefined {
    const text = this.str(field, row);
    if (text === undefined) return undefined;
    const value = Number(text);
    return Number.isFinite(value) ? value : undefined;
  }

  /** An integer, or undefined when absent or not an integer. */
  int(field: string, row = 0): number | undefined {
    const value = this.num(field, row);
    return value !== undefined && Number.isInteger(value) ? value : undefined;
  }

  /** Row indices whose `field` equals `value` (exact string comparison). */
  rowsWhere(field: string, value: string): number[] {
    const out: number[] = [];
    for (let row = 0; row < this.rowCount; row++) if (this.str(field, row) === value) out.push(row);
    return out;
  }

  /** All present values of one field, in row order. */
  column(field: string): string[] {
    const out: string[] = [];
    for (let row = 0; row < this.rowCount; row++) {
      const value = this.str(field, row);
      if (value !== undefined) out.push(value);
    }
    return out;
  }
}

/** One data block with case-insensitive category lookup. */
export class CifData {
  readonly header: string;
  private readonly tables = new Map<string, CifTable>();
  private readonly readings = new Map<string, unknown>();

  constructor(readonly block: CifBlock) {
    this.header = block.header;
    for (const name of block.categoryNames) {
      const category = block.categories[name];
      if (category && category.rowCount > 0) this.tables.set(name.toLowerCase(), new CifTable(category));
    }
  }

  table(name: string): CifTable | undefined {
    return this.tables.get(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.tables.has(name.toLowerCase());
  }

  categoryNames(): string[] {
    return [...this.tables.keys()];
  }

  /**
   * A reading of this file computed once and kept with it, under `key` (a lookup that every chain
   * or instance of the file asks for would otherwise cost one pass over a table each time).
   */
  reading<T>(key: string, build: () => T): T {
    if (!this.readings.has(key)) this.readings.set(key, build());
    return this.readings.get(key) as T;
  }

  /** First-row value of `category.field`, absent-aware. */
  str(category: string, field: string, row = 0): string | undefined {
    return this.table(category)?.str(field, row);
  }

  num(category: string, field: string, row = 0): number | undefined {
    return this.table(category)?.num(field, row);
  }

  int(category: string, field: string, row = 0): number | undefined {
    return this.table(category)?.int(field, row);
  }
}
