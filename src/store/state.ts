// The shape of one search store and its starting values. Everything the elements render lives
// here; actions are the only writers. Plain data only (no class instances, no AbortControllers),
// so snapshots stay serialisable for the developer-tools panel.

import type { SignInProvider } from '../client/mypdb-client.ts';

export type { SignInProvider };
import type {
  Facet,
  GroupResultItem,
  GroupingOptions,
  HistoryQuery,
  MyPdbAccount,
  MyPdbView,
  Pager,
  BuilderCarriedOptions,
  QueryBuilderState,
  ResultItem,
  ReturnType,
  SearchRequest,
  Selection,
  ServiceType,
  SortEntry,
  TabularReportState,
  TabularTable,
} from '../model/types.ts';
import type { AttributeLabels } from '../model/describe.ts';
import { DEFAULT_GROUP_BY_RETURN_TYPE, DEFAULT_ROWS, DEFAULT_SORT } from '../model/constants/core.ts';
import { DEFAULT_SITE_BASE_URL, type LinkTemplates } from '../model/link-templates.ts';
import type { ApiSettings } from '../model/api-settings.ts';
import type { FileTemplates } from '../model/file-templates.ts';
import { createPager, normaliseRows } from '../model/paging.ts';
import { emptySelection } from '../model/selection.ts';
import type { ViewerRequest } from '../model/viewer-request.ts';

/** Kept for the context element, which names return types by this alias. */
export type ReturnTypeName = ReturnType;

/**
 * Settings shared by every element under one `<pdb-search-context>` (copied from its attributes).
 * The link templates (structureUrl, ligandUrl, groupUrl, sequenceUrl, 3dUrl, docsUrl; '' for
 * rcsb.org's page on linkBase) are read through linkFor (model/link-templates.ts); source,
 * searchApi and dataApi, as given, through publicApis (model/public-apis.ts); browser-direct mode's
 * picture and file templates (imageUrl, ligandImageUrl, fileUrl, ligandFileUrl; '' for the default)
 * through model/file-templates.ts (absent until set: a lone bar's store carries no default).
 */
export interface SearchStoreConfig extends Required<LinkTemplates>, FileTemplates, ApiSettings {
  /** Origin (and optional prefix) of the archive server; '' is this page's origin. */
  apiBase: string;
  /** Return type of new searches from the bar and the builder. */
  returnType: ReturnTypeName;
  rows: number;
  includeCsm: boolean;
  /** Mirror searches in the page URL and answer back/forward. */
  syncUrl: boolean;
  /** Site that identifier links (/structure/{id}, /ligand/{id}, ...) point to. */
  linkBase: string;
  /** Standalone search bar: where to send the user with ?request= instead of searching here. */
  resultsUrl: string;
  /** 'Contact Us' of a refused request's advice ('' for rcsb.org's page; read through contactUrl). */
  contactUrl: string;
  /** Names this context's query history in session storage ('' = the page's shared one; history-storage.ts). */
  historyKey: string;
}

export const DEFAULT_CONFIG: SearchStoreConfig = {
  apiBase: '',
  returnType: 'entry',
  rows: DEFAULT_ROWS,
  includeCsm: false,
  syncUrl: false,
  linkBase: DEFAULT_SITE_BASE_URL,
  resultsUrl: '',
  contactUrl: '',
  historyKey: '',
  structureUrl: '',
  ligandUrl: '',
  groupUrl: '',
  sequenceUrl: '',
  '3dUrl': '',
  docsUrl: '',
};

/** Main tabs (seed 000 §1): Search, Query History, Browse Annotations, MyPDB. */
export type MainTab = 'search' | 'history' | 'browse' | 'mypdb';
export const MAIN_TAB_IDS: readonly MainTab[] = ['search', 'history', 'browse', 'mypdb'];

export type SearchView = 'summary' | 'gallery' | 'compact' | 'stats';
export const SEARCH_VIEWS: readonly SearchView[] = ['summary', 'gallery', 'compact', 'stats'];

/** pdb_ids, custom_report, create_custom_report, or the id of a predefined report. */
export type ReportView = string;

export interface ViewState {
  /** Which results panel shows: the search views or the tabular report. */
  results: 'search' | 'report';
  search: SearchView;
  report: ReportView;
}

/** How the results area explains itself when there is nothing (or something wrong) to show. */
export interface StoreMessage {
  kind: 'error' | 'warning' | 'info';
  text: string;
  /**
   * A no-results warning for a query without computed models offers to re-run it with them
   * (seed 001 §8); the UI shows MESSAGES.rerunWithCsm and calls actions.rerunWithCsm().
   */
  offerCsm?: boolean;
  /**
   * The server refused the request (a 4xx answer): the UI adds the seed's advice to use the Contact
   * Us button (seed 000 §8), a link to config.contactUrl.
   */
  contact?: boolean;
}

/** What the last search answered, as the renderers read it (seed 001 §3). */
export interface SearchResults {
  result_type: ReturnType;
  total_count: number;
  group_by_count?: number;
  ungrouped_count?: number;
  result_set: ResultItem[];
  group_set?: GroupResultItem[];
  result_set_count?: number;
  /** Checked flags on buckets are the pending refinements. */
  facets: Facet[];
  table?: TabularTable;
  /** A tabular report's page: the identifiers of its results. */
  result_ids?: string[];
  /** The `report` the data was fetched for; tells whether a view switch needs a re-run. */
  report: string;
}

