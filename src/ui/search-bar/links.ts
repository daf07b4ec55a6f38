// Where the 'Advanced Search' and 'Browse Annotations' links under the bar point (seed 001 §2:
// /search/advanced and /search/browse/atc). They are relative to the results page: a standalone
// bar with results-url="/pdb/search" links to /pdb/search/advanced; with no results page they go
// to the site of link-base (rcsb.org by default). Either can be set outright by attribute.

export const DEFAULT_BROWSE_TREE = 'atc';

function withoutQuery(url: string): string {
  return (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
}

export function searchPageLinks(options: {
  resultsUrl: string;
  linkBase: string;
  advancedUrl?: string;
  browseUrl?: string;
}): {
  advanced: string;
  browse: string;
} {
  const base = options.resultsUrl ? withoutQuery(options.resultsUrl) : `${options.linkBase.replace(/\/+$/, '')}/search`;
  return {
    advanced: options.advancedUrl || `${base}/advanced`,
    browse: options.browseUrl || `${base}/browse/${DEFAULT_BROWSE_TREE}`,
  };
}
