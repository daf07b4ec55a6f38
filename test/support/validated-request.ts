// The engine takes only a request the model's contract passed (checkSearchRequest): tests and
// benchmarks get theirs the same way, and a request the contract refuses fails loudly here.

import { QueryError } from '../../src/archive/query/query-error.ts';
import { checkSearchRequest } from '../../src/model/request/contract.ts';
import type { RequestRules } from '../../src/model/request/terminals.ts';
import type { ValidatedRequest } from '../../src/model/types.ts';

export function validated(raw: unknown, rules?: RequestRules): ValidatedRequest {
  const checked = checkSearchRequest(raw, rules);
  if (!checked.ok) throw new Error(`The model's request contract refused the request: ${checked.message}`);
  return checked.value;
}

/**
 * Why a request is refused: the contract's message when the model refuses its shape (worded as
 * the routes answer it), else the message of the QueryError the engine throws.
 */
export async function refusalOf(
  raw: unknown,
  search: (request: ValidatedRequest) => Promise<unknown>,
): Promise<string> {
  const checked = checkSearchRequest(raw);
  if (!checked.ok) return checked.message;
  try {
    await search(checked.value);
  } catch (error) {
    if (error instanceof QueryError) return error.message;
    throw error;
  }
  throw new Error('Neither the contract nor the engine refused the request');
}
