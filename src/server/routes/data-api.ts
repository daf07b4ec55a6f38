// The RCSB Data API's routes (data.rcsb.org): GraphQL at /graphql (GET and POST), its query editor
// page, the REST types' JSON schemas and the holdings lists. Open to any site without credentials,
// as the public API is (cors.ts).

import type { FastifyInstance } from 'fastify';
import { answerGraphQL } from '../data-api/answer-graphql.ts';
import { UNREADABLE_JSON } from '../data-api/graphql-params.ts';
import { QUERY_EDITOR_CSP, queryEditorPage } from '../data-api/query-editor-page.ts';
import type { HoldingsList } from '../engine/types.ts';
import type { RouteDeps } from './types.ts';

const HOLDINGS_LISTS: readonly HoldingsList[] = ['entry_ids', 'ccd_ids', 'prd_ids'];

const notFound = (what: string) => ({ status: 404, message: `${what} not found` });

export async function registerDataApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { dataApi } = deps.engine;

  await app.register(async (scope) => {
    // the query as the whole body; only these routes read that type
    scope.addContentTypeParser('application/graphql', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    // Fastify's own JSON parser, but a body it refuses is handed on, to be answered in GraphQL's shape
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      parseJson(request, body as string, (error, parsed) => done(null, error ? UNREADABLE_JSON : parsed)),
    );
    scope.post('/graphql', async (request, reply) => {
      const answer = await answerGraphQL(dataApi, request.body);
      return reply.status(answer.status).send(answer.body);
    });
  });

  app.get<{ Querystring: Record<string, unknown> }>('/graphql', async (request, reply) => {
    const answer = await answerGraphQL(dataApi, request.query);
    return reply.status(answer.status).send(answer.body);
  });

  app.get<{ Querystring: { query?: unknown } }>('/graphql/index.html', async (request, reply) => {
    const query = typeof request.query.query === 'string' ? request.query.query : '';
    return reply
      .header('content-security-policy', QUERY_EDITOR_CSP)
      .type('text/html; charset=utf-8')
      .send(queryEditorPage(query));
  });

  app.get<{ Params: { type: string } }>('/rest/v1/schema/:type', async (request, reply) => {
    const schema = dataApi.restSchema(request.params.type);
    return schema ? schema : reply.status(404).send(notFound(`Schema ${request.params.type}`));
  });

  app.get<{ Params: { list: string } }>('/rest/v1/holdings/current/:list', async (request, reply) => {
    const list = HOLDINGS_LISTS.find((name) => name === request.params.list);
    return list ? dataApi.holdings(list) : reply.status(404).send(notFound(`Holdings list ${request.params.list}`));
  });
}
