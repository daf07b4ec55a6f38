// The attributes of <pdb-search-context> and how each becomes store settings: the element observes
// this table's keys, and its comments are the manifest's and README's documentation (see
// attribute-table.ts). <pdb-search-app> passes a subset on to its inner context.

import type { ReturnTypeName, SearchStoreConfig } from './state.ts';
import { parseBooleanAttribute } from './boolean-attribute.ts';
import { safeLinkBase } from '../model/link-templates.ts';

type ToConfig = (value: string | null) => Partial<SearchStoreConfig>;

export const CONTEXT_ATTRIBUTES = {
  /**
   * origin of the archive server (default: this page's origin)
   * @type {string}
   */
  'api-base': (v) => ({ apiBase: v ?? '' }),
  // The public APIs are kept as given: publicApis (model/public-apis.ts) ignores an unsafe URL.
  /**
   * rcsb: search the whole PDB straight from the RCSB's public APIs, no server needed (shorthand for `search-api="https://search.rcsb.org"` and `data-api="https://data.rcsb.org"`); MyPDB and uploads then need an `api-base` of their own
   * @type {'rcsb'}
   */
  source: (v) => ({ source: v ?? '' }),
  /**
   * a server speaking the RCSB Search API v2 (`/rcsbsearch/v2/...`): searches, counts and suggestions go there instead of to `api-base`
   * @type {string}
   */
  'search-api': (v) => ({ searchApi: v ?? '' }),
  /**
   * a server speaking the RCSB Data API (`/graphql`, `/rest/v1/holdings/...`), used with `search-api` for results and lookups
   * @type {string}
   */
  'data-api': (v) => ({ dataApi: v ?? '' }),
  // kept as given: model/file-templates.ts ignores an unsafe one (or one without {id})
  /**
   * browser-direct mode: structure pictures, a template with `{id}` (placeholders: README, "Pictures and files"); rcsb.org's under `source="rcsb"`
   * @type {string}
   */
  'image-url': (v) => ({ imageUrl: v ?? '' }),
  /**
   * browser-direct mode: chemical component pictures, a template like `image-url`
   * @type {string}
   */
  'ligand-image-url': (v) => ({ ligandImageUrl: v ?? '' }),
  /**
   * browser-direct mode: structure files, zipped in the page by Download Files, a template like `image-url`
   * @type {string}
   */
  'file-url': (v) => ({ fileUrl: v ?? '' }),
  /**
   * browser-direct mode: chemical component files, a template like `image-url`
   * @type {string}
   */
  'ligand-file-url': (v) => ({ ligandFileUrl: v ?? '' }),
  /**
   * RCSB return type of searches
   * @type {'entry' | 'polymer_entity' | 'non_polymer_entity' | 'assembly' | 'mol_definition'}
   * @default entry
   */
  'return-type': (v) => (v ? { returnType: v as ReturnTypeName } : {}),
  /**
   * results per page (25, 50 or 100)
   * @type {number}
   * @default 25
   */
  rows: (v) => {
    const rows = Number.parseInt(v ?? '', 10);
    return Number.isFinite(rows) && rows > 0 ? { rows } : {};
  },
  /**
   * include computed structure models
   * @type {boolean}
   */
  'include-csm': (v) => ({ includeCsm: parseBooleanAttribute(v) }),
  /**
   * mirror the search in the page URL and answer back/forward
   * @type {boolean}
   */
  'sync-url': (v) => ({ syncUrl: parseBooleanAttribute(v) }),
  /**
   * site of the pages below that have no template of their own
   * @type {string}
   * @default https://www.rcsb.org
   */
  'link-base': (v) => ({ linkBase: safeLinkBase(v) }),
  // Link templates are kept as given: linkFor (model/link-templates.ts) ignores an unsafe one.
  /**
   * entry pages (titles, ids, typed entry ids); `{id}` is the entry id, or the extended id (pdb_00004hhb) for its link
   * @type {string}
   * @default https://www.rcsb.org/structure/{id}
   */
  'structure-url': (v) => ({ structureUrl: v ?? '' }),
  /**
   * chemical component and PRD pages
   * @type {string}
   * @default https://www.rcsb.org/ligand/{id}
   */
  'ligand-url': (v) => ({ ligandUrl: v ?? '' }),
  /**
   * group pages; `{type}` is the group's granularity (entry, polymer_entity, non_polymer_entity)
   * @type {string}
   * @default https://www.rcsb.org/groups/summary/{type}/{id}
   */
  'group-url': (v) => ({ groupUrl: v ?? '' }),
  /**
   * pages of UniProt accessions typed in the bar
   * @type {string}
   * @default https://www.rcsb.org/groups/sequence/polymer_entity/{id}
   */
  'sequence-url': (v) => ({ sequenceUrl: v ?? '' }),
  /**
   * 'Explore in 3D' of each entry
   * @type {string}
   * @default https://www.rcsb.org/3d-view/{id}
   */
  '3d-url': (v) => ({ '3dUrl': v ?? '' }),
  /**
   * help pages; `{id}` is the page's path below /docs/ (search-and-browse/basic-search)
   * @type {string}
   * @default https://www.rcsb.org/docs/{id}
   */
  'docs-url': (v) => ({ docsUrl: v ?? '' }),
  // kept as given: contactUrl (model/link-templates.ts) ignores an unsafe one
  /**
   * the 'Contact Us' link offered with every error the server answers a search or a count with (a 4xx)
   * @type {string}
   * @default https://www.rcsb.org/pages/contactus
   */
  'contact-url': (v) => ({ contactUrl: v ?? '' }),
  /**
   * names this context's query history in session storage, so two contexts on one page keep their own (without it they share one)
   * @type {string}
   */
  'history-key': (v) => ({ historyKey: v?.trim() ?? '' }),
  /**
   * send search-bar submissions to this page with ?request= instead of searching here
   * @type {string}
   */
  'results-url': (v) => ({ resultsUrl: v?.trim() ?? '' }),
} satisfies Record<string, ToConfig>;

export type ContextAttributeName = keyof typeof CONTEXT_ATTRIBUTES;
