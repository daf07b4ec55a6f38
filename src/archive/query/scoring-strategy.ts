// request_options.scoring_strategy: 'combined' ranks by the sum of every terminal's normalised
// score (what the evaluator computes); a service name ranks by that service's terminals alone, so
// "similar to this sequence AND resolution < 2 Å" can be ordered by sequence similarity while the
// attribute only filters. When the query has no terminal of the named service the combined
// ranking stands: nothing else could order the hits.

import type { TerminalOutcome } from './evaluate.ts';
import type { HitSpace } from './hits-arena.ts';
import { Hits } from './hits.ts';

/** The services a strategy name covers ('text' is the structure attributes' service alone). */
const SERVICES_OF_STRATEGY: Record<string, readonly string[]> = {
  sequence: ['sequence'],
  seqmotif: ['seqmotif'],
  strucmotif: ['strucmotif'],
  structure: ['structure'],
  chemical: ['chemical'],
  text: ['text'],
  text_chem: ['text_chem'],
  full_text: ['full_text'],
};

export function applyScoringStrategy(
  hits: Hits,
  terminals: readonly TerminalOutcome[],
  strategy: string | undefined,
  space: HitSpace,
): Hits {
  const services = strategy ? SERVICES_OF_STRATEGY[strategy] : undefined;
  if (!services) return hits;
  const ranking = terminals.filter((t) => services.includes(t.service));
  if (ranking.length === 0) return hits;
  const out = new Hits(space);
  hits.forEach((_score, row) => {
    let score = 0;
    for (const terminal of ranking) {
      const original = terminal.hits.get(row);
      if (original !== undefined && terminal.max > 0) score += original / terminal.max;
    }
    out.set(row, score);
  });
  return out;
}
