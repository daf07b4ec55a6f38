// The upstream APIs as the whole server asks them: one transport per API (browser-direct mode's,
// client/direct/api-transport.ts), shared by every visitor, so the server as a whole keeps to the
// public services' rate, waits out their 429/503 and answers repeated questions from one cache.

import {
  createApiTransport,
  type ApiTransport,
  type ApiTransportOptions,
} from '../../../client/direct/api-transport.ts';
import type { FetchLike } from '../../../client/http.ts';
import type { UpstreamConfig } from '../../upstream-config.ts';

export interface UpstreamApis {
  search: ApiTransport;
  data: ApiTransport;
  /** The file server's base (files.rcsb.org's paths). */
  files: string;
  /** The fetch the transports use, for the file server's downloads too. */
  fetch: FetchLike;
}

/** The transports' own options (fetch, clock, rate, ...), the same for both APIs; tests set them. */
export type UpstreamOptions = Partial<Omit<ApiTransportOptions, 'origin' | 'label'>>;

export function upstreamApis(config: UpstreamConfig, options: UpstreamOptions = {}): UpstreamApis {
  const fetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const transport = (origin: string, label: string): ApiTransport =>
    createApiTransport({ ...options, origin, label, fetch });
  return {
    search: transport(config.searchApi, `the upstream Search API (${config.searchApi})`),
    data: transport(config.dataApi, `the upstream Data API (${config.dataApi})`),
    files: config.files,
    fetch,
  };
}
