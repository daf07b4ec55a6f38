// The Data API's groups over the archive: an entry's or an entity's group memberships name a
// group (a sequence-identity cluster, the entities of one UniProt accession, a deposit group) and
// its provenance; the group's members are every document whose membership names it. A group
// record holds that, and nothing the archive does not state.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { isRecord } from '../../../../model/json-shape.ts';
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

export function groupRecords(index: ArchiveIndex): GroupRecords {
  const membersOf = index.db.prepare(
    'SELECT DISTINCT doc FROM attr WHERE attr = (SELECT id FROM attribute WHERE name = ?) AND value = ? ORDER BY doc',
  );
  const methods = index.db.prepare(
    'SELECT DISTINCT value FROM attr WHERE attr IN (SELECT id FROM attribute WHERE name IN (?, ?))',
  );

  const group = (kind: GroupKind, groupId: string): GroupRecord | null => {
    const rows = membersOf.all(`${MEMBERSHIP[kind]}.group_id`, groupId) as Array<{ doc: number }>;
    const members = rows.map((r) => index.ids[r.doc] ?? '').filter(Boolean);
    const first = rows[0] && index.body(rows[0].doc);
    if (!first || members.length === 0) return null;
    const membership = memberships(kind, first).find(
      (m) => String(m['group_id']).toUpperCase() === groupId.toUpperCase(),
    );
    const id = String(membership?.['group_id'] ?? groupId);
    const method = String(membership?.['aggregation_method'] ?? '');
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
      const known = (
        methods.all(
          `${MEMBERSHIP.entry}.aggregation_method`,
          `${MEMBERSHIP.polymer_entity}.aggregation_method`,
        ) as Array<{ value: string }>
      )
        .map((r) => r.value)
        .find((method) => provenanceId(method) === id);
      return known ? provenanceRecord(known) : null;
    },
  };
}

function provenanceRecord(method: string): GroupRecord {
  const id = provenanceId(method);
  return { rcsb_id: id, rcsb_group_provenance_container_identifiers: { group_provenance_id: id } };
}
