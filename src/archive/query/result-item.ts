// One result item at the requested verbosity: the identifier alone (compact), with its score
// (minimal), or with what each service said of it and its match contexts (verbose).

import type { ArchiveIndex } from './archive-index.ts';
import type { TerminalOutcome } from './evaluate.ts';
import type { Hits } from './hits.ts';
import type { ResultItem } from './search-response.ts';

export function resultItem(
  index: ArchiveIndex,
  row: number,
  scores: Hits,
  verbosity: string,
  terminals: readonly TerminalOutcome[],
): ResultItem | string {
  const identifier = index.id(row);
  if (verbosity === 'compact') return identifier;
  const score = Math.round((scores.get(row) ?? 0) * 1e6) / 1e6;
  if (verbosity !== 'verbose') return { identifier, score };
  const services: NonNullable<ResultItem['services']> = [];
  for (const terminal of terminals) {
    const original = terminal.hits.get(row);
    if (original === undefined) continue;
    let entry = services.find((s) => s.service_type === terminal.service);
    if (!entry) services.push((entry = { service_type: terminal.service, nodes: [] }));
    const context = terminal.contexts?.get(row);
    entry.nodes.push({
      node_id: terminal.nodeId,
      original_score: original,
      norm_score: terminal.max > 0 ? original / terminal.max : 0,
      ...(context ? { match_context: [...context] } : {}),
    });
  }
  return { identifier, score, services };
}
