// How this server's sign-in (openid-client) talks to the embedded Local provider: through
// the app itself (Fastify's inject), never over the network. No request header can point it at
// another address, and it works wherever PUBLIC_URL points (a proxy's https address included).

import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';
import { LOCAL_IDP_PATH } from './local-provider.ts';

type FetchBody = Parameters<CustomFetch>[1]['body'];

function payloadOf(body: FetchBody): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  throw new Error('The Local provider is not sent streamed bodies');
}

/** A fetch answered by `app` (at `base()`, this server's address) for the Local provider's URLs only. */
export function inProcessFetch(app: FastifyInstance, base: () => string): CustomFetch {
  return async (url, options) => {
    const at = base();
    if (!url.startsWith(`${at}${LOCAL_IDP_PATH}/`)) throw new Error(`Not the Local provider's address: ${url}`);
    // the app sees paths as they arrive from behind PUBLIC_URL's own path, if it has one
    const mount = new URL(at).pathname.replace(/\/$/, '');
    const target = new URL(url);
    const res = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname.slice(mount.length) + target.search,
      headers: options.headers,
      payload: payloadOf(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
