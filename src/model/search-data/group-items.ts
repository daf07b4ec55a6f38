// Grouped results (group_by): group items with their representative and the group's description
// (seed 001 §3), or, for group_by_return_type 'representatives', each group's best member
// pointing back at its group.

import type {
  AggregationMethod,
  GroupNameCount,
  GroupResultData,
  GroupResultItem,
  SearchApiGroupItem,
  SearchApiResultItem,
  StructureResultItem,
} from '../types.ts';
import type { DocumentReader } from './document-reader.ts';
import { componentDefinition, entityDescription, nonPolymerCompId } from './entity-fields.ts';
import { objectsAt, textAt } from './json.ts';
import { groupPagePath } from './links.ts';

interface Grouping {
  /** Both a return type and a document type. */
  granularity: 'entry' | 'polymer_entity' | 'non_polymer_entity';
  provenance: string;
}

const GROUPINGS: Readonly<Record<AggregationMethod, Grouping>> = {
  matching_deposit_group_id: {
    granularity: 'entry',
    provenance: 'provenance_matching_deposit_group_id',
  },
  sequence_identity: {
    granularity: 'polymer_entity',
    provenance: 'provenance_sequence_identity',
  },
  matching_uniprot_accession: {
    granularity: 'polymer_entity',
    provenance: 'provenance_matching_uniprot_accession',
  },
  matching_chemical_component_id: {
    granularity: 'non_polymer_entity',
    provenance: 'provenance_matching_chemical_component_id',
  },
};

/** Members read for the name counts of one group; a huge group is named by a sample. */
const NAMED_MEMBERS_LIMIT = 100;

export interface GroupContext {
  reader: DocumentReader;
  method: AggregationMethod;
  /** Builds the item of one member (the representative). */
  item: (member: SearchApiResultItem) => StructureResultItem;
}

function memberItems(group: SearchApiGroupItem): SearchApiResultItem[] {
  return (group.result_set ?? []).filter((m): m is SearchApiResultItem => typeof m !== 'string');
}

function nameCounts(names: readonly string[]): GroupNameCount[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([label, population]) => ({ label, population }))
    .sort((a, b) => b.population - a.population || (a.label < b.label ? -1 : 1));
}

/** What the group is called: the deposit group's title, else its members' names. */
function groupNames(
  ctx: GroupContext,
  group: SearchApiGroupItem,
): Pick<NonNullable<GroupResultData['rcsb_group_info']>, 'group_name' | 'group_name_counts' | 'group_description'> {
  const reader = ctx.reader;
  const rows = memberItems(group)
    .slice(0, NAMED_MEMBERS_LIMIT)
    .map((m) => reader.rowOf(GROUPINGS[ctx.method].granularity, m.identifier))
    .filter((row): row is number => row !== undefined);
  if (ctx.method === 'matching_deposit_group_id') {
    const record = rows
      .flatMap((row) => objectsAt(reader.body(row).pdbx_deposit_group))
      .find((g) => g.group_id === group.identifier);
    const title = textAt(record?.group_title);
    const description = textAt(record?.group_description);
    return { ...(title ? { group_name: title } : {}), ...(description ? { group_description: description } : {}) };
  }
  const names = rows
    .map((row) => {
      const body = reader.body(row);
      if (ctx.method !== 'matching_chemical_component_id') return entityDescription(body, 'polymer_entity');
      const compId = nonPolymerCompId(body);
      return (
        (compId ? componentDefinition(reader, compId).name : undefined) ?? entityDescription(body, 'non_polymer_entity')
      );
    })
    .filter((name): name is string => name !== undefined);
  const counts = nameCounts(names);
  const top = counts[0]?.label;
  return { ...(top ? { group_name: top } : {}), group_name_counts: counts };
}

export function groupItem(ctx: GroupContext, group: SearchApiGroupItem): GroupResultItem {
  const { granularity, provenance } = GROUPINGS[ctx.method];
  const members = group.members_in_archive ?? group.count;
  const representative = memberItems(group)[0];
  const data: GroupResultData = {
    // the query matched only some of the group's members
    countDiscrepancy: group.count !== members,
    rcsb_group_container_identifiers: { group_provenance_id: provenance },
    rcsb_group_info: {
      group_members_count: members,
      group_members_granularity: granularity,
      ...groupNames(ctx, group),
    },
    gspHref: groupPagePath(granularity, group.identifier),
    orphan: members <= 1,
  };
  return {
    identifier: group.identifier,
    count: group.count,
    score: group.score,
    ...(representative ? { representative_item: ctx.item(representative) } : {}),
    data,
  };
}

/** 'representatives': each group's best member, pointing back at its group. */
export function representativeItem(ctx: GroupContext, group: SearchApiGroupItem): StructureResultItem | undefined {
  const representative = memberItems(group)[0];
  if (!representative) return undefined;
  return { ...ctx.item(representative), referencedGroup: { id: group.identifier, count: group.count } };
}
