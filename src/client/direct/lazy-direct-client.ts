// Browser-direct mode's client as a lazy chunk (issue 34): only a page that names a public API
// (source, search-api) loads it. The store's client() stays synchronous: each call waits for the
// chunk on its first use, so no action or view knows which client it has. A chunk that fails to
// load answers every call as a network failure (its bytes are the page's to serve).

import type { ApiSettings } from '../../model/api-settings.ts';
import type { DirectClient } from './direct-client.ts';
import { fetchFailure, type ClientResult } from '../http.ts';

/** The calls a page's store makes through the chunk; MyPDB and uploads are not (createServerOnlyClient). */
export type DirectCallName =
  | 'searchData'
  | 'suggest'
  | 'metadataSchema'
  | 'entryStatus'
  | 'tree'
  | 'treeMenu'
  | 'treeSelect'
  | 'suggester'
  | 'entryIdSuggester'
  | 'sequences'
  | 'structure'
  | 'polymerTypes'
  | 'reportFile'
  | 'customReportAttributes'
  | 'reportAttributes'
  | 'downloadIds'
  | 'bundleFiles';
export type DirectCalls = Required<Pick<DirectClient, DirectCallName>>;

type AnyCall = (...args: unknown[]) => Promise<ClientResult<unknown>>;

/**
 * The named calls, each loading the chunk on first use. The settings are read in the chunk
 * (clientFor), when it loads, so a lone bar carries none of that reading.
 */
export function createLazyDirectClient<Name extends DirectCallName>(
  settings: ApiSettings,
  names: readonly Name[],
): Pick<DirectCalls, Name> {
  let loading: Promise<Partial<DirectClient>> | undefined;
  return Object.fromEntries(
    names.map((name): [Name, AnyCall] => [
      name,
      (...args) =>
        (loading ??= import('./direct-client.ts').then((chunk) => chunk.clientFor(settings))).then(
          (client) => (client[name] as AnyCall)(...args),
          fetchFailure,
        ),
    ]),
  ) as Pick<DirectCalls, Name>;
}
