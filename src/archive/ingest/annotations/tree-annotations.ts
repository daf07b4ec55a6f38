// What the classification trees add to polymer entities and instances, in the shape of
// the Search API's records: EC lineage names, Pfam names and clan lineages, GO annotations from
// the GO map's entity rows, and SCOP2 annotations of author chains. Every name and lineage comes
// from the tree files; an id the tree lacks keeps its record without them.

import type { JsonObject } from '../category-copy.ts';
import type { TreeData, TreeId } from './trees.ts';

const lineageOf = (trees: TreeData, tree: TreeId, nodeId: string): JsonObject[] =>
  (trees.lineages[tree]?.of(nodeId) ?? []).map(({ id, name, depth }) => ({ id, name, depth }));

const nodeName = (trees: TreeData, tree: TreeId, nodeId: string): string | undefined =>
  trees.trees[tree]?.nodes.get(nodeId)?.name;

/** Names each step of rcsb_ec_lineage the EC tree knows ('3.4.21' is 'Serine endopeptidases'). */
export function nameEcLineage(lineage: readonly JsonObject[], trees: TreeData): void {
  for (const step of lineage) {
    const name = nodeName(trees, 'ec', String(step.id));
    if (name) step.name = name;
  }
}

/** A typed annotation record for a tree node: its id, name and lineage. */
function treeRecord(trees: TreeData, tree: TreeId, type: string, nodeId: string, provenance: string): JsonObject {
  const name = nodeName(trees, tree, nodeId);
  const lineage = lineageOf(trees, tree, nodeId);
  return {
    type,
    annotation_id: nodeId,
    ...(name ? { name } : {}),
    provenance_source: provenance,
    ...(lineage.length > 0 ? { annotation_lineage: lineage } : {}),
  };
}

/** Pfam records from SIFTS families, with the family's name and its clan lineage. */
export const pfamRecord = (trees: TreeData | undefined, accession: string): JsonObject =>
  trees
    ? treeRecord(trees, 'pfam', 'Pfam', accession, 'SIFTS')
    : { type: 'Pfam', annotation_id: accession, provenance_source: 'SIFTS' };

/** GO records of an entity ('4HHB_1'): the terms UniProt assigns its reference sequences. */
export function goRecords(trees: TreeData, entityId: string): JsonObject[] {
  const terms = trees.trees.go?.map.entity.get(entityId);
  return [...(terms ?? [])].sort().map((term) => treeRecord(trees, 'go', 'GO', term, 'UniProt'));
}

/** SCOP2 records of an author chain ('1A8O', 'A'): its superfamily and family. */
export function scop2Records(trees: TreeData, entryId: string, authAsymId: string): JsonObject[] {
  const nodes = trees.trees.scop2?.map.auth_chain.get(`${entryId}.${authAsymId}`);
  return [...(nodes ?? [])].sort().map((node) => treeRecord(trees, 'scop2', 'SCOP2', node, 'SCOP2'));
}
