// The lineages of a few entries through GraphQL (issue 34, Browse Annotations from the public
// APIs): every record of the tree in each entry's polymer entities is learnt, which confirms the
// name, depth and parent of every node on it. Entries are asked for in batches the Data API takes.

import type { ClientResult } from '../../http.ts';
import type { ApiTransport } from '../api-transport.ts';
import type { LineageKnowledge } from './lineage-knowledge.ts';
import type { GraphqlEntity, TreeSource } from './tree-sources.ts';
import { graphqlCall } from '../public-api-calls.ts';

/** The public Data API takes up to 1,000 ids a request. */
const IDS_PER_REQUEST = 1000;

interface GraphqlAnswer {
  data?: { entries?: Array<{ polymer_entities?: GraphqlEntity[] | null } | null> | null } | null;
  errors?: Array<{ message?: string }>;
}

const lineageQuery = (source: TreeSource): string =>
  `query TreeLineages($ids: [String!]!) { entries(entry_ids: $ids) { rcsb_id polymer_entities { ${source.selection} } } }`;

/** Learns the tree's lineage records of `entryIds`; a failure says why in the API's words. */
export async function learnLineages(
  data: ApiTransport,
  source: TreeSource,
  knowledge: LineageKnowledge,
  entryIds: readonly string[],
  signal?: AbortSignal,
): Promise<ClientResult<void>> {
  const ids = [...new Set(entryIds)];
  const query = lineageQuery(source);
  const batches: string[][] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_REQUEST) batches.push(ids.slice(at, at + IDS_PER_REQUEST));
  const answers = await Promise.all(
    batches.map((batch) => {
      const variables = { ids: batch };
      return data.send<GraphqlAnswer>(graphqlCall(query, variables), signal);
    }),
  );
  for (const answer of answers) {
    if (!answer.ok) return answer;
    const entries = answer.value.data?.entries;
    if (!entries) {
      const message = answer.value.errors?.[0]?.message ?? 'The Data API answered without entries.';
      return { ok: false, status: answer.status, message };
    }
    for (const entry of entries)
      for (const entity of entry?.polymer_entities ?? [])
        for (const record of source.records(entity)) knowledge.learn(record);
  }
  return { ok: true, status: 200, value: undefined };
}
