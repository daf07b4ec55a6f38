// An entry id's status from the Data API (issue 34), answered as our /search/entry-status
// answers it (model/types EntryStatusResponse). The common case, an id typed because it exists,
// costs one small GraphQL request; only an id the API does not hold asks the holdings routes
// (removed and unreleased at once). Every request is a GET: the transport caches it for the session.

import { MESSAGES } from '../../model/constants/messages.ts';
import { parseIdentifier } from '../../model/identifiers.ts';
import { statusEntryId } from '../../model/status-entry-id.ts';
import type { EntryStatusResponse } from '../../model/types.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { graphqlCall, holdingsRecordCall } from './public-api-calls.ts';

const ENTRY_QUERY = 'query($id:String!){entry(entry_id:$id){rcsb_id}}';

interface EntryAnswer {
  data?: { entry?: { rcsb_id?: string } | null } | null;
  errors?: Array<{ message?: string }>;
}

/** The part of /rest/v1/holdings/removed/{id} read here (removed_entry.json). */
interface RemovedRecord {
  rcsb_repository_holdings_removed?: { id_codes_replaced_by?: unknown };
}

/** Held: 200; not held: 404; anything else is a failure the caller passes on. */
async function holdingsRecord<T>(
  data: ApiTransport,
  kind: 'removed' | 'unreleased',
  id: string,
  signal?: AbortSignal,
): Promise<ClientResult<T | null>> {
  const answer = await data.send<T>(holdingsRecordCall(kind, id), signal);
  if (answer.ok || answer.status !== 404) return answer;
  return { ok: true, status: 404, value: null };
}

const replacements = (record: RemovedRecord): string[] => {
  const ids = record.rcsb_repository_holdings_removed?.id_codes_replaced_by;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

export async function entryStatusFromDataApi(
  data: ApiTransport,
  raw: string,
  signal?: AbortSignal,
): Promise<ClientResult<EntryStatusResponse>> {
  const id = statusEntryId(raw);
  if (id === undefined) return { ok: false, status: 400, message: `400 ${MESSAGES.enterValidEntryId}` };
  const held = await data.send<EntryAnswer>(graphqlCall(ENTRY_QUERY, { id }), signal);
  if (!held.ok) return held;
  if (held.value.errors?.length)
    return { ok: false, status: held.status, message: held.value.errors[0]?.message ?? 'GraphQL error' };
  if (held.value.data?.entry) {
    const status = parseIdentifier(id)?.computedModel ? 'computational' : 'current';
    return { ok: true, status: 200, value: { id, status } };
  }
  const [removed, unreleased] = await Promise.all([
    holdingsRecord<RemovedRecord>(data, 'removed', id, signal),
    holdingsRecord<object>(data, 'unreleased', id, signal),
  ]);
  if (!removed.ok) return removed;
  if (!unreleased.ok) return unreleased;
  if (removed.value) {
    const replacedBy = replacements(removed.value);
    return {
      ok: true,
      status: 200,
      value: replacedBy.length ? { id, status: 'obsolete', replaced_by: replacedBy } : { id, status: 'obsolete' },
    };
  }
  return { ok: true, status: 200, value: { id, status: unreleased.value ? 'unreleased' : 'unknown' } };
}
