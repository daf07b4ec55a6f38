// The developer pages of seed 001 §2 and the Search API's GET form, in one place: the server's
// /search/tests index lists them and the developer-tools panel links to them, so the two cannot
// drift apart. Paths are on the archive server; callers put them on their own base.

export interface DevtoolsLink {
  href: string;
  label: string;
  /** A route of the Search API (on whichever server answers searches), not a developer page of ours. */
  searchApi?: true;
}

/** The index page of the developer tools on the archive server. */
export const DEVTOOLS_INDEX_PATH = '/search/tests';

/** Every developer page the index and the panel link to (seed 001 §2). */
export const DEVTOOLS_LINKS: readonly DevtoolsLink[] = [
  { href: '/search/tests/attr-map/structure/', label: 'Attribute map: structure attributes' },
  { href: '/search/tests/attr-map/chemical/', label: 'Attribute map: chemical attributes' },
  { href: '/search/tests/ui-metadata/html', label: 'UI metadata (html)' },
  { href: '/search/tests/ui-metadata/text', label: 'UI metadata (text)' },
  {
    href: '/rcsbsearch/v2/metadata/schema',
    label: 'Search API metadata schema: structure attributes',
    searchApi: true,
  },
  {
    href: '/rcsbsearch/v2/metadata/chemical/schema',
    label: 'Search API metadata schema: chemical attributes',
    searchApi: true,
  },
];

/** The Search API's query endpoint; GET takes the request as its `json` parameter. */
export const SEARCH_API_QUERY_PATH = '/rcsbsearch/v2/query';

/** The GET form of a request, as the public Search API accepts it ("Open as Search API JSON"). */
export function searchApiGetPath(request: unknown): string {
  return `${SEARCH_API_QUERY_PATH}?json=${encodeURIComponent(JSON.stringify(request))}`;
}
