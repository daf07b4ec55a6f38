// The Data API in upstream mode: the upstream's GraphQL schema, read by introspection at first
// use and kept a day, checks every query here (the route parses, bounds and validates it before
// anything is sent), then the query runs upstream through the shared transport; the REST types'
// schemas and the holdings are the upstream's answers.

import { buildClientSchema, getIntrospectionQuery, print, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { IntrospectionQuery } from 'graphql';
import {
  graphqlCall,
  holdingsListCall,
  holdingsRecordCall,
  restSchemaCall,
} from '../../../client/direct/public-api-calls.ts';
import { isRecord } from '../../../model/json-shape.ts';
import { UpstreamError } from '../../errors.ts';
import type { EngineDataApi } from '../types.ts';
import type { UpstreamApis } from './upstream-apis.ts';
import { upstreamValue, upstreamValueOrNone } from './upstream-answers.ts';

/** How long the upstream's schema is kept before it is read again (issue 35: schemas for a day). */
export const GRAPHQL_SCHEMA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface BuiltSchema {
  schema: GraphQLSchema;
  builtAt: number;
}

/** The upstream's introspection answer as a schema; an answer without one is the upstream's failure. */
function schemaOf(answer: ExecutionResult): GraphQLSchema {
  const data = answer.data as Partial<IntrospectionQuery> | null | undefined;
  if (!isRecord(data?.__schema)) {
    const why = answer.errors?.[0]?.message ?? 'no __schema in its answer';
    throw new UpstreamError(`The upstream Data API did not describe its GraphQL schema: ${why}`);
  }
  try {
    return buildClientSchema(data as IntrospectionQuery);
  } catch (error) {
    throw new UpstreamError(`The upstream Data API's GraphQL schema cannot be read: ${(error as Error).message}`);
  }
}

export function upstreamDataApi({ data, clock }: Pick<UpstreamApis, 'data' | 'clock'>): EngineDataApi {
  const now = (): number => clock.now();
  let built: BuiltSchema | undefined;
  // one reading at a time: callers that come meanwhile share it
  let reading: Promise<BuiltSchema> | undefined;
  const read = (): Promise<BuiltSchema> =>
    (reading ??= (async () => {
      const answer = upstreamValue(await data.send<ExecutionResult>(graphqlCall(getIntrospectionQuery())));
      return (built = { schema: schemaOf(answer), builtAt: now() });
    })().finally(() => (reading = undefined)));

  return {
    schema: async () => {
      if (!built) return (await read()).schema;
      // A day-old schema is renewed behind the answer: no query waits for it, and while the
      // upstream cannot be read the old one goes on checking queries (the next question tries again).
      if (now() - built.builtAt >= GRAPHQL_SCHEMA_MAX_AGE_MS) void read().catch(() => undefined);
      return built.schema;
    },
    // The text the route parsed, checked and validated goes as it came, so the upstream's error
    // locations point into the caller's own query; a document built in code is printed. The
    // upstream keeps its own budget of work per query: a report's `unbudgeted` means nothing there.
    execute: async (document, variables, operationName) => {
      const query = document.loc?.source.body ?? print(document);
      const call = graphqlCall(query, variables ? { ...variables } : undefined, operationName);
      return upstreamValue(await data.send<ExecutionResult>(call));
    },
    restSchema: async (type) => upstreamValueOrNone(await data.send<Record<string, unknown>>(restSchemaCall(type))),
    holdings: async (list) => upstreamValue(await data.send<string[]>(holdingsListCall(list))),
    holdingsRecord: async (kind, id) =>
      upstreamValueOrNone(await data.send<Record<string, unknown>>(holdingsRecordCall(kind, id))),
  };
}
