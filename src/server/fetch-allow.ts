// FETCH_ALLOW, for tests only: loopback origins the structure services may fetch over plain http
// (a stand-in for the RCSB fetching an upload from a server of ours on this machine). Anything
// else would let a request steer the server at its own network, so it stops the start.

import { isLoopbackHost } from './auth/provider-config.ts';

/** The origins FETCH_ALLOW lists (comma-separated), each an http(s) origin on loopback; none by default. */
export function readFetchAllow(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.FETCH_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/` || !isLoopbackHost(url.host))
        throw new Error(
          `FETCH_ALLOW lists loopback origins (such as http://127.0.0.1:43123) the structure searches may fetch over http, for tests; got '${entry}'`,
        );
      return url.origin;
    });
}
