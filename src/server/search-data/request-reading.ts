// The `request` of a /search/data body: an object or its JSON text (as ?request= carries it),
// then every rule of the model's request contract (model/request/contract.ts).

import { parseRequestArgument } from '../../model/legacy.ts';
import { checkSearchRequest, requestErrorMessage } from '../../model/request/contract.ts';
import { resultErr } from '../../model/result.ts';
import type { Result, ValidatedRequest } from '../../model/types.ts';

/** `raw` is the request object or its JSON text (as ?request= carries it). */
export function readSearchDataRequest(raw: unknown): Result<ValidatedRequest> {
  const parsed = parseRequestArgument(raw);
  if (!parsed.ok) return resultErr(requestErrorMessage(parsed.message));
  return checkSearchRequest(parsed.value);
}
