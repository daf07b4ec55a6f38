// Writing search URLs: /search?request=... for the address bar, and a standalone bar's results
// page. Kept apart from url-state.ts (reading), which pulls in request validation: bundlers split
// chunks by module, so a lone search bar importing this file stays small.

import type { SearchRequest } from '../model/types.ts';
import { plainCopy } from './plain-copy.ts';

export const URL_PARAMS = {
  request: 'request',
  q: 'q',
  query: 'query',
  returnType: 'return_type',
  returnTypeShort: 'rt',
  includeCsm: 'include_csm',
} as const;

/** The request as a URL carries it: request_info is derived again on reading, so it is left out. */
export function encodeRequestParam(request: SearchRequest): string {
  const { request_info: _derived, ...rest } = plainCopy(request);
  return encodeURIComponent(JSON.stringify(rest));
}

/** '/search?request=...' on the page's own base path. */
export function requestUrl(basePath: string, request: SearchRequest): string {
  return `${basePath || '/'}?${URL_PARAMS.request}=${encodeRequestParam(request)}`;
}

/** A standalone search bar's target: the results page with ?request= (or &request=). */
export function resultsPageUrl(resultsUrl: string, request: SearchRequest): string {
  const [beforeHash = '', hash] = resultsUrl.split('#', 2);
  const separator = beforeHash.includes('?') ? (beforeHash.endsWith('?') || beforeHash.endsWith('&') ? '' : '&') : '?';
  return `${beforeHash}${separator}${URL_PARAMS.request}=${encodeRequestParam(request)}${hash === undefined ? '' : `#${hash}`}`;
}
