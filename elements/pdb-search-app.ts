import r2wc from '@r2wc/react-to-web-component';
import { SearchApp } from '../src/ui/app/SearchApp.tsx';
import { APP_PROPS } from '../src/ui/app/app-attributes.ts';
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
  // declared and documented (manifest, README) in src/ui/app/app-attributes.ts
  props: APP_PROPS,
});

defineOnce('pdb-search-app', PdbSearchApp);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-app': InstanceType<typeof PdbSearchApp>;
  }
}
