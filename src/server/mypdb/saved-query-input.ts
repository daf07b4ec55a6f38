// What POST {mypdb}/save accepts (seed 001 §7: the history entry, its paginate removed), checked
// before anything is stored. The request gets the search requests' own bounds (json-shape.ts,
// bounds.ts through validateSearchRequest); since each of those bounds one node, not the whole,
// a saved request is also bounded in length, and its html and options (descriptions the page
// wrote, kept only to show it again) are bounded small: a hostile walk of the routes saved 1 MB
// per query.

import { jsonShapeProblem } from '../../model/json-shape.ts';
import { formatCount } from '../../model/paging.ts';
import { isRecord } from '../../model/json-shape.ts';
import { validateSearchRequest } from '../../model/request/validation.ts';
import { ClientError } from '../errors.ts';
import type { QueryToSave } from './mypdb-store.ts';

/** Longest saved request, as JSON: a titin sequence search (34,350 residues) is about 35,000. */
export const MAX_SAVED_REQUEST_LENGTH = 50_000;
/** Longest html: the describer cuts each value to 40 characters; 50 conditions are about 8,000. */
export const MAX_HTML_LENGTH = 10_000;
/** Longest options: return type, CSM, grouping and sort take about 200. */
export const MAX_OPTIONS_LENGTH = 1_000;
/** Columns a saved custom report may keep, and what one column's attribute name may look like. */
const MAX_REPORT_ATTRIBUTES = 100;
const REPORT_ATTRIBUTE = /^[A-Za-z0-9_.]{1,200}$/;

function text(value: unknown, what: string, maxLength: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > maxLength)
    throw new ClientError(400, `${what} must be text of at most ${formatCount(maxLength)} characters`);
  return value;
}

/** The custom report's columns a query was saved with; absent or null for a plain saved query. */
function reportAttributes(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const valid =
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_REPORT_ATTRIBUTES &&
    value.every((name) => typeof name === 'string' && REPORT_ATTRIBUTE.test(name)) &&
    new Set(value).size === value.length;
  if (!valid)
    throw new ClientError(
      400,
      `reportAttributes must be a list of 1 to ${MAX_REPORT_ATTRIBUTES} different attribute names (letters, digits, '_' and '.')`,
    );
  return [...(value as string[])];
}

const cannotSave = (reason: string) => new ClientError(400, `The query cannot be saved: ${reason}`);

/** A history entry as the client posts it, maybe with report columns; a ClientError (400) otherwise. */
export function queryToSave(body: unknown): QueryToSave {
  const entry = isRecord(body) ? body : {};
  const shape = jsonShapeProblem(entry.request);
  if (shape) throw cannotSave(shape);
  const checked = validateSearchRequest(entry.request);
  if (!checked.ok) throw cannotSave(checked.message);
  const count = entry.count;
  if (count !== undefined && count !== null && !(Number.isInteger(count) && (count as number) >= 0))
    throw new ClientError(400, 'count must be a whole number');
  const request = structuredClone(checked.value);
  delete request.request_options?.paginate;
  if (JSON.stringify(request).length > MAX_SAVED_REQUEST_LENGTH)
    throw cannotSave(`the saved request is longer than ${formatCount(MAX_SAVED_REQUEST_LENGTH)} characters`);
  const attributes = reportAttributes(entry.reportAttributes);
  return {
    request,
    count: typeof count === 'number' ? count : null,
    html: text(entry.html, 'html', MAX_HTML_LENGTH),
    options: text(entry.options, 'options', MAX_OPTIONS_LENGTH),
    ...(attributes ? { reportAttributes: attributes } : {}),
  };
}
