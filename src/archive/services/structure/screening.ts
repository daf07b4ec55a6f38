// Step 2 of a structure search: how each candidate is aligned — TM-align's fast mode with
// USalign's screening, given up early below the cut-off (see service.ts for the whole search).

import type { StructureRequest } from './parameters.ts';
import { USALIGN_CUTOFF_FACTORS, type TmAlignOptions } from '../../../model/structure-alignment/tm-align.ts';

/**
 * Screening schedules: after each initial alignment (and before the final search) a candidate
 * is given up when the estimate of its TM-score is below factor × cut-off. The estimate
 * approaches the final score stage by stage, more slowly for weaker pairs; on 1,600 candidate
 * pairs of 40 archive queries the lowest estimate/final ratios per stage were 0.79, 0.91, 0.91,
 * 0.91, 0.97, 0.97 for pairs ending ≥ 0.5 and 0.58, 0.58, 0.86, 0.91, 0.91, 0.91 for pairs
 * ending ≥ 0.4. These schedules keep a margin below those; weaker cut-offs (ptmscore_cutoff)
 * use USalign's own -TMcut schedule.
 */
export function screenFactors(cutoff: number): readonly number[] {
  if (cutoff >= 0.5) return [0.7, 0.8, 0.8, 0.8, 0.85, 0.85];
  if (cutoff >= 0.4) return [0.5, 0.5, 0.75, 0.8, 0.8, 0.8];
  return USALIGN_CUTOFF_FACTORS;
}
/** First-stage estimate above which the other initial alignments are skipped. */
export const CONFIDENT = 0.8;
/** How the service runs TM-align: the fast mode threading at every offset, screened for the cut-off. */
export function alignOptions(request: StructureRequest): TmAlignOptions {
  return {
    fast: true,
    everyOffset: true,
    cutoff: request.cutoff,
    cutoffFactors: screenFactors(request.cutoff),
    confident: CONFIDENT,
    normaliseByTarget: request.similarity === 'global',
  };
}
