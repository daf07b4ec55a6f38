// A node's lineage as the Search API's lineage attributes hold it (taxonomy_lineage,
// rcsb_ec_lineage, annotation_lineage): the node and every ancestor once, the tree's own root left
// out, each with its depth, the root's children being at depth 1. In GO, a directed acyclic graph,
// a term can be reached by several paths: its depth is that of the shortest.

import type { ClassificationTree } from './classification-tree.ts';

export interface LineageStep {
  id: string;
  name: string;
  depth: number;
}

/** Depth of every node reachable from the root (breadth-first: the shortest path wins). */
function depths(tree: ClassificationTree): Map<string, number> {
  const children = new Map<string, string[]>();
  for (const node of tree.nodes.values()) {
    for (const parent of node.parents) children.set(parent, [...(children.get(parent) ?? []), node.id]);
  }
  const depth = new Map<string, number>([[tree.root, 0]]);
  const queue = [tree.root];
  for (let at = 0; at < queue.length; at++) {
    const id = queue[at]!;
    for (const child of children.get(id) ?? []) {
      if (depth.has(child)) continue;
      depth.set(child, depth.get(id)! + 1);
      queue.push(child);
    }
  }
  return depth;
}

/** Lineages of one tree, each computed once. */
export class Lineages {
  private readonly depth: Map<string, number>;
  private readonly known = new Map<string, LineageStep[]>();

  constructor(private readonly tree: ClassificationTree) {
    this.depth = depths(tree);
  }

  /** The depth of `nodeId` (its shortest path from the root), or undefined when unreachable. */
  depthOf(nodeId: string): number | undefined {
    return this.depth.get(nodeId);
  }

  /** The lineage of `nodeId`, shallowest first; [] for the root or a node the tree lacks. */
  of(nodeId: string): LineageStep[] {
    const held = this.known.get(nodeId);
    if (held) return held;
    const seen = new Set<string>();
    const stack = [nodeId];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || id === this.tree.root || !this.tree.nodes.has(id)) continue;
      seen.add(id);
      stack.push(...this.tree.nodes.get(id)!.parents);
    }
    const steps = [...seen]
      .map((id) => ({ id, name: this.tree.nodes.get(id)!.name, depth: this.depth.get(id) ?? 0 }))
      .sort((a, b) => a.depth - b.depth || a.id.localeCompare(b.id));
    this.known.set(nodeId, steps);
    return steps;
  }
}
