/**
 * Registers every element of the suite. Each class exported here is the one its tag is defined
 * with: where another copy of the suite defined a tag first (suite-copy.ts), that copy's class,
 * so `window.PdbSearchElements` of a second IIFE still names the registered classes.
 */
import { PdbSearchContext as OwnSearchContext } from './pdb-search-context.ts';
import { PdbSearchBar as OwnSearchBar } from './pdb-search-bar.ts';
import { PdbQueryBuilder as OwnQueryBuilder } from './pdb-query-builder.ts';
import { PdbQueryHistory as OwnQueryHistory } from './pdb-query-history.ts';
import { PdbSearchApp as OwnSearchApp } from './pdb-search-app.ts';
import { PdbResults as OwnResults } from './pdb-results.ts';
import { PdbTreeBrowser as OwnTreeBrowser } from './pdb-tree-browser.ts';
import { PdbMyPdb as OwnMyPdb } from './pdb-mypdb.ts';
import { registeredClass } from './define-once.ts';

export { createSearchStore } from '../src/store/create-search-store.ts';
export const PdbSearchContext = registeredClass('pdb-search-context', OwnSearchContext);
export const PdbSearchBar = registeredClass('pdb-search-bar', OwnSearchBar);
export const PdbQueryBuilder = registeredClass('pdb-query-builder', OwnQueryBuilder);
export const PdbQueryHistory = registeredClass('pdb-query-history', OwnQueryHistory);
export const PdbSearchApp = registeredClass('pdb-search-app', OwnSearchApp);
export const PdbResults = registeredClass('pdb-results', OwnResults);
export const PdbTreeBrowser = registeredClass('pdb-tree-browser', OwnTreeBrowser);
export const PdbMyPdb = registeredClass('pdb-mypdb', OwnMyPdb);
