// A report's answer as every engine gives it (seed 000 §4): POST /search/data for every `report`
// that is not a search view ('pdb_ids', 'custom_report', the predefined report ids) as the table
// the UI renders, or as csv / json (body fields `format` and `mode`: 'download' answers an
// attachment, 'display' the same content inline); a batch is the request's paginate start/rows.
// POST /search/data-download answers the same files through the same code. An engine only builds
// the report (its plan, hits, rows and values); what is answered, and every refusal, is here.

import { REPORT_FORMATS } from '../../model/constants/vocabulary.ts';
import { isRecord } from '../../model/json-shape.ts';
import type { ReportGraph } from '../../model/reports/report-graph.ts';
import type { ReportTable } from '../../model/reports/report-output.ts';
import type { ReportPlan } from '../../model/reports/report-plan.ts';
import {
  batchRefusal,
  NO_REPORT_RESULTS,
  REPORT_FILE_TYPES,
  reportFileName,
  reportFileText,
  reportTableAnswer,
  type ReportHits,
} from '../../model/reports/report-table.ts';
import type { SearchDataBody } from '../../model/types.ts';
import type { ReportAnswer } from '../engine/types.ts';
import { ClientError } from '../errors.ts';
import { contentDisposition } from '../files/file-content.ts';
import { readSearchDataRequest } from '../search-data/request-reading.ts';
import { readReportBody, type ReportBody } from './report-body.ts';

/** A report an engine built for a body: its plan, the batch of results, their documents and the table. */
export interface BuiltReport<Doc> {
  plan: ReportPlan;
  hits: ReportHits<Doc>;
  graph: ReportGraph<Doc>;
  table: ReportTable;
}

const json = (status: number, payload: unknown): ReportAnswer => ({
  status,
  contentType: REPORT_FILE_TYPES.json,
  payload,
});

const clientErrorAnswer = (error: ClientError): ReportAnswer =>
  json(error.statusCode, { statusCode: error.statusCode, msg: error.message });

/**
 * A file of the batch: the rows of results start+1 .. start+rows of the whole result set. No
 * match gives the empty file (the header line, or []); a batch starting past the last result is
 * the client's mistake (the ranges it offers end at the total).
 */
function fileAnswer<Doc>(body: ReportBody, { plan, hits, table }: BuiltReport<Doc>): ReportAnswer {
  const refusal = batchRefusal(hits);
  if (refusal) throw new ClientError(400, refusal);
  const format = body.format === 'csv' ? 'csv' : 'json';
  const disposition = body.mode === 'download' ? 'attachment' : 'inline';
  return {
    status: 200,
    contentType: REPORT_FILE_TYPES[format],
    payload: reportFileText(table, format),
    headers: { 'content-disposition': contentDisposition(reportFileName(plan, hits, format), disposition) },
  };
}

/** The answer to a report body, built by `build`; a ClientError on the way is answered as JSON. */
export async function answerReportBody<Doc>(
  raw: unknown,
  build: (body: ReportBody) => Promise<BuiltReport<Doc>>,
): Promise<ReportAnswer> {
  try {
    const body = readReportBody(raw);
    const built = await build(body);
    if (body.format) return fileAnswer(body, built);
    if (built.hits.total === 0) return json(200, NO_REPORT_RESULTS);
    return json(200, reportTableAnswer(built.graph, built.plan, body.request.return_type, built.hits, built.table));
  } catch (error) {
    if (error instanceof ClientError) return clientErrorAnswer(error);
    throw error;
  }
}

/**
 * POST /search/data-download: {report, request (paginate start/rows is the batch), attributes for
 * custom_report, format csv|json, mode download|display}. The request is read and validated as
 * /search/data reads it (bounds, facets, legacy forms); then the report answers as there.
 */
export async function answerReportDownload(
  raw: unknown,
  answer: (body: SearchDataBody) => Promise<ReportAnswer>,
): Promise<ReportAnswer> {
  const formats = REPORT_FORMATS.join(' or ');
  if (!isRecord(raw)) return clientErrorAnswer(new ClientError(400, 'Invalid request: the body must be a JSON object'));
  if (raw.format === undefined)
    return clientErrorAnswer(new ClientError(400, `Invalid request: a data download needs 'format' (${formats})`));
  const request = readSearchDataRequest(raw.request);
  if (!request.ok) return clientErrorAnswer(new ClientError(400, request.message));
  return answer({ ...raw, request: request.value } as unknown as SearchDataBody);
}
