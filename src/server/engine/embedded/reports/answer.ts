// POST /search/data for every `report` that is not a search view: the tabular reports of seed 000
// §4 ('pdb_ids', 'custom_report', the predefined report ids) as the table the UI renders, or as
// csv / json (body fields `format` and `mode`: 'download' answers an attachment, 'display' the
// same content inline). A batch is the request's paginate start/rows.
// POST /search/data-download (seed 000 §2's download target) answers the same files through the
// same code: answerReportDownload reads its body as /search/data does and insists on a format.

import { REPORT_FORMATS } from '../../../../model/constants/vocabulary.ts';
import { MESSAGES } from '../../../../model/constants/messages.ts';
import type { SearchDataBody } from '../../../../model/types.ts';
import { ClientError } from '../../../errors.ts';
import { contentDisposition } from '../../../files/file-content.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import { readSearchDataRequest } from '../../../search-data/request-reading.ts';
import type { ReportAnswer } from '../../types.ts';
import type { ReportParts } from './report-request.ts';
import { planReport, PDB_IDS_REPORT, type ReportPlan } from './report-plan.ts';
import { toCsv, toJsonRows, toTabularTable, type ReportTable } from './report-output.ts';
import { readReportBody, reportHits, type Hits, type ReportBody } from './report-request.ts';
import { cellFromAnswers, reportLayout, runReportQuery } from './report-query.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

const json = (status: number, payload: unknown): ReportAnswer => ({ status, contentType: JSON_TYPE, payload });

/** The report's rows, each cell read from the Data API's answer to the report's query. */
async function buildTable(deps: ReportParts, plan: ReportPlan, hits: Hits): Promise<ReportTable> {
  const { index, dataApi } = deps;
  const { rows, sources, reads } = reportLayout(index, plan, hits.rows);
  const { answers } = await runReportQuery(dataApi, reads);
  const schema = dataApi.schema();
  const cells = rows.map((row, r) =>
    plan.columns.map((column, c) =>
      column.path === undefined
        ? (index.ids[row] ?? null)
        : cellFromAnswers(schema, answers, { ...column, path: column.path }, sources[r]![c]!),
    ),
  );
  return { columns: plan.columns, rows: cells };
}

/**
 * 'pdb_structure_summary_1-25.csv': the report and the batch of results it holds;
 * 'pdb_structure_summary_none.csv' when nothing matched.
 */
function fileName(plan: ReportPlan, hits: Hits, extension: string): string {
  const batch = hits.rows.length === 0 ? 'none' : `${hits.start + 1}-${hits.start + hits.rows.length}`;
  return `pdb_${plan.id}_${batch}.${extension}`;
}

/**
 * A file of the batch: the rows of results start+1 .. start+rows of the whole result set. No
 * match gives the empty file (the header line, or []); a batch starting past the last result is
 * the client's mistake (the ranges it offers end at the total).
 */
function fileAnswer(body: ReportBody, plan: ReportPlan, hits: Hits, table: ReportTable): ReportAnswer {
  if (hits.total > 0 && hits.start >= hits.total) {
    throw new ClientError(
      400,
      `The batch starts after the last result: paginate.start is ${hits.start}, the results hold ${hits.total}`,
    );
  }
  const csv = body.format === 'csv';
  const disposition = body.mode === 'download' ? 'attachment' : 'inline';
  return {
    status: 200,
    contentType: csv ? CSV_TYPE : JSON_TYPE,
    payload: csv ? toCsv(table) : toJsonRows(table),
    headers: { 'content-disposition': contentDisposition(fileName(plan, hits, csv ? 'csv' : 'json'), disposition) },
  };
}

function tableAnswer(
  body: ReportBody,
  plan: ReportPlan,
  hits: Hits,
  table: ReportTable,
  resultIds: string[],
): ReportAnswer {
  return json(200, {
    report: plan.id,
    result_type: body.request.return_type,
    total_count: hits.total,
    start: hits.start,
    result_ids: resultIds,
    attributes: plan.columns.map((c) => c.id),
    table: toTabularTable(table),
    ...(plan.id === PDB_IDS_REPORT ? { identifiers: table.rows.map((row) => String(row[0])) } : {}),
  });
}

export async function answerReport(body: SearchDataBody, deps: ReportParts): Promise<ReportAnswer> {
  try {
    const input = readReportBody(body);
    const plan = planReport(deps.index, input.report, input.attributes, input.request.return_type);
    const hits = await reportHits(deps, input.request);
    if (input.format) return fileAnswer(input, plan, hits, await buildTable(deps, plan, hits));
    if (hits.total === 0) return json(200, { statusCode: 204, msg: MESSAGES.noResults, total_count: 0 });
    return tableAnswer(
      input,
      plan,
      hits,
      await buildTable(deps, plan, hits),
      hits.rows.map((row) => deps.index.ids[row] ?? ''),
    );
  } catch (error) {
    if (error instanceof ClientError) return clientErrorAnswer(error);
    throw error;
  }
}

const clientErrorAnswer = (error: ClientError): ReportAnswer =>
  json(error.statusCode, { statusCode: error.statusCode, msg: error.message });

/**
 * POST /search/data-download: {report, request (paginate start/rows is the batch), attributes for
 * custom_report, format csv|json, mode download|display}. The request is read and validated as
 * /search/data reads it (bounds, facets, legacy forms); then the report answers as there.
 */
export async function answerReportDownload(raw: unknown, deps: ReportParts): Promise<ReportAnswer> {
  const formats = REPORT_FORMATS.join(' or ');
  if (!isRecord(raw)) return clientErrorAnswer(new ClientError(400, 'Invalid request: the body must be a JSON object'));
  if (raw.format === undefined)
    return clientErrorAnswer(new ClientError(400, `Invalid request: a data download needs 'format' (${formats})`));
  const request = readSearchDataRequest(raw.request);
  if (!request.ok) return clientErrorAnswer(new ClientError(400, request.message));
  return answerReport({ ...raw, request: request.value } as unknown as SearchDataBody, deps);
}
