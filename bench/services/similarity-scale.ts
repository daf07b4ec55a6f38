// The filter index's cost as the archive grows: the shared archive's chain descriptors replicated
// in memory to the chains of 2,000 ... 200,000 entries (3.5 chains with a descriptor per entry, as
// on the shared archive), each replica its template's descriptor plus per-feature Gaussian noise
// of the spread measured on real jittered clones (every Cα moved by 0.3 Å RMS, as bench/scale's
// clones are; their descriptors recomputed). Per size: the tree's build time, then for 50 real
// chains as queries the time to find the nearest shapes (the service's shortlist for that many
// chains: shortlistSize) and how many descriptor distances that took, against the linear scan the service used before (a distance to every target, then a sort).

import { ShapeTable } from '../../src/archive/services/structure/shape-index.ts';
import { ShapeTree } from '../../src/archive/services/structure/shape-tree.ts';
import { lengthFilter, shortlistSize } from '../../src/archive/services/structure/candidates.ts';
import { caTrace } from '../../src/model/structure-alignment/ca-trace.ts';
import {
  DESCRIPTOR_LENGTH,
  descriptorDistance,
  shapeDescriptor,
} from '../../src/archive/services/structure/shape-descriptor.ts';
import { gaussian, random, type Random } from '../scale/random.ts';
import { fmt, quantile, row } from '../lib/stats.ts';
import type Database from 'better-sqlite3';

const ENTRIES = [2_000, 20_000, 50_000, 200_000];
const QUERIES = 50;
const CLONES_PER_TEMPLATE = 2;
const NOISE_RMS = 0.3;

/** Per-feature standard deviation of a descriptor under the clones' coordinate noise. */
function cloneSpread(table: ShapeTable, next: Random): Float64Array {
  const { targets, descriptors } = table.set('chain');
  const spread = new Float64Array(DESCRIPTOR_LENGTH);
  let samples = 0;
  for (let i = 0; i < targets.length; i += 5) {
    const coords = table.chainCoords(targets[i]!.row);
    if (!coords) continue;
    for (let c = 0; c < CLONES_PER_TEMPLATE; c++) {
      const moved = coords.map((v) => v + (NOISE_RMS / Math.sqrt(3)) * gaussian(next));
      const trace = caTrace(moved);
      const clone = shapeDescriptor(trace.coords, trace.sec);
      for (let k = 0; k < DESCRIPTOR_LENGTH; k++)
        spread[k] = spread[k]! + (clone[k]! - descriptors[i * DESCRIPTOR_LENGTH + k]!) ** 2;
      samples++;
    }
  }
  return spread.map((s) => Math.sqrt(s / samples));
}

export function benchFilterScale(db: Database.Database): void {
  const table = new ShapeTable(db);
  const { targets, descriptors } = table.set('chain');
  const entries = new Set(targets.map((t) => t.entryId)).size;
  const chainsPerEntry = targets.length / entries;
  const next = random(36);
  const spread = cloneSpread(table, next);
  console.log(
    `\nFilter cost by archive size (${targets.length} real chains of ${entries} entries replicated, ${chainsPerEntry.toFixed(2)} chains per entry; clone noise per feature ${[...spread].map((s) => s.toFixed(3)).join(' ')})`,
  );
  const widths = [9, 9, 10, 10, 12, 12, 10, 12];
  console.log(row(['entries', 'chains', 'build', 'shortlist', 'tree p50', 'distances', 'of all', 'scan p50'], widths));
  const queries = Array.from({ length: QUERIES }, (_, k) => Math.floor((k * targets.length) / QUERIES));
  for (const size of ENTRIES) {
    const count = Math.round(size * chainsPerEntry);
    const replicas = new Float32Array(count * DESCRIPTOR_LENGTH);
    const residues = new Int32Array(count);
    const rows = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const template = i % targets.length;
      const noise = i < targets.length ? 0 : 1;
      for (let k = 0; k < DESCRIPTOR_LENGTH; k++)
        replicas[i * DESCRIPTOR_LENGTH + k] =
          descriptors[template * DESCRIPTOR_LENGTH + k]! + noise * spread[k]! * gaussian(next);
      residues[i] = targets[template]!.residues;
      rows[i] = i;
    }
    const started = performance.now();
    const tree = new ShapeTree(replicas, residues, rows);
    const build = performance.now() - started;
    const shortlist = shortlistSize('chain', count);
    const treeTimes: number[] = [];
    const computed: number[] = [];
    const scanTimes: number[] = [];
    for (const q of queries) {
      const query = descriptors.slice(q * DESCRIPTOR_LENGTH, (q + 1) * DESCRIPTOR_LENGTH);
      const filter = lengthFilter(targets[q]!.residues, 0.5, false);
      let t = performance.now();
      let found = 0;
      tree.nearest(query, filter, () => ++found < shortlist);
      treeTimes.push(performance.now() - t);
      computed.push(tree.computed);
      // the scan before the tree: a distance to every target the length cut leaves, then a sort
      t = performance.now();
      const ranked: Array<{ i: number; distance: number }> = [];
      for (let i = 0; i < count; i++)
        if (filter.accepts(residues[i]!))
          ranked.push({ i, distance: descriptorDistance(query, 0, replicas, i * DESCRIPTOR_LENGTH) });
      ranked.sort((a, b) => a.distance - b.distance || a.i - b.i);
      scanTimes.push(performance.now() - t);
    }
    const p50 = (values: number[]): number =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    console.log(
      row(
        [
          size,
          count,
          fmt(build),
          shortlist,
          fmt(p50(treeTimes)),
          p50(computed),
          `${((100 * p50(computed)) / count).toFixed(2)} %`,
          fmt(p50(scanTimes)),
        ],
        widths,
      ),
    );
  }
}
