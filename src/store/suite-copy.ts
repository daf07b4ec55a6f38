// Which copy of the suite this is: a page that loads both the IIFE and the ESM build, or
// one build twice, has two copies, each with its own React, valtio and store classes. A store of one
// copy breaks the elements of the other ('t is not iterable'), so a context answers only elements
// of its own copy (context.ts), and the second copy to arrive says so once in the console.

declare const __PDB_BUILD__: string;
declare const __PDB_VERSION__: string;

export interface SuiteCopy {
  readonly build: string;
  readonly version: string;
}

/** This copy: the bundler names its build and version; tests and the dev server run 'source'. */
export const SUITE_COPY: SuiteCopy = Object.freeze({
  build: typeof __PDB_BUILD__ === 'string' ? __PDB_BUILD__ : 'source',
  version: typeof __PDB_VERSION__ === 'string' ? __PDB_VERSION__ : 'source',
});

/** The page-wide list of copies, found by every copy under the same registered symbol. */
const COPIES = Symbol.for('pdb-search-elements.copies');

export function secondCopyMessage(first: SuiteCopy, second: SuiteCopy): string {
  return (
    `pdb-search-elements: two copies of the suite are loaded on this page (${first.build} ${first.version}, ` +
    `then ${second.build} ${second.version}). Load either dist/pdb-search-elements.iife.js or the ` +
    'dist/esm/ modules, once: each tag keeps the class of the copy that defined it first, and an ' +
    "element shares a <pdb-search-context>'s search only with elements of its own copy."
  );
}

/** Records this copy on the page; the second one to arrive warns (once, whatever follows). */
export function registerSuiteCopy(page: typeof globalThis = globalThis): void {
  const holder = page as unknown as Record<symbol, SuiteCopy[] | undefined>;
  const copies = (holder[COPIES] ??= []);
  if (copies.includes(SUITE_COPY)) return;
  copies.push(SUITE_COPY);
  if (copies.length === 2) console.warn(secondCopyMessage(copies[0]!, SUITE_COPY));
}
