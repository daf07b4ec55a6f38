// What the query engine answers: the Search API v2 response as ArchiveSearch builds it. The
// request is the model's (src/model/types/request.ts); these result shapes are the engine's own,
// since a group item also says how many members the archive holds (for /search/data).

import type { ExplainMetadata, GroupBy, ReturnType } from '../../model/types.ts';

export interface NodeScore {
  node_id: number;
  original_score: number;
  norm_score: number;
  match_context?: unknown[];
}

export interface ResultItem {
  identifier: string;
  score: number;
  services?: Array<{ service_type: string; nodes: NodeScore[] }>;
}

export interface FacetBucket {
  label: string;
  population: number;
  facets?: FacetResult[];
}

export type FacetResult = { name: string; buckets: FacetBucket[] } | { name: string; value: number };

export interface GroupItem {
  identifier: string;
  score: number;
  count: number;
  /**
   * The group's members in the whole archive, matching the query or not, computed models
   * included: what /search/data's group items say; not part of the Search API's answer.
   */
  members_in_archive?: number;
  representative?: ResultItem | string;
  result_set?: Array<ResultItem | string>;
}

export interface SearchResponse {
  query_id: string;
  result_type: ReturnType;
  total_count: number;
  result_set?: Array<ResultItem | string>;
  group_set?: Array<GroupItem | string>;
  group_by_count?: number;
  ungrouped_count?: number;
  group_by?: GroupBy;
  facets?: FacetResult[];
  explain_metadata?: ExplainMetadata;
}
