// What the browser-direct client sends to the public APIs and what it reads back, checked against
// the official definitions rather than against our stand-in: Search API requests and answers
// against the RCSB's JSON schemas (../shared/research/search-api-schema), suggester requests and
// answers likewise, GraphQL queries with graphql-js `validate` against the Data API's schema, and
// GraphQL answers by executing the query over the answer itself (every value is serialised by its
// field's type and every non-null is enforced, so a string where the schema says Int, or a null in
// a non-null field, is a finding). A request that passes here is one the public services accept.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { execute, parse, validate, type GraphQLSchema } from 'graphql';
import { isDeepStrictEqual } from 'node:util';
import {
  createSearchRequestValidator,
  createSuggestRequestValidator,
  resolveSchemaDir,
} from '../../src/server/rcsb-api/request-validator.ts';
import { dataApiSchema } from '../../src/server/engine/embedded/data-api/api-schemas.ts';
import { resolveSourceDir } from '../../src/archive/config.ts';

export type ApiKind = 'search' | 'suggest' | 'metadata' | 'graphql' | 'holdings' | 'other';

export interface WireRequest {
  url: string;
  method: string;
  /** The request's JSON (a Search API request, a suggester request, or GraphQL's {query, variables}). */
  payload?: unknown;
}

const SEARCH_RESULTS_ID = '/schema/search/response/json-schema-rcsb_search_results.json';
const SUGGEST_RESULTS_ID = '/schema/suggest/response/json-schema-rcsb_suggest_results.json';
const HOLDINGS_PATH =
  /^\/rest\/v1\/holdings\/(current\/(entry_ids|ccd_ids|prd_ids)|(removed|unreleased)\/[A-Za-z0-9_]+)$/;

export function apiKindOf(url: string): ApiKind {
  const { pathname } = new URL(url);
  if (pathname === '/rcsbsearch/v2/query') return 'search';
  if (pathname === '/rcsbsearch/v2/suggest') return 'suggest';
  if (pathname.startsWith('/rcsbsearch/v2/metadata/')) return 'metadata';
  if (pathname === '/graphql') return 'graphql';
  if (pathname.startsWith('/rest/v1/holdings/')) return 'holdings';
  return 'other';
}

/** The JSON a request carries: the GET parameter (`json=`, or GraphQL's `query=`/`variables=`) or the POST body. */
export function payloadOf(url: string, method: string, body?: string | null): unknown {
  const params = new URL(url).searchParams;
  const kind = apiKindOf(url);
  if (method.toUpperCase() === 'GET') {
    if (kind === 'graphql') {
      const variables = params.get('variables');
      return { query: params.get('query'), ...(variables ? { variables: JSON.parse(variables) as unknown } : {}) };
    }
    const json = params.get('json');
    return json === null ? undefined : (JSON.parse(json) as unknown);
  }
  return body ? (JSON.parse(body) as unknown) : undefined;
}

/**
 * An answer's schema; the answers' schemas name the requests' ones, so those are read too. Each is
 * registered under its file's path, which is what the references name (two files' own $id
 * misspell it: ..._result_identifier for ..._results_identifier).
 */
function responseValidator(folder: string, id: string): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const folders = [`${folder}/response`, `${folder}/request`, 'search/request'];
  for (const relative of new Set(folders)) {
    const dir = path.join(resolveSchemaDir(), relative);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const schema = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object;
      ajv.addSchema({ ...schema, $id: `/schema/${relative}/${name}` });
    }
  }
  const check = ajv.getSchema(id);
  if (!check) throw new Error(`${id} not found under ${resolveSchemaDir()}`);
  return check as ValidateFunction;
}

export interface WireChecker {
  /** What is wrong with a request to one of the public APIs (empty when nothing). */
  request(request: WireRequest): string[];
  /** What is wrong with a 200 answer read back for that request. */
  answer(request: WireRequest, body: unknown): Promise<string[]>;
}

