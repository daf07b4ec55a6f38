// A condition on single attribute values, as the query engine checks it (attribute-terminal.ts
// builds it from a request) and as the attribute store and in-memory columns answer it.

export interface NumberRange {
  on: 'num';
  lower?: number;
  lowerInclusive?: boolean;
  upper?: number;
  upperInclusive?: boolean;
}

/**
 * Strings compared as the index's `value` column does (NOCASE: ASCII letters fold), numbers and
 * epoch-ms dates as `num`; `any` is `exists` (every row, with or without a value).
 */
export type ValueTest =
  | { on: 'any' }
  | { on: 'value'; equals: string[]; caseSensitive: boolean }
  | { on: 'num'; equals: number[] }
  | NumberRange;
