// The tree node shape of seed 001 §3 (id, n, ch, hasCh, d, i, o, c, s) as the server's
// /search/tree and /search/tree-select give it, built from nodes the APIs described: a node with
// its children, and the root with the path to a node spliced in (siblings shown at every level,
// the path open, the node selected).

import type { TreeNode } from '../../../model/types/results.ts';

export interface ListedNode {
  id: string;
  name: string;
  /** Experimental entries: the count shown. */
  entries: number;
  /** Entries with computed models too: the order's tie-break. */
  allEntries: number;
  hasChildren: boolean;
}

export interface NodeWithChildren extends ListedNode {
  depth: number;
  /** In the server's order. */
  children: ListedNode[];
}

/** Most entries first, as the count shown says; then with computed models; then by name and id. */
export const byCountThenName = (a: ListedNode, b: ListedNode): number =>
  b.entries - a.entries || b.allEntries - a.allEntries || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

function shape(node: ListedNode, depth: number, index: number, open: boolean, selected: boolean): TreeNode {
  return {
    id: node.id,
    n: node.name,
    hasCh: node.hasChildren,
    d: depth,
    i: index,
    o: open,
    c: node.entries,
    s: selected,
  };
}

/** A node with its children listed (closed); open when it has any. */
export function withChildren(node: NodeWithChildren, depth: number, index: number, selected: boolean): TreeNode {
  return {
    ...shape(node, depth, index, node.children.length > 0, selected),
    ch: node.children.map((child, i) => shape(child, depth + 1, i, false, false)),
  };
}

/** The root with every node of `path` (root first) open and its last node selected. */
export function splicedPath(path: readonly NodeWithChildren[]): TreeNode {
  const splice = (node: ListedNode, level: number, index: number): TreeNode => {
    const own = path[level];
    if (!own || own.id !== node.id) return shape(node, level, index, false, false);
    if (level === path.length - 1) return withChildren(own, level, index, true);
    return {
      ...shape(own, level, index, true, false),
      ch: own.children.map((child, i) => splice(child, level + 1, i)),
    };
  };
  return splice(path[0]!, 0, 0);
}
