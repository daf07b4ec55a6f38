// RCSB MMseqs2 sequence clusters by polymer entity (one cluster per line, members separated by
// spaces). The cluster id is the line's 1-based position, as in rcsb_cluster_membership.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { readText } from './read-lines.ts';

export const CLUSTER_CUTOFFS = [30, 40, 50, 70, 90, 95, 100] as const;
export type ClusterCutoff = (typeof CLUSTER_CUTOFFS)[number];

export interface ClusterData {
  /** entity id (`4HHB_1`) -> cutoff -> cluster id */
  byEntity: Map<string, Map<ClusterCutoff, number>>;
  cutoffs: ClusterCutoff[];
}

/** `entries`: the archive's entry ids; members are kept when their entry part is one of them. */
export function loadClusters(dir: string, entries: ReadonlySet<string>): ClusterData {
  const data: ClusterData = { byEntity: new Map(), cutoffs: [] };
  for (const cutoff of CLUSTER_CUTOFFS) {
    const file = path.join(dir, `clusters-by-entity-${cutoff}.txt.gz`);
    if (!existsSync(file)) continue;
    data.cutoffs.push(cutoff);
    const text = readText(file);
    let line = 1;
    let start = 0;
    // Scan token by token without splitting the whole file: most tokens are not ours.
    for (let i = 0; i <= text.length; i++) {
      const code = i < text.length ? text.charCodeAt(i) : 10;
      if (code !== 32 && code !== 10 && code !== 13) continue;
      if (i > start) {
        const separator = text.lastIndexOf('_', i - 1);
        if (separator > start && entries.has(text.slice(start, separator))) {
          const token = text.slice(start, i);
          let map = data.byEntity.get(token);
          if (!map) data.byEntity.set(token, (map = new Map()));
          map.set(cutoff, line);
        }
      }
      if (code === 10) line++;
      start = i + 1;
    }
  }
  return data;
}
