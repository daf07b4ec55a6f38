// What the store needs from the outside world. Tests pass fakes; pages get the browser's own.

import { createArchiveClient, type ArchiveClient } from '../client/archive-client.ts';
import type { SearchStoreConfig } from './state.ts';
import { clientPerApiBase } from './client-per-api-base.ts';
import { defaultSessionStorage, type KeyValueStorage } from './history-storage.ts';
import { windowBrowserHistory, type BrowserHistoryAdapter } from './browser-history.ts';

/** What a client call answers, for the ui (which reaches the client only through the store). */
export type { ClientResult } from '../client/http.ts';

/** The client calls (and URLs) the store uses; a fake only has to provide searchData. */
export type SearchClient = Pick<ArchiveClient, 'searchData'> &
  Partial<
    Pick<
      ArchiveClient,
      | 'customReportAttributes'
      | 'reportAttributes'
      | 'reportFile'
      | 'downloadIds'
      | 'entryStatus'
      | 'suggest'
      | 'polymerTypes'
      | 'imageUrl'
      | 'ligandImageUrl'
      | 'downloadFormTarget'
      | 'reportQueryUrl'
      | 'metadataSchema'
      | 'suggester'
      | 'nestedSuggester'
      | 'sequences'
      | 'structure'
      | 'entryIdSuggester'
      | 'upload'
      | 'tree'
      | 'treeMenu'
      | 'treeSelect'
      | 'mypdb'
    >
  >;

export interface SearchStoreDeps {
  /** Default: createArchiveClient({ apiBase: state.config.apiBase }), rebuilt when apiBase changes. */
  client?: SearchClient;
  /** Default: window.sessionStorage when available; pass null for none. */
  storage?: KeyValueStorage | null;
  /** Default: () => new Date(). Stamps history entries. */
  now?: () => Date;
  /** Default: window.history/location. Written to only while config.syncUrl is on. */
  browserHistory?: BrowserHistoryAdapter;
}

export interface ResolvedDeps {
  client(): SearchClient;
  storage: KeyValueStorage | undefined;
  now: () => Date;
  browserHistory: BrowserHistoryAdapter;
}

export function resolveDeps(deps: SearchStoreDeps, config: () => SearchStoreConfig): ResolvedDeps {
  const injected = deps.client;
  const client = injected
    ? () => injected
    : clientPerApiBase<SearchClient>(
        () => config().apiBase,
        (apiBase) => createArchiveClient({ apiBase }),
      );
  return {
    client,
    storage: deps.storage === null ? undefined : (deps.storage ?? defaultSessionStorage()),
    now: deps.now ?? (() => new Date()),
    browserHistory: deps.browserHistory ?? windowBrowserHistory(),
  };
}
