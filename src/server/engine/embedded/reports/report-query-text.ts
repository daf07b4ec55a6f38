// The GraphQL query a report runs for some results, named as the report-query view names them
// (seed 001 §2: /search/report-query?identifiers=..&returnType=..&attributes=.. or &report=..).

import type { DocType } from '../../../../archive/doc-types.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { ClientError } from '../../../errors.ts';
import { documentRow } from '../files/document-lookup.ts';
import type { ReportQueryInput } from '../../types.ts';
import { CUSTOM_REPORT } from '../../../../model/reports/report-plan.ts';
import { reportLayout, reportQuery } from '../../../../model/reports/report-query.ts';
import { NO_REPORT_QUERY_RESULTS, readReportQueryInput } from '../../../reports/report-body.ts';
import { IndexReportGraph } from './report-rows.ts';
import { planArchiveReport } from './run-report-query.ts';

export function reportQueryText(index: ArchiveIndex, input: ReportQueryInput): string {
  const returnType = readReportQueryInput(input);
  const docType = returnType as DocType;
  const rows = input.identifiers.flatMap(
    (id) => documentRow(index, docType, id) ?? documentRow(index, docType, id.toUpperCase()) ?? [],
  );
  if (rows.length === 0) throw new ClientError(400, NO_REPORT_QUERY_RESULTS);
  const plan = planArchiveReport(index, input.report ?? CUSTOM_REPORT, input.attributes, returnType);
  return reportQuery(reportLayout(new IndexReportGraph(index), plan, rows).reads);
}
