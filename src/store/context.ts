import type { SearchStore } from './create-search-store.ts';

/**
 * The community context protocol's key for the search store. A string, not a symbol, so that two
 * copies of the bundle on one page (e.g. an IIFE and an ESM build) still find each other's contexts.
 */
export const SEARCH_STORE_CONTEXT = 'pdb-search-store';

export type ContextCallback<T> = (value: T, unsubscribe?: () => void) => void;

/** The `context-request` event of the community context protocol (webcomponents-cg). */
export class ContextRequestEvent<T> extends Event {
  constructor(
    readonly context: string,
    readonly callback: ContextCallback<T>,
    readonly subscribe = false,
  ) {
    super('context-request', { bubbles: true, composed: true });
  }
}

/** Asks the nearest provider above `from` for its store; undefined when nobody answers. */
export function requestSearchStore(from: EventTarget): SearchStore | undefined {
  let found: SearchStore | undefined;
  from.dispatchEvent(
    new ContextRequestEvent<SearchStore>(SEARCH_STORE_CONTEXT, (store) => {
      found ??= store;
    }),
  );
  return found;
}
