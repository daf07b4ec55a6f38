import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { acceptedEncoding, sendEncodedJson } from '../search-runner/encoded-json.ts';
import { createSearchRequestValidator } from '../rcsb-api/request-validator.ts';
import { JSON_PARAM_ROUTE, parseJsonParam, type JsonParamQuery } from '../rcsb-api/json-param.ts';
import { jsonShapeProblem } from '../../model/json-shape.ts';
import { requestBoundsProblem } from '../../model/request/bounds.ts';
import { PUBLIC_API_RULES, checkSearchRequest } from '../../model/request/contract.ts';

/**
 * The RCSB Search API v2 wire format over the local archive, so its programmatic clients
 * (py-rcsb-api, rcsb-mcp, scripts) work unchanged: requests checked against the official
 * schemas, 204 with an empty body for no hits, errors as {status, message, link} (errors.ts).
 */
export async function registerRcsbApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const validator = createSearchRequestValidator();
  app.log.info({ validator: validator.kind, source: validator.source }, 'Search API v2 requests are validated');

  const answer = async (request: unknown, accepts: string | undefined, reply: FastifyReply): Promise<FastifyReply> => {
    // the cost bounds first: the schema check, its error echo and the search all recurse
    const bound = jsonShapeProblem(request) ?? requestBoundsProblem(request);
    if (bound) throw new ClientError(400, bound);
    // the official schema gates the wire shape; the model's contract then checks every rule
    const check = validator.check(request);
    if (!check.ok) throw new ClientError(400, check.message);
    const contract = checkSearchRequest(request, PUBLIC_API_RULES);
    if (!contract.ok) throw new ClientError(400, contract.message);
    const encoded = await deps.engine.searches.api(contract.value, acceptedEncoding(accepts));
    return encoded === undefined ? reply.code(204).send() : sendEncodedJson(reply, encoded);
  };

  app.post('/rcsbsearch/v2/query', async (request, reply) =>
    answer(request.body, request.headers['accept-encoding'], reply),
  );

  app.get<{ Querystring: JsonParamQuery }>('/rcsbsearch/v2/query', JSON_PARAM_ROUTE, async (request, reply) =>
    answer(parseJsonParam(request.query.json), request.headers['accept-encoding'], reply),
  );

  app.get('/rcsbsearch/v2/metadata/schema', async () => deps.engine.metadataSchema('text'));
  app.get('/rcsbsearch/v2/metadata/chemical/schema', async () => deps.engine.metadataSchema('text_chem'));
}
