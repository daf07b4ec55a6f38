import { createSearchStore, type SearchStore, type SearchStoreConfig, type ReturnTypeName } from '../src/store/create-search-store.ts';
import { SEARCH_STORE_CONTEXT, ContextRequestEvent } from '../src/store/context.ts';
import { parseBooleanAttribute } from '../src/ui/common/boolean-attribute.ts';
import { defineOnce } from './define-once.ts';

const ATTRIBUTE_TO_CONFIG: Record<string, (value: string | null) => Partial<SearchStoreConfig>> = {
  'api-base': (v) => ({ apiBase: v ?? '' }),
  'return-type': (v) => (v ? { returnType: v as ReturnTypeName } : {}),
  rows: (v) => {
    const rows = Number.parseInt(v ?? '', 10);
    return Number.isFinite(rows) && rows > 0 ? { rows } : {};
  },
  'include-csm': (v) => ({ includeCsm: parseBooleanAttribute(v) }),
  'sync-url': (v) => ({ syncUrl: parseBooleanAttribute(v) }),
};

/**
 * @summary Holds one search store and shares it with every pdb-* element inside it.
 *
 * A plain custom element in light DOM (`display: contents`), so it adds no box to the page.
 * Descendants find the store through the `context-request` event (key 'pdb-search-store').
 *
 * @attr api-base - origin of the archive server (default: this page's origin)
 * @attr return-type - RCSB return type: entry, polymer_entity, non_polymer_entity, assembly, mol_definition
 * @attr rows - results per page (25, 50 or 100)
 * @attr include-csm - include computed structure models
 * @attr sync-url - mirror the search in the page URL and answer back/forward
 */
export class PdbSearchContext extends HTMLElement {
  static get observedAttributes(): string[] {
    return Object.keys(ATTRIBUTE_TO_CONFIG);
  }

  readonly store: SearchStore = createSearchStore();

  constructor() {
    super();
    this.addEventListener('context-request', (event) => this.answer(event as ContextRequestEvent<SearchStore>));
  }

  connectedCallback(): void {
    if (!this.style.display) this.style.display = 'contents';
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const toConfig = ATTRIBUTE_TO_CONFIG[name];
    if (toConfig) this.store.actions.configure(toConfig(value));
  }

  private answer(event: ContextRequestEvent<SearchStore>): void {
    if (event.context !== SEARCH_STORE_CONTEXT) return;
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
