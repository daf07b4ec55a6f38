// Its own module, so only a lone bar's bundle carries the term client it builds: a full store
// receives its client (deps.ts).

import { createTermClient } from '../client/term-client.ts';
import { clientPerServers } from './client-per-servers.ts';
import { createLazyDirectClient } from '../client/direct/lazy-direct-client.ts';
import type { SearchState } from './state.ts';
import { createTermActions, type TermActions, type TermCalls } from './term-actions.ts';

/**
 * The term actions of a search bar with no store around it: a search plan is left to the page, and
 * the calls go to the term client of state.config.apiBase, or to the public APIs the config names
 * (a lazy chunk), rebuilt when they change; or to `client`.
 */
export function createLoneTermActions(state: SearchState, client?: TermCalls): TermActions {
  return createTermActions(
    state,
    null,
    client
      ? () => client
      : clientPerServers(
          () => state.config,
          // which public APIs, and whether their URLs are safe, is read in the lazy chunk
          (settings) =>
            settings.source || settings.searchApi
              ? createLazyDirectClient(settings, ['entryStatus', 'suggest'])
              : createTermClient(settings),
        ),
  );
}
