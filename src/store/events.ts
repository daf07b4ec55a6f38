// The suite's public events, typed once. Here in the store layer, beside the context protocol
// (context.ts), because both <pdb-search-context> (no React) and the ui components dispatch them.

/** The events the suite dispatches from its host elements. */
export interface PdbEventDetails {
  /**
   * Before the search bar searches or navigates. `request` is the request it would run (null when
   * it only navigates to an identifier's page), `term` what was typed, `url` where the browser
   * would be sent (an identifier page or a standalone bar's results page). Cancel it to take over.
   */
  'pdb-search': { request: unknown; term?: string; url?: string };
  'pdb-results': { totalCount: number; returnType: string };
  'pdb-select': { ids: string[]; all: boolean };
  'pdb-error': { message: string };
}

export type PdbEventName = keyof PdbEventDetails;

/**
 * Dispatches one of our events from a host element: bubbles and composed so pages can listen on
 * document, cancelable so a page may take over (e.g. navigation on 'pdb-search').
 * Returns false when a listener called preventDefault().
 */
export function dispatchPdbEvent<N extends PdbEventName>(
  host: EventTarget,
  name: N,
  detail: PdbEventDetails[N],
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pdb-search': CustomEvent<PdbEventDetails['pdb-search']>;
    'pdb-results': CustomEvent<PdbEventDetails['pdb-results']>;
    'pdb-select': CustomEvent<PdbEventDetails['pdb-select']>;
    'pdb-error': CustomEvent<PdbEventDetails['pdb-error']>;
  }
}
