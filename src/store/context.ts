import type { SearchStore } from './create-search-store.ts';
import { SUITE_COPY, type SuiteCopy } from './suite-copy.ts';

/**
 * The community context protocol's key for the search store: a string, so page scripts can ask for
 * it too. The suite's own elements also name their copy (suite-copy.ts), and a context answers
 * only its own copy's elements.
 */
export const SEARCH_STORE_CONTEXT = 'pdb-search-store';

export type ContextCallback<T> = (value: T, unsubscribe?: () => void) => void;

/** The `context-request` event of the community context protocol (webcomponents-cg). */
export class ContextRequestEvent<T> extends Event {
  constructor(
    readonly context: string,
    readonly callback: ContextCallback<T>,
    readonly subscribe = false,
    /** The suite copy of the element asking; none for a page script. */
    readonly copy?: SuiteCopy,
  ) {
    super('context-request', { bubbles: true, composed: true });
  }
}

/** Whether a context of this copy answers `event`: a page script's, or an element's of this copy. */
export function answersRequest<T>(event: ContextRequestEvent<T>): boolean {
  return event.context === SEARCH_STORE_CONTEXT && (event.copy === undefined || event.copy === SUITE_COPY);
}

/** Asks the nearest provider above `from` for its store; undefined when nobody answers. */
export function requestSearchStore(from: EventTarget): SearchStore | undefined {
  let found: SearchStore | undefined;
  from.dispatchEvent(
    new ContextRequestEvent<SearchStore>(
      SEARCH_STORE_CONTEXT,
      (store) => {
        found ??= store;
      },
      false,
      SUITE_COPY,
    ),
  );
  return found;
}
