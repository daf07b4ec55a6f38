// POST /search/data for every `report` that is not a search view: the tabular reports of seed 000
// §4 ('pdb_ids', 'custom_report', the predefined report ids) as the table the UI renders, or as
// csv / json (body fields `format` and `mode`: 'download' answers an attachment, 'display' the
// same content inline). A batch is the request's paginate start/rows.
// POST /search/data-download (seed 000 §2's download target) answers the same files through the
// same code: answerReportDownload reads its body as /search/data does and insists on a format.

import { REPORT_FORMATS } from '../../../../model/constants/vocabulary.ts';
import type { SearchDataBody } from '../../../../model/types.ts';
import { ClientError } from '../../../errors.ts';
import { contentDisposition } from '../../../files/file-content.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import { readSearchDataRequest } from '../../../search-data/request-reading.ts';
import type { ReportAnswer } from '../../types.ts';
import type { ReportPlan } from '../../../../model/reports/report-plan.ts';
import { toJsonRows, type ReportTable } from '../../../../model/reports/report-output.ts';
import { reportLayout } from '../../../../model/reports/report-query.ts';
import {
  batchRefusal,
  NO_REPORT_RESULTS,
  REPORT_FILE_TYPES,
  reportFileName,
  reportFileText,
  reportTable,
  reportTableAnswer,
  type ReportHits,
} from '../../../../model/reports/report-table.ts';
import { readReportBody, reportHits, type ReportBody, type ReportParts } from './report-request.ts';
import { IndexReportGraph } from './report-rows.ts';
import { planArchiveReport, runReportQuery } from './run-report-query.ts';

const json = (status: number, payload: unknown): ReportAnswer => ({
  status,
  contentType: REPORT_FILE_TYPES.json,
  payload,
});

/** The report's rows, each cell read from the Data API's answer to the report's query. */
async function buildTable(deps: ReportParts, plan: ReportPlan, hits: ReportHits<number>): Promise<ReportTable> {
  const graph = new IndexReportGraph(deps.index);
  const layout = reportLayout(graph, plan, hits.results);
  const { answers } = await runReportQuery(deps.dataApi, layout.reads);
  return reportTable(graph, plan, layout, answers);
}

/**
 * A file of the batch: the rows of results start+1 .. start+rows of the whole result set. No
 * match gives the empty file (the header line, or []); a batch starting past the last result is
 * the client's mistake (the ranges it offers end at the total).
 */
function fileAnswer(body: ReportBody, plan: ReportPlan, hits: ReportHits<number>, table: ReportTable): ReportAnswer {
  const refusal = batchRefusal(hits);
  if (refusal) throw new ClientError(400, refusal);
  const format = body.format === 'csv' ? 'csv' : 'json';
  const disposition = body.mode === 'download' ? 'attachment' : 'inline';
  return {
    status: 200,
    contentType: REPORT_FILE_TYPES[format],
    payload: format === 'csv' ? reportFileText(table, format) : toJsonRows(table),
    headers: { 'content-disposition': contentDisposition(reportFileName(plan, hits, format), disposition) },
  };
}

export async function answerReport(body: SearchDataBody, deps: ReportParts): Promise<ReportAnswer> {
  try {
    const input = readReportBody(body);
    const plan = planArchiveReport(deps.index, input.report, input.attributes, input.request.return_type);
    const found = await reportHits(deps, input.request);
    const hits: ReportHits<number> = { results: found.rows, total: found.total, start: found.start };
    if (input.format) return fileAnswer(input, plan, hits, await buildTable(deps, plan, hits));
    if (hits.total === 0) return json(200, NO_REPORT_RESULTS);
    const graph = new IndexReportGraph(deps.index);
    return json(
      200,
      reportTableAnswer(graph, plan, input.request.return_type, hits, await buildTable(deps, plan, hits)),
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
