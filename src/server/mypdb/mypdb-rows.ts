// The rows of MyPDB's database and what the store makes of them (mypdb-store.ts).

import type { SavedQuery, SearchRequest } from '../../model/types.ts';

export interface AccountRow {
  id: number;
  provider: string;
  subject: string;
  name: string;
  email: string;
  /** The address whose confirmation link was opened; notification mail goes to `email` only when equal. */
  confirmed_email: string | null;
  created: string;
  updated: string;
}

export interface QueryRow {
  id: string;
  request: string;
  count: number | null;
  html: string;
  options: string;
  saved: string;
  notify: number;
  report_attributes: string | null;
}

/** What a sign-in knows of the person: the provider's id for them, and what it says of them. */
export interface Identity {
  provider: string;
  subject: string;
  name: string;
  email: string;
}

/** A query to save: a Query History entry as the client sends it. */
export interface QueryToSave {
  request: SearchRequest;
  count: number | null;
  html: string;
  options: string;
  /** The custom report's columns when saved from it. */
  reportAttributes?: string[];
}

/** A saved query with notification on, as the notification run reads it. */
export interface NotifyQuery {
  accountId: number;
  /** The account's notification address when confirmed; '' otherwise (nothing is sent). */
  email: string;
  query: SavedQuery;
  /** What it returned last time; null before its first run. */
  lastIds: string[] | null;
}

/**
 * Characters a saved query takes as stored: its request's JSON, html, options and columns. The
 * account's total (storedLength) sums the same four columns in SQL.
 */
export function storedLengthOf(query: QueryToSave): number {
  return (
    JSON.stringify(query.request).length +
    query.html.length +
    query.options.length +
    (query.reportAttributes ? JSON.stringify(query.reportAttributes).length : 0)
  );
}

export const toSavedQuery = (row: QueryRow): SavedQuery => ({
  id: row.id,
  request: JSON.parse(row.request) as SearchRequest,
  count: row.count,
  html: row.html,
  options: row.options,
  saved: row.saved,
  notify: row.notify === 1,
  // absent rather than null, so a plain saved query reads as it did before migration 3
  ...(row.report_attributes === null ? {} : { reportAttributes: JSON.parse(row.report_attributes) as string[] }),
});
