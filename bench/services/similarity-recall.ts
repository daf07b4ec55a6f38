// Recall of the structure service's filter index (issue 36): 100 real chains of the shared
// archive (evenly spread over its distinct chain shapes; on a synthetic archive, chains of the
// first clone of each template, see similarity.ts) searched strict (TM-score ≥ 0.5) by
// the service as it is, and by the same service aligning every target the length cut leaves
// (exhaustive TM-align; the same alignment mode and screening, which the tests prove gives the
// hits of unscreened alignment). A query's own clone family is left out of the count: on the
// shared archive its own shape (the chain and its rigid copies), on a synthetic one every clone
// of its template. Printed: the recall pooled over
// all hits and the mean of the per-query recalls, shapes aligned, p50/p95 of both searches (cold:
// no result cache), the queries that lose most, and the recall the nearest K shapes would give
// for other K (a hit's rank is its shape's rank in the nearest-first order).

import type { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { readStructureRequest } from '../../src/archive/services/structure/parameters.ts';
import { StructureService } from '../../src/archive/services/structure/service.ts';
import { ShapeTable, shapeOf, type ShapeTarget } from '../../src/archive/services/structure/shape-index.ts';
import { fmt, quantile } from '../lib/stats.ts';

const QUERIES = 100;
const OTHER_SHORTLISTS = [10, 20, 30, 50, 100, 200, 400];

interface QueryRecall {
  id: string;
  length: number;
  hits: number;
  found: number;
  /** Shape ranks (nearest first) of the exhaustive hits, own shape left out. */
  ranks: number[];
}

/** Which queries a recall run asks, and which hits of each are its own clone family (not counted). */
export interface RecallQueries {
  label: string;
  queries: ShapeTarget[];
  ownFamily(query: ShapeTarget, hit: ShapeTarget): boolean;
}

/** The shared archive: QUERIES chains evenly spread over its distinct shapes; a family is a shape. */
export function sharedQueries(index: ArchiveIndex, count = QUERIES): RecallQueries {
  const shapes = new ShapeTable(index.db).set('chain').targets.filter((t) => t.copyOf === undefined);
  return {
    label: 'the shared archive',
    queries: Array.from(
      { length: Math.min(count, shapes.length) },
      (_, k) => shapes[Math.floor((k * shapes.length) / count)]!,
    ),
    ownFamily: (query, hit) => shapeOf(query) === shapeOf(hit),
  };
}

const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);

export async function benchFilterRecall(index: ArchiveIndex, asked: RecallQueries): Promise<void> {
  const filtered = new StructureService(index, { resultCache: 0 });
  const exhaustive = new StructureService(index, { resultCache: 0, shortlist: { chain: Infinity } });
  await Promise.all([filtered.startWorkers(), exhaustive.startWorkers()]);
  const { queries } = asked;
  const byRow = new Map(new ShapeTable(index.db).set('chain').targets.map((t) => [t.row, t]));
  console.log(
    `\nRecall of the filter on ${asked.label}: ${queries.length} chains as queries, strict (TM-score ≥ 0.5), own clone family left out`,
  );
  const results: QueryRecall[] = [];
  const times = { filtered: [] as number[], exhaustive: [] as number[] };
  let aligned = 0,
    alignedAll = 0,
    extra = 0;
  try {
    for (const query of queries) {
      const parameters = { value: { entry_id: query.entryId, asym_id: query.partId } };
      const request = readStructureRequest(parameters);
      const trace = await exhaustive.queryTrace(request);
      const order = exhaustive.candidates(trace, 'chain', request);
      const shapeRank = new Map<number, number>();
      const shapeOfRow = new Map<number, number>();
      for (const target of order) {
        if (!shapeRank.has(shapeOf(target))) shapeRank.set(shapeOf(target), shapeRank.size);
        shapeOfRow.set(target.row, shapeOf(target));
      }
      alignedAll += shapeRank.size;
      aligned += new Set(filtered.candidates(trace, 'chain', request).map(shapeOf)).size;

      let started = performance.now();
      const all = await exhaustive.search(parameters);
      times.exhaustive.push(performance.now() - started);
      started = performance.now();
      const some = new Set((await filtered.search(parameters)).map((hit) => hit.row));
      times.filtered.push(performance.now() - started);

      const truth = all.filter((hit) => !asked.ownFamily(query, byRow.get(hit.row)!));
      const allRows = new Set(all.map((hit) => hit.row));
      extra += [...some].filter((row) => !allRows.has(row)).length;
      results.push({
        id: `${query.entryId}.${query.partId}`,
        length: trace.length,
        hits: truth.length,
        found: truth.filter((hit) => some.has(hit.row)).length,
        ranks: truth.map((hit) => shapeRank.get(shapeOfRow.get(hit.row)!)!),
      });
    }
  } finally {
    await Promise.all([filtered.close(), exhaustive.close()]);
  }

  const hits = results.reduce((sum, r) => sum + r.hits, 0);
  const found = results.reduce((sum, r) => sum + r.found, 0);
  const withHits = results.filter((r) => r.hits > 0);
  const meanRecall = withHits.reduce((sum, r) => sum + r.found / r.hits, 0) / Math.max(1, withHits.length);
  const pct = (value: number): string => `${(100 * value).toFixed(1)} %`;
  console.log(
    `  hits of exhaustive alignment: ${hits} (${withHits.length} queries have any); found by the service: ${found}`,
  );
  console.log(
    `  recall: ${pct(found / Math.max(1, hits))} pooled, ${pct(meanRecall)} mean per query (goal ≥ 95 %); hits the exhaustive search lacks: ${extra}`,
  );
  console.log(
    `  shapes aligned per query: ${(aligned / results.length).toFixed(1)} with the filter, ${(alignedAll / results.length).toFixed(1)} exhaustive`,
  );
  for (const [name, values] of Object.entries(times)) {
    const s = sorted(values);
    console.log(`  ${name.padEnd(10)} p50 ${fmt(quantile(s, 0.5))}, p95 ${fmt(quantile(s, 0.95))}`);
  }
  const worst = [...withHits].sort((a, b) => b.hits - b.found - (a.hits - a.found)).slice(0, 6);
  console.log(`  most hits lost: ${worst.map((r) => `${r.id} (${r.length} res.) ${r.found}/${r.hits}`).join(', ')}`);
  const curve = OTHER_SHORTLISTS.map((k) => {
    const kept = results.reduce((sum, r) => sum + r.ranks.filter((rank) => rank < k).length, 0);
    const mean =
      withHits.reduce((sum, r) => sum + r.ranks.filter((rank) => rank < k).length / r.hits, 0) /
      Math.max(1, withHits.length);
    return `${k}: ${pct(kept / Math.max(1, hits))} / ${pct(mean)}`;
  });
  console.log(`  recall (pooled / mean) if the nearest K shapes were aligned — ${curve.join(', ')}`);
}
