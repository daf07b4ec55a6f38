// A query the engine refuses (QueryError) is the client's mistake: a 400 whose message each route
// words its own way (/search/data and reports with the seed's prefix, the Search API as is).

import { QueryError } from '../../../archive/query/query-error.ts';
import { ClientError } from '../../errors.ts';

/** The error to throw for `error`: a refused query as a 400 worded by `word`, anything else as it is. */
export function refusalAsClientError(error: unknown, word: (message: string) => string = (m) => m): unknown {
  return error instanceof QueryError ? new ClientError(400, word(error.message)) : error;
}
