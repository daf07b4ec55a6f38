// A classification tree as ingest holds it: its own module, below the tree loader (trees.ts) and
// the indexes built from a tree (lineage.ts, taxon-names.ts), which the loader calls.

import type { ServedTreeId } from '../../../model/trees.ts';

export type MappedIdType = 'entity' | 'auth_chain' | 'entry';

export interface ClassNode {
  id: string;
  name: string;
  /** Rank or level as the file gives it (genus, sub-subclass, clan, FA...); '' when none. */
  rank: string;
  /** None for the root; several for a GO term with more than one parent. */
  parents: string[];
}

export interface ClassificationTree {
  id: ServedTreeId;
  root: string;
  nodes: Map<string, ClassNode>;
  /** Node ids by archive identifier, per kind of identifier. */
  map: Record<MappedIdType, Map<string, Set<string>>>;
}
