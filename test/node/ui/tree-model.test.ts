// Browse Annotations' pure parts: the loaded tree (open, children, selection, the tree-select
// splice), the rows shown, the APG keyboard and type-ahead, and the node search button's label.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TreeNode } from '../../../src/model/types.ts';
import { TREES } from '../../../src/model/trees.ts';
import {
  nodeAt,
  rowIndexOf,
  selectPath,
  selectedPath,
  setOpen,
  spliceSelection,
  visibleRows,
  withChildren,
} from '../../../src/ui/tree/tree-model.ts';
import { createTypeAhead, treeKeyAction, typeAheadMatch } from '../../../src/ui/tree/tree-keys.ts';
import { browseOptionsDoc } from '../../../src/model/link-templates.ts';
import { nodeSearchLabel, treeOptionLabel } from '../../../src/ui/tree/tree-labels.ts';
import { searchableText } from '../../../src/ui/tree/use-tree-search.ts';

const leaf = (id: string, n: string, d: number, i: number, c = 1): TreeNode => ({ id, n, d, i, c, o: false, s: false });
const parent = (id: string, n: string, d: number, i: number, c = 10): TreeNode => ({
  ...leaf(id, n, d, i, c),
  hasCh: true,
});

function sampleRoot(): TreeNode {
  return {
    id: '1',
    n: 'root',
    d: 0,
    o: true,
    ch: [parent('2759', 'Eukaryota', 1, 0, 900), parent('2', 'Bacteria', 1, 1, 300), leaf('10239', 'Viruses', 1, 2, 5)],
  };
}

test('children load into the node, which opens; rows follow what is open', () => {
  let root = sampleRoot();
  assert.deepEqual(
    visibleRows(root).map((r) => [r.node.n, r.level, r.setSize, r.posInSet, r.parent]),
    [
      ['Eukaryota', 1, 3, 1, -1],
      ['Bacteria', 1, 3, 2, -1],
      ['Viruses', 1, 3, 3, -1],
    ],
  );
  root = withChildren(root, ['2759'], [parent('33208', 'Metazoa', 2, 0), leaf('4751', 'Fungi', 2, 1)]);
  assert.equal(nodeAt(root, ['2759'])!.o, true);
  assert.deepEqual(
    visibleRows(root).map((r) => `${r.level}:${r.node.n}`),
    ['1:Eukaryota', '2:Metazoa', '2:Fungi', '1:Bacteria', '1:Viruses'],
  );
  assert.equal(visibleRows(root)[2]!.parent, 0);
  const closed = setOpen(root, ['2759'], false);
  assert.equal(visibleRows(closed).length, 3);
  // a closed branch hides the rest: the nearest shown ancestor stands in
  assert.equal(rowIndexOf(visibleRows(closed), ['2759', '4751']), 0);
  // untouched branches are shared
  assert.equal(closed.ch![1], root.ch![1]);
});

test('one node is selected at a time', () => {
  let root = withChildren(sampleRoot(), ['2759'], [leaf('4751', 'Fungi', 2, 0)]);
  root = selectPath(root, ['2759', '4751']);
  assert.deepEqual(selectedPath(root), ['2759', '4751']);
  root = selectPath(root, ['2']);
  assert.deepEqual(selectedPath(root), ['2']);
  assert.equal(nodeAt(root, ['2759', '4751'])!.s, false);
  assert.equal(selectedPath(selectPath(root, null)), null);
});

test('a tree-select answer is spliced in: its path opens and is selected, children loaded elsewhere stay', () => {
  let loaded = withChildren(sampleRoot(), ['2'], [leaf('1224', 'Pseudomonadota', 2, 0)]);
  loaded = selectPath(loaded, ['2', '1224']);
  const answer: TreeNode = {
    ...sampleRoot(),
    ch: [
      {
        ...parent('2759', 'Eukaryota', 1, 0, 900),
        o: true,
        ch: [
          { ...parent('33208', 'Metazoa', 2, 0), o: true, s: true, ch: [leaf('7711', 'Chordata', 3, 0)] },
          leaf('4751', 'Fungi', 2, 1),
        ],
      },
      parent('2', 'Bacteria', 1, 1, 300),
      leaf('10239', 'Viruses', 1, 2, 5),
    ],
  };
  const { root, selected } = spliceSelection(loaded, answer);
  assert.deepEqual(selected, ['2759', '33208']);
  assert.deepEqual(selectedPath(root), ['2759', '33208']);
  assert.equal(nodeAt(root, ['2'])!.o, true, 'Bacteria stays open');
  assert.equal(nodeAt(root, ['2', '1224'])!.n, 'Pseudomonadota', 'its children stay loaded');
  assert.equal(nodeAt(root, ['2', '1224'])!.s, false, 'the old selection is cleared');
  assert.deepEqual(
    visibleRows(root).map((r) => r.node.n),
    ['Eukaryota', 'Metazoa', 'Chordata', 'Fungi', 'Bacteria', 'Pseudomonadota', 'Viruses'],
  );
  // nothing loaded yet: the answer is the tree
  assert.deepEqual(selectedPath(spliceSelection(null, answer).root), ['2759', '33208']);
});

