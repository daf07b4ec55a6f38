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
import { foldAscii } from './attribute-store/keys.ts';
import { AttributeStore, recordKey } from './attribute-store/reader.ts';
import { sharedNestedRoot, type CatalogueAttribute } from './catalogue.ts';

function catalogueEntry(db: Database.Database, name: string): CatalogueAttribute | undefined {
  const row = db.prepare("SELECT json FROM catalogue WHERE service = 'text' AND name = ?").get(name) as
    { json: string } | undefined;
  return row ? (JSON.parse(row.json) as CatalogueAttribute) : undefined;
}

const attributeId = (db: Database.Database, name: string): number | undefined =>
  (db.prepare('SELECT id FROM attribute WHERE name = ?').get(name) as { id: number } | undefined)?.id;

/**
 * Writes the trees' nodes and edges, then their counts from the indexed documents, in place of
 * any the index had (an addition of entries recounts them).
 */
export function writeTreeTables(db: Database.Database, data: TreeData | undefined): void {
  if (!data) return;
  db.exec('DELETE FROM tree_node; DELETE FROM tree_edge;');
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
  const store = new AttributeStore(db);
  const documents = documentsOf(db);
  for (const tree of TREES) {
    if (!tree.attribute || !treeIds.includes(tree.id)) continue;
    const lineage = attributeId(db, tree.attribute);
    if (lineage === undefined) continue;
    let annotated: ((doc: number, rec: number, subrec: number) => boolean) | undefined;
    if (tree.annotationType) {
      const type = attributeId(db, tree.annotationType.attribute);
      const shared = sharedNestedRoot([
        catalogueEntry(db, tree.attribute),
        catalogueEntry(db, tree.annotationType.attribute),
      ]);
      if (type === undefined || !shared) continue;
      const typed = store.rows(
        type,
        { on: 'value', equals: [tree.annotationType.value], caseSensitive: false },
        { records: true },
      );
      const records = new Set<number>();
      const level = shared.level === 1 ? typed.subrecs : typed.recs;
      for (let i = 0; i < typed.docs.length; i++) records.add(recordKey(typed.docs[i] as number, level?.[i] as number));
      annotated = (doc, rec, subrec) => records.has(recordKey(doc, shared.level === 1 ? subrec : rec));
    }
    const scan = store.scan(lineage);
    // the root stands for the whole tree: every entry with a lineage in it
    const root = new NodeCount();
    const counts = new Map<string, NodeCount>();
    const keyOf = scan.pairs.map((pair) => (pair.value === null ? undefined : foldAscii(pair.value)));
    for (let i = 0; i < scan.docs.length; i++) {
      const doc = scan.docs[i] as number;
      if (annotated && !annotated(doc, scan.recs[i] as number, scan.subrecs[i] as number)) continue;
      root.add(doc, documents);
      const code = scan.codes[i] as number;
      const key = keyOf[code];
      if (key === undefined) continue;
      let count = counts.get(key);
      if (!count) counts.set(key, (count = new NodeCount()));
      count.add(doc, documents);
      count.ids.add(scan.pairs[code]?.value as string);
    }
    const rootId = db.prepare('SELECT id FROM tree_node WHERE tree = ? AND depth = 0').pluck().get(tree.id) as
      string | undefined;
    if (rootId !== undefined) root.ids.add(rootId);
    for (const count of [...counts.values(), root])
      for (const id of count.ids)
        update.run(count.entries.size, count.allEntries.size, count.members.size, tree.id, id);
  }
}

interface Documents {
  entryRow: Int32Array;
  computational: Uint8Array;
}

/** Each document's entry row (-1 for none) and whether it is a computed model. */
function documentsOf(db: Database.Database): Documents {
  const size = ((db.prepare('SELECT max(row) FROM doc').pluck().get() as number | null) ?? 0) + 1;
  const documents = { entryRow: new Int32Array(size).fill(-1), computational: new Uint8Array(size) };
  for (const [row, entry, computational] of db
    .prepare('SELECT row, entry_row, computational FROM doc')
    .raw()
    .iterate() as IterableIterator<[number, number | null, number | null]>) {
    if (entry !== null) documents.entryRow[row] = entry;
    if (computational === 1) documents.computational[row] = 1;
  }
  return documents;
}

/** A node's counts (lineages are ASCII-case-insensitive, as the index compares), and the ids that name it. */
class NodeCount {
  readonly entries = new Set<number>();
  readonly allEntries = new Set<number>();
  readonly members = new Set<number>();
  readonly ids = new Set<string>();

  add(doc: number, { entryRow, computational }: Documents): void {
    const entry = entryRow[doc] as number;
    if (entry >= 0) this.allEntries.add(entry);
    if (computational[doc] === 1) return;
    if (entry >= 0) this.entries.add(entry);
    this.members.add(doc);
  }
}
