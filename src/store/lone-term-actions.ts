// Its own module, so only a lone bar's bundle carries the term client it builds: a full store
// receives its client (deps.ts).

import { createTermClient } from '../client/term-client.ts';
import { clientPerApiBase } from './client-per-api-base.ts';
import type { SearchState } from './state.ts';
import { createTermActions, type TermActions, type TermCalls } from './term-actions.ts';

/**
 * The term actions of a search bar with no store around it: a search plan is left to the page, and
 * the calls go to the term client of state.config.apiBase (rebuilt when it changes), or to `client`.
 */
export function createLoneTermActions(state: SearchState, client?: TermCalls): TermActions {
  return createTermActions(
    state,
    null,
    client
      ? () => client
      : clientPerApiBase(
          () => state.config.apiBase,
          (apiBase) => createTermClient({ apiBase }),
        ),
  );
}
