// A report's rows in the three shapes clients take: the table the UI renders (cells as plain
// values, which the UI escapes), CSV (RFC 4180 quoting, formulas defused) and JSON (one object per row keyed by
// attribute path, lists kept as lists).

import type { TabularTable } from '../types.ts';
import type { CellValue, ReportColumn } from './columns.ts';

export interface ReportTable {
  columns: readonly ReportColumn[];
  rows: CellValue[][];
}

/** Several values of one cell, as one text ('Fermi, G., Perutz, M.F.' lists two authors). */
const LIST_SEPARATOR = ', ';

function flat(value: CellValue): string | number | null {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  return value.join(LIST_SEPARATOR);
}

export function toTabularTable(table: ReportTable): TabularTable {
  return { columns: table.columns.map((c) => c.name), rows: table.rows.map((row) => row.map(flat)) };
}

/**
 * Text a spreadsheet would run as a formula (OWASP's CSV injection list): prefixed with a quote
 * so a title like '=HYPERLINK(...)' in a deposited file stays text. Numbers are never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: CellValue): string {
  const plain = flat(value);
  const text = typeof plain === 'string' && FORMULA_START.test(plain) ? `'${plain}` : String(plain ?? '');
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(table: ReportTable): string {
  const lines = [table.columns.map((c) => csvField(c.name)), ...table.rows.map((row) => row.map(csvField))];
  return lines.map((fields) => `${fields.join(',')}\r\n`).join('');
}

export function toJsonRows(table: ReportTable): Array<Record<string, CellValue>> {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c.id, row[i] ?? null])));
}
