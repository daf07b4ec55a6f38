// Which /search/data reports are the search views. Summary, gallery, compact and stats render the
// same items, so they all get the search answer; every other report is a tabular report.

/** 'search_summary' is what the store sends (src/store/views.ts); the others are the view names. */
const SEARCH_VIEWS: ReadonlySet<string> = new Set(['search_summary', 'summary', 'gallery', 'compact', 'stats']);

export const DEFAULT_SEARCH_VIEW = 'search_summary';

export function isSearchView(report: string): boolean {
  return SEARCH_VIEWS.has(report);
}
