// One GraphQL request to the Data API and what its answer means: the data, unless the root fields
// asked for are missing and the answer says why (errors), which fails the call with that reason.

import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { graphqlCall } from './public-api-calls.ts';

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

/** The answer's data; a failure when it has errors and no list at any of `roots`. */
export async function askGraphql(
  data: ApiTransport,
  query: string,
  roots: string | readonly string[],
  signal?: AbortSignal,
): Promise<ClientResult<Record<string, unknown>>> {
  const answer = await data.send<GraphqlAnswer>(graphqlCall(query), signal);
  if (!answer.ok) return answer;
  const found = answer.value.data ?? {};
  const errors = answer.value.errors ?? [];
  const answered = (typeof roots === 'string' ? [roots] : roots).some((root) => Array.isArray(found[root]));
  if (errors.length > 0 && !answered)
    return { ok: false, status: answer.status, message: errors.map((e) => e.message).join('; ') };
  return { ok: true, status: answer.status, value: found };
}
