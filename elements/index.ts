/** Registers every element of the suite. */
export { PdbSearchContext } from './pdb-search-context.ts';
export { PdbSearchBar } from './pdb-search-bar.ts';
export { createSearchStore } from '../src/store/create-search-store.ts';
