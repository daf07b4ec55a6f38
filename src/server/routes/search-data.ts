// POST /search/data (seed 000 §7): searches, counts and, through the reports module, tabular
// reports. The envelope is checked by its JSON schema; the request by the model's validation.

import type { FastifyInstance } from 'fastify';
import type { SearchDataBody } from '../../model/types.ts';
import { ClientError } from '../errors.ts';
import { sendReportAnswer } from '../reports/send-report.ts';
import { readSearchDataRequest } from '../search-data/request-reading.ts';
import { acceptedEncoding, sendEncodedJson } from '../search-runner/encoded-json.ts';
import { DEFAULT_SEARCH_VIEW, isSearchView } from '../../model/search-data/views.ts';
import type { RouteDeps } from './types.ts';

/** The body as the schema leaves it; reports may read further fields of their own (format, mode). */
interface SearchDataEnvelope {
  report: string;
  request?: unknown;
  getDrilldown: boolean;
  attributes?: string[];
  [extra: string]: unknown;
}

const bodySchema = {
  type: 'object',
  properties: {
    report: { type: 'string', minLength: 1, maxLength: 200, default: DEFAULT_SEARCH_VIEW },
    // an object, or its JSON text; read by model/legacy.ts, which names what is wrong with it
    request: {},
    getDrilldown: { type: 'boolean', default: false },
    attributes: { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 500 } },
  },
} as const;

export async function registerSearchDataRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post<{ Body: SearchDataEnvelope }>('/search/data', { schema: { body: bodySchema } }, async (req, reply) => {
    const body = req.body;
    const request = readSearchDataRequest(body.request);
    if (!request.ok) throw new ClientError(400, request.message);
    if (isSearchView(body.report)) {
      const input = { request: request.value, getDrilldown: body.getDrilldown };
      return sendEncodedJson(
        reply,
        await deps.engine.searches.view(input, acceptedEncoding(req.headers['accept-encoding'])),
      );
    }
    return sendReportAnswer(
      reply,
      await deps.engine.reports.answer({ ...body, request: request.value } as SearchDataBody),
    );
  });
}
