// Its own module so a lone bar's term store can use it without loading the full client.

import { apiSettingsKey, type ApiSettings } from '../model/api-settings.ts';

/**
 * The client for the current servers (api-base, and the public APIs of browser-direct mode), built
 * on first use and again after one changes, so <pdb-search-context api-base> (or a bar's
 * api-base, source, search-api, data-api) set after construction still takes effect.
 */
export function clientPerServers<C>(settings: () => ApiSettings, build: (settings: ApiSettings) => C): () => C {
  let key: string | undefined;
  let client: C;
  return () => {
    const current = settings();
    const next = apiSettingsKey(current);
    if (next !== key) {
      key = next;
      client = build(current);
    }
    return client;
  };
}
