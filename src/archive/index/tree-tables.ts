// The classification trees of Browse Annotations as tables: every node with its depth
// and counts, and every edge (GO, a directed acyclic graph, has nodes with several parents).
// A node's counts are read from the indexed documents after the indexes are built, with the very
// attributes its search matches (model/trees.ts), so a node's count is what its search returns:
// entries (experimental, as a default search counts), entries with computed models, and members
// (the documents carrying the lineage: polymer entities, or instances for SCOP2). Lineages hold
// each ancestor once, so an entry reached by several GO paths is counted once.

import type Database from 'better-sqlite3';
import { TREES } from '../../model/trees.ts';
import type { TreeData } from '../ingest/annotations/trees.ts';
import { sharedNestedRoot, type CatalogueAttribute } from './catalogue.ts';

function catalogueEntry(db: Database.Database, name: string): CatalogueAttribute | undefined {
  const row = db.prepare("SELECT json FROM catalogue WHERE service = 'text' AND name = ?").get(name) as
    { json: string } | undefined;
  return row ? (JSON.parse(row.json) as CatalogueAttribute) : undefined;
}

const attributeId = (db: Database.Database, name: string): number | undefined =>
  (db.prepare('SELECT id FROM attribute WHERE name = ?').get(name) as { id: number } | undefined)?.id;

/** Writes the trees' nodes and edges, then their counts from the indexed documents. */
export function writeTreeTables(db: Database.Database, data: TreeData | undefined): void {
  if (!data) return;
  const insertNode = db.prepare('INSERT INTO tree_node (tree, id, name, rank, depth) VALUES (?, ?, ?, ?, ?)');
  const insertEdge = db.prepare('INSERT OR IGNORE INTO tree_edge (tree, parent, child) VALUES (?, ?, ?)');
  for (const [id, tree] of Object.entries(data.trees)) {
    const lineages = data.lineages[tree.id];
    for (const node of tree.nodes.values()) {
      const depth = lineages?.depthOf(node.id);
      // a node the root does not reach cannot be browsed to
      if (depth === undefined) continue;
      insertNode.run(id, node.id, node.name, node.rank, depth);
      for (const parent of node.parents) insertEdge.run(id, parent, node.id);
    }
  }
  writeTreeCounts(db, Object.keys(data.trees));
}

function writeTreeCounts(db: Database.Database, treeIds: readonly string[]): void {
  const update = db.prepare('UPDATE tree_node SET entries = ?, all_entries = ?, members = ? WHERE tree = ? AND id = ?');
  for (const tree of TREES) {
    if (!tree.attribute || !treeIds.includes(tree.id)) continue;
    const lineage = attributeId(db, tree.attribute);
    if (lineage === undefined) continue;
    let join = '';
    const parameters: Array<number | string> = [];
    if (tree.annotationType) {
      const type = attributeId(db, tree.annotationType.attribute);
      const shared = sharedNestedRoot([
        catalogueEntry(db, tree.attribute),
        catalogueEntry(db, tree.annotationType.attribute),
      ]);
      if (type === undefined || !shared) continue;
      const record = shared.level === 1 ? 'subrec' : 'rec';
      join = `JOIN attr t ON t.doc = a.doc AND t.attr = ? AND t.${record} = a.${record} AND t.value = ?`;
      parameters.push(type, tree.annotationType.value);
    }
    const counted = (group: string) =>
      db
        .prepare(
          `SELECT a.value AS id,
                  count(DISTINCT CASE WHEN d.computational IS NOT 1 THEN d.entry_row END) AS entries,
                  count(DISTINCT d.entry_row) AS all_entries,
                  count(DISTINCT CASE WHEN d.computational IS NOT 1 THEN a.doc END) AS members
           FROM attr a JOIN doc d ON d.row = a.doc ${join}
           WHERE a.attr = ? ${group}`,
        )
        .all(...parameters, lineage) as Array<{ id: string; entries: number; all_entries: number; members: number }>;
    // the root stands for the whole tree: every entry with a lineage in it
    const [root] = counted('');
    const rootId = db.prepare('SELECT id FROM tree_node WHERE tree = ? AND depth = 0').get(tree.id) as
      { id: string } | undefined;
    const counts = counted('GROUP BY a.value');
    if (root && rootId) counts.push({ ...root, id: rootId.id });
    for (const row of counts) update.run(row.entries, row.all_entries, row.members, tree.id, row.id);
  }
}
