// Which `report` a /search/data call asks for, given the views the user chose. All four search
// views (summary, gallery, compact, stats) render the same items, so they share one report and
// switching between them needs no new call; each tabular report needs its own.

import type { ReportView, ViewState } from './state.ts';

/** The report name of the search views. */
export const SEARCH_REPORT = 'search_summary';
/** Sub-view that only edits the column choice; it has no data of its own to fetch. */
export const CREATE_CUSTOM_REPORT = 'create_custom_report';
export const CUSTOM_REPORT = 'custom_report';

export function reportNameFor(views: Pick<ViewState, 'results' | 'report'>): string {
  return views.results === 'report' ? views.report : SEARCH_REPORT;
}

/** create_custom_report shows the column editor, not results, so switching to it fetches nothing. */
export function reportNeedsData(report: ReportView): boolean {
  return report !== CREATE_CUSTOM_REPORT;
}
