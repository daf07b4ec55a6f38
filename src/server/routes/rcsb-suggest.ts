import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { createSuggestRequestValidator, schemaFailureMessage } from '../rcsb-api/request-validator.ts';
import { JSON_PARAM_ROUTE, parseJsonParam, type JsonParamQuery } from '../rcsb-api/json-param.ts';
import { readSuggestRequest } from '../rcsb-api/suggest-request.ts';
import type { ApiSuggestions } from '../engine/types.ts';
import { jsonShapeProblem } from '../../model/json-shape.ts';

/** The public suggester's answer (suggest/response/json-schema-rcsb_suggest_results.json). */
interface SuggestApiResponse {
  took: number;
  suggestions: ApiSuggestions;
}

/**
 * The RCSB Search API's suggester over the archive, so a page pointed at this server instead of
 * search.rcsb.org gets the same answers: requests checked against the official suggest schema,
 * refusals as {status, message, link} (errors.ts).
 */
export async function registerRcsbSuggestRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const validator = createSuggestRequestValidator();

  const answer = async (raw: unknown): Promise<SuggestApiResponse> => {
    const started = performance.now();
    // the depth bound first: the schema check and its error echo recurse
    const shape = jsonShapeProblem(raw);
    if (shape) throw new ClientError(400, shape);
    const check = validator?.check(raw);
    if (check && !check.ok) throw new ClientError(400, check.message);
    const request = readSuggestRequest(raw);
    if (!request.ok) throw new ClientError(400, schemaFailureMessage(raw, [request.message]));
    const suggestions = await deps.engine.searches.suggest(raw, request.value);
    return { took: Math.round(performance.now() - started), suggestions };
  };

  app.post('/rcsbsearch/v2/suggest', async (request) => answer(request.body));
  app.get<{ Querystring: JsonParamQuery }>('/rcsbsearch/v2/suggest', JSON_PARAM_ROUTE, async (request) =>
    answer(parseJsonParam(request.query.json)),
  );
}
