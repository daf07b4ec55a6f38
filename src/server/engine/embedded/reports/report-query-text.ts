// The GraphQL query a report runs for some results, named as the report-query view names them
// (seed 001 §2: /search/report-query?identifiers=..&returnType=..&attributes=.. or &report=..).

import type { DocType } from '../../../../archive/doc-types.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { ALL_RETURN_TYPES } from '../../../../model/constants/vocabulary.ts';
import type { ReturnType } from '../../../../model/types.ts';
import { ClientError } from '../../../errors.ts';
import { documentRow } from '../files/document-lookup.ts';
import type { ReportQueryInput } from '../../types.ts';
import { CUSTOM_REPORT } from '../../../../model/reports/report-plan.ts';
import { reportLayout, reportQuery } from '../../../../model/reports/report-query.ts';
import { IndexReportGraph } from './report-rows.ts';
import { planArchiveReport } from './run-report-query.ts';
import { MAX_ATTRIBUTES } from './report-request.ts';

/** As many results as one GraphQL request may name. */
export const MAX_REPORT_QUERY_IDS = 1_000;

export function reportQueryText(index: ArchiveIndex, input: ReportQueryInput): string {
  const returnType = ALL_RETURN_TYPES.find((type) => type === input.returnType);
  if (!returnType) throw new ClientError(400, `Unknown return type: ${JSON.stringify(input.returnType)}`);
  if (input.identifiers.length === 0) throw new ClientError(400, 'Name the results: identifiers=4HHB,1STP');
  if (input.identifiers.length > MAX_REPORT_QUERY_IDS)
    throw new ClientError(400, `At most ${MAX_REPORT_QUERY_IDS} identifiers`);
  if (input.attributes.length > MAX_ATTRIBUTES)
    throw new ClientError(400, `A custom report may have at most ${MAX_ATTRIBUTES} attributes`);
  const docType = returnType as ReturnType as DocType;
  const rows = input.identifiers.flatMap(
    (id) => documentRow(index, docType, id) ?? documentRow(index, docType, id.toUpperCase()) ?? [],
  );
  if (rows.length === 0) throw new ClientError(400, 'None of the identifiers is in the archive');
  const report = input.report ?? CUSTOM_REPORT;
  const plan = planArchiveReport(index, report, input.attributes, returnType);
  return reportQuery(reportLayout(new IndexReportGraph(index), plan, rows).reads);
}
