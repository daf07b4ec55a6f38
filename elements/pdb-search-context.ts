import { subscribe } from 'valtio/vanilla';
import {
  createSearchStore,
  type SearchStore,
  type SearchStoreConfig,
  type ReturnTypeName,
} from '../src/store/create-search-store.ts';
import type { SearchRequest } from '../src/model/types.ts';
import type { SearchResults, StoreMessage } from '../src/store/state.ts';
import { answersRequest, type ContextRequestEvent } from '../src/store/context.ts';
import { URL_PARAMS } from '../src/store/url-format.ts';
import { parseBooleanAttribute } from '../src/store/boolean-attribute.ts';
import { dispatchPdbEvent } from '../src/store/events.ts';
import { defineOnce } from './define-once.ts';
import { safeLinkBase } from '../src/model/link-templates.ts';

const ATTRIBUTE_TO_CONFIG: Record<string, (value: string | null) => Partial<SearchStoreConfig>> = {
  'api-base': (v) => ({ apiBase: v ?? '' }),
  'return-type': (v) => (v ? { returnType: v as ReturnTypeName } : {}),
  rows: (v) => {
    const rows = Number.parseInt(v ?? '', 10);
    return Number.isFinite(rows) && rows > 0 ? { rows } : {};
  },
  'include-csm': (v) => ({ includeCsm: parseBooleanAttribute(v) }),
  'sync-url': (v) => ({ syncUrl: parseBooleanAttribute(v) }),
  'link-base': (v) => ({ linkBase: safeLinkBase(v) }),
  'results-url': (v) => ({ resultsUrl: v?.trim() ?? '' }),
  // Link templates are kept as given: linkFor (model/link-templates.ts) ignores an unsafe one.
  'structure-url': (v) => ({ structureUrl: v ?? '' }),
  'ligand-url': (v) => ({ ligandUrl: v ?? '' }),
  'group-url': (v) => ({ groupUrl: v ?? '' }),
  'sequence-url': (v) => ({ sequenceUrl: v ?? '' }),
  '3d-url': (v) => ({ '3dUrl': v ?? '' }),
  'docs-url': (v) => ({ docsUrl: v ?? '' }),
  // kept as given: contactUrl (model/link-templates.ts) ignores an unsafe one
  'contact-url': (v) => ({ contactUrl: v ?? '' }),
  'history-key': (v) => ({ historyKey: v?.trim() ?? '' }),
};

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
 * @attr {string} api-base - origin of the archive server (default: this page's origin)
 * @attr {'entry' | 'polymer_entity' | 'non_polymer_entity' | 'assembly' | 'mol_definition'} [return-type=entry]
 *   RCSB return type of searches
 * @attr {number} [rows=25] - results per page (25, 50 or 100)
 * @attr {boolean} include-csm - include computed structure models
 * @attr {boolean} sync-url - mirror the search in the page URL and answer back/forward
 * @attr {string} [link-base=https://www.rcsb.org] - site of the pages below that have no template of their own
 * @attr {string} [structure-url=https://www.rcsb.org/structure/{id}] - entry pages (titles, ids, typed entry ids); `{id}` is the entry id, or the extended id (pdb_00004hhb) for its link
 * @attr {string} [ligand-url=https://www.rcsb.org/ligand/{id}] - chemical component and PRD pages
 * @attr {string} [group-url=https://www.rcsb.org/groups/summary/{type}/{id}] - group pages; `{type}` is the group's granularity (entry, polymer_entity, non_polymer_entity)
 * @attr {string} [sequence-url=https://www.rcsb.org/groups/sequence/polymer_entity/{id}] - pages of UniProt accessions typed in the bar
 * @attr {string} [3d-url=https://www.rcsb.org/3d-view/{id}] - 'Explore in 3D' of each entry
 * @attr {string} [docs-url=https://www.rcsb.org/docs/{id}] - help pages; `{id}` is the page's path below /docs/ (search-and-browse/basic-search)
 * @attr {string} [contact-url=https://www.rcsb.org/pages/contactus] - the 'Contact Us' link offered with every error the server answers a search or a count with (a 4xx)
 * @attr {string} history-key - names this context's query history in session storage, so two contexts on one page keep their own (without it they share one)
 * @attr {string} results-url - send search-bar submissions to this page with ?request= instead of searching here
 * @event pdb-results - a search finished (also with no results)
 * @event pdb-error - a search or an input failed
 */
export class PdbSearchContext extends HTMLElement {
  static get observedAttributes(): string[] {
    return Object.keys(ATTRIBUTE_TO_CONFIG);
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

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const toConfig = ATTRIBUTE_TO_CONFIG[name];
    if (toConfig) this.store.actions.configure(toConfig(value));
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
