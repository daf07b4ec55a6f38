// The Search API v2 response as the result shaping reads it (src/model/search-data/): what the
// archive's query engine answers, and what the public service answers to the same request.
// Looser than the official typing (WireSearchResults in response.ts): service types are strings
// and match contexts are read field by field, since they come from another process or service.
// Pure types (see types.ts, which re-exports every module of the vocabulary).

import type { ReturnType } from './enumerations.ts';
import type { GroupBy } from './request.ts';
import type { ExplainMetadata } from './response.ts';

export interface SearchApiNodeScore {
  node_id: number;
  original_score: number;
  norm_score: number;
  match_context?: unknown[];
}

export interface SearchApiResultItem {
  identifier: string;
  score: number;
  services?: Array<{ service_type: string; nodes: SearchApiNodeScore[] }>;
}

export interface SearchApiFacetBucket {
  label: string;
  population: number;
  facets?: SearchApiFacetResult[];
}

export type SearchApiFacetResult = { name: string; buckets: SearchApiFacetBucket[] } | { name: string; value: number };

export interface SearchApiGroupItem {
  identifier: string;
  score: number;
  count: number;
  /**
   * The group's members in the whole archive, matching the query or not, computed models
   * included: what /search/data's group items say. The archive's engine adds it; it is not part of
   * the Search API's answer (without it the group's count stands in).
   */
  members_in_archive?: number;
  representative?: SearchApiResultItem | string;
  result_set?: Array<SearchApiResultItem | string>;
}

export interface SearchApiResponse {
  query_id: string;
  result_type: ReturnType;
  total_count: number;
  result_set?: Array<SearchApiResultItem | string>;
  group_set?: Array<SearchApiGroupItem | string>;
  group_by_count?: number;
  ungrouped_count?: number;
  group_by?: GroupBy;
  facets?: SearchApiFacetResult[];
  explain_metadata?: ExplainMetadata;
}
