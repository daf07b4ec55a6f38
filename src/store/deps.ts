// What the store needs from the outside world. Tests pass fakes; pages get the browser's own.

import { createArchiveClient, type ArchiveClient } from '../client/archive-client.ts';
import { createServerOnlyClient } from '../client/direct/server-only-client.ts';
import type { ApiSettings } from '../model/api-settings.ts';
import type { ValueSuggestContext } from '../model/types.ts';
import { publicApis } from '../model/public-apis.ts';
import { resolveUrl } from '../model/identifiers.ts';
import type { SearchStoreConfig } from './state.ts';
import { clientPerServers } from './client-per-servers.ts';
import { createLazyDirectClient, type DirectCallName } from '../client/direct/lazy-direct-client.ts';
import { createFileUrlClient, type DirectFileUrls, type FileSettings } from '../client/direct/file-urls.ts';
import { createPageAlignmentClient } from '../client/page-alignment-client.ts';
import type { BundledFile, FileBundle } from '../client/direct/file-bundle.ts';
import type { ClientResult } from '../client/http.ts';
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
      | 'structureFile'
      | 'pairwiseAlignment'
      | 'imageUrl'
      | 'ligandImageUrl'
      | 'downloadFormTarget'
      | 'reportQueryUrl'
      | 'developerPageUrl'
      | 'searchApiUrl'
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
  > &
  Partial<BrowserFileCalls> & {
    /** The context an attribute must have for `suggester` to offer its values; 'exact-match' when absent. */
    valueSuggestContext?: ValueSuggestContext;
  };

/**
 * Files without a server of ours (browser-direct mode): where each file is, and many of them as
 * one zip built in the page. A client with a download form target (downloadFormTarget) has none.
 */
export interface BrowserFileCalls extends Pick<DirectFileUrls, 'fileUrl'> {
  bundleFiles(files: readonly BundledFile[], signal?: AbortSignal): Promise<ClientResult<FileBundle>>;
}

export interface SearchStoreDeps {
  /**
   * Default: createArchiveClient({ apiBase: state.config.apiBase }), or browser-direct mode's client
   * when the config names a public API (source, searchApi); rebuilt when one of them changes.
   */
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

/**
 * The client the settings ask for: the archive server's routes, or the public APIs (a lazy chunk)
 * with MyPDB and uploads on api-base when the page names one.
 */
export function defaultClient(settings: ApiSettings, files: () => FileSettings = () => settings): SearchClient {
  const apis = publicApis(settings);
  if (!apis) return createArchiveClient({ apiBase: settings.apiBase });
  const names: DirectCallName[] = ['searchData', 'suggest', 'metadataSchema'];
  names.push('suggester', 'entryIdSuggester', 'downloadIds', 'bundleFiles');
  // the calls that read documents need a Data API
  if (apis.dataApi)
    names.push(
      'entryStatus',
      'tree',
      'treeMenu',
      'treeSelect',
      'sequences',
      'structure',
      'polymerTypes',
      'reportFile',
      'customReportAttributes',
      'reportAttributes',
    );
  return {
    ...createLazyDirectClient(settings, names),
    // the public suggester completes only the attributes whose metadata schema lists 'suggest'
    valueSuggestContext: 'suggest',
    // pictures' and files' URLs are asked while a view renders: built here, outside the lazy chunk
    ...createFileUrlClient(() => ({ ...files(), ...apis })),
    // the public Search API gives no superposition: the page aligns the chains itself
    ...createPageAlignmentClient(),
    searchApiUrl: (path: string) => resolveUrl(apis.searchApi, path),
    // our developer pages only with a server of ours; without one their links are not shown
    ...(apis.apiBase ? { developerPageUrl: (path: string) => resolveUrl(apis.apiBase, path) } : {}),
    ...(apis.apiBase ? createServerOnlyClient({ apiBase: apis.apiBase }) : {}),
  };
}

export function resolveDeps(deps: SearchStoreDeps, config: () => SearchStoreConfig): ResolvedDeps {
  const injected = deps.client;
  // the file templates are read at each call (createFileUrlClient): a change of one needs no new client
  const client = injected ? () => injected : clientPerServers(config, (settings) => defaultClient(settings, config));
  return {
    client,
    storage: deps.storage === null ? undefined : (deps.storage ?? defaultSessionStorage()),
    now: deps.now ?? (() => new Date()),
    browserHistory: deps.browserHistory ?? windowBrowserHistory(),
  };
}
