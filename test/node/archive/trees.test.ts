// Issue 16, first slice: the classification trees of extra/trees/ read by header names, one node per
// id (GO's several parents kept), map rows once per identifier-node pair, and lineages with the
// root left out, every ancestor once and the shortest depth, checked against the files themselves.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { loadTrees, TREE_IDS } from '../../../src/archive/ingest/annotations/trees.ts';
import { Lineages } from '../../../src/archive/ingest/annotations/lineage.ts';

const TREES = path.join(resolveSourceDir(), 'extra', 'trees');
const trees = loadTrees(TREES);

/** The rows of a TSV file as cells, header dropped (read here on its own, not through the loader). */
const rows = (file: string): string[][] =>
  readFileSync(path.join(TREES, file), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));

test('every tree loads with one node per id of its nodes.tsv and its one root', () => {
  for (const id of TREE_IDS) {
    const tree = trees[id];
    assert.ok(tree, `${id} loads`);
    const ids = new Set(rows(`${id}/nodes.tsv`).map(([nodeId]) => nodeId));
    assert.equal(tree.nodes.size, ids.size, id);
    assert.deepEqual(tree.nodes.get(tree.root)?.parents, []);
  }
  assert.deepEqual(
    TREE_IDS.map((id) => trees[id]!.root),
    ['1', 'EC', 'all', 'Pfam', 'SCOP2'],
  );
});

test('GO keeps every parent of a term; map rows are kept once per identifier and node', () => {
  const go = trees.go!;
  const parents = rows('go/nodes.tsv').filter(([nodeId]) => nodeId === 'GO:2001240');
  assert.equal(parents.length, 3);
  assert.deepEqual([...go.nodes.get('GO:2001240')!.parents].sort(), parents.map((row) => row[1]).sort());
  assert.deepEqual([...trees.scop2!.map.auth_chain.get('1A8O.A')!].sort(), ['3001819', '4000865']);
  assert.equal(rows('scop2/map.tsv').filter(([key]) => key === '1A8O.A').length, 4, 'the file repeats them');
});

test('taxonomy maps placed taxids only, by display name', () => {
  const taxonomy = trees.taxonomy!;
  assert.deepEqual([...taxonomy.map.entity.get('4HHB_1')!], ['9606']);
  const unplaced = rows('taxonomy/map.tsv').filter((row) => row[6] !== 'placed');
  assert.ok(unplaced.length > 0);
  for (const [key, kind, taxid] of unplaced) {
    const held = taxonomy.map[kind as 'entity'].get(key!);
    assert.ok(!held?.has(taxid!), `${key} ${taxid} is not placed`);
  }
  assert.ok(![...taxonomy.nodes.values()].some((node) => /<.*>$/.test(node.name)), 'no NCBI unique-name suffix');
});

test("a lineage: the root left out, the node's ancestors once, depth 1 under the root", () => {
  const human = new Lineages(trees.taxonomy!).of('9606');
  assert.deepEqual(human[0], { id: '131567', name: 'cellular organisms', depth: 1 });
  assert.deepEqual(human.at(-1), { id: '9606', name: 'Homo sapiens', depth: human.length });
  for (const id of ['2759', '40674', '9605'])
    assert.ok(
      human.some((step) => step.id === id),
      id,
    );
  assert.deepEqual(
    human.map((step) => step.depth),
    human.map((_, i) => i + 1),
    'a tree: one node per depth',
  );
  assert.deepEqual(new Lineages(trees.pfam!).of('PF00042'), [
    { id: 'CL0090', name: trees.pfam!.nodes.get('CL0090')!.name, depth: 1 },
    { id: 'PF00042', name: 'Globin', depth: 2 },
  ]);
  assert.deepEqual(new Lineages(trees.ec!).of('EC'), [], 'the root has no lineage');
});

test('GO lineages list each ancestor once at its shortest depth', () => {
  const go = trees.go!;
  const lineages = new Lineages(go);
  for (const id of ['GO:2001240', 'GO:2000645', 'GO:1900102', 'GO:0005344']) {
    const steps = lineages.of(id);
    const ids = steps.map((step) => step.id);
    assert.equal(new Set(ids).size, ids.length, `${id}: no ancestor twice`);
    const depthOf = new Map(steps.map((step) => [step.id, step.depth]));
    for (const step of steps) {
      const parents = go.nodes.get(step.id)!.parents;
      const parentDepths = parents.map((parent) => (parent === go.root ? 0 : depthOf.get(parent)!));
      assert.ok(
        parentDepths.every((depth) => depth !== undefined),
        `${step.id}: its parents are in the lineage`,
      );
      assert.equal(step.depth, Math.min(...parentDepths) + 1, `${step.id}: the shortest path`);
    }
  }
});
