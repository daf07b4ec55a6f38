// Issue 16: the annotation trees' counts and the searches behind them on the shared archive. Every
// node's count in the index equals the count computed from the TSV files alone (tree-oracle.ts),
// and a node's search (model/trees.ts) returns that many entries, along the paths the issue
// names: Eukaryota to Homo sapiens, one EC class to an enzyme, one GO aspect to a term.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { QueryNode } from '../../../src/model/types.ts';
import type { SearchResponse } from '../../../src/archive/query/search-response.ts';
import { SERVED_TREE_IDS, treeDescriptor, treeNodeQuery } from '../../../src/model/trees.ts';
import { treeEntryCounts, treeLineage } from '../../support/tree-oracle.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let engine: ArchiveSearch;
let db: Database.Database;
let entries: Set<string>;

before(async () => {
  const archive = await getTestArchive();
  engine = new ArchiveSearch(archive.file, { now: () => new Date('2026-01-15T12:00:00Z') });
  db = archive.open();
  entries = new Set(
    (db.prepare("SELECT id FROM doc WHERE type = 'entry'").all() as Array<{ id: string }>).map((row) => row.id),
  );
});
after(() => {
  engine?.close();
  db?.close();
});

interface NodeRow {
  id: string;
  entries: number;
  all_entries: number;
  members: number;
}
const nodeRow = (tree: string, id: string): NodeRow | undefined =>
  db.prepare('SELECT id, entries, all_entries, members FROM tree_node WHERE tree = ? AND id = ?').get(tree, id) as
    NodeRow | undefined;

async function count(query: QueryNode, returnType: 'entry' | 'polymer_entity' = 'entry', all = false): Promise<number> {
  const response: SearchResponse = await engine.search(
    validated({
      query,
      return_type: returnType,
      request_options: {
        return_counts: true,
        ...(all ? { results_content_type: ['experimental', 'computational'] } : {}),
      },
    }),
  );
  return response.total_count ?? 0;
}

for (const tree of SERVED_TREE_IDS) {
  test(`every ${tree} node's count equals the entries its TSV rows reach`, () => {
    const expected = treeEntryCounts(tree, entries);
    assert.ok(expected.size > 10, `${expected.size} ${tree} nodes with entries`);
    const rows = db
      .prepare('SELECT id, entries, all_entries, members FROM tree_node WHERE tree = ?')
      .all(tree) as NodeRow[];
    const wrong = rows.filter((row) => row.all_entries !== (expected.get(row.id) ?? 0));
    assert.deepEqual(
      wrong.slice(0, 5).map((row) => `${row.id}: ${row.all_entries} (files: ${expected.get(row.id) ?? 0})`),
      [],
      `${wrong.length} of ${rows.length} ${tree} nodes differ`,
    );
  });
}

const PATHS: Array<{ tree: string; node: string }> = [
  { tree: 'taxonomy', node: '9606' },
  { tree: 'ec', node: '3.4.21.4' },
  { tree: 'go', node: 'GO:0005344' },
  { tree: 'pfam', node: 'PF00042' },
  { tree: 'scop2', node: '4000865' },
];

for (const { tree, node } of PATHS) {
  test(`${tree}: each node from the root down to ${node} counts what its search returns`, async () => {
    const descriptor = treeDescriptor(tree)!;
    const lineage = treeLineage(tree, node).slice(1);
    assert.ok(lineage.length >= (tree === 'taxonomy' ? 20 : 2), lineage.join(' > '));
    for (const id of lineage) {
      const row = nodeRow(tree, id);
      assert.ok(row, `${tree} ${id} is in the table`);
      const query = treeNodeQuery(descriptor, id)!;
      assert.equal(await count(query), row.entries, `${tree} ${id}: experimental entries`);
      assert.equal(await count(query, 'entry', true), row.all_entries, `${tree} ${id}: all entries`);
    }
    assert.ok(nodeRow(tree, node)!.entries > 0, `${node} has entries`);
  });
}

test("a lineage id holds on its own annotation's type: Pfam with a GO id finds nothing, GO finds the term's entities", async () => {
  const go = treeDescriptor('go')!;
  const term = 'GO:0003674';
  const typed = (type: string): QueryNode => ({
    type: 'group',
    logical_operator: 'and',
    nodes: [
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: go.annotationType!.attribute, operator: 'exact_match', value: type },
      },
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: go.attribute!, operator: 'exact_match', value: term },
      },
    ],
  });
  assert.equal(await count(typed('Pfam')), 0);
  const row = nodeRow('go', term)!;
  assert.ok(row.members > 10);
  assert.equal(await count(typed('GO'), 'polymer_entity'), row.members);
});

test('EC lineage steps carry the tree names; a GO record its lineage from the aspect down', () => {
  const body = (id: string) =>
    JSON.parse(
      (
        db.prepare("SELECT body_json(body) AS body FROM doc WHERE id = ? AND type = 'polymer_entity'").get(id) as {
          body: string;
        }
      ).body,
    ) as Record<string, unknown>;
  const ec = body('1A0J_1').rcsb_polymer_entity as { rcsb_ec_lineage: Array<{ id: string; name?: string }> };
  assert.deepEqual(
    ec.rcsb_ec_lineage.map((step) => [step.id, step.name]),
    [
      ['3', 'Hydrolases'],
      ['3.4', 'Acting on peptide bonds (peptidases)'],
      ['3.4.21', 'Serine endopeptidases'],
      ['3.4.21.4', 'Trypsin'],
    ],
  );
  const annotations = body('101M_1').rcsb_polymer_entity_annotation as Array<{
    type: string;
    annotation_id: string;
    name?: string;
    annotation_lineage?: Array<{ id: string; depth: number }>;
  }>;
  const pfam = annotations.find((a) => a.type === 'Pfam')!;
  assert.equal(pfam.annotation_id, 'PF00042');
  assert.equal(pfam.name, 'Globin');
  assert.deepEqual(
    pfam.annotation_lineage?.map((step) => step.id),
    ['CL0090', 'PF00042'],
  );
  const heme = annotations.find((a) => a.type === 'GO' && a.annotation_id === 'GO:0005344')!;
  assert.equal(heme.annotation_lineage?.[0]?.id, 'GO:0003674');
  assert.equal(heme.annotation_lineage?.at(-1)?.id, 'GO:0005344');
});
