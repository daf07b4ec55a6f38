// The attributes of <pdb-search-bar>: a row is true when r2wc passes the attribute to the component
// as a prop, false for a lone bar's settings read from the host only (its link templates and
// public APIs), each the store setting of the same name (`search-api` -> `searchApi`). The
// comments are the manifest's and README's documentation (see store/attribute-table.ts).

import { attributeNames, stringProps, trueRowNames, type PropertyName } from '../../store/attribute-table.ts';

const BAR_ATTRIBUTES = {
  /**
   * the input's placeholder text
   * @type {string}
   * @default Enter search term(s), Entry ID(s), or sequence
   */
  placeholder: true,
  /**
   * standalone mode: the results page to send submissions to (?request=...)
   * @type {string}
   */
  'results-url': true,
  /**
   * lone bar: site of the pages below that have no template of their own
   * @type {string}
   * @default https://www.rcsb.org
   */
  'link-base': true,
  /**
   * lone bar: entry pages; `{id}` is replaced by the URL-encoded id
   * @type {string}
   * @default https://www.rcsb.org/structure/{id}
   */
  'structure-url': false,
  /**
   * lone bar: chemical component and PRD pages
   * @type {string}
   * @default https://www.rcsb.org/ligand/{id}
   */
  'ligand-url': false,
  /**
   * lone bar: pages of UniProt accessions
   * @type {string}
   * @default https://www.rcsb.org/groups/sequence/polymer_entity/{id}
   */
  'sequence-url': false,
  /**
   * lone bar: help pages (`{id}`: the path below /docs/)
   * @type {string}
   * @default https://www.rcsb.org/docs/{id}
   */
  'docs-url': false,
  /**
   * lone bar: `rcsb` takes suggestions and entry status straight from the RCSB's public APIs
   * @type {'rcsb'}
   */
  source: false,
  /**
   * lone bar: a server speaking the RCSB Search API v2, for suggestions instead of `api-base`
   * @type {string}
   */
  'search-api': false,
  /**
   * lone bar: a server speaking the RCSB Data API, for entry status with `search-api`
   * @type {string}
   */
  'data-api': false,
  /**
   * lone bar: archive server for suggestions and entry status (default this page's origin)
   * @type {string}
   */
  'api-base': true,
  /**
   * lone bar: include computed structure models
   * @type {boolean}
   */
  'include-csm': true,
  /**
   * lone bar: return type of full-text searches
   * @type {'entry' | 'polymer_entity' | 'non_polymer_entity' | 'assembly' | 'mol_definition'}
   * @default entry
   */
  'return-type': true,
  /**
   * target of the 'Advanced Search' link (default {results page}/advanced)
   * @type {string}
   */
  'advanced-url': true,
  /**
   * target of the 'Browse Annotations' link (default {results page}/browse/atc)
   * @type {string}
   */
  'browse-url': true,
  /**
   * hide the links under the bar
   * @type {boolean}
   */
  'hide-links': true,
  /**
   * set by pdb-search-app: the links switch the app's tabs
   * @type {boolean}
   */
  'in-app': true,
} as const;

type BarAttributeName = keyof typeof BAR_ATTRIBUTES;

/** The bar's attributes, in the table's order. */
export const BAR_ATTRIBUTE_NAMES = attributeNames(BAR_ATTRIBUTES);

/** The attributes r2wc passes to SearchBar as props. */
export const BAR_PROP_NAMES = trueRowNames(BAR_ATTRIBUTES);

/** The settings a lone bar reads from its host (inside a context, the context's rule). */
export const HOST_ATTRIBUTES = BAR_ATTRIBUTE_NAMES.filter((name) => !BAR_ATTRIBUTES[name]) as Exclude<
  BarAttributeName,
  (typeof BAR_PROP_NAMES)[number]
>[];

/** r2wc's props of <pdb-search-bar>: each reaches SearchBar as a string. */
export const BAR_PROPS = stringProps(BAR_PROP_NAMES);

export type BarAttributeProps = Partial<Record<PropertyName<(typeof BAR_PROP_NAMES)[number]>, string>>;
