// The RCSB Data API's routes (data.rcsb.org): GraphQL at /graphql (GET and POST), its query editor
// page, the REST types' JSON schemas and the holdings lists. Open to any site without credentials,
// as the public API is (cors.ts).

import type { FastifyInstance, FastifyReply } from 'fastify';
import { answerGraphQL } from '../data-api/answer-graphql.ts';
import { UNREADABLE_JSON } from '../data-api/graphql-params.ts';
import { QUERY_EDITOR_CSP, queryEditorPage, type QueryEditorPage } from '../data-api/query-editor-page.ts';
import { ClientError } from '../errors.ts';
import type { HoldingsList } from '../engine/types.ts';
import type { RouteDeps } from './types.ts';
import { REST_TYPE_NAME } from '../data-api/rest-type.ts';

const HOLDINGS_LISTS: readonly HoldingsList[] = ['entry_ids', 'ccd_ids', 'prd_ids'];

/** What the report-query view's address names, kept when its query is edited and run again. */
const REPORT_QUERY_PARAMS = ['identifiers', 'returnType', 'report', 'attributes'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A comma-separated parameter as its items ('4HHB, 1STP' -> ['4HHB', '1STP']). */
const list = (value: unknown): string[] =>
  text(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const notFound = (what: string) => ({ status: 404, message: `${what} not found` });

/** Longest id looked up; anything longer is no entry id. */
const MAX_ID_LENGTH = 64;

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

  const editorPage = async (reply: FastifyReply, page: QueryEditorPage, status = 200) =>
    reply
      .status(status)
      .header('content-security-policy', QUERY_EDITOR_CSP)
      .type('text/html; charset=utf-8')
      .send(queryEditorPage(page));

  app.get<{ Querystring: Record<string, unknown> }>('/graphql/index.html', async (request, reply) => {
    const query = text(request.query['query']);
    const page = { title: 'Data API query editor', action: '/graphql/index.html', query };
    if (query.trim() === '') return editorPage(reply, page);
    return editorPage(reply, { ...page, answer: (await answerGraphQL(dataApi, { query })).body });
  });

  // seed 001 §2: the GraphQL query a report runs for some results, editable, with its answer
  app.get<{ Querystring: Record<string, unknown> }>('/search/report-query', async (request, reply) => {
    const params = request.query;
    const keep = Object.fromEntries(
      REPORT_QUERY_PARAMS.flatMap((name) => (typeof params[name] === 'string' ? [[name, params[name] as string]] : [])),
    );
    const title = 'GraphQL query of a report';
    let reportQuery: string;
    try {
      reportQuery = await deps.engine.reports.graphqlQuery({
        identifiers: list(params['identifiers']),
        returnType: text(params['returnType']) || 'entry',
        attributes: list(params['attributes']),
        ...(text(params['report']) ? { report: text(params['report']) } : {}),
      });
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      return editorPage(reply, { title, action: '/search/report-query', keep, query: '', message: error.message }, 400);
    }
    const query = text(params['query']) || reportQuery;
    const answer = (await answerGraphQL(dataApi, { query })).body;
    return editorPage(reply, { title, action: '/search/report-query', keep, query, answer });
  });

  app.get<{ Params: { type: string } }>('/rest/v1/schema/:type', async (request, reply) => {
    const { type } = request.params;
    const schema = REST_TYPE_NAME.test(type) ? await dataApi.restSchema(type) : undefined;
    return schema ? schema : reply.status(404).send(notFound(`Schema ${request.params.type}`));
  });

  app.get<{ Params: { list: string } }>('/rest/v1/holdings/current/:list', async (request, reply) => {
    const list = HOLDINGS_LISTS.find((name) => name === request.params.list);
    return list ? dataApi.holdings(list) : reply.status(404).send(notFound(`Holdings list ${request.params.list}`));
  });

  for (const kind of ['removed', 'unreleased'] as const)
    app.get<{ Params: { id: string } }>(`/rest/v1/holdings/${kind}/:id`, async (request, reply) => {
      const record =
        request.params.id.length <= MAX_ID_LENGTH ? await dataApi.holdingsRecord(kind, request.params.id) : undefined;
      return (
        record ??
        reply.status(404).send(notFound(`${kind === 'removed' ? 'Removed' : 'Unreleased'} entry ${request.params.id}`))
      );
    });
}
