// The Search API's GET form: the request is the JSON text of the `json` query parameter
// (`/rcsbsearch/v2/query?json=…`, `/rcsbsearch/v2/suggest?json=…`), so a page can ask without a
// CORS preflight.

import type { RouteShorthandOptions } from 'fastify';
import { ClientError } from '../errors.ts';

export interface JsonParamQuery {
  json: string;
}

/** The route schema: `json` is required and not empty (a refusal is a 400 in the API's shape). */
export const JSON_PARAM_ROUTE: RouteShorthandOptions = {
  schema: {
    querystring: { type: 'object', required: ['json'], properties: { json: { type: 'string', minLength: 1 } } },
  },
};

/** The parameter's request; a 400 naming the parse error when it is not JSON. */
export function parseJsonParam(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ClientError(400, `The json parameter is not valid JSON: ${(error as Error).message}`);
  }
}
