// rcsb_struct_symmetry of an assembly, as the schema describes it: the stoichiometry, oligomeric
// state and point group of its polymer subunits ("Global Symmetry": subunits equivalent when their
// entities share a 95 % sequence-identity cluster) and, where relaxing that equivalence to the
// 30 % clusters finds a larger point group, the "Pseudo Symmetry" too (haemoglobin: alpha and
// beta chains). The clusters are the archive's RCSB sequence-cluster tables; an entity they do not
// list is equivalent to those with its exact sequence. The oligomeric state always describes the
// global composition; a pseudo record's stoichiometry counts its relaxed clusters.

import type { JsonObject } from '../category-copy.ts';
import type { ClusterCutoff, ClusterData } from '../annotations/clusters.ts';
import type { EntityModel, PolymerType } from '../entity-model.ts';
import type { EntryStructure } from '../../services/coordinates/entry-structure.ts';
import type { SequenceType } from '../../../model/types.ts';
import { assemblyFrame, symmetryOperations, type AssemblyFrame } from './operations.ts';
import { helicalSymmetry, type Helix } from './helix.ts';
import { pointGroup, type Direction, type PointGroup } from './point-group.ts';
import { clusterSubunits, type EntitySequence, type SubunitCluster } from './subunit-clusters.ts';
import { assemblySubunits, type Subunit } from './subunits.ts';
import { superpose, Superposition } from '../../../model/structure-alignment/superpose.ts';

/** What rcsb_struct_symmetry_provenance_code names: this code, not the RCSB's BioJava run. */
export const SYMMETRY_SOFTWARE = 'pdb-search-elements quaternary symmetry 1.0';
const GLOBAL_CUTOFF: ClusterCutoff = 95;
const PSEUDO_CUTOFF: ClusterCutoff = 30;

export interface SymmetryInputs {
  entryId: string;
  structure: EntryStructure;
  model: EntityModel;
  clusters?: ClusterData;
}

const SEQUENCE_TYPES: Partial<Record<PolymerType, SequenceType>> = { Protein: 'protein', DNA: 'dna', RNA: 'rna' };

interface Level {
  clusters: SubunitCluster[];
  frame: AssemblyFrame;
  group: PointGroup;
  /** Only where the point group is C1. */
  helix?: Helix;
}

/** Which cluster an entity belongs to at the cutoff. */
function clusterKeys(inputs: SymmetryInputs, cutoff: ClusterCutoff): (entityId: string) => string {
  const { entryId, model, clusters } = inputs;
  return (entityId) => {
    const cluster = clusters?.byEntity.get(`${entryId}_${entityId}`)?.get(cutoff);
    if (cluster !== undefined) return `cluster ${cluster}`;
    const sequence = model.entity(entityId)?.sequenceCanonical;
    return sequence ? `sequence ${sequence}` : `entity ${entityId}`;
  };
}

function level(subunits: Subunit[], inputs: SymmetryInputs, keyOf: (entityId: string) => string): Level | undefined {
  const { model } = inputs;
  const sequenceOf = (entityId: string): EntitySequence | undefined => {
    const entity = model.entity(entityId);
    const type = entity?.polymerType && SEQUENCE_TYPES[entity.polymerType];
    return entity?.sequenceCanonical && type ? { sequence: entity.sequenceCanonical, type } : undefined;
  };
  const found = clusterSubunits(subunits, keyOf, sequenceOf);
  if (!found) return undefined;
  found.sort((a, b) => b.members.length - a.members.length || a.members[0]! - b.members[0]!);
  const frame = assemblyFrame(found, subunits.length);
  const group = pointGroup(symmetryOperations(frame, found).map((op) => op.rotation));
  const helix = group.order === 1 ? helicalSymmetry(frame, found) : undefined;
  return { clusters: found, frame, group, ...(helix ? { helix } : {}) };
}

