// The annotation trees as Browse Annotations reads them (seed 001 §3/§7): read once
// from the index's tree tables into memory (about 6,000 nodes), then a node with its children, a
// search over node names and ids, and the path from the root to a node, in the tree node shape
// of seed 001 §3 (id, n, ch, hasCh, d, i, o, c, s). Only nodes with entries are browsable: the
// taxonomy tree also holds host organisms, which no source organism lineage reaches.

import type Database from 'better-sqlite3';
import type { SuggestionItem } from '../../model/types/records.ts';
import type { TreeNode } from '../../model/types/results.ts';
import { MATCH_RANK, matchKind, normaliseSuggestText, type MatchKind } from '../suggest/text-match.ts';

interface StoredNode {
  id: string;
  name: string;
  depth: number;
  /** Experimental entries at or below the node: what its default search returns. */
  entries: number;
  /** Entries including computed structure models. */
  allEntries: number;
  members: number;
  parents: string[];
  /** Browsable children, most entries first. */
  children: string[];
}

interface StoredTree {
  root: string;
  nodes: Map<string, StoredNode>;
}

/** Most entries first, as the count shown (experimental) says; then with computed models; then by name. */
const byCountThenName = (a: StoredNode, b: StoredNode): number =>
  b.entries - a.entries || b.allEntries - a.allEntries || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export class TreeStore {
  private readonly trees = new Map<string, StoredTree>();

  constructor(db: Database.Database) {
    const rows = db
      .prepare('SELECT tree, id, name, depth, entries, all_entries, members FROM tree_node')
      .all() as Array<{
      tree: string;
      id: string;
      name: string;
      depth: number;
      entries: number;
      all_entries: number;
      members: number;
    }>;
    for (const row of rows) {
      let tree = this.trees.get(row.tree);
      if (!tree) this.trees.set(row.tree, (tree = { root: '', nodes: new Map() }));
      if (row.depth === 0) tree.root = row.id;
      tree.nodes.set(row.id, {
        id: row.id,
        name: row.name,
        depth: row.depth,
        entries: row.entries,
        allEntries: row.all_entries,
        members: row.members,
        parents: [],
        children: [],
      });
    }
    const edges = db.prepare('SELECT tree, parent, child FROM tree_edge').all() as Array<{
      tree: string;
      parent: string;
      child: string;
    }>;
    for (const edge of edges) {
      const nodes = this.trees.get(edge.tree)?.nodes;
      const parent = nodes?.get(edge.parent);
      const child = nodes?.get(edge.child);
      if (!parent || !child || child.allEntries === 0) continue;
      parent.children.push(child.id);
      child.parents.push(parent.id);
    }
    for (const tree of this.trees.values()) {
      for (const node of tree.nodes.values()) {
        node.children.sort((a, b) => byCountThenName(tree.nodes.get(a)!, tree.nodes.get(b)!));
      }
    }
  }

  has(treeId: string): boolean {
    return this.trees.has(treeId);
  }

  /** A node (or the root) with its children; undefined when the tree or node is unknown. */
  node(treeId: string, nodeId: string): TreeNode | undefined {
    const tree = this.trees.get(treeId);
    const node = tree?.nodes.get(nodeId === 'root' ? tree.root : nodeId);
    if (!tree || !node || (node.allEntries === 0 && node.id !== tree.root)) return undefined;
    return this.withChildren(tree, node, node.depth, 0, undefined);
  }

  /**
   * Nodes whose name or id matches `text` (whole, start, or start of a later word of the name),
   * best match first, then most entries.
   */
  menu(treeId: string, text: string, limit: number): SuggestionItem[] {
    const tree = this.trees.get(treeId);
    const wanted = normaliseSuggestText(text);
    if (!tree || wanted === '') return [];
    const found: Array<{ node: StoredNode; kind: MatchKind }> = [];
    for (const node of tree.nodes.values()) {
      if (node.allEntries === 0 || node.id === tree.root) continue;
      const kind = matchKind(node.name, wanted) ?? (matchKind(node.id, wanted) === 'exact' ? 'exact' : undefined);
      if (kind) found.push({ node, kind });
    }
    found.sort((a, b) => MATCH_RANK[a.kind] - MATCH_RANK[b.kind] || byCountThenName(a.node, b.node));
    return found.slice(0, limit).map(({ node }) => ({ label: node.name, value: node.id, count: node.entries }));
  }

  /**
   * The root with the path to a node spliced in: at each level of the path all children are
   * listed (siblings show), the path's nodes are open and the node is selected. `key` is a node
   * id, else a node's exact name (case-insensitive; the one with most entries), which is how a
   * facet bucket's label finds its node.
   */
  select(treeId: string, key: string): TreeNode | undefined {
    const tree = this.trees.get(treeId);
    if (!tree) return undefined;
    const target = this.find(tree, key);
    if (!target) return undefined;
    const path = this.pathTo(tree, target);
    const root = tree.nodes.get(tree.root)!;
    return this.spliced(tree, root, path, 0, 0);
  }

  private find(tree: StoredTree, key: string): StoredNode | undefined {
    const byId = tree.nodes.get(key);
    if (byId && byId.allEntries > 0) return byId;
    const folded = key.trim().toLowerCase();
    let best: StoredNode | undefined;
    for (const node of tree.nodes.values()) {
      if (node.allEntries === 0 || node.name.toLowerCase() !== folded) continue;
      if (!best || node.allEntries > best.allEntries) best = node;
    }
    return best;
  }

  /** Root first; through the shallowest parent at each step (GO terms may have several). */
  private pathTo(tree: StoredTree, node: StoredNode): StoredNode[] {
    const path = [node];
    let at = node;
    while (at.id !== tree.root) {
      const parents = at.parents.map((id) => tree.nodes.get(id)!).sort((a, b) => a.depth - b.depth);
      const parent = parents[0];
      if (!parent) break;
      path.unshift(parent);
      at = parent;
    }
    return path;
  }

  private spliced(tree: StoredTree, node: StoredNode, path: StoredNode[], level: number, index: number): TreeNode {
    const onPath = path[level] === node;
    const last = level === path.length - 1;
    if (!onPath) return this.shape(node, level, index, false, false);
    if (last) return this.withChildren(tree, node, level, index, true);
    return {
      ...this.shape(node, level, index, true, false),
      ch: node.children.map((id, i) => this.spliced(tree, tree.nodes.get(id)!, path, level + 1, i)),
    };
  }

  private withChildren(
    tree: StoredTree,
    node: StoredNode,
    depth: number,
    index: number,
    selected: boolean | undefined,
  ): TreeNode {
    const open = node.children.length > 0;
    return {
      ...this.shape(node, depth, index, open, selected === true),
      ch: node.children.map((id, i) => this.shape(tree.nodes.get(id)!, depth + 1, i, false, false)),
    };
  }

  private shape(node: StoredNode, depth: number, index: number, open: boolean, selected: boolean): TreeNode {
    return {
      id: node.id,
      n: node.name,
      hasCh: node.children.length > 0,
      d: depth,
      i: index,
      o: open,
      c: node.entries,
      s: selected,
    };
  }
}
