// The upstream engine's reports: built by browser-direct mode's code (client/direct/direct-reports.ts,
// report-attributes.ts, report-graph.ts, direct-download-ids.ts) from the upstream's Search API
// and Data API, answered by the same server code as the embedded engine's (server/reports/), so
// both answer a body with the same status, headers and bytes.

import { downloadHits, entriesOfHits } from '../../../client/direct/direct-download-ids.ts';
import { createDirectReports } from '../../../client/direct/direct-reports.ts';
import { fetchReportGraph } from '../../../client/direct/report-graph.ts';
import type { DocType } from '../../../model/doc-types.ts';
import { CUSTOM_REPORT } from '../../../model/reports/report-plan.ts';
import { reportLayout, reportQuery } from '../../../model/reports/report-query.ts';
import type { SearchDataBody } from '../../../model/types.ts';
import { ClientError } from '../../errors.ts';
import { answerReportBody, answerReportDownload } from '../../reports/report-answer.ts';
import {
  NO_REPORT_QUERY_RESULTS,
  planReportOf,
  readDownloadIdsBody,
  readReportQueryInput,
} from '../../reports/report-body.ts';
import type { EngineReports } from '../types.ts';
import type { UpstreamApis } from './upstream-apis.ts';
import { upstreamValue, upstreamValueOrNone } from './upstream-answers.ts';
import { renewing } from './renewing.ts';

export function upstreamReports(apis: UpstreamApis): EngineReports {
  // the attribute catalogue it reads from the Data API's types is kept a day (renewing.ts)
  const direct = renewing(() => createDirectReports(apis), apis.clock);
  const answer = (body: SearchDataBody) =>
    answerReportBody(body, async (read) => {
      const asked = read as SearchDataBody;
      return upstreamValue(await direct().build({ ...asked, request: apis.outgoing(asked.request) }));
    });
  return {
    answer,
    download: (raw) => answerReportDownload(raw, answer),
    downloadIds: async (body) => {
      const request = readDownloadIdsBody(body);
      const hits = upstreamValue(await downloadHits(apis.search, apis.outgoing(request)));
      const { ids, excluded } = upstreamValue(entriesOfHits(request.return_type, hits));
      return { ids, excludedComputed: excluded };
    },
    customMenu: async () => upstreamValue(await direct().customReportAttributes()),
    attributes: async (reportId) => upstreamValueOrNone(await direct().reportAttributes(reportId)),
    graphqlQuery: async (input) => {
      const returnType = readReportQueryInput(input);
      // the archive's ids are upper case, as the embedded engine finds them in any case
      const ids = input.identifiers.map((id) => id.toUpperCase());
      const { graph, results } = upstreamValue(await fetchReportGraph(apis.data, returnType as DocType, ids));
      if (results.length === 0) throw new ClientError(400, NO_REPORT_QUERY_RESULTS);
      const known = upstreamValue(await direct().attributes());
      const plan = planReportOf((path) => known.get(path), input.report ?? CUSTOM_REPORT, input.attributes, returnType);
      return reportQuery(reportLayout(graph, plan, results).reads);
    },
  };
}
