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
 * @attr sync-url - mirror tabs and searches in the page URL (/search, /search/browse, ?request=...) and answer back/forward
 * @attr api-base - origin of the archive server (default: this page's origin)
 * @attr link-base - site of identifier pages (default https://www.rcsb.org)
 * @attr return-type - return type of searches from the bar
 * @attr rows - results per page (25, 50 or 100)
 * @attr include-csm - include computed structure models
 * @event pdb-search - from the inner search bar (cancelable)
 * @event pdb-results - a search finished
 * @event pdb-error - a search failed
 * @cssproperty --pdb-accent - tabs, buttons and links
 * @cssproperty --pdb-surface - the band behind the search bar
 * @cssproperty --pdb-app-padding - horizontal padding (20px)
 * @cssproperty --pdb-app-bar-width - widest the search bar gets (980px)
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
  },
});

defineOnce('pdb-search-app', PdbSearchApp);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-app': InstanceType<typeof PdbSearchApp>;
  }
}
