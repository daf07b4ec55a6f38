// The Data API's groups over the archive: an entry's or an entity's group memberships name a
// group (a sequence-identity cluster, the entities of one UniProt accession, a deposit group) and
// its provenance; the group's members are every document whose membership names it. A group
// record holds that, and nothing the archive does not state.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import {
  clusterFallback,
  FALLBACK_CUTOFFS,
  type ClusterFallback,
} from '../../../../archive/services/sequence/cluster-fallback.ts';
import type { DataDocument } from './data-documents.ts';

export type GroupRecord = Record<string, unknown>;

/** The kinds of group the archive's documents name, by the membership field that names them. */
export type GroupKind = 'entry' | 'polymer_entity';

const MEMBERSHIP: Readonly<Record<GroupKind, string>> = {
  entry: 'rcsb_entry_group_membership',
  polymer_entity: 'rcsb_polymer_entity_group_membership',
};

/** A provenance's id as the Data API names it: 'provenance_' and the aggregation method. */
export const provenanceId = (method: string): string => `provenance_${method}`;

export interface GroupRecords {
  /** The group a document's memberships name, by id; null when no document of that kind names it. */
  group(kind: GroupKind, groupId: string): GroupRecord | null;
  /** The groups a document belongs to. */
  groupsOf(kind: GroupKind, doc: DataDocument): GroupRecord[];
  /** A provenance any membership names; null otherwise. */
  provenance(id: string): GroupRecord | null;
}

const memberships = (kind: GroupKind, doc: DataDocument): Array<Record<string, unknown>> => {
  const list = doc[MEMBERSHIP[kind]];
  return (Array.isArray(list) ? list : []).filter(isRecord);
};

/** A sequence-identity group id's cutoff: '24_30' and '9ABC_1_30' are groups at 30 %. */
const cutoffOf = (groupId: string): number | undefined => {
  const cutoff = Number(/_(\d+)$/.exec(groupId)?.[1]);
  return (FALLBACK_CUTOFFS as readonly number[]).includes(cutoff) ? cutoff : undefined;
};

/** Each fallback's rows by group id, made once: a group page asks for one group, a page of groups for many. */
const fallbackGroups = new WeakMap<ClusterFallback, Map<string, number[]>>();

function membersByGroup(fallback: ClusterFallback): Map<string, number[]> {
  let groups = fallbackGroups.get(fallback);
  if (!groups) {
    groups = new Map();
    for (let i = 0; i < fallback.rows.length; i++) {
      const groupId = fallback.groupIds[i]!;
      const members = groups.get(groupId);
      if (members) members.push(fallback.rows[i]!);
      else groups.set(groupId, [fallback.rows[i]!]);
    }
    fallbackGroups.set(fallback, groups);
  }
  return groups;
}

export function groupRecords(index: ArchiveIndex): GroupRecords {
  /**
   * The entities the ingest-time sequence groups put in this group (cluster-fallback.ts): those
   * the RCSB cluster tables do not list, grouped as the search's group_by groups them, so a
   * group's members here are the members its search results count.
   */
  const fallbackMembers = (groupId: string): number[] => {
    const cutoff = cutoffOf(groupId);
    const fallback = cutoff === undefined ? undefined : clusterFallback(index, cutoff);
    return (fallback && membersByGroup(fallback).get(groupId)) ?? [];
  };

  const membersOf = (attribute: string, groupId: string): number[] => {
    const id = index.attributes.get(attribute)?.id;
    return id === undefined ? [] : index.store.docs(id, { on: 'value', equals: [groupId], caseSensitive: false });
  };
  const methods = (): string[] =>
    [MEMBERSHIP.entry, MEMBERSHIP.polymer_entity].flatMap((kind) => {
      const id = index.attributes.get(`${kind}.aggregation_method`)?.id;
      return id === undefined ? [] : index.store.pairs(id).flatMap(({ value }) => (value === null ? [] : [value]));
    });

  const group = (kind: GroupKind, groupId: string): GroupRecord | null => {
    const rows = membersOf(`${MEMBERSHIP[kind]}.group_id`, groupId);
    const fallback = kind === 'polymer_entity' ? fallbackMembers(groupId) : [];
    const docs = [...new Set([...rows, ...fallback])].sort((a, b) => a - b);
    const members = docs.map((doc) => index.id(doc)).filter(Boolean);
    if (members.length === 0) return null;
    const first = rows[0] !== undefined && index.body(rows[0]);
    const membership = first
      ? memberships(kind, first).find((m) => String(m['group_id']).toUpperCase() === groupId.toUpperCase())
      : undefined;
    const id = String(membership?.['group_id'] ?? groupId);
    const method = String(membership?.['aggregation_method'] ?? (fallback.length > 0 ? 'sequence_identity' : ''));
    return {
      rcsb_id: id,
      rcsb_group_container_identifiers: {
        group_id: id,
        group_member_ids: members,
        group_provenance_id: provenanceId(method),
      },
      rcsb_group_info: { group_members_count: members.length, group_members_granularity: kind },
      ...(method ? { group_provenance: provenanceRecord(method) } : {}),
    };
  };

  return {
    group,
    groupsOf: (kind, doc) =>
      memberships(kind, doc).flatMap((m): GroupRecord[] => {
        const found = group(kind, String(m['group_id'] ?? ''));
        return found ? [found] : [];
      }),
    provenance: (id) => {
      const known = methods().find((method) => provenanceId(method) === id);
      return known ? provenanceRecord(known) : null;
    },
  };
}

function provenanceRecord(method: string): GroupRecord {
  const id = provenanceId(method);
  return { rcsb_id: id, rcsb_group_provenance_container_identifiers: { group_provenance_id: id } };
}
