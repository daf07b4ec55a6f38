// UI state, report, history and account records, and the lookups the elements call.
// Pure types (see types.ts, which re-exports every module of the vocabulary).
import type { SequenceType } from './enumerations.ts';
import type { SearchRequest } from './request.ts';

// UI state records

export interface Pager {
  rows: number;
  start: number;
  total_count: number;
  page: number;
  total_pages: number;
  start_num: number;
  end_num: number;
  group_by_count?: number;
}

export interface Selection {
  all: boolean;
  ids: string[];
}

export type ReportFormat = 'csv' | 'json';
export type ReportMode = 'download' | 'display';

export interface TabularReportState {
  attributes: string[];
  /** Index of the batch being downloaded, or null outside batch mode. */
  batch: number | null;
  format: ReportFormat;
  mode: ReportMode;
  /** Batch ranges already clicked (highlighted). */
  clicked: number[];
}

export interface CustomReportAttribute {
  attribute: string;
  name: string;
  /** Menu group: the kind of document that carries it ('Entry', 'Polymer Entity', ...). */
  group: string;
  type: string;
  /** Document types that carry it; the first decides the group. */
  levels: string[];
  description?: string;
}

/** GET /search/custom-report-attributes: the attribute map, the builder's menu and the reports. */
export interface CustomReportAttributes {
  attributes: Record<string, CustomReportAttribute>;
  menu: Array<{ group: string; attributes: Array<{ attribute: string; name: string }> }>;
  reports: Array<{ id: string; name: string }>;
}

interface StoredQueryBase {
  request: SearchRequest;
  count: number | null;
  /** Query description (HTML). */
  html: string;
  /** Options description (HTML). */
  options: string;
}

export interface HistoryQuery extends StoredQueryBase {
  query_id: string;
  /** ISO date-time. */
  last_run: string;
}

export interface SavedQuery extends StoredQueryBase {
  id: string;
  /** ISO date-time. */
  saved: string;
  notify: boolean;
  /** Saved from the custom report: its columns, so running it again shows that report. */
  reportAttributes?: string[];
}

/** What 'Save to MyPDB' posts: a history entry, with the custom report's columns when saved from there. */
export type QueryToSaveBody = HistoryQuery & Pick<SavedQuery, 'reportAttributes'>;

export type LoginProvider = 'google' | 'facebook' | 'orcid';

export interface MyPdbAccount {
  /** Provider's user id. */
  id: string;
  name: string;
  email: string;
  /** Notification e-mail goes to `email` only once its owner opened the confirmation mail's link. */
  emailConfirmed?: boolean;
  provider: string;
  created: string;
  updated: string;
  queries: SavedQuery[];
}

/** What POST {mypdb}/update-email answers: the address kept, and whether a confirmation mail went to it. */
export interface EmailUpdate {
  email: string;
  emailConfirmed?: boolean;
  confirmationSent?: boolean;
}

export type MyPdbView = 'login' | 'queries' | 'account';

export interface MyPdbUiState {
  view: MyPdbView;
  editEmail: boolean;
  loading: boolean;
  hasMyPdb: boolean;
}

export interface SuggestionItem {
  label: string;
  value?: string;
  attribute?: string;
  /** Header rows are skipped by arrow-key navigation. */
  header?: boolean;
  count?: number;
  nested_attribute?: string;
  nested_attribute_value?: string;
}

export interface SuggestionResponse {
  attributes: Array<{ attribute: string; name: string }>;
  items: SuggestionItem[];
}

export interface SequenceLookupResponse {
  items: Array<{ label: string; sequence: string; sequence_type?: SequenceType }>;
  msg?: string;
}

export interface StructureLookupResponse {
  assembly_ids: string[];
  asym_ids: Array<{ asym_id: string; auth_asym_id: string }>;
  msg?: string;
}

/**
 * GET /search/entry-status/{id}: what the archive's holdings say about an entry id. 'obsolete'
 * covers every removed id (obsoleted entries and the withdrawn theoretical models); replaced_by
 * names an obsoleted entry's successors. 'unknown': a well-formed id no holdings file lists.
 */
export type EntryHoldingStatus = 'current' | 'obsolete' | 'unreleased' | 'computational' | 'unknown';

export interface EntryStatusResponse {
  id: string;
  status: EntryHoldingStatus;
  replaced_by?: string[];
}

/** GET /search/polymer-type/{entry_id}: chain id -> polymer type ('Protein', ...). */
export type PolymerTypeMap = Record<string, string>;

/** The upload's answer; the client adds the uploaded file's absolute URL (`url`) to a success. */
export type UploadResponse = { key: string; url?: string } | { error: string };
