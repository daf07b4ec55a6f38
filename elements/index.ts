/** Registers every element of the suite. */
export { PdbSearchContext } from './pdb-search-context.ts';
export { PdbSearchBar } from './pdb-search-bar.ts';
export { PdbQueryBuilder } from './pdb-query-builder.ts';
export { PdbQueryHistory } from './pdb-query-history.ts';
export { PdbSearchApp } from './pdb-search-app.ts';
export { createSearchStore } from '../src/store/create-search-store.ts';
export { PdbResults } from './pdb-results.ts';
export { PdbTreeBrowser } from './pdb-tree-browser.ts';
export { PdbMyPdb } from './pdb-mypdb.ts';
