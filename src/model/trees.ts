// The annotation trees of Browse Annotations (seed 000 §2, seed 001 §2/§7): which trees
// the archive serves, their labels and help pages, and the search that lists the entries under a
// node. A node's search is a lineage attribute's exact match, grouped with the annotation type
// where the lineage sits in a typed annotation record, so the type and the id hold on the same
// record (the Search API's nested semantics). The server counts a node with the same attributes.

import type { QueryNode, SearchRequest } from './types/request.ts';

/** The trees the archive's extra/trees/ folder can hold. */
/** Nodes the tree search offers at most (here, not in LIMITS, which every element bundles). */
export const TREE_MENU_ITEMS = 20;

export const SERVED_TREE_IDS = ['taxonomy', 'ec', 'go', 'pfam', 'scop2'] as const;
export type ServedTreeId = (typeof SERVED_TREE_IDS)[number];
export type TreeId = ServedTreeId | 'atc';

export interface TreeDescriptor {
  id: TreeId;
  label: string;
  /** The page under {docs base}/docs/search-and-browse/browse-options/. */
  helpLink: string;
  /** False when the archive holds no data for the tree (ATC: no chemical annotations). */
  available: boolean;
  /** The lineage id attribute a node's search matches. */
  attribute?: string;
  /** The annotation type that must hold on the same record. */
  annotationType?: { attribute: string; value: string };
  /** A refinement whose buckets are this tree's node names: each offers 'Show in tree'. */
  facetAttribute?: string;
}

/** In the switcher's order; the first available tree is what /search/browse opens. */
export const TREES: readonly TreeDescriptor[] = [
  { id: 'atc', label: 'ATC (Anatomical Therapeutic Chemical)', helpLink: 'atc', available: false },
  {
    id: 'taxonomy',
    label: 'Source Organism (NCBI Taxonomy)',
    helpLink: 'source-organism',
    available: true,
    attribute: 'rcsb_entity_source_organism.taxonomy_lineage.id',
    // the Taxonomy refinement: superkingdoms and virus clades
    facetAttribute: 'rcsb_entity_source_organism.ncbi_parent_scientific_name',
  },
  {
    id: 'ec',
    label: 'Enzyme Classification',
    helpLink: 'enzyme-classification',
    available: true,
    attribute: 'rcsb_polymer_entity.rcsb_ec_lineage.id',
    facetAttribute: 'rcsb_polymer_entity.rcsb_ec_lineage.name',
  },
  {
    id: 'go',
    label: 'Gene Ontology',
    helpLink: 'gene-ontology',
    available: true,
    attribute: 'rcsb_polymer_entity_annotation.annotation_lineage.id',
    annotationType: { attribute: 'rcsb_polymer_entity_annotation.type', value: 'GO' },
  },
  {
    id: 'pfam',
    label: 'Pfam Protein Families',
    helpLink: 'pfam',
    available: true,
    attribute: 'rcsb_polymer_entity_annotation.annotation_lineage.id',
    annotationType: { attribute: 'rcsb_polymer_entity_annotation.type', value: 'Pfam' },
  },
  {
    id: 'scop2',
    // short enough for the picker on a 390 px phone (a select cannot wrap its text)
    label: 'SCOP2 Structural Classification',
    helpLink: 'scop2',
    available: true,
    attribute: 'rcsb_polymer_instance_annotation.annotation_lineage.id',
    annotationType: { attribute: 'rcsb_polymer_instance_annotation.type', value: 'SCOP2' },
  },
];

export const treeDescriptor = (id: string): TreeDescriptor | undefined => TREES.find((tree) => tree.id === id);

/** The tree whose node names a refinement's buckets are, if any. */
export const treeOfFacet = (attribute: string | undefined): TreeDescriptor | undefined =>
  attribute ? TREES.find((tree) => tree.facetAttribute === attribute) : undefined;

export const DEFAULT_TREE_ID: TreeId = TREES.find((tree) => tree.available)!.id;

/** The query for "entries under this node": its lineage id, on a record of the tree's type. */
export function treeNodeQuery(tree: TreeDescriptor, nodeId: string): QueryNode | undefined {
  if (!tree.attribute) return undefined;
  const lineage: QueryNode = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: tree.attribute, operator: 'exact_match', value: nodeId },
  };
  if (!tree.annotationType) return lineage;
  const { attribute, value } = tree.annotationType;
  return {
    type: 'group',
    logical_operator: 'and',
    nodes: [{ type: 'terminal', service: 'text', parameters: { attribute, operator: 'exact_match', value } }, lineage],
  };
}

/** The search a node's search action runs: the entries under it. */
export function treeNodeRequest(tree: TreeDescriptor, nodeId: string): SearchRequest | undefined {
  const query = treeNodeQuery(tree, nodeId);
  return query ? { query, return_type: 'entry' } : undefined;
}
