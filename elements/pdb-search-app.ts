import r2wc from '@r2wc/react-to-web-component';
import { SearchApp } from '../src/ui/app/SearchApp.tsx';
import './pdb-search-context.ts';
import './pdb-search-bar.ts';
import './pdb-query-history.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary The whole search page: search bar, tabs (Search, Query History, Browse Annotations,
 * MyPDB), results and history, as one element.
 *
 * It makes its own `<pdb-search-context>` inside its shadow root unless the page wraps it in one
 * (then that context's attributes apply and these are ignored). The results area is
 * `<pdb-results>`, which upgrades when its bundle is loaded.
 *
 * @attr {boolean} sync-url - mirror tabs and searches in the page URL (/search, /search/browse, ?request=...) and answer back/forward
 * @attr {string} api-base - origin of the archive server (default: this page's origin)
 * @attr {string} [link-base=https://www.rcsb.org] - site of the pages below that have no template of their own
 * @attr {string} [structure-url=https://www.rcsb.org/structure/{id}] - entry pages; `{id}` is replaced by the URL-encoded id (the links' templates are the context's, see `<pdb-search-context>`)
 * @attr {string} [ligand-url=https://www.rcsb.org/ligand/{id}] - chemical component and PRD pages
 * @attr {string} [group-url=https://www.rcsb.org/groups/summary/{type}/{id}] - group pages (`{type}`: the group's granularity)
 * @attr {string} [sequence-url=https://www.rcsb.org/groups/sequence/polymer_entity/{id}] - pages of UniProt accessions typed in the bar
 * @attr {string} [3d-url=https://www.rcsb.org/3d-view/{id}] - 'Explore in 3D' of each entry
 * @attr {string} [docs-url=https://www.rcsb.org/docs/{id}] - help pages (`{id}`: the path below /docs/)
 * @attr {string} [contact-url=https://www.rcsb.org/pages/contactus] - the 'Contact Us' link offered with errors the server answers (a 4xx)
 * @attr {string} history-key - names this app's query history in session storage (see `<pdb-search-context>`)
 * @attr {'entry' | 'polymer_entity' | 'non_polymer_entity' | 'assembly' | 'mol_definition'} [return-type=entry]
 *   return type of searches from the bar
 * @attr {number} [rows=25] - results per page (25, 50 or 100)
 * @attr {boolean} include-csm - include computed structure models
 * @event pdb-search - from the inner search bar (cancelable)
 * @event pdb-results - a search finished
 * @event pdb-error - a search or an input failed
 * @event pdb-select - the row selection of the inner results changed
 * @cssproperty --pdb-accent - tabs, buttons and links
 * @cssproperty --pdb-surface - the band behind the search bar
 * @csspart message - the message box shown in place of the results until `<pdb-results>` is loaded
 * @cssproperty [--pdb-app-padding=20px] - horizontal padding
 * @cssproperty [--pdb-app-bar-width=980px] - widest the search bar gets
 */
export const PdbSearchApp = r2wc(SearchApp, {
  shadow: 'open',
  props: {
    syncUrl: 'string',
    apiBase: 'string',
    linkBase: 'string',
    returnType: 'string',
    rows: 'string',
    includeCsm: 'string',
    structureUrl: 'string',
    ligandUrl: 'string',
    groupUrl: 'string',
    sequenceUrl: 'string',
    '3dUrl': 'string',
    docsUrl: 'string',
    contactUrl: 'string',
    historyKey: 'string',
  },
});

defineOnce('pdb-search-app', PdbSearchApp);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-app': InstanceType<typeof PdbSearchApp>;
  }
}
