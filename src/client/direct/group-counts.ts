// A group's members in the whole archive, which the Search API's group items leave out (they count
// only the members the query matched): read from the Data API's group documents, so a group item
// says, as /search/data does, when the query matched only some of its members.

import type { AggregationMethod, SearchApiGroupItem, SearchApiResponse } from '../../model/types.ts';
import type { ApiTransport } from './api-transport.ts';
import { graphqlCall } from './public-api-calls.ts';

/** The Data API's root field for the groups a method makes (chemical components have no group documents). */
const GROUP_ROOTS: Partial<Record<AggregationMethod, string>> = {
  matching_deposit_group_id: 'entry_groups',
  sequence_identity: 'polymer_entity_groups',
  matching_uniprot_accession: 'polymer_entity_groups',
};

interface GroupAnswer {
  data?: Record<
    string,
    Array<{ rcsb_id?: unknown; rcsb_group_info?: { group_members_count?: unknown } }> | null
  > | null;
}

/**
 * The response with each group's members_in_archive from the Data API; unchanged when the method
 * has no group documents or the Data API cannot say (the group then counts its matched members).
 */
export async function withArchiveMemberCounts(
  data: ApiTransport,
  method: AggregationMethod,
  response: SearchApiResponse,
  signal?: AbortSignal,
): Promise<SearchApiResponse> {
  const root = GROUP_ROOTS[method];
  const groups = (response.group_set ?? []).filter((g): g is SearchApiGroupItem => typeof g !== 'string');
  if (!root || groups.length === 0) return response;
  const ids = groups.map((g) => g.identifier);
  const query = `{ ${root}(group_ids: ${JSON.stringify(ids)}) { rcsb_id rcsb_group_info { group_members_count } } }`;
  const answer = await data.send<GroupAnswer>(graphqlCall(query), signal);
  if (!answer.ok) return response;
  const counts = new Map<string, number>();
  for (const record of answer.value.data?.[root] ?? []) {
    const count = record.rcsb_group_info?.group_members_count;
    if (typeof record.rcsb_id === 'string' && typeof count === 'number') counts.set(record.rcsb_id, count);
  }
  return {
    ...response,
    group_set: (response.group_set ?? []).map((group) => {
      if (typeof group === 'string') return group;
      const inArchive = counts.get(group.identifier);
      return inArchive === undefined ? group : { ...group, members_in_archive: inArchive };
    }),
  };
}