test('keys of the APG tree view', () => {
  const root = withChildren(sampleRoot(), ['2759'], [leaf('4751', 'Fungi', 2, 0)]);
  const rows = visibleRows(root); // Eukaryota (open), Fungi, Bacteria (closed), Viruses (leaf)
  assert.deepEqual(treeKeyAction('ArrowDown', rows, 0), { kind: 'focus', index: 1 });
  assert.deepEqual(treeKeyAction('ArrowDown', rows, 3), { kind: 'none' });
  assert.deepEqual(treeKeyAction('ArrowUp', rows, 1), { kind: 'focus', index: 0 });
  assert.deepEqual(treeKeyAction('ArrowUp', rows, 0), { kind: 'none' });
  assert.deepEqual(treeKeyAction('ArrowRight', rows, 0), { kind: 'focus', index: 1 }, 'open: to the first child');
  assert.deepEqual(treeKeyAction('ArrowRight', rows, 2), { kind: 'open', index: 2 }, 'closed: opens');
  assert.deepEqual(treeKeyAction('ArrowRight', rows, 3), { kind: 'none' }, 'a leaf');
  assert.deepEqual(treeKeyAction('ArrowLeft', rows, 0), { kind: 'close', index: 0 }, 'open: closes');
  assert.deepEqual(treeKeyAction('ArrowLeft', rows, 1), { kind: 'focus', index: 0 }, 'child: to the parent');
  assert.deepEqual(treeKeyAction('ArrowLeft', rows, 2), { kind: 'none' }, 'top level, closed');
  assert.deepEqual(treeKeyAction('Home', rows, 2), { kind: 'focus', index: 0 });
  assert.deepEqual(treeKeyAction('End', rows, 0), { kind: 'focus', index: 3 });
  assert.deepEqual(treeKeyAction('Enter', rows, 2), { kind: 'select', index: 2 });
  assert.deepEqual(treeKeyAction(' ', rows, 2), { kind: 'select', index: 2 });
  assert.deepEqual(treeKeyAction('x', rows, 2), { kind: 'none' });
});

test('type-ahead: the next name starting with the letters typed, wrapping; a repeated letter cycles', () => {
  const root: TreeNode = {
    ...sampleRoot(),
    ch: [
      leaf('a', 'Bacteria', 1, 0),
      leaf('b', 'Viruses', 1, 1),
      leaf('c', 'Bacillota', 1, 2),
      leaf('d', 'Archaea', 1, 3),
    ],
  };
  const rows = visibleRows(root);
  assert.equal(typeAheadMatch(rows, 0, 'b'), 2);
  assert.equal(typeAheadMatch(rows, 2, 'b'), 0, 'wraps round');
  assert.equal(typeAheadMatch(rows, 0, 'bb'), 2, 'the same letter again moves on');
  assert.equal(typeAheadMatch(rows, 0, 'baci'), 2);
  assert.equal(typeAheadMatch(rows, 0, 'BAC'), 0, 'case-insensitive; the row itself may match a longer word');
  assert.equal(typeAheadMatch(rows, 0, 'z'), -1);
  let now = 0;
  const typed = createTypeAhead(() => now);
  assert.equal(typed.push('b'), 'b');
  now = 100;
  assert.equal(typed.push('a'), 'ba');
  now = 2000;
  assert.equal(typed.push('v'), 'v', 'a pause starts a new word');
});

test('labels: the node search button, the switcher, the help page and the search threshold', () => {
  assert.equal(
    nodeSearchLabel({ id: '9606', n: 'Homo sapiens', d: 1, c: 1234 }),
    'Search entries under Homo sapiens (1,234)',
  );
  assert.equal(nodeSearchLabel({ id: 'x', n: 'No count', d: 1 }), 'Search entries under No count');
  const atc = TREES.find((t) => t.id === 'atc')!;
  assert.equal(treeOptionLabel(atc), 'ATC (Anatomical Therapeutic Chemical) (not available in this archive)');
  assert.equal(
    browseOptionsDoc(TREES.find((t) => t.id === 'taxonomy')!.helpLink),
    'search-and-browse/browse-options/source-organism',
  );
  assert.equal(searchableText('ab'), false);
  assert.equal(searchableText(' ab '), false);
  assert.equal(searchableText('abc'), true);
});
