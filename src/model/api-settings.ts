// The page's settings that choose the servers a store talks to (issue 34): the archive server's
// routes (api-base) and browser-direct mode's public APIs. Apart from public-apis.ts, which reads
// them, so a lone search bar's bundle carries only this key and not that reading.

/** The attributes as the store's config holds them, as given (unset or '' when absent). */
export interface ApiSettings {
  /** The archive server's own routes ('' is this page's origin). */
  apiBase: string;
  /** 'rcsb' names the RCSB's two public APIs. */
  source?: string;
  searchApi?: string;
  dataApi?: string;
}

/**
 * The settings as one key: a client is built again when it changes. Joined by commas (the lone
 * bar's bundle has no byte to spare); only URLs with commas in them could make two keys alike.
 */
export const apiSettingsKey = (settings: ApiSettings): string =>
  [settings.apiBase, settings.source, settings.searchApi, settings.dataApi].join();
