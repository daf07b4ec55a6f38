import { subscribe } from 'valtio/vanilla';
import { createSearchStore, type SearchStore } from '../src/store/create-search-store.ts';
import type { SearchRequest } from '../src/model/types.ts';
import type { SearchResults, StoreMessage } from '../src/store/state.ts';
import { answersRequest, type ContextRequestEvent } from '../src/store/context.ts';
import { URL_PARAMS } from '../src/store/url-format.ts';
import { CONTEXT_ATTRIBUTES, type ContextAttributeName } from '../src/store/context-attributes.ts';
import { dispatchPdbEvent } from '../src/store/events.ts';
import { defineOnce } from './define-once.ts';

/** A results page receiving a search from a standalone bar (or a shared link) runs it. */
function locationAsksForSearch(): boolean {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  return [URL_PARAMS.request, URL_PARAMS.q, URL_PARAMS.query].some((name) => params.has(name));
}

/**
 * @summary Holds one search store and shares it with every pdb-* element inside it.
 *
 * A plain custom element in light DOM (`display: contents`), so it adds no box to the page.
 * Descendants find the store through the `context-request` event (key 'pdb-search-store').
 * On connect it runs the search the page URL names (?request=, ?q=, ?query=) when `sync-url` is
 * set or the URL carries one, and with `sync-url` it keeps the URL in step and answers
 * back/forward. Pages may call `el.search(request)` and read `el.store`.
 *
 * Every link out of the app is a template whose `{id}` is replaced by the URL-encoded id: an
 * institution serving its own structures sets `structure-url="https://pdb.example.edu/entry/{id}"`.
 * Unset templates are rcsb.org's pages on `link-base`; only http(s) or relative templates that
 * contain `{id}` are used (anything else, such as `javascript:`, falls back to the default).
 *
 * @prop store - the valtio store (`{ state, actions }`) this context shares with its descendants
 * @event pdb-results - a search finished (also with no results)
 * @event pdb-error - a search or an input failed
 */
export class PdbSearchContext extends HTMLElement {
  // declared, parsed and documented (manifest, README) in src/store/context-attributes.ts; not
  // through attribute-table.ts, whose helpers this React-free element does not need
  static get observedAttributes(): string[] {
    return Object.keys(CONTEXT_ATTRIBUTES);
  }

  readonly store: SearchStore = createSearchStore();
  private restored = false;
  private unsubscribe: (() => void) | null = null;
  private lastResponse: SearchResults | null = null;
  private lastMessage: StoreMessage | null = null;

  constructor() {
    super();
    this.addEventListener('context-request', (event) => this.answer(event as ContextRequestEvent<SearchStore>));
  }

  connectedCallback(): void {
    if (!this.style.display) this.style.display = 'contents';
    this.watchOutcomes();
    const { syncUrl } = this.store.state.config;
    if (syncUrl) this.store.actions.startUrlSync();
    // Once per element: moving it in the DOM must not run the URL's search again.
    if (!this.restored && (syncUrl || locationAsksForSearch())) {
      this.restored = true;
      void this.store.actions.restoreFromLocation();
    }
    void this.store.actions.resume();
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.store.actions.dispose();
  }

  // called for the observed attributes only: the table's keys
  attributeChangedCallback(name: ContextAttributeName, _old: string | null, value: string | null): void {
    this.store.actions.configure(CONTEXT_ATTRIBUTES[name](value));
  }

  /** Runs a search request in this context (as the query builder or a page script would). */
  search(request: SearchRequest): Promise<void> {
    return this.store.actions.search(request);
  }

  /**
   * pdb-results when an answer (or a no-results warning) arrives, pdb-error when an error message
   * appears. Valtio batches notifications, so each search yields one event even though it writes
   * several fields.
   */
  private watchOutcomes(): void {
    if (this.unsubscribe) return;
    const state = this.store.state;
    this.lastResponse = state.response;
    this.lastMessage = state.message;
    this.unsubscribe = subscribe(state, () => {
      if (state.dataLoading) return;
      const response = state.response;
      const message = state.message;
      const changed = response !== this.lastResponse || message !== this.lastMessage;
      this.lastResponse = response;
      this.lastMessage = message;
      if (!changed) return;
      if (message?.kind === 'error') {
        dispatchPdbEvent(this, 'pdb-error', { message: message.text });
      } else if (response || message) {
        dispatchPdbEvent(this, 'pdb-results', {
          totalCount: response?.total_count ?? 0,
          returnType: response?.result_type ?? state.request?.return_type ?? state.config.returnType,
        });
      }
    });
  }

  private answer(event: ContextRequestEvent<SearchStore>): void {
    // another copy's element passes on, to a context of its own copy if there is one
    if (!answersRequest(event)) return;
    event.stopPropagation();
    event.callback(this.store);
  }
}

defineOnce('pdb-search-context', PdbSearchContext);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-context': PdbSearchContext;
  }
}
