// The attributes of <pdb-search-app>: each is a <pdb-search-context> attribute that the app copies
// onto its own inner context (ignored when the page wraps the app in one). The comments are the
// manifest's and README's documentation (see store/attribute-table.ts).

import { attributeNames, stringProps, type PropertyName } from '../../store/attribute-table.ts';
import type { ContextAttributeName } from '../../store/context-attributes.ts';

const APP_ATTRIBUTES = {
  /**
   * mirror tabs and searches in the page URL (/search, /search/browse, ?request=...) and answer back/forward
   * @type {boolean}
   */
  'sync-url': true,
  /**
   * origin of the archive server (default: this page's origin)
   * @type {string}
   */
  'api-base': true,
  /**
   * rcsb: the whole PDB straight from the RCSB's public APIs, no server needed (see `<pdb-search-context>`)
   * @type {'rcsb'}
   */
  source: true,
  /**
   * a server speaking the RCSB Search API v2, instead of `api-base` for searches (see `<pdb-search-context>`)
   * @type {string}
   */
  'search-api': true,
  /**
   * a server speaking the RCSB Data API, used with `search-api`
   * @type {string}
   */
  'data-api': true,
  /**
   * browser-direct mode: structure pictures (see `<pdb-search-context>`)
   * @type {string}
   */
  'image-url': true,
  /**
   * browser-direct mode: chemical component pictures (see `<pdb-search-context>`)
   * @type {string}
   */
  'ligand-image-url': true,
  /**
   * browser-direct mode: structure files for Download Files (see `<pdb-search-context>`)
   * @type {string}
   */
  'file-url': true,
  /**
   * browser-direct mode: chemical component files for Download Files (see `<pdb-search-context>`)
   * @type {string}
   */
  'ligand-file-url': true,
  /**
   * site of the pages below that have no template of their own
   * @type {string}
   * @default https://www.rcsb.org
   */
  'link-base': true,
  /**
   * entry pages; `{id}` is replaced by the URL-encoded id (the links' templates are the context's, see `<pdb-search-context>`)
   * @type {string}
   * @default https://www.rcsb.org/structure/{id}
   */
  'structure-url': true,
  /**
   * chemical component and PRD pages
   * @type {string}
   * @default https://www.rcsb.org/ligand/{id}
   */
  'ligand-url': true,
  /**
   * group pages (`{type}`: the group's granularity)
   * @type {string}
   * @default https://www.rcsb.org/groups/summary/{type}/{id}
   */
  'group-url': true,
  /**
   * pages of UniProt accessions typed in the bar
   * @type {string}
   * @default https://www.rcsb.org/groups/sequence/polymer_entity/{id}
   */
  'sequence-url': true,
  /**
   * 'Explore in 3D' of each entry
   * @type {string}
   * @default https://www.rcsb.org/3d-view/{id}
   */
  '3d-url': true,
  /**
   * help pages (`{id}`: the path below /docs/)
   * @type {string}
   * @default https://www.rcsb.org/docs/{id}
   */
  'docs-url': true,
  /**
   * the 'Contact Us' link offered with errors the server answers (a 4xx)
   * @type {string}
   * @default https://www.rcsb.org/pages/contactus
   */
  'contact-url': true,
  /**
   * names this app's query history in session storage (see `<pdb-search-context>`)
   * @type {string}
   */
  'history-key': true,
  /**
   * return type of searches from the bar
   * @type {'entry' | 'polymer_entity' | 'non_polymer_entity' | 'assembly' | 'mol_definition'}
   * @default entry
   */
  'return-type': true,
  /**
   * results per page (25, 50 or 100)
   * @type {number}
   * @default 25
   */
  rows: true,
  /**
   * include computed structure models
   * @type {boolean}
   */
  'include-csm': true,
} satisfies Partial<Record<ContextAttributeName, true>>;

export type AppAttributeName = keyof typeof APP_ATTRIBUTES;

/** The app's attributes, in the table's order (the context's own names). */
export const APP_ATTRIBUTE_NAMES = attributeNames(APP_ATTRIBUTES);

/** r2wc's props of <pdb-search-app>: every attribute reaches SearchApp as a string. */
export const APP_PROPS = stringProps(APP_ATTRIBUTE_NAMES);

export type AppAttributeProps = Partial<Record<PropertyName<AppAttributeName>, string>>;
