// Its own module so a lone bar's term store can use it without loading the full client.

import { apiSettingsKey, type ApiSettings } from '../model/public-apis.ts';

/**
 * The client for the current servers (api-base, and the public APIs of browser-direct mode), built
 * on first use and again after one changes, so <pdb-search-context api-base> (or a bar's
 * api-base, source, search-api, data-api) set after construction still takes effect.
 */
export function clientPerServers<C>(settings: () => ApiSettings, build: (settings: ApiSettings) => C): () => C {
  let cached: { key: string; client: C } | undefined;
  return () => {
    const current = settings();
    const key = apiSettingsKey(current);
    if (cached?.key !== key) cached = { key, client: build(current) };
    return cached.client;
  };
}
