// The loaded part of an annotation tree, as Browse Annotations holds it (seed 001 §3 node shape:
// id, n, ch, hasCh, d, i, o, c, s). Pure, immutable updates: every change returns a new root that
// shares the untouched branches. A node is named by its path of ids below the root, not by its id
// alone: the Gene Ontology is a graph, so one term can sit under several parents at once.

import type { TreeNode } from '../../model/types.ts';

/** Ids from a child of the root down to the node; the root itself is []. */
export type TreePath = readonly string[];

/** One row of the tree as shown: a node whose ancestors are all open. */
export interface TreeRow {
  node: TreeNode;
  path: TreePath;
  /** aria-level: 1 for the root's children, from the position in the tree (not the server's d). */
  level: number;
  /** Row index of the parent, or -1 at the top level. */
  parent: number;
  /** aria-setsize and aria-posinset (1-based). */
  setSize: number;
  posInSet: number;
}

export const samePath = (a: TreePath | null | undefined, b: TreePath | null | undefined): boolean =>
  !!a && !!b && a.length === b.length && a.every((id, i) => id === b[i]);

/** A string that names a path (a React key, a DOM id's tail). */
export const pathKey = (path: TreePath): string => path.map(encodeURIComponent).join('~');

/** Whether a node has children, loaded or not. */
export const hasChildren = (node: TreeNode): boolean => (node.ch ? node.ch.length > 0 : node.hasCh === true);

/** Whether expanding the node must ask the server for its children first. */
export const needsChildren = (node: TreeNode): boolean => node.hasCh === true && node.ch === undefined;

export function nodeAt(root: TreeNode | null, path: TreePath): TreeNode | undefined {
  let node: TreeNode | undefined = root ?? undefined;
  for (const id of path) node = node?.ch?.find((child) => child.id === id);
  return node;
}

/** The root with `change` applied to the node at `path` (unchanged when there is none). */
export function updateAt(root: TreeNode, path: TreePath, change: (node: TreeNode) => TreeNode): TreeNode {
  if (path.length === 0) return change(root);
  const [id, ...rest] = path;
  const index = root.ch?.findIndex((child) => child.id === id) ?? -1;
  if (!root.ch || index < 0) return root;
  const child = root.ch[index]!;
  const updated = updateAt(child, rest, change);
  if (updated === child) return root;
  const ch = root.ch.slice();
  ch[index] = updated;
  return { ...root, ch };
}

/** Children as loaded: without their own children, so each is fetched when opened. */
export function withChildren(root: TreeNode, path: TreePath, children: readonly TreeNode[]): TreeNode {
  return updateAt(root, path, (node) => ({ ...node, ch: children.map((child) => ({ ...child })), o: true }));
}

export function setOpen(root: TreeNode, path: TreePath, open: boolean): TreeNode {
  return updateAt(root, path, (node) => (node.o === open ? node : { ...node, o: open }));
}

/** Clears every selection flag, then selects the node at `path` (none when null). */
export function selectPath(root: TreeNode, path: TreePath | null): TreeNode {
  const cleared = clearSelection(root);
  return path ? updateAt(cleared, path, (node) => ({ ...node, s: true })) : cleared;
}

function clearSelection(node: TreeNode): TreeNode {
  let ch = node.ch;
  if (node.ch) {
    const mapped = node.ch.map(clearSelection);
    if (mapped.some((child, i) => child !== node.ch![i])) ch = mapped;
  }
  if (!node.s && ch === node.ch) return node;
  return { ...node, s: false, ch };
}

/** The path of the first selected node, depth first. */
export function selectedPath(root: TreeNode | null): TreePath | null {
  if (!root) return null;
  const walk = (node: TreeNode, path: TreePath): TreePath | null => {
    if (node.s) return path;
    for (const child of node.ch ?? []) {
      const found = walk(child, [...path, child.id]);
      if (found) return found;
    }
    return null;
  };
  return walk(root, []);
}

/**
 * Splices a tree-select answer (the root with the path to a node: every level's children, the
 * path open, the node selected) into the loaded tree. Children loaded elsewhere stay; the answer
 * decides each level's children and order, opens the path and selects the node (and only it).
 */
export function spliceSelection(
  loaded: TreeNode | null,
  incoming: TreeNode,
): { root: TreeNode; selected: TreePath | null } {
  const selected = selectedPath(incoming);
  const merged = loaded && loaded.id === incoming.id ? merge(loaded, incoming) : incoming;
  return { root: selectPath(merged, selected), selected };
}

function merge(loaded: TreeNode, incoming: TreeNode): TreeNode {
  const result: TreeNode = { ...loaded, ...incoming, o: incoming.o === true || loaded.o === true };
  if (!incoming.ch) {
    if (loaded.ch) result.ch = loaded.ch;
    else delete result.ch;
    return result;
  }
  const before = new Map((loaded.ch ?? []).map((child) => [child.id, child]));
  result.ch = incoming.ch.map((child) => {
    const old = before.get(child.id);
    return old ? merge(old, child) : child;
  });
  return result;
}

/** The rows shown: the root's children, and the children of every open node below them. */
export function visibleRows(root: TreeNode | null): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (children: readonly TreeNode[], parentPath: TreePath, level: number, parent: number): void => {
    children.forEach((node, i) => {
      const path = [...parentPath, node.id];
      const index = rows.length;
      rows.push({ node, path, level, parent, setSize: children.length, posInSet: i + 1 });
      if (node.o && node.ch) walk(node.ch, path, level + 1, index);
    });
  };
  if (root?.ch) walk(root.ch, [], 1, -1);
  return rows;
}

/** The row of `path`, else of its nearest shown ancestor (a closed branch hides the rest). */
export function rowIndexOf(rows: readonly TreeRow[], path: TreePath | null): number {
  if (!path) return -1;
  for (let length = path.length; length > 0; length--) {
    const prefix = path.slice(0, length);
    const index = rows.findIndex((row) => samePath(row.path, prefix));
    if (index >= 0) return index;
  }
  return -1;
}