export interface QueryDescription {
  /** Escaped HTML of the query ('Full Text = "hemoglobin"'). */
  html: string;
  /** Escaped HTML of the options (return type, CSM, grouping, sort). */
  options: string;
  /**
   * The query in words as plain text, for the results summary: worked out when the search
   * starts, while the answer is on its way, not after it arrives.
   */
  text: string;
}

/** Where the URL put the user beyond the tab itself (/search/advanced/{service}, /browse/{tree}, /mypdb/{view}). */
export interface RouteDetail {
  service: ServiceType | null;
  treeId: string | null;
  /** The node Browse Annotations opens at (/browse/{tree}?node=...): a node id or an exact node name. */
  treeNode: string | null;
  mypdbView: MyPdbView | null;
}

/** The query builder panel: its flags, its sections, and where its query came from. */
export interface BuilderPanelState extends QueryBuilderState {
  /** query_id of the search the builder holds (built it or was opened from it). */
  queryId: string | null;
  /**
   * query_id of the current search when the builder last took a query (followed it, or was opened
   * with another, e.g. a history row's Edit): only a search run after that reopens the builder.
   */
  followedQueryId: string | null;
  /** Options of the opened request the builder cannot show, sent again by its Search. */
  carried: BuilderCarriedOptions | null;
}

export interface SearchState {
  config: SearchStoreConfig;
  /** What the user has typed in the search bar, shared by every bar of this context. */
  term: string;
  tab: MainTab;
  route: RouteDetail;
  /** The request of the current results (with request_info.query_id), or null before any search. */
  request: SearchRequest | null;
  queryId: string | null;
  description: QueryDescription | null;
  /**
   * The attributes' names from the metadata schemas (attribute-names.ts), for every description of
   * a request; null until loaded. Held with ref(): thousands of entries nobody edits.
   */
  attributeLabels: AttributeLabels | null;
  response: SearchResults | null;
  pager: Pager;
  selection: Selection;
  sort: SortEntry[];
  grouping: GroupingOptions;
  /** Facet name -> buckets shown ('More...' adds 10). */
  facetMaxGroups: Record<string, number>;
  views: ViewState;
  tabularReport: TabularReportState;
  queryBuilder: BuilderPanelState;
  /** Counts per builder section (by service); null is unknown. Any edit resets them. */
  counts: Partial<Record<ServiceType, number | null>>;
  dataLoading: boolean;
  countLoading: boolean;
  /** Counts running now, by key: a section's service, 'node:{id}' for a builder node, 'builder'. */
  countsInFlight: string[];
  message: StoreMessage | null;
  /** Newest first, at most 50, persisted under 'queryHistory'. */
  history: HistoryQuery[];
  developerMode: boolean;
  mypdb: MyPdbState;
  /** The in-page view open now (a 3D view, an alignment), or null. */
  viewer: ViewerRequest | null;
}

/** The signed-in account as MyPDB shows it (seed 001 §3/§4); the view is route.mypdbView. */
export interface MyPdbState {
  /** null: signed out, or not known yet. */
  account: MyPdbAccount | null;
  /** GET {mypdb}/data has answered once: signed-in or signed-out is known. */
  known: boolean;
  /** Around every MyPDB call (seed 001 §4). */
  loading: boolean;
  editEmail: boolean;
  /** The address a confirmation mail was last sent to from this page, to say so. */
  confirmationSentTo: string | null;
  /** What GET /auth/providers listed: one 'Sign in with {name}' each. */
  providers: SignInProvider[];
  /** Why the sign-in view offers no provider (none served, or the list could not be fetched). */
  signInProblem: string | null;
}

export function defaultGrouping(): GroupingOptions {
  return { aggregation_method: null, group_by_return_type: DEFAULT_GROUP_BY_RETURN_TYPE, ranking_criteria_type: null };
}

export function defaultTabularReport(): TabularReportState {
  return { attributes: [], batch: null, format: 'csv', mode: 'download', clicked: [] };
}

export function defaultViews(): ViewState {
  return { results: 'search', search: 'summary', report: 'pdb_ids' };
}

/** A fresh object every call: valtio v2 proxies the object it is given instead of copying it. */
export function createInitialState(config: Partial<SearchStoreConfig> = {}): SearchState {
  const merged: SearchStoreConfig = { ...DEFAULT_CONFIG, ...config };
  return {
    config: merged,
    term: '',
    tab: 'search',
    route: { service: null, treeId: null, treeNode: null, mypdbView: null },
    request: null,
    queryId: null,
    description: null,
    attributeLabels: null,
    response: null,
    pager: createPager({ rows: normaliseRows(merged.rows) }),
    selection: emptySelection(),
    sort: DEFAULT_SORT.map((entry) => ({ ...entry })),
    grouping: defaultGrouping(),
    facetMaxGroups: {},
    views: defaultViews(),
    tabularReport: defaultTabularReport(),
    queryBuilder: {
      open: false,
      includeCsm: merged.includeCsm,
      count: null,
      sections: [],
      queryId: null,
      followedQueryId: null,
      carried: null,
    },
    counts: {},
    dataLoading: false,
    countLoading: false,
    countsInFlight: [],
    message: null,
    history: [],
    developerMode: false,
    mypdb: {
      account: null,
      known: false,
      loading: false,
      editEmail: false,
      confirmationSentTo: null,
      providers: [],
      signInProblem: null,
    },
    viewer: null,
  };
}
