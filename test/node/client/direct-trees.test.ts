// Issue 34, Browse Annotations in browser-direct mode: the trees computed from the Search API (a
// facet on a lineage's ids under a node, by depth) and GraphQL (a hit's lineage confirms each
// candidate's name and parent) answer as our server's /search/tree and /search/tree-select do:
// names, ids, counts and order, for three levels of taxonomy and of EC and for the path to Homo
// sapiens. Our server stands in for search.rcsb.org and data.rcsb.org; every request the client
// sends and every answer it reads is also checked against the official definitions
// (test/support/wire-format.ts), so the stand-in hides no gap.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { FetchLike } from '../../../src/client/http.ts';
import { createApiTransport } from '../../../src/client/direct/api-transport.ts';
import { createDirectTrees, type DirectTrees } from '../../../src/client/direct/trees/direct-trees.ts';
import type { SuggestionItem } from '../../../src/model/types/records.ts';
import type { TreeNode } from '../../../src/model/types/results.ts';
import { getJson, startArchiveServer, type RunningServer } from '../server/harness.ts';
import { payloadOf, wireChecker, type WireChecker, type WireRequest } from '../../support/wire-format.ts';

let server: RunningServer;
let trees: DirectTrees;
let wire: WireChecker;
/** What the official definitions refuse in the requests sent and the answers read. */
const findings: string[] = [];
let answersChecked = 0;

/**
 * A known gap of the stand-in, left to its own issue: a terms facet with no bucket is answered as
 * `buckets: []`, which the official schema does not allow (minItems 1); the client reads a facet
 * without buckets and a missing facet alike. Everything else is checked.
 */
function withoutEmptyFacets(body: unknown): unknown {
  const facets = (body as { facets?: Array<{ buckets?: unknown[] }> }).facets;
  if (!facets) return body;
  const kept = facets.filter((facet) => facet.buckets?.length !== 0);
  const { facets: _all, ...rest } = body as Record<string, unknown>;
  return kept.length > 0 ? { ...rest, facets: kept } : rest;
}

/** fetch, with every request and every 200 answer read against the public APIs' definitions. */
const checkingFetch: FetchLike = async (url, init) => {
  const method = init?.method ?? 'GET';
  const request: WireRequest = {
    url,
    method,
    payload: payloadOf(url, method, typeof init?.body === 'string' ? init.body : null),
  };
  findings.push(...wire.request(request).map((problem) => `${url}: ${problem}`));
  const response = await fetch(url, init);
  if (response.status === 200) {
    answersChecked++;
    const body = withoutEmptyFacets(await response.clone().json());
    findings.push(...(await wire.answer(request, body)).map((problem) => `${url}: ${problem}`));
  }
  return response;
};

before(async () => {
  server = await startArchiveServer();
  wire = wireChecker();
  trees = createDirectTrees({
    search: createApiTransport({ origin: server.url, label: 'RCSB Search API', fetch: checkingFetch }),
    data: createApiTransport({ origin: server.url, label: 'RCSB Data API', fetch: checkingFetch }),
  });
});
after(() => server.close());

async function served<T>(route: string, treeId: string, key: string): Promise<T> {
  const { status, body } = await getJson<T>(server, `/search/${route}/${treeId}/${encodeURIComponent(key)}`);
  assert.equal(status, 200, JSON.stringify(body));
  return body;
}

async function direct<T>(answer: Promise<{ ok: true; value: T } | { ok: false; message: string }>): Promise<T> {
  const result = await answer;
  assert.ok(result.ok, result.ok ? '' : result.message);
  return result.value;
}

/** The root and each of its children, as the server answers them and as the APIs do. */
async function assertThreeLevels(treeId: string): Promise<void> {
  const root = await served<TreeNode>('tree', treeId, 'root');
  assert.deepEqual(await direct(trees.tree(treeId, 'root')), root);
  assert.ok((root.ch?.length ?? 0) > 1, `${treeId} has children`);
  for (const child of root.ch ?? []) {
    assert.deepEqual(await direct(trees.tree(treeId, child.id)), await served<TreeNode>('tree', treeId, child.id));
  }
}

test('taxonomy: the root, its children and theirs answer as /search/tree', async () => {
  await assertThreeLevels('taxonomy');
});

test('EC: the root, its classes and their subclasses answer as /search/tree', async () => {
  await assertThreeLevels('ec');
});

test('SCOP2 (annotations of chains) in three levels, and the Pfam root, answer as /search/tree', async () => {
  const root = await served<TreeNode>('tree', 'scop2', 'root');
  assert.deepEqual(await direct(trees.tree('scop2', 'root')), root);
  for (const child of root.ch ?? [])
    assert.deepEqual(await direct(trees.tree('scop2', child.id)), await served<TreeNode>('tree', 'scop2', child.id));
  assert.deepEqual(await direct(trees.tree('pfam', 'root')), await served<TreeNode>('tree', 'pfam', 'root'));
});

test('a node deeper down (Eukaryota, then Metazoa) answers as /search/tree', async () => {
  for (const id of ['2759', '33208']) {
    assert.deepEqual(await direct(trees.tree('taxonomy', id)), await served<TreeNode>('tree', 'taxonomy', id));
  }
});

test('the path to Homo sapiens, by id and by name, answers as /search/tree-select', async () => {
  const path = await served<TreeNode>('tree-select', 'taxonomy', '9606');
  assert.deepEqual(await direct(trees.treeSelect('taxonomy', '9606')), path);
  assert.deepEqual(await direct(trees.treeSelect('taxonomy', 'Homo sapiens')), path);
});

test('tree search: the suggester’s names, each of which opens its node', async () => {
  const items: SuggestionItem[] = await direct(trees.treeMenu('taxonomy', 'homo'));
  const human = items.find((item) => item.label === 'Homo sapiens');
  assert.ok(human, JSON.stringify(items));
  assert.equal(human.value, 'Homo sapiens');
  assert.ok(
    items.every((item) => !item.label.includes('<')),
    'no highlight tags',
  );
  const selected = await direct(trees.treeSelect('taxonomy', human.value!));
  assert.deepEqual(selected, await served<TreeNode>('tree-select', 'taxonomy', '9606'));
});

test('a tree the APIs cannot give, and a node no entry has, answer 404 with the reason', async () => {
  for (const call of [trees.tree('go', 'root'), trees.treeMenu('go', 'kinase'), trees.treeSelect('go', 'GO:0016301')]) {
    const result = await call;
    assert.equal(result.ok, false);
    assert.equal(result.ok ? 0 : result.status, 404);
    assert.match(result.ok ? '' : result.message, /^The Gene Ontology tree is not available from the RCSB APIs: /);
  }
  const unknown = await trees.tree('taxonomy', '999999999');
  assert.deepEqual(unknown, {
    ok: false,
    status: 404,
    message: (await getJson(server, '/search/tree/taxonomy/999999999')).body.msg,
  });
});

test('every request sent and answer read is valid against the official schemas and the Data API’s', () => {
  assert.ok(answersChecked > 20, `${answersChecked} answers checked`);
  assert.deepEqual(findings, []);
});
