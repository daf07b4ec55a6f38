// Where each tree of Browse Annotations lives in the public APIs (issue 34, browser-direct mode):
// the Search API attributes of its lineage, the GraphQL selection that gives a hit's lineages (one
// record per organism or annotation), its root (which lineages leave out), its suggester attribute,
// and, for a tree the APIs cannot give, why.

import { TREES, treeDescriptor, type TreeDescriptor } from '../../../model/trees.ts';

/** One step of a lineage, as both APIs hold it: the node and its depth below the tree's root. */
export interface LineageStep {
  id: string;
  name: string;
  depth: number;
}

/** A polymer entity of the GraphQL answer, as far as the selections below read it. */
export type GraphqlEntity = Record<string, unknown>;

export interface TreeSource {
  descriptor: TreeDescriptor & { attribute: string };
  /** The root, which no lineage holds: its id and name as the archive's tree files give them. */
  root: { id: string; name: string };
  depthAttribute: string;
  nameAttribute: string;
  /** The GraphQL selection under `entries { polymer_entities { … } }`. */
  selection: string;
  /** The lineage records of one polymer entity of the GraphQL answer. */
  records(entity: GraphqlEntity): LineageStep[][];
  /**
   * Which of the steps one level up can be a step's parent. An entity's EC numbers share one
   * merged lineage record, where a level may hold several steps: an EC number's parent is the
   * class its own number extends (3.4.21 is under 3.4).
   */
  parentsAbove?: (id: string, above: readonly string[]) => string[];
  /** The public suggester's attribute of node names, when it has one. */
  suggestAttribute?: string;
}

export type TreeSourceAnswer = { ok: true; source: TreeSource } | { ok: false; label: string; reason: string };

const STEP = '{ id name depth }';

const list = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];

function steps(value: unknown): LineageStep[] {
  return list(value).flatMap((step) =>
    typeof step.id === 'string' && typeof step.depth === 'number'
      ? [{ id: step.id, name: typeof step.name === 'string' ? step.name : step.id, depth: step.depth }]
      : [],
  );
}

/** The lineages of an entity's typed annotation records (Pfam, SCOP2) of one type. */
const typedRecords = (records: unknown, type: string): LineageStep[][] =>
  list(records)
    .filter((record) => record.type === type)
    .map((record) => steps(record.annotation_lineage));

const SOURCES: Record<string, Omit<TreeSource, 'descriptor' | 'depthAttribute' | 'nameAttribute'>> = {
  taxonomy: {
    root: { id: '1', name: 'root' },
    selection: `rcsb_entity_source_organism { taxonomy_lineage ${STEP} }`,
    records: (entity) => list(entity.rcsb_entity_source_organism).map((organism) => steps(organism.taxonomy_lineage)),
    suggestAttribute: 'rcsb_entity_source_organism.taxonomy_lineage.name',
  },
  ec: {
    root: { id: 'EC', name: 'Enzyme Classification (EC)' },
    selection: `rcsb_polymer_entity { rcsb_ec_lineage ${STEP} }`,
    records: (entity) => {
      const polymer = entity.rcsb_polymer_entity as Record<string, unknown> | null | undefined;
      return polymer ? [steps(polymer.rcsb_ec_lineage)] : [];
    },
    parentsAbove: (id, above) => above.filter((parent) => id.startsWith(`${parent}.`)),
  },
  pfam: {
    root: { id: 'Pfam', name: 'Pfam' },
    selection: `rcsb_polymer_entity_annotation { type annotation_lineage ${STEP} }`,
    records: (entity) => typedRecords(entity.rcsb_polymer_entity_annotation, 'Pfam'),
  },
  scop2: {
    root: { id: 'SCOP2', name: 'SCOP2' },
    selection: `polymer_entity_instances { rcsb_polymer_instance_annotation { type annotation_lineage ${STEP} } }`,
    records: (entity) =>
      list(entity.polymer_entity_instances).flatMap((instance) =>
        typedRecords(instance.rcsb_polymer_instance_annotation, 'SCOP2'),
      ),
  },
};

const REASONS: Record<string, string> = {
  go:
    'a Gene Ontology term can have several parents, and an annotation’s lineage lists its ancestors ' +
    'without the links between them, so the APIs cannot tell which terms are a term’s children',
  atc: 'the RCSB’s ATC annotations are on chemical components, which this tree browser does not read',
};

/** The trees the browser-direct client can give. */
export const DIRECT_TREE_IDS = TREES.filter((tree) => tree.available && SOURCES[tree.id]).map((tree) => tree.id);

/** The tree's source, or why the APIs cannot give it; undefined for a tree id nobody knows. */
export function treeSource(treeId: string): TreeSourceAnswer | undefined {
  const descriptor = treeDescriptor(treeId);
  if (!descriptor) return undefined;
  const own = SOURCES[treeId];
  const attribute = descriptor.attribute;
  if (!own || !attribute || !descriptor.available)
    return { ok: false, label: descriptor.label, reason: REASONS[treeId] ?? 'the APIs hold no lineage for it' };
  const base = attribute.replace(/\.id$/, '');
  return {
    ok: true,
    source: {
      ...own,
      descriptor: { ...descriptor, attribute },
      depthAttribute: `${base}.depth`,
      nameAttribute: `${base}.name`,
    },
  };
}
