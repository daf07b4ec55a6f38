// POST /search/data for every `report` that is not a search view: the tabular reports of seed 000
// §4 ('pdb_ids', 'custom_report', the predefined report ids) as the table the UI renders, or as
// csv / json (body fields `format` and `mode`: 'download' answers an attachment, 'display' the
// same content inline). A batch is the request's paginate start/rows.

import { MESSAGES } from '../../model/constants.ts';
import type { SearchDataBody } from '../../model/types.ts';
import { ClientError } from '../errors.ts';
import { contentDisposition } from '../files/file-content.ts';
import type { RouteDeps } from '../routes/types.ts';
import { planReport, PDB_IDS_REPORT, type ReportPlan } from './report-plan.ts';
import { toCsv, toJsonRows, toTabularTable, type ReportTable } from './report-output.ts';
import { readReportBody, reportHits, type Hits, type ReportBody } from './report-request.ts';
import { ReportRows } from './report-rows.ts';

/** What the /search/data route sends back for a report: status, body and its content type. */
export interface ReportAnswer {
  status: number;
  contentType: string;
  payload: unknown;
  /** Extra response headers (content-disposition of csv/json files); the route must apply them. */
  headers?: Record<string, string>;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

const json = (status: number, payload: unknown): ReportAnswer => ({ status, contentType: JSON_TYPE, payload });

function buildTable(deps: RouteDeps, plan: ReportPlan, hits: Hits): ReportTable {
  const rows = new ReportRows(deps.archive.index);
  const cells = hits.rows
    .flatMap((result) => rows.expand(result, plan.rowLevels))
    .map((row) => plan.columns.map((c) => rows.cell(row, c)));
  return { columns: plan.columns, rows: cells };
}

/** 'pdb_structure_summary_1-25.csv': the report and the batch of results it holds. */
function fileName(plan: ReportPlan, hits: Hits, extension: string): string {
  return `pdb_${plan.id}_${hits.start + 1}-${hits.start + hits.rows.length}.${extension}`;
}

function fileAnswer(body: ReportBody, plan: ReportPlan, hits: Hits, table: ReportTable): ReportAnswer {
  const csv = body.format === 'csv';
  const disposition = body.mode === 'download' ? 'attachment' : 'inline';
  return {
    status: 200,
    contentType: csv ? CSV_TYPE : JSON_TYPE,
    payload: csv ? toCsv(table) : toJsonRows(table),
    headers: { 'content-disposition': contentDisposition(fileName(plan, hits, csv ? 'csv' : 'json'), disposition) },
  };
}

function tableAnswer(body: ReportBody, plan: ReportPlan, hits: Hits, table: ReportTable): ReportAnswer {
  return json(200, {
    report: plan.id,
    result_type: body.request.return_type,
    total_count: hits.total,
    start: hits.start,
    attributes: plan.columns.map((c) => c.id),
    table: toTabularTable(table),
    ...(plan.id === PDB_IDS_REPORT ? { identifiers: table.rows.map((row) => String(row[0])) } : {}),
  });
}

export async function answerReport(body: SearchDataBody, deps: RouteDeps): Promise<ReportAnswer> {
  try {
    const input = readReportBody(body);
    const plan = planReport(deps.archive.index, input.report, input.attributes, input.request.return_type);
    const hits = await reportHits(deps, input.request);
    if (hits.total === 0) return json(200, { statusCode: 204, msg: MESSAGES.noResults, total_count: 0 });
    const table = buildTable(deps, plan, hits);
    return input.format ? fileAnswer(input, plan, hits, table) : tableAnswer(input, plan, hits, table);
  } catch (error) {
    if (error instanceof ClientError)
      return json(error.statusCode, { statusCode: error.statusCode, msg: error.message });
    throw error;
  }
}
