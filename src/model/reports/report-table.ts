// A report's table from its layout and the Data API's answers, and what it is sent as: the table
// answer of /search/data, or a file named for its batch. The server (engine/embedded/reports/) and
// browser-direct mode (client/direct/direct-reports.ts) answer through these, so their tables,
// files and file names are one.

import { MESSAGES } from '../constants/messages.ts';
import type { ReportFormat, ReturnType, SearchResponse } from '../types.ts';
import type { ReportGraph } from './report-graph.ts';
import { PDB_IDS_REPORT, type ReportPlan } from './report-plan.ts';
import { cellFromAnswers, type ReportAnswers, type ReportLayout } from './report-query.ts';
import { toCsv, toJsonRows, toTabularTable, type ReportTable } from './report-output.ts';

/** The results of a report's page: their documents, in result order, and the whole set's size. */
export interface ReportHits<Doc> {
  results: Doc[];
  /** Results the query matched (groups when the request groups them). */
  total: number;
  start: number;
}

/** The report's rows, each cell read from the Data API's answers to the report's queries. */
export function reportTable<Doc>(
  graph: ReportGraph<Doc>,
  plan: ReportPlan,
  layout: ReportLayout<Doc>,
  answers: ReportAnswers,
): ReportTable {
  const rows = layout.rows.map((row, r) =>
    plan.columns.map((column, c) =>
      column.path === undefined
        ? graph.id(row)
        : cellFromAnswers(answers, { ...column, path: column.path }, layout.sources[r]![c]!),
    ),
  );
  return { columns: plan.columns, rows };
}

/** The answer of /search/data when nothing matched. */
export const NO_REPORT_RESULTS: SearchResponse = { statusCode: 204, msg: MESSAGES.noResults, total_count: 0 };

/** The table answer of /search/data for a report's page. */
export function reportTableAnswer<Doc>(
  graph: ReportGraph<Doc>,
  plan: ReportPlan,
  resultType: ReturnType,
  hits: ReportHits<Doc>,
  table: ReportTable,
): SearchResponse & Record<string, unknown> {
  return {
    report: plan.id,
    result_type: resultType,
    total_count: hits.total,
    start: hits.start,
    result_ids: hits.results.map((doc) => graph.id(doc)),
    attributes: plan.columns.map((c) => c.id),
    table: toTabularTable(table),
    ...(plan.id === PDB_IDS_REPORT ? { identifiers: table.rows.map((row) => String(row[0])) } : {}),
  };
}

/** Why a file's batch cannot be made: it starts past the last result (the ranges offered end at the total). */
export function batchRefusal(hits: ReportHits<unknown>): string | undefined {
  return hits.total > 0 && hits.start >= hits.total
    ? `The batch starts after the last result: paginate.start is ${hits.start}, the results hold ${hits.total}`
    : undefined;
}

/**
 * 'pdb_structure_summary_1-25.csv': the report and the batch of results it holds;
 * 'pdb_structure_summary_none.csv' when nothing matched.
 */
export function reportFileName(plan: ReportPlan, hits: ReportHits<unknown>, format: ReportFormat): string {
  const count = hits.results.length;
  const batch = count === 0 ? 'none' : `${hits.start + 1}-${hits.start + count}`;
  return `pdb_${plan.id}_${batch}.${format}`;
}

/** A file's media type. */
export const REPORT_FILE_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A file's text: CSV, or the JSON rows as the server sends them. */
export function reportFileText(table: ReportTable, format: ReportFormat): string {
  return format === 'csv' ? toCsv(table) : JSON.stringify(toJsonRows(table));
}
