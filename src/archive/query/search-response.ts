// What the query engine answers: the Search API v2 response as ArchiveSearch builds it. The
// request is the model's (src/model/types/request.ts), and so is the response
// (src/model/types/search-api.ts), which the result shaping reads from the engine or from the
// public service alike; the engine names its parts by these short names.

export type {
  SearchApiNodeScore as NodeScore,
  SearchApiResultItem as ResultItem,
  SearchApiFacetBucket as FacetBucket,
  SearchApiFacetResult as FacetResult,
  SearchApiGroupItem as GroupItem,
  SearchApiResponse as SearchResponse,
} from '../../model/types.ts';
