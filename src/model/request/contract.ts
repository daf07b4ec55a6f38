// Every rule a search request obeys, checked in one place for both request routes (/search/data
// and the Search API's /rcsbsearch/v2/query) and for the engine's callers: old clients' forms
// normalised (legacy.ts), the request validated (request/validation.ts), its facets and its sort
// filters checked in full (request/facets.ts, request/sort-filters.ts), and any problem worded as
// seed 000 §8 does ('request query contains error(s): ...').

import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { readSearchRequest } from '../legacy.ts';
import { facetsProblemOf } from './facets.ts';
import { sortFiltersProblemOf } from './sort-filters.ts';
import type { RequestRules } from './terminals.ts';
import { resultErr, resultOk } from '../result.ts';
import type { Result, ValidatedRequest } from '../types.ts';

/** The message of a refused request: the seed's prefix once, the missing-request message as is. */
export function requestErrorMessage(message: string): string {
  if (message === MESSAGES.missingRequest || message.startsWith(MESSAGES.requestQueryErrorsPrefix)) return message;
  return MESSAGE_TEMPLATES.requestQueryErrors(message);
}

/** Where /rcsbsearch/v2/query answers as the RCSB does rather than as the app's search page. */
export const PUBLIC_API_RULES: RequestRules = { blankFullTextMatchesNothing: true };

/**
 * The request, normalised, when it obeys every rule; else the first problem, worded for the
 * client. The only maker of a ValidatedRequest, the one kind the engine takes.
 */
export function checkSearchRequest(raw: unknown, rules: RequestRules = {}): Result<ValidatedRequest> {
  const read = readSearchRequest(raw, { rules });
  if (!read.ok) return resultErr(requestErrorMessage(read.message));
  const facetsProblem = facetsProblemOf(read.value.request_options?.facets);
  if (facetsProblem) return resultErr(requestErrorMessage(facetsProblem));
  const sortProblem = sortFiltersProblemOf(read.value.request_options);
  if (sortProblem) return resultErr(requestErrorMessage(sortProblem));
  return resultOk(read.value as ValidatedRequest);
}
