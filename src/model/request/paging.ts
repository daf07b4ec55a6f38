// request_options.paginate on the wire: the one rule its start and rows obey, and the one way its
// missing parts are filled. The Search API pages by 10 when paginate says nothing; the app's
// routes and store pass their own default (25, seed 000) instead.

import type { Paginate } from '../types.ts';
import { MAX_ROWS } from '../constants/core.ts';
import { DEFAULT_START } from '../constants/limits.ts';
import { isInteger } from './checks.ts';

/** The Search API's rows when a request does not say. */
export const API_DEFAULT_ROWS = 10;

/** Null when start and rows (where given) are in bounds, else the reason. */
export function paginateProblem(paginate: { start?: unknown; rows?: unknown }): string | null {
  if (paginate.start !== undefined && (!isInteger(paginate.start) || paginate.start < 0))
    return 'paginate.start must be a non-negative integer';
  if (paginate.rows !== undefined && (!isInteger(paginate.rows) || paginate.rows < 0 || paginate.rows > MAX_ROWS))
    return `paginate.rows must be an integer from 0 to ${MAX_ROWS}`;
  return null;
}

/** paginate with its missing start and rows filled in. */
export function filledPaginate(paginate: Partial<Paginate> | undefined, defaultRows = API_DEFAULT_ROWS): Paginate {
  return { start: paginate?.start ?? DEFAULT_START, rows: paginate?.rows ?? defaultRows };
}
