// The embedded engine's reports: a report built over the archive index (its rows) and the
// server's own Data API (its values); what is answered is server/reports/report-answer.ts's.

import type { SearchDataBody } from '../../../../model/types.ts';
import type { ReportAnswer } from '../../types.ts';
import { reportTable, type ReportHits } from '../../../../model/reports/report-table.ts';
import { reportLayout } from '../../../../model/reports/report-query.ts';
import { answerReportBody, answerReportDownload, type BuiltReport } from '../../../reports/report-answer.ts';
import type { ReportBody } from '../../../reports/report-body.ts';
import { reportHits, type ReportParts } from './report-request.ts';
import { IndexReportGraph } from './report-rows.ts';
import { planArchiveReport, runReportQuery } from './run-report-query.ts';

/** The report's rows, each cell read from the Data API's answer to the report's query. */
async function buildReport(deps: ReportParts, body: ReportBody): Promise<BuiltReport<number>> {
  const plan = planArchiveReport(deps.index, body.report, body.attributes, body.request.return_type);
  const found = await reportHits(deps, body.request);
  const hits: ReportHits<number> = { results: found.rows, total: found.total, start: found.start };
  const graph = new IndexReportGraph(deps.index);
  const layout = reportLayout(graph, plan, hits.results);
  const { answers } = await runReportQuery(deps.dataApi, layout.reads);
  return { plan, hits, graph, table: reportTable(graph, plan, layout, answers) };
}

export function answerReport(body: SearchDataBody, deps: ReportParts): Promise<ReportAnswer> {
  return answerReportBody(body, (read) => buildReport(deps, read));
}

export function answerEmbeddedDownload(raw: unknown, deps: ReportParts): Promise<ReportAnswer> {
  return answerReportDownload(raw, (body) => answerReport(body, deps));
}
