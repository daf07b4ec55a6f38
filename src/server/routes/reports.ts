// The report builder's lookups (seed 000 §7, seed 001 §7); the reports themselves are answered
// through POST /search/data (src/server/reports/report-answer.ts).
//   GET /search/custom-report-attributes -> {attributes: {path: {...}}, menu: [{group, attributes: [{attribute, name}]}], reports}
//   GET /search/attributes/{reportId}    -> [attribute path, ...] of a predefined report; 404 otherwise
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';

const REPORT_PARAMS = {
  type: 'object',
  required: ['reportId'],
  properties: { reportId: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export async function registerReportsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get('/search/custom-report-attributes', async () => deps.engine.reports.customMenu());

  app.get<{ Params: { reportId: string } }>(
    '/search/attributes/:reportId',
    { schema: { params: REPORT_PARAMS } },
    async (request) => {
      const paths = await deps.engine.reports.attributes(request.params.reportId);
      if (!paths) throw new ClientError(404, `Unknown report: ${request.params.reportId}`);
      return paths;
    },
  );
}
