// The `request` of a /search/data body: old clients' requests normalised and every request
// validated by the model (model/legacy.ts, model/request-validation.ts), facets checked in full, and any
// problem worded as seed 000 §8 does ('request query contains error(s): ...').

import { MESSAGES, MESSAGE_TEMPLATES } from '../../model/constants.ts';
import { parseRequestArgument, readSearchRequest } from '../../model/legacy.ts';
import type { Result, SearchRequest } from '../../model/types.ts';
import { facetsProblemOf } from '../../model/request-facets.ts';
import { resultErr } from '../../model/result.ts';

/** The message of a refused request: the seed's prefix once, the missing-request message as is. */
export function requestErrorMessage(message: string): string {
  if (message === MESSAGES.missingRequest || message.startsWith(MESSAGES.requestQueryErrorsPrefix)) return message;
  return MESSAGE_TEMPLATES.requestQueryErrors(message);
}

/** `raw` is the request object or its JSON text (as ?request= carries it). */
export function readSearchDataRequest(raw: unknown): Result<SearchRequest> {
  const parsed = parseRequestArgument(raw);
  if (!parsed.ok) return resultErr(requestErrorMessage(parsed.message));
  const read = readSearchRequest(parsed.value);
  if (!read.ok) return resultErr(requestErrorMessage(read.message));
  const facetsProblem = facetsProblemOf(read.value.request_options?.facets);
  if (facetsProblem) return resultErr(requestErrorMessage(facetsProblem));
  return read;
}
