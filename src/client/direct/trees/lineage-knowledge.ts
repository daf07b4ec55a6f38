// What the lineages read so far say about a tree's nodes (issue 34, Browse Annotations from the
// public APIs): each node's name and depth, and its parent as the records holding it name it. A
// record is one organism's or one annotation's lineage: the node and every ancestor once, each
// with its depth, so a node's parent is the step one level up. An entity's EC numbers share one
// record, where one level up may hold several steps: the tree's own rule narrows them (an EC
// number extends its class's), else the parent is the one every record allows, until a record
// names it alone. Kept for the session: lineages do not change.

import type { LineageStep } from './tree-sources.ts';

interface KnownNode {
  name: string;
  depth: number;
  /** The parent a record names alone, once one has. */
  parent?: string;
  /** Otherwise, the parents every record holding the node allows. */
  possible?: Set<string>;
}

export class LineageKnowledge {
  private readonly nodes = new Map<string, KnownNode>();

  constructor(
    private readonly rootId: string,
    /** Which steps one level up can be a step's parent (all of them by default). */
    private readonly parentsAbove: (id: string, above: readonly string[]) => string[] = (_id, above) => [...above],
  ) {}

  /** Reads one lineage record. */
  learn(record: readonly LineageStep[]): void {
    for (const step of record) {
      const above =
        step.depth === 1
          ? [this.rootId]
          : this.parentsAbove(
              step.id,
              record.filter((s) => s.depth === step.depth - 1).map((s) => s.id),
            );
      if (above.length === 0) continue; // a record missing a level says nothing of the parent
      const known = this.nodes.get(step.id) ?? { name: step.name, depth: step.depth };
      this.nodes.set(step.id, known);
      if (known.parent !== undefined) continue;
      if (above.length === 1) {
        known.parent = above[0]!;
        delete known.possible;
      } else {
        known.possible = known.possible ? new Set(above.filter((id) => known.possible!.has(id))) : new Set(above);
      }
    }
  }

  has(id: string): boolean {
    return this.nodes.has(id);
  }

  name(id: string): string | undefined {
    return this.nodes.get(id)?.name;
  }

  depth(id: string): number | undefined {
    return id === this.rootId ? 0 : this.nodes.get(id)?.depth;
  }

  /** The parent, as sure as the records read make it: undefined while unknown. */
  parentOf(id: string): string | undefined {
    const known = this.nodes.get(id);
    return known?.parent ?? (known?.possible?.size === 1 ? [...known.possible][0] : undefined);
  }

  /** Whether `id` is a child of `parent`: false for a node under another, or one not read yet. */
  isChildOf(id: string, parent: string): boolean {
    const known = this.nodes.get(id);
    if (!known) return false;
    if (known.parent !== undefined) return known.parent === parent;
    return known.possible?.has(parent) === true;
  }

  /** Whether a node still needs records: unread, or (merged records) with its parent in doubt. */
  needsRecords(id: string): boolean {
    const known = this.nodes.get(id);
    return !known || (known.parent === undefined && (known.possible?.size ?? 0) !== 1);
  }

  /** The root, then each ancestor down to `id`; undefined when a parent is not known. */
  pathTo(id: string): string[] | undefined {
    const path = [id];
    for (let at = id; at !== this.rootId;) {
      const parent = this.parentOf(at);
      if (parent === undefined || path.includes(parent)) return undefined;
      path.unshift(parent);
      at = parent;
    }
    return path;
  }
}
