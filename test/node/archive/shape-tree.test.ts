// The structure service's filter index (shape-tree.ts): its nearest-first search gives exactly
// the order of a full sort by (descriptor distance, row) under a length filter — on random
// descriptors with exact duplicates (ties) and on the shared archive's chains and assemblies,
// where the candidates must be those of the linear scan the tree replaced, so answers stay as
// they were.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { candidates, lengthFilter, MAX_CANDIDATES } from '../../../src/archive/services/structure/candidates.ts';
import { readStructureRequest } from '../../../src/archive/services/structure/parameters.ts';
import {
  DESCRIPTOR_LENGTH,
  descriptorDistance,
  shapeDescriptor,
} from '../../../src/archive/services/structure/shape-descriptor.ts';
import { ShapeTable, shapeOf, type ShapeKind } from '../../../src/archive/services/structure/shape-index.ts';
import { ShapeTree, type LengthFilter } from '../../../src/archive/services/structure/shape-tree.ts';
import type { StructureRequest } from '../../../src/archive/services/structure/parameters.ts';
import { caTrace, type CaTrace } from '../../../src/model/structure-alignment/ca-trace.ts';
import { random } from '../../../bench/scale/random.ts';
import { getTestArchive } from './fixture.ts';

function scan(query: Float32Array, descriptors: Float32Array, residues: number[], filter: LengthFilter): number[] {
  return residues
    .map((r, i) => ({ i, r, d: descriptorDistance(query, 0, descriptors, i * DESCRIPTOR_LENGTH) }))
    .filter(({ r }) => filter.accepts(r))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map(({ i }) => i);
}

test('nearest-first search gives the order of a full sort, ties in row order, under length filters', () => {
  const next = random(5);
  const count = 3000;
  const descriptors = new Float32Array(count * DESCRIPTOR_LENGTH);
  const residues: number[] = [];
  // descriptors of low intrinsic dimension (three hidden factors), as real ones are
  const mixing = Array.from({ length: DESCRIPTOR_LENGTH * 3 }, () => next());
  for (let i = 0; i < count; i++) {
    // every fifth an exact copy of an earlier one: equal distances, ordered by row
    const copy = i > 10 && i % 5 === 0 ? Math.floor(next() * i) : -1;
    const factors = [next(), next(), next()];
    for (let k = 0; k < DESCRIPTOR_LENGTH; k++)
      descriptors[i * DESCRIPTOR_LENGTH + k] =
        copy >= 0
          ? descriptors[copy * DESCRIPTOR_LENGTH + k]!
          : factors.reduce((sum, f, j) => sum + f * mixing[3 * k + j]!, 0);
    residues.push(copy >= 0 ? residues[copy]! : 10 + Math.floor(next() * 500));
  }
  const tree = new ShapeTree(
    descriptors,
    residues,
    residues.map((_, i) => i),
  );
  for (let q = 0; q < 40; q++) {
    const query = q % 2 ? descriptors.slice(q * 7 * DESCRIPTOR_LENGTH, (q * 7 + 1) * DESCRIPTOR_LENGTH) : null;
    const probe = query ?? Float32Array.from({ length: DESCRIPTOR_LENGTH }, () => next());
    const filter = lengthFilter(20 + q * 10, 0.5, q % 3 === 0);
    const expected = scan(probe, descriptors, residues, filter);
    const limit = q % 4 === 0 ? Infinity : 1 + q * 3;
    const got: number[] = [];
    tree.nearest(probe, filter, (item) => got.push(item) < limit);
    assert.deepEqual(got, expected.slice(0, limit), `query ${q}`);
    if (limit < 200) assert.ok(tree.computed < count / 2, `query ${q}: ${tree.computed} distances`);
  }
  // an empty tree finds nothing
  new ShapeTree(new Float32Array(0), [], []).nearest(
    descriptors.slice(0, DESCRIPTOR_LENGTH),
    lengthFilter(50, 0.5, false),
    () => assert.fail('an item from nowhere'),
  );
});

/** The candidates as the linear scan chose them before the tree (rigid copies join their shape). */
function scannedCandidates(table: ShapeTable, query: CaTrace, kind: ShapeKind, request: StructureRequest): number[] {
  const { targets, descriptors } = table.set(kind);
  const descriptor = shapeDescriptor(query.coords, query.sec);
  const filter = lengthFilter(query.length, request.cutoff, request.similarity === 'global' || kind === 'assembly');
  const ranked = targets
    .map((target, i) => ({ target, distance: descriptorDistance(descriptor, 0, descriptors, i * DESCRIPTOR_LENGTH) }))
    .filter(({ target }) => filter.accepts(target.residues))
    .sort((a, b) => a.distance - b.distance || a.target.row - b.target.row);
  const shapes = new Set<number>();
  const chosen: number[] = [];
  for (const { target } of ranked) {
    if (!shapes.has(shapeOf(target))) {
      if (shapes.size >= MAX_CANDIDATES[kind]) continue;
      shapes.add(shapeOf(target));
    }
    chosen.push(target.row);
  }
  return chosen;
}

test('on the shared archive the candidates are those of the linear scan, in its order', async () => {
  const index = new ArchiveIndex((await getTestArchive()).file);
  try {
    const table = new ShapeTable(index.db);
    for (const kind of ['chain', 'assembly'] as const) {
      const { targets } = table.set(kind);
      const step = Math.max(1, Math.floor(targets.length / 40));
      for (let i = 0; i < targets.length; i += step) {
        const target = targets[i]!;
        const coords = kind === 'chain' ? table.chainCoords(target.row) : undefined;
        if (kind === 'chain' && !coords) continue;
        const value =
          kind === 'chain'
            ? { entry_id: target.entryId, asym_id: target.partId }
            : { entry_id: target.entryId, assembly_id: target.partId };
        for (const options of [{}, { operator: 'relaxed_shape_match' }, { similarity_type: 'global' }]) {
          const request = readStructureRequest({ value, ...options });
          // a chain's own trace; for assemblies a chain trace of the archive serves as the query
          const chains = table.set('chain').targets;
          const query = caTrace(coords ?? table.chainCoords(chains[i % chains.length]!.row)!);
          assert.deepEqual(
            candidates(table, query, kind, request).map((t) => t.row),
            scannedCandidates(table, query, kind, request),
            `${kind} ${target.entryId} ${target.partId} ${JSON.stringify(options)}`,
          );
        }
      }
    }
  } finally {
    index.close();
  }
});
