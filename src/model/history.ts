// Query history: the most recent queries, newest first, one entry per query_id. Pure functions over
// arrays; the store persists the list under HISTORY_STORAGE_KEY (constants/vocabulary.ts) with
// serializeHistory/parseHistory. Storage is shared with other tabs, older releases and users'
// hand edits, so parsing never throws and drops whatever is not a usable entry.

import type { HistoryQuery, SearchRequest } from './types.ts';
import { LIMITS } from './constants/limits.ts';
import { isRecord } from './json-shape.ts';

/** Adds an entry at the top; an older entry with the same query_id is replaced, not duplicated. */
export function addHistoryEntry(
  history: readonly HistoryQuery[],
  entry: HistoryQuery,
  limit: number = LIMITS.historySize,
): HistoryQuery[] {
  const rest = history.filter((existing) => existing.query_id !== entry.query_id);
  return [entry, ...rest].slice(0, Math.max(0, limit));
}

/** Fields learned after the search started (count, last_run) are patched in place in the list. */
export function updateHistoryEntry(
  history: readonly HistoryQuery[],
  queryId: string,
  patch: Partial<Omit<HistoryQuery, 'query_id'>>,
): HistoryQuery[] {
  return history.map((entry) => (entry.query_id === queryId ? { ...entry, ...patch } : entry));
}

export function deleteHistoryEntry(history: readonly HistoryQuery[], queryId: string): HistoryQuery[] {
  return history.filter((entry) => entry.query_id !== queryId);
}

export function deleteAllHistory(): HistoryQuery[] {
  return [];
}

export function findHistoryEntry(history: readonly HistoryQuery[], queryId: string): HistoryQuery | undefined {
  return history.find((entry) => entry.query_id === queryId);
}

export function serializeHistory(history: readonly HistoryQuery[]): string {
  return JSON.stringify(history);
}

/** Repairs what can be repaired (missing description, count, date) and rejects the rest. */
function toHistoryEntry(value: unknown): HistoryQuery | null {
  if (!isRecord(value)) return null;
  const { query_id, request } = value;
  if (typeof query_id !== 'string' || query_id === '') return null;
  if (!isRecord(request) || typeof request['return_type'] !== 'string') return null;
  return {
    request: request as unknown as SearchRequest,
    query_id,
    count: typeof value['count'] === 'number' && Number.isFinite(value['count']) ? value['count'] : null,
    html: typeof value['html'] === 'string' ? value['html'] : '',
    options: typeof value['options'] === 'string' ? value['options'] : '',
    last_run: typeof value['last_run'] === 'string' ? value['last_run'] : '',
  };
}

/** Reads a stored list; corrupt JSON, non-lists and unusable entries give [] or are dropped. */
export function parseHistory(text: string | null | undefined, limit: number = LIMITS.historySize): HistoryQuery[] {
  if (typeof text !== 'string' || text === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const entries: HistoryQuery[] = [];
  for (const item of data) {
    const entry = toHistoryEntry(item);
    if (!entry || seen.has(entry.query_id)) continue;
    seen.add(entry.query_id);
    entries.push(entry);
  }
  return entries.slice(0, Math.max(0, limit));
}

/**
 * The body of 'Save to MyPDB': the history entry with request.request_options.paginate removed,
 * since a saved query is re-run from its first page.
 */
export function historyEntryForSaving(entry: HistoryQuery): HistoryQuery {
  const options = entry.request.request_options;
  if (!options || !('paginate' in options)) return { ...entry, request: { ...entry.request } };
  const { paginate: _dropped, ...rest } = options;
  const request: SearchRequest = { ...entry.request, request_options: rest };
  return { ...entry, request };
}
