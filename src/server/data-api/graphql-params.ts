// A GraphQL request as it arrives over HTTP (GraphQL over HTTP): GET with ?query=&variables=&
// operationName=, POST with a JSON body of the same names, or POST application/graphql with the
// query as the body (the official client's notebooks send that).

import { isRecord } from '../../model/json-shape.ts';
import { BODY_NOT_JSON } from '../errors.ts';

export interface GraphQLParams {
  query: string;
  variables: Readonly<Record<string, unknown>> | undefined;
  operationName: string | undefined;
}

/** Longest query text read at all; the public API's longest real queries are a few tens of kB. */
export const MAX_QUERY_LENGTH = 1_000_000;

function variablesOf(raw: unknown): Readonly<Record<string, unknown>> | undefined | string {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (isRecord(raw)) return raw;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed)) return parsed;
    } catch {
      // worded below
    }
  }
  return 'Variables must be a JSON object';
}

/**
 * What the route's JSON parser hands on for a body that does not parse: answered, like any request
 * that cannot be read, in GraphQL's shape with 200 (answer-graphql.ts), not as Fastify's 400.
 */
export const UNREADABLE_JSON: unique symbol = Symbol('unreadable JSON body');

/** The request's query, variables and operation name, or why they cannot be read. */
export function graphqlParams(raw: unknown): GraphQLParams | string {
  if (raw === UNREADABLE_JSON) return BODY_NOT_JSON;
  const fields: Record<string, unknown> = typeof raw === 'string' ? { query: raw } : isRecord(raw) ? raw : {};
  const query = fields['query'];
  if (typeof query !== 'string' || query.trim() === '') return 'Must provide query string.';
  if (query.length > MAX_QUERY_LENGTH) return `The query is longer than ${MAX_QUERY_LENGTH} characters`;
  const variables = variablesOf(fields['variables']);
  if (typeof variables === 'string') return variables;
  const operationName = fields['operationName'];
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return 'operationName must be a string';
  return { query, variables, operationName: operationName ?? undefined };
}
