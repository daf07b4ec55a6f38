// Issue 34, Browse Annotations from the public APIs: what lineage records say about a node's
// parent. One organism's lineage is a chain; an entity's EC numbers share one merged record, where
// a step may have two candidate parents until another record names one alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineageKnowledge } from '../../../src/client/direct/trees/lineage-knowledge.ts';

const step = (id: string, depth: number) => ({ id, name: `name of ${id}`, depth });

test('a chain: every step’s parent is the one above it, the first step’s the root', () => {
  const known = new LineageKnowledge('1');
  known.learn([step('131567', 1), step('2759', 2), step('33154', 3)]);
  assert.equal(known.parentOf('131567'), '1');
  assert.equal(known.parentOf('33154'), '2759');
  assert.ok(known.isChildOf('2759', '131567'));
  assert.ok(!known.isChildOf('33154', '131567'), 'a grandchild is no child');
  assert.ok(!known.isChildOf('9606', '131567'), 'an unread node is no child');
  assert.deepEqual(known.pathTo('33154'), ['1', '131567', '2759', '33154']);
  assert.equal(known.name('2759'), 'name of 2759');
  assert.equal(known.depth('1'), 0);
});

test('a merged record leaves a parent in doubt until a record names it alone', () => {
  const known = new LineageKnowledge('EC');
  known.learn([step('2', 1), step('3', 1), step('2.7', 2), step('3.1', 2)]);
  assert.ok(known.needsRecords('2.7'));
  assert.equal(known.parentOf('2.7'), undefined);
  assert.ok(known.isChildOf('2.7', '2') && known.isChildOf('2.7', '3'), 'both allowed while in doubt');
  known.learn([step('2', 1), step('2.7', 2)]);
  assert.ok(!known.needsRecords('2.7'));
  assert.equal(known.parentOf('2.7'), '2');
  assert.ok(!known.isChildOf('2.7', '3'));
  known.learn([step('3', 1), step('4', 1), step('3.1', 2), step('4.2', 2)]);
  assert.equal(known.parentOf('3.1'), '3', 'the parent both merged records allow');
});

test('a tree’s own rule tells the parent in a merged record: an EC number extends its class’s', () => {
  const known = new LineageKnowledge('EC', (id, above) => above.filter((parent) => id.startsWith(`${parent}.`)));
  known.learn([step('1', 1), step('3', 1), step('1.1', 2), step('3.1', 2), step('1.1.1', 3)]);
  assert.equal(known.parentOf('1.1'), '1');
  assert.ok(!known.isChildOf('1.1', '3'));
  assert.equal(known.parentOf('1.1.1'), '1.1');
});
