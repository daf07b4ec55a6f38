// The parts of ArchiveSearch.answer's stages (search.ts) that need no archive: what the stages
// share, how the shown results are shaped, and the explain metadata of a query's timings.

import type { DocType } from '../doc-types.ts';
import type { TerminalOutcome } from './evaluate.ts';
import type { HitsArena } from './hits-arena.ts';
import type { Hits } from './hits.ts';
import type { FilteredSortKeys } from './ranking.ts';
import type { ResultItem } from './search-response.ts';
import type { ExplainMetadata, RequestOptions, SearchRequest } from '../../model/types.ts';

/** What the stages of one query share. */
export interface QueryRun {
  request: SearchRequest;
  options: RequestOptions;
  target: DocType;
  now: Date;
  arena: HitsArena;
}

/** How the shown results are picked and written: the page, the scores, the item and sort keys. */
export interface ResultShape {
  start: number;
  size: number;
  page: <T>(list: T[]) => T[];
  scores: Hits;
  item: (row: number) => ResultItem | string;
  filtered: FilteredSortKeys;
}

export interface StageTimes {
  started: number;
  sortMillis: number;
  facetMillis?: number;
  groupingMillis?: number;
}

export function explainMetadata(terminals: readonly TerminalOutcome[], times: StageTimes): ExplainMetadata {
  const timings: Record<string, number> = {};
  for (const t of terminals) timings[String(t.nodeId)] = Math.round(t.millis * 1000) / 1000;
  return {
    total_timing: Math.round((performance.now() - times.started) * 1000) / 1000,
    ...(times.facetMillis !== undefined ? { facet_timing: times.facetMillis } : {}),
    sort_timing: times.sortMillis,
    ...(times.groupingMillis !== undefined ? { grouping_timing: times.groupingMillis } : {}),
    terminal_node_timings: timings,
  };
}
