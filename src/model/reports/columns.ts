// A report column and how its value is read from document bodies: an attribute path of the RCSB
// schema, walked through every array on the way, optionally keeping only the records of the
// outermost array that match some fields (cluster membership at one identity level). Shared by the
// server and browser-direct mode, which read the same Data API answers.

import type { DocType } from '../doc-types.ts';
import { isRecord } from '../json-shape.ts';

export type Scalar = string | number | boolean;
export type CellValue = Scalar | Scalar[] | null;

export interface ReportColumn {
  /** Key of the column in JSON output: the attribute path, or 'identifier' for the row id. */
  id: string;
  /** Column header. */
  name: string;
  /** Attribute path; absent for the row identifier column. */
  path?: string;
  /** Documents that carry the attribute, preferred first. */
  levels: readonly DocType[];
  /** Keep only records of the outermost array whose fields have these values. */
  where?: Readonly<Record<string, Scalar>>;
  /** The attribute is a date (its catalogue type): the cell shows the day of the Data API's instant. */
  date?: boolean;
}

export const IDENTIFIER_COLUMN_ID = 'identifier';

function matches(record: unknown, where: Readonly<Record<string, Scalar>>): boolean {
  return isRecord(record) && Object.entries(where).every(([field, value]) => record[field] === value);
}

function collect(value: unknown, segments: readonly string[], at: number, out: Scalar[]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, segments, at, out);
    return;
  }
  if (at === segments.length) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out.push(value);
    return;
  }
  if (isRecord(value)) collect(value[segments[at] as string], segments, at + 1, out);
}

/** Every leaf value of `path` in a document body, in document order. */
export function valuesAt(
  body: Record<string, unknown> | undefined,
  path: string,
  where?: ReportColumn['where'],
): Scalar[] {
  if (!body) return [];
  const [first, ...rest] = path.split('.');
  let top: unknown = body[first as string];
  if (where) top = (Array.isArray(top) ? top : [top]).filter((record) => matches(record, where));
  const out: Scalar[] = [];
  collect(top, rest, 0, out);
  return out;
}

/** One value stays a scalar, several become a list, none is null. */
export function cellOf(values: readonly Scalar[]): CellValue {
  if (values.length === 0) return null;
  if (values.length === 1) return values[0] as Scalar;
  return [...values];
}
