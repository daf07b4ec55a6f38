// A report's rows over the archive index and its values from the server's own Data API: the layout
// and query are the model's (model/reports/report-query.ts), run here over EngineDataApi.

import { parse } from 'graphql';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ReportPlan } from '../../../../model/reports/report-plan.ts';
import {
  addAnswer,
  reportQuery,
  type ReportAnswers,
  type ReportReads,
} from '../../../../model/reports/report-query.ts';
import type { ReturnType } from '../../../../model/types.ts';
import { planReportOf } from '../../../reports/report-body.ts';
import type { EngineDataApi } from '../../types.ts';
import { customAttributes } from './custom-attributes.ts';

/** The plan of a report over this archive's catalogue; a report the request cannot have is a 400. */
export function planArchiveReport(
  index: ArchiveIndex,
  report: string,
  attributes: readonly string[],
  returnType: ReturnType,
): ReportPlan {
  const known = customAttributes(index);
  return planReportOf((path) => known.get(path), report, attributes, returnType);
}

/** Runs the report's query; a path the Data API does not serve is the client's error (400). */
export async function runReportQuery(
  dataApi: EngineDataApi,
  reads: ReportReads,
): Promise<{ answers: ReportAnswers; errors: string[] }> {
  const answers: ReportAnswers = new Map();
  if (reads.ids.size === 0) return { answers, errors: [] };
  // a report's batch (at most MAX_ROWS results) is its bound, not the public route's budget
  const result = await dataApi.execute(parse(reportQuery(reads)), undefined, undefined, { unbudgeted: true });
  addAnswer(answers, result.data);
  return { answers, errors: (result.errors ?? []).map((e) => e.message) };
}
