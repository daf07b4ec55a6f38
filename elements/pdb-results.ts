import r2wc from '@r2wc/react-to-web-component';
import { Results } from '../src/ui/results/Results.tsx';
import { defineOnce } from './define-once.ts';

/**
 * @summary The results of the surrounding `<pdb-search-context>`: functions bar, pager,
 * refinements, the Summary/Gallery/Compact/Stats views and tabular reports, with selection and
 * downloads.
 *
 * Place it inside a `<pdb-search-context>`; it shows whatever that context's store searched
 * (from a search bar, the query builder, `ctx.search(request)` or the page URL). It has no
 * attributes of its own: settings (api-base, rows, return-type, include-csm) live on the context,
 * and so do `pdb-results` and `pdb-error`, which the context fires for every search.
 *
 * @event pdb-select - the row selection changed
 * @csspart result - one result (list item, gallery card, table row)
 * @csspart result-title - the title link of a result
 * @csspart pager - the pager (range, page buttons, rows per page, sort)
 * @csspart facet - the refinements panel
 * @csspart message - the message box (errors, no results)
 * @cssproperty --pdb-accent - buttons, links, chart bars
 * @cssproperty --pdb-surface - panels and table headers
 * @cssproperty --pdb-border-color - borders and rules
 * @cssproperty --pdb-focus-color - focus ring
 * @cssproperty --pdb-font-family - text
 */
export const PdbResults = r2wc(Results, { shadow: 'open', props: {} });

defineOnce('pdb-results', PdbResults);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-results': InstanceType<typeof PdbResults>;
  }
}