/** "Monomer" for one subunit, else homo- or hetero-oligomer by the number of kinds. */
export function oligomericState(kinds: number, total: number): string {
  if (total === 1) return 'Monomer';
  return `${kinds === 1 ? 'Homo' : 'Hetero'} ${total}-mer`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** The index-th kind of subunit with its count: A, B2, ..., Z, AA, AB, as the RCSB labels them. */
export function stoichiometryLabel(index: number, count: number): string {
  let label = '';
  let n = index;
  do {
    label = LETTERS[n % 26]! + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return count > 1 ? `${label}${count}` : label;
}

function averageRmsd(cluster: SubunitCluster): number {
  if (cluster.coords.length < 2) return 0;
  const fit = new Superposition();
  const first = cluster.coords[0]!;
  const n = first.length / 3;
  let sum = 0;
  for (const coords of cluster.coords.slice(1)) {
    superpose(coords, first, n, fit);
    sum += Math.sqrt(Math.max(0, fit.squaredDeviation) / n);
  }
  return round(sum / (cluster.coords.length - 1), 2);
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** An axis through `through`, from the assembly's lowest to its highest atom along it. */
function spannedAxis(frame: AssemblyFrame, through: Direction, direction: Direction): JsonObject {
  let low = Infinity;
  let high = -Infinity;
  for (const coords of frame.samples)
    for (let k = 0; k < coords.length; k += 3) {
      const along =
        (coords[k]! - through[0]) * direction[0] +
        (coords[k + 1]! - through[1]) * direction[1] +
        (coords[k + 2]! - through[2]) * direction[2];
      low = Math.min(low, along);
      high = Math.max(high, along);
    }
  const point = (at: number) => through.map((c, i) => round(c + at * direction[i]!, 3));
  return { start: point(low), end: point(high) };
}

function rotationAxes({ frame, group, helix }: Level): JsonObject[] {
  if (helix) return [spannedAxis(frame, helix.point, helix.direction)];
  return group.axes.map(({ direction, order }) => ({ ...spannedAxis(frame, frame.centre, direction), order }));
}

function record(kind: string, found: Level, subunits: Subunit[], state: string): JsonObject {
  return {
    kind,
    type: found.helix ? 'Helical' : found.group.type,
    symbol: found.helix ? 'H' : found.group.symbol,
    oligomeric_state: state,
    stoichiometry: found.clusters.map((c, i) => stoichiometryLabel(i, c.members.length)),
    clusters: found.clusters.map((cluster) => ({
      members: cluster.members.map((m) => ({
        asym_id: subunits[m]!.asymId,
        pdbx_struct_oper_list_ids: subunits[m]!.operatorIds,
      })),
      avg_rmsd: averageRmsd(cluster),
    })),
    ...(found.helix || found.group.axes.length > 0 ? { rotation_axes: rotationAxes(found) } : {}),
  };
}

function lineage(records: JsonObject[]): JsonObject[] {
  const terms = new Map<string, JsonObject>();
  for (const r of records) {
    const names = [r.kind, r.type, r.symbol, r.oligomeric_state] as string[];
    names.forEach((name, depth) => {
      const id = names.slice(0, depth + 1).join('.');
      if (!terms.has(id)) terms.set(id, { id, name, depth: depth + 1 });
    });
  }
  return [...terms.values()];
}

/** The assembly's symmetry fields, or undefined when it has no polymer coordinates to compute them from. */
export function assemblySymmetry(inputs: SymmetryInputs, assemblyId: string): JsonObject | undefined {
  const subunits = assemblySubunits(inputs.structure, assemblyId);
  if (subunits.length === 0) return undefined;
  // members of a cluster that cannot be put in correspondence fall back to one cluster per entity
  const global =
    level(subunits, inputs, clusterKeys(inputs, GLOBAL_CUTOFF)) ?? level(subunits, inputs, (id) => `entity ${id}`);
  if (!global) return undefined;
  const total = subunits.length;
  const state = oligomericState(global.clusters.length, total);
  const records = [record('Global Symmetry', global, subunits, state)];
  const pseudoKeys = clusterKeys(inputs, PSEUDO_CUTOFF);
  const merges = new Set(subunits.map((s) => pseudoKeys(s.entityId))).size < global.clusters.length;
  const pseudo = inputs.clusters && merges ? level(subunits, inputs, pseudoKeys) : undefined;
  if (pseudo && pseudo.group.order > global.group.order)
    records.push(record('Pseudo Symmetry', pseudo, subunits, state));
  return {
    rcsb_struct_symmetry: records,
    rcsb_struct_symmetry_lineage: lineage(records),
    rcsb_struct_symmetry_provenance_code: SYMMETRY_SOFTWARE,
  };
}
