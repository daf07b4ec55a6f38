// The tree endpoints of seed 001 §7 over real HTTP (issue 16): the nine tree node fields, children
// ordered and counted, the tree search's three-character minimum, tree-select's spliced path, a
// search on a node counting what the node says, and the 404s (ATC is not in this archive).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { treeDescriptor, treeNodeRequest } from '../../../src/model/trees.ts';
import type { SuggestionItem } from '../../../src/model/types/records.ts';
import type { TreeNode } from '../../../src/model/types/results.ts';
import { getJson, startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

const get = <T>(pathname: string) => getJson<T>(server, pathname);

async function searchCount(treeId: string, nodeId: string): Promise<number> {
  const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...treeNodeRequest(treeDescriptor(treeId)!, nodeId),
      request_options: { return_counts: true },
    }),
  });
  if (res.status === 204) {
    await res.arrayBuffer();
    return 0;
  }
  return ((await res.json()) as { total_count: number }).total_count;
}

const NODE_FIELDS = ['c', 'd', 'hasCh', 'i', 'id', 'n', 'o', 's'];

function assertNodeShape(node: TreeNode, depth: number, index: number): void {
  assert.deepEqual(
    Object.keys(node)
      .filter((k) => k !== 'ch')
      .sort(),
    NODE_FIELDS,
    `${node.id} fields`,
  );
  assert.equal(node.d, depth, `${node.id} depth`);
  assert.equal(node.i, index, `${node.id} index`);
  assert.equal(typeof node.n, 'string');
  assert.ok(Number.isInteger(node.c) && node.c! >= 0);
}

test('GET /search/tree/taxonomy/root: the root open, with counted children, most entries first', async () => {
  const { status, body } = await get<TreeNode>('/search/tree/taxonomy/root');
  assert.equal(status, 200);
  assertNodeShape(body, 0, 0);
  assert.equal(body.o, true);
  assert.equal(body.hasCh, true);
  const children = body.ch!;
  assert.deepEqual(
    children.map((c) => c.n),
    ['cellular organisms', 'Viruses'],
  );
  children.forEach((child, i) => {
    assertNodeShape(child, 1, i);
    assert.equal(child.ch, undefined, 'children load lazily');
    assert.equal(child.o, false);
    assert.equal(child.hasCh, true);
  });
  for (const child of children) assert.equal(child.c, await searchCount('taxonomy', child.id), child.n);
});

test('browsing cellular organisms > Eukaryota > Opisthokonta: every count is what the node search returns', async () => {
  let node = (await get<TreeNode>('/search/tree/taxonomy/root')).body;
  for (const name of ['cellular organisms', 'Eukaryota', 'Opisthokonta']) {
    const child = node.ch!.find((c) => c.n === name);
    assert.ok(child, `${name} under ${node.n}`);
    node = (await get<TreeNode>(`/search/tree/taxonomy/${child.id}`)).body;
    assert.equal(node.d, child.d);
    for (const next of node.ch!) assert.equal(next.c, await searchCount('taxonomy', next.id), `${next.n}`);
    const counts = node.ch!.map((c) => c.c!);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
      `${name}'s children by count`,
    );
  }
});

test('a leaf says it has no children; EC, GO, Pfam and SCOP2 answer the same shape', async () => {
  const human = await get<TreeNode>('/search/tree/taxonomy/9606');
  assert.equal(human.status, 200);
  assert.equal(human.body.hasCh, false);
  assert.deepEqual(human.body.ch, []);
  for (const [tree, first] of [
    ['ec', 'Hydrolases'],
    ['go', 'molecular_function'],
    ['pfam', undefined],
    ['scop2', 'Globular proteins'],
  ] as const) {
    const { status, body } = await get<TreeNode>(`/search/tree/${tree}/root`);
    assert.equal(status, 200, tree);
    assert.ok(body.ch!.length > 0, tree);
    if (first) assert.equal(body.ch![0]!.n, first, tree);
    assert.equal(body.ch![0]!.c, await searchCount(tree, body.ch![0]!.id), tree);
  }
});

test('GET /search/tree-menu/taxonomy/Homo%20sap finds Homo sapiens; two characters are refused', async () => {
  const { status, body } = await get<SuggestionItem[]>('/search/tree-menu/taxonomy/Homo%20sap');
  assert.equal(status, 200);
  assert.deepEqual(body[0], { label: 'Homo sapiens', value: '9606', count: body[0]!.count });
  assert.ok(body[0]!.count! > 10);
  const short = await get<SuggestionItem[]>('/search/tree-menu/taxonomy/Ho');
  assert.equal(short.status, 400);
  assert.equal(short.body.msg, 'The tree search needs more than 2 characters');
  const byId = await get<SuggestionItem[]>('/search/tree-menu/go/GO:0005344');
  assert.equal(byId.body[0]?.label, 'oxygen carrier activity');
});

test('GET /search/tree-select/taxonomy/9606: the root with the path open and Homo sapiens selected', async () => {
  const { status, body } = await get<TreeNode>('/search/tree-select/taxonomy/9606');
  assert.equal(status, 200);
  assert.equal(body.d, 0);
  let node: TreeNode = body;
  const names: string[] = [];
  while (!node.s) {
    assert.equal(node.o, true, `${node.n} is open`);
    const open = node.ch!.filter((c) => c.o || c.s);
    assert.equal(open.length, 1, `one way down from ${node.n}`);
    node.ch!.forEach((c, i) => assert.equal(c.i, i));
    node = open[0]!;
    names.push(node.n);
  }
  assert.equal(node.id, '9606');
  assert.equal(node.n, 'Homo sapiens');
  assert.deepEqual(names.slice(0, 2), ['cellular organisms', 'Eukaryota']);
  assert.equal(node.d, names.length);
  // a facet bucket's label finds its node too
  const byName = await get<TreeNode>('/search/tree-select/taxonomy/Eukaryota');
  assert.equal(byName.body.ch!.find((c) => c.o)!.ch!.find((c) => c.s)?.id, '2759');
});

test('unknown trees and nodes answer 404 with a message; ATC says it is not in this archive', async () => {
  const atc = await get<TreeNode>('/search/tree/atc/root');
  assert.equal(atc.status, 404);
  assert.equal(
    atc.body.msg,
    'The ATC (Anatomical Therapeutic Chemical) tree is not available in this archive. Available trees: taxonomy, ec, go, pfam, scop2',
  );
  const unknown = await get<TreeNode>('/search/tree/nope/root');
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.msg!, /^Unknown tree "nope"/);
  for (const path of ['/search/tree/taxonomy/0', '/search/tree-select/ec/9.9.9', '/search/tree/go/%3Cscript%3E']) {
    const missing = await get<TreeNode>(path);
    assert.equal(missing.status, 404, path);
    assert.match(missing.body.msg!, /^No node /);
  }
  const long = await get<TreeNode>(`/search/tree-menu/go/${'a'.repeat(300)}`);
  assert.equal(long.status, 400);
});
