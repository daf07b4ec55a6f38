// One GraphQL request answered as data.rcsb.org answers it: a query that cannot be read, parsed or
// validated answers 200 with `errors` (the official client retries any other status five times
// before it reports anything), one that exceeds the bounds answers 400 before any work, and a
// query that runs answers 200 with `data` and any field errors.

import { GraphQLError, parse, validate, type DocumentNode, type ExecutionResult } from 'graphql';
import type { EngineDataApi } from '../engine/types.ts';
import { graphqlParams } from './graphql-params.ts';
import { queryBoundsProblem } from './query-bounds.ts';

/** Tokens parsed at most: a bounded query of 1,000 ids and 5,000 fields stays well below. */
const MAX_TOKENS = 100_000;

export interface GraphQLAnswer {
  status: number;
  body: ExecutionResult;
}

const refused = (status: number, message: string): GraphQLAnswer => ({
  status,
  body: { errors: [new GraphQLError(message)] },
});

export async function answerGraphQL(dataApi: EngineDataApi, raw: unknown): Promise<GraphQLAnswer> {
  const params = graphqlParams(raw);
  if (typeof params === 'string') return refused(200, params);
  let document: DocumentNode;
  try {
    document = parse(params.query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return error instanceof GraphQLError ? { status: 200, body: { errors: [error] } } : refused(200, String(error));
  }
  const bounds = queryBoundsProblem(document, params.variables);
  if (bounds) return refused(400, bounds);
  const errors = validate(await dataApi.schema(), document);
  if (errors.length > 0) return { status: 200, body: { errors } };
  return { status: 200, body: await dataApi.execute(document, params.variables, params.operationName) };
}
