// Every request a page makes, recorded for the browser-direct e2e tests: the page's own origin may
// serve only static files, and no request may go anywhere but the two APIs and the templates'
// hosts. The API requests are kept with their JSON so the wire-format checker can read them.

import type { BrowserContext, Request } from 'playwright-core';
import { payloadOf, type WireRequest } from './wire-format.ts';

export interface LoggedRequest {
  url: string;
  method: string;
  origin: string;
  resourceType: string;
}

export interface RequestLog {
  readonly requests: LoggedRequest[];
  /** Requests to the page's own origin that are not static files (html, js, css, images, fonts, wasm). */
  ownOriginCalls(pageOrigin: string): LoggedRequest[];
  /** Requests to any origin not listed. */
  strangers(allowedOrigins: readonly string[]): LoggedRequest[];
  /** The requests sent to one API origin, as the wire-format checker reads them. */
  apiRequests(apiOrigin: string): WireRequest[];
  stop(): void;
}

const STATIC_FILE = /\.(html?|m?js|css|svg|png|jpe?g|gif|webp|ico|woff2?|wasm|json|map)$/i;

export function logRequests(context: BrowserContext): RequestLog {
  const requests: LoggedRequest[] = [];
  const bodies = new Map<LoggedRequest, string | null>();
  const listener = (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const logged = { url, method: request.method(), origin: new URL(url).origin, resourceType: request.resourceType() };
    requests.push(logged);
    bodies.set(logged, request.postData());
  };
  context.on('request', listener);
  return {
    requests,
    ownOriginCalls: (pageOrigin) =>
      requests.filter(
        (r) =>
          r.origin === pageOrigin &&
          !(r.method === 'GET' && (r.resourceType === 'document' || STATIC_FILE.test(new URL(r.url).pathname))),
      ),
    strangers: (allowed) => requests.filter((r) => !allowed.includes(r.origin)),
    apiRequests: (apiOrigin) =>
      requests
        .filter((r) => r.origin === apiOrigin && r.method !== 'OPTIONS')
        .map((r) => ({ url: r.url, method: r.method, payload: payloadOf(r.url, r.method, bodies.get(r)) })),
    stop: () => context.off('request', listener),
  };
}
