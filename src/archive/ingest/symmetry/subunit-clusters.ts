// Subunits grouped into clusters of equivalent chains, each member reduced to the residues that
// every member of its cluster has observed, in one order, so that any two members superpose atom
// for atom. Members of one entity correspond by label_seq_id; members of different entities (a
// cluster at a lower sequence identity, such as haemoglobin's alpha and beta chains) by a local
// alignment of their sequences, which must cover three quarters of the shorter one (BioJava's
// default sequence coverage for subunit clusters).

import type { SequenceType } from '../../../model/types.ts';
import { encodeResidues, SCHEMES } from '../../services/sequence/scoring.ts';
import { alignEndingAt, localScore, queryProfile, ScoreBuffers } from '../../services/sequence/smith-waterman.ts';
import type { Subunit } from './subunits.ts';

const MINIMUM_COVERAGE = 0.75;
/** Fewer shared residues than this cannot fix a superposition. */
const MINIMUM_SHARED = 3;

export interface EntitySequence {
  sequence: string;
  type: SequenceType;
}

export interface SubunitCluster {
  /** Indexes into the subunit list, in subunit order. */
  members: number[];
  /** Per member, the coordinates of the cluster's shared residues, in one order. */
  coords: Float64Array[];
}

/** label_seq_id of `from` -> label_seq_id of `to` for the aligned residues, or undefined below the coverage. */
function alignedPositions(from: EntitySequence, to: EntitySequence): Map<number, number> | undefined {
  if (from.type !== to.type) return undefined;
  const scheme = SCHEMES[from.type];
  const query = encodeResidues(to.sequence, scheme);
  const target = encodeResidues(from.sequence, scheme);
  const profile = queryProfile(query, scheme);
  const alignment = alignEndingAt(profile, target, localScore(profile, target, new ScoreBuffers()));
  const map = new Map<number, number>();
  let i = alignment.queryBegin;
  let j = alignment.targetBegin;
  for (const op of alignment.operations) {
    if (op === 'M') map.set(j + 1, i + 1);
    if (op !== 'D') i++;
    if (op !== 'I') j++;
  }
  const shorter = Math.min(from.sequence.length, to.sequence.length);
  return map.size >= MINIMUM_COVERAGE * shorter ? map : undefined;
}

/**
 * The subunits grouped by `keyOf(entityId)`, clusters in order of their first member; undefined
 * when a cluster's members cannot be put in correspondence.
 */
export function clusterSubunits(
  subunits: readonly Subunit[],
  keyOf: (entityId: string) => string,
  sequenceOf: (entityId: string) => EntitySequence | undefined,
): SubunitCluster[] | undefined {
  const groups = new Map<string, number[]>();
  subunits.forEach((subunit, index) => {
    const key = keyOf(subunit.entityId);
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const clusters: SubunitCluster[] = [];
  for (const members of groups.values()) {
    const parts = correspondingParts(subunits, members, sequenceOf);
    if (!parts) return undefined;
    clusters.push(...parts);
  }
  return clusters;
}

/**
 * One cluster of the members, or, when they cannot all be superposed on one another, the fewest
 * clusters that can: copies of one entity observed over different stretches (5KC1's chains each
 * model one of two fragments) are not equivalent subunits, as BioJava's clusterer, which compares
 * the observed sequences, finds too. Undefined when a member corresponds to nothing, not even itself.
 */
function correspondingParts(
  subunits: readonly Subunit[],
  members: number[],
  sequenceOf: (entityId: string) => EntitySequence | undefined,
): SubunitCluster[] | undefined {
  const whole = sharedResidues(subunits, members, sequenceOf);
  if (whole) return [whole];
  const parts: number[][] = [];
  for (const member of members) {
    const part = parts.find((p) => sharedResidues(subunits, [...p, member], sequenceOf));
    if (part) part.push(member);
    else parts.push([member]);
  }
  const clusters = parts.map((part) => sharedResidues(subunits, part, sequenceOf));
  return clusters.every((c) => c !== undefined) ? clusters : undefined;
}

function sharedResidues(
  subunits: readonly Subunit[],
  members: number[],
  sequenceOf: (entityId: string) => EntitySequence | undefined,
): SubunitCluster | undefined {
  const reference = subunits[members[0]!]!.entityId;
  const referenceSequence = sequenceOf(reference);
  const maps = new Map<string, Map<number, number> | null>([[reference, null]]);
  // per chain (the copies of one chain share it): reference position -> index of its representative atom
  const atomAt = new Map<string, Map<number, number>>();
  for (const member of members) {
    const subunit = subunits[member]!;
    if (atomAt.has(subunit.asymId)) continue;
    if (!maps.has(subunit.entityId)) {
      const own = sequenceOf(subunit.entityId);
      const map = own && referenceSequence ? alignedPositions(own, referenceSequence) : undefined;
      if (!map) return undefined;
      maps.set(subunit.entityId, map);
    }
    const map = maps.get(subunit.entityId);
    const positions = new Map<number, number>();
    subunit.seqIds.forEach((seqId, atom) => {
      const position = map ? map.get(seqId) : seqId;
      if (position !== undefined) positions.set(position, atom);
    });
    atomAt.set(subunit.asymId, positions);
  }
  const chains = [...atomAt.values()];
  const shared = [...chains[0]!.keys()].filter((position) => chains.every((positions) => positions.has(position)));
  if (shared.length < MINIMUM_SHARED) return undefined;
  shared.sort((a, b) => a - b);
  const atoms = new Map([...atomAt].map(([asym, positions]) => [asym, shared.map((p) => 3 * positions.get(p)!)]));
  const coords = members.map((member) => {
    const { asymId, coords: source } = subunits[member]!;
    const out = new Float64Array(3 * shared.length);
    atoms.get(asymId)!.forEach((atom, k) => {
      out[3 * k] = source[atom]!;
      out[3 * k + 1] = source[atom + 1]!;
      out[3 * k + 2] = source[atom + 2]!;
    });
    return out;
  });
  return { members, coords };
}
