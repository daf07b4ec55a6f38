// The report builder's lookups (seed 000 §7, seed 001 §7); the reports themselves are answered
// through POST /search/data (src/server/reports/answer.ts).
//   GET /search/custom-report-attributes -> {attributes: {path: {...}}, menu: [{group, attributes: [{attribute, name}]}], reports}
//   GET /search/attributes/{reportId}    -> [attribute path, ...] of a predefined report; 404 otherwise
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { customReportMenu, type CustomReportMenu } from '../engine/embedded/reports/custom-attributes.ts';
import { predefinedReport, reportAttributePaths } from '../engine/embedded/reports/predefined-reports.ts';

const REPORT_PARAMS = {
  type: 'object',
  required: ['reportId'],
  properties: { reportId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export async function registerReportsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  let menu: CustomReportMenu | undefined;
  app.get('/search/custom-report-attributes', async () => (menu ??= customReportMenu(deps.archive.index)));

  app.get<{ Params: { reportId: string } }>(
    '/search/attributes/:reportId',
    { schema: { params: REPORT_PARAMS } },
    async (request) => {
      const report = predefinedReport(request.params.reportId);
      if (!report) throw new ClientError(404, `Unknown report: ${request.params.reportId}`);
      return reportAttributePaths(report);
    },
  );
}
