// results_content_type and score normalisation: which hits a response may show (experimental
// structures, computed models) and their scores divided by the best one shown.

import type { ArchiveIndex } from './archive-index.ts';
import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';
import { DEFAULT_RESULTS_CONTENT_TYPE } from '../../model/constants/limits.ts';
import type { SearchRequest } from '../../model/types.ts';

type ContentTypes = NonNullable<SearchRequest['request_options']>['results_content_type'];

/** Whether a row may be shown: computed models only when asked for; definitions always. */
export function contentTypeFilter(index: ArchiveIndex, requested: ContentTypes): (row: number) => boolean {
  const contentTypes = new Set(requested ?? DEFAULT_RESULTS_CONTENT_TYPE);
  const allowExperimental = contentTypes.has('experimental');
  const allowComputational = contentTypes.has('computational');
  const flags = index.computational;
  return (row: number): boolean => {
    const flag = flags[row] ?? -1;
    return flag === 1 ? allowComputational : flag === 0 ? allowExperimental : true;
  };
}

/**
 * The hits of the requested content types with scores divided by the best one. The evaluated
 * hits are used as they are when nothing changes (every hit allowed, best score 1), which is
 * the common case of attribute filters: no copy of 100,000+ rows.
 */
export function normalisedScores(raw: Hits, kept: number, allowed: (row: number) => boolean, space: HitSpace): Hits {
  const common = raw.commonScore;
  if (kept === raw.size && common === 1) return raw;
  let best = 0;
  if (common !== undefined) best = kept > 0 ? Math.max(0, common) : 0;
  else {
    const rows = raw.rows();
    for (let i = 0; i < rows.length; i++)
      if (allowed(rows[i] as number)) best = Math.max(best, raw.scoreOf(rows[i] as number));
    if (kept === raw.size && best === 1) return raw;
  }
  // a best score of 0 (only negated conditions) makes every score 1
  if (best > 0) return raw.filterScaled(allowed, best);
  return Hits.fromRows(space, raw.filterScaled(allowed, 1).rows());
}
