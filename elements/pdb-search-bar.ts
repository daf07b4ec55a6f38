import r2wc from '@r2wc/react-to-web-component';
import { SearchBar } from '../src/ui/search-bar/SearchBar.tsx';
import { defineOnce } from './define-once.ts';

/**
 * @summary The search bar: a term, an entry id or a sequence, with suggestions.
 *
 * @attr placeholder - the input's placeholder text
 * @event pdb-search - a search was submitted; cancel it to take over navigation
 * @csspart input - the text input
 * @csspart submit - the search button
 * @cssproperty --pdb-accent - button colour
 * @cssproperty --pdb-focus-color - focus ring colour
 */
export const PdbSearchBar = r2wc(SearchBar, { shadow: 'open', props: { placeholder: 'string' } });

defineOnce('pdb-search-bar', PdbSearchBar);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-search-bar': InstanceType<typeof PdbSearchBar>;
  }
}
