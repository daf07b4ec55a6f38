import r2wc from '@r2wc/react-to-web-component';
import { SearchBar } from '../src/ui/search-bar/SearchBar.tsx';
import { BAR_PROPS } from '../src/ui/search-bar/bar-attributes.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary The search bar: a term, an entry id or a sequence, with grouped suggestions.
 *
 * Inside a `<pdb-search-context>` it searches in that context's store; alone it keeps a small
 * private store and either sends the user to `results-url` with `?request=` or leaves the search
 * to the page (listen for `pdb-search`). Entry ids, ligand/PRD ids and UniProt accessions go to
 * their pages (the context's `structure-url`, `ligand-url` and `sequence-url` templates, or a lone
 * bar's own), computed models to {link-base}/search/csm-entry-id/{id}; each is first looked up on
 * the archive server, so removed and unreleased ids go to /structure/removed/redirect/{id} and
 * /structure/unreleased/{id} on `link-base`.
 * An id the archive does not hold stays on the page with 'No data found for Entry ID {id}' (its
 * kind named) and a button that searches the term as full text instead, a deliberate improvement
 * on seed 001 §2, which sends every typed entry id to /structure/{id}. A pasted sequence, on one
 * line or as a FASTA record, heads the menu with 'Search by sequence'; 'searchdev' toggles
 * developer mode. An empty bar shows the text of the context's current plain full-text search (a
 * page opened on ?q= or ?request=). 'Help' under the bar opens the basic-search help page
 * (`docs-url` with `{id}` = search-and-browse/basic-search).
 *
 * @event pdb-search - before searching or navigating; cancel it to take over (`url` is where the browser would go)
 * @event pdb-error - the input was refused ('Invalid input detected')
 * @csspart input - the text input
 * @csspart submit - the search button
 * @csspart menu - the suggestions list
 * @csspart message - the inline error box, and the notice for an id the archive does not hold
 * @cssproperty --pdb-accent - button colour and highlighted suggestion
 * @cssproperty --pdb-focus-color - focus ring colour
 * @cssproperty --pdb-border-color - input and menu borders
 * @cssproperty [--pdb-search-bar-height=40px] - height of the input and button
 * @cssproperty [--pdb-search-bar-z-index=5] - stacking order of the bar, so its open menu covers the page below
 * @cssproperty --pdb-font-family - font
 */
export const PdbSearchBar = r2wc(SearchBar, {
  shadow: 'open',
  // declared and documented (manifest, README) in src/ui/search-bar/bar-attributes.ts
  props: BAR_PROPS,
});

defineOnce('pdb-search-bar', PdbSearchBar);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-bar': InstanceType<typeof PdbSearchBar>;
  }
}