export function wireChecker(schema: GraphQLSchema = dataApiSchema(resolveSourceDir())): WireChecker {
  const searchRequest = createSearchRequestValidator();
  const suggestRequest = createSuggestRequestValidator();
  if (searchRequest.kind !== 'official-schema' || !suggestRequest)
    throw new Error(`The official Search API schemas are missing from ${resolveSchemaDir()}`);
  const searchResults = responseValidator('search', SEARCH_RESULTS_ID);
  const suggestResults = responseValidator('suggest', SUGGEST_RESULTS_ID);
  const schemaProblems = (check: ValidateFunction, body: unknown) =>
    check(body)
      ? []
      : (check.errors ?? []).map((e) => `${e.instancePath || 'the answer'} ${e.message ?? 'is invalid'}`);

  return {
    request({ url, method, payload }) {
      const kind = apiKindOf(url);
      switch (kind) {
        case 'search': {
          const checked = searchRequest.check(payload);
          return checked.ok ? [] : [checked.message];
        }
        case 'suggest': {
          const checked = suggestRequest.check(payload);
          return checked.ok ? [] : [checked.message];
        }
        case 'graphql': {
          const { query } = (payload ?? {}) as { query?: unknown };
          if (typeof query !== 'string') return ['a GraphQL request without a query'];
          try {
            return validate(schema, parse(query)).map((error) => error.message);
          } catch (error) {
            return [(error as Error).message];
          }
        }
        case 'holdings':
          return HOLDINGS_PATH.test(new URL(url).pathname) ? [] : [`not a holdings route of the Data API: ${url}`];
        case 'metadata':
          return method.toUpperCase() === 'GET' ? [] : ['the metadata schemas are read with GET'];
        default:
          return [`not a route of the public Search or Data API: ${url}`];
      }
    },

    async answer(request, body) {
      switch (apiKindOf(request.url)) {
        case 'search':
          return schemaProblems(searchResults, body);
        case 'suggest':
          return schemaProblems(suggestResults, body);
        case 'graphql': {
          const { query, variables } = request.payload as { query: string; variables?: Record<string, unknown> };
          const { data, errors } = (body ?? {}) as { data?: unknown; errors?: unknown };
          if (errors !== undefined) return [`the answer carries errors: ${JSON.stringify(errors).slice(0, 500)}`];
          // Every field reads its own response key from the answer, so the answer is re-typed by the
          // schema (execute's objects have no prototype: compare them as JSON).
          const again = await execute({
            schema,
            document: parse(query),
            rootValue: data,
            ...(variables ? { variableValues: variables } : {}),
            fieldResolver: (source, _args, _context, info) =>
              (source as Record<string, unknown> | null)?.[info.path.key as string],
          });
          const problems = (again.errors ?? []).map((error) => `${error.path?.join('.') ?? ''}: ${error.message}`);
          if (problems.length === 0 && !isDeepStrictEqual(JSON.parse(JSON.stringify(again.data)), data))
            problems.push('a value is not of its field type (the schema serialises it differently)');
          return problems;
        }
        default:
          return [];
      }
    },
  };
}

/**
 * fetch, with every request and every 200 answer read against the public APIs' definitions; what
 * they refuse is pushed to `findings`, and `checked` counts the answers read.
 */
export function wireCheckingFetch(wire: WireChecker, findings: string[], checked = { answers: 0 }) {
  return async (url: string, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    const request: WireRequest = {
      url,
      method,
      payload: payloadOf(url, method, typeof init?.body === 'string' ? init.body : null),
    };
    findings.push(...wire.request(request).map((problem) => `${url}: ${problem}`));
    const response = await fetch(url, init);
    if (response.status === 200) {
      checked.answers++;
      const body: unknown = await response.clone().json();
      findings.push(...(await wire.answer(request, body)).map((problem) => `${url}: ${problem}`));
    }
    return response;
  };
}
