// Public surface of the store layer for elements, ui and page scripts.
export { createSearchStore, DEFAULT_CONFIG, type SearchStore, type SearchActions } from './create-search-store.ts';
export type {
  MainTab,
  QueryDescription,
  ReportView,
  ReturnTypeName,
  RouteDetail,
  SearchResults,
  SearchState,
  SearchStoreConfig,
  SearchView,
  StoreMessage,
  ViewState,
} from './state.ts';
export { MAIN_TAB_IDS, SEARCH_VIEWS } from './state.ts';
export type { SearchStoreDeps, SearchClient } from './deps.ts';
export type { KeyValueStorage } from './history-storage.ts';
export type { BrowserHistoryAdapter, BrowserLocation, HistoryEntryState } from './browser-history.ts';
export type { EntryStatusCall, ResolveTermOptions, TermOutcome, TermPlan, TermOptions } from './term-actions.ts';
export type { CountResult, CountTarget } from './count-actions.ts';
export type { RunSearchOptions } from './search-actions.ts';
export {
  clearMessage,
  configure,
  createSearchState,
  setMessage,
  setTerm,
  toggleDeveloperMode,
} from './state-actions.ts';
export { createLoneTermActions } from './lone-term-actions.ts';
export type { TermActions } from './term-actions.ts';
export { CREATE_CUSTOM_REPORT, CUSTOM_REPORT, SEARCH_REPORT, reportNameFor } from './views.ts';
export {
  parseLocation,
  parseSearchParams,
  requestUrl,
  resultsPageUrl,
  routeUrl,
  URL_PARAMS,
  type LocationRoute,
  type ParsedLocation,
} from './url-state.ts';
export { SEARCH_STORE_CONTEXT, ContextRequestEvent, requestSearchStore } from './context.ts';
export type { ReportFileRequest, TransferActions } from './transfer-actions.ts';
