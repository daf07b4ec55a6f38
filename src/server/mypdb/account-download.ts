// GET /mypdb/account-data's body: the account's JSON, one saved query a line, made one
// query at a time from the stored text (never parsed again) and handed out in chunks with a turn
// of the event loop between them. Serializing a whole large account at once held the loop for
// every other request (8 parallel downloads of a 40 MB account held /health for 1.8 s); an account
// saved before the size bounds may still be that large.

import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MyPdbStore } from './mypdb-store.ts';

/** Characters written before the loop gets a turn. */
const CHUNK_LENGTH = 64 * 1024;

async function* accountJson(store: MyPdbStore, accountId: number, ids: readonly string[], head: string) {
  let chunk = head;
  let first = true;
  for (const id of ids) {
    if (chunk.length >= CHUNK_LENGTH) {
      yield chunk;
      chunk = '';
      await nextTurn();
    }
    // a query deleted while the download runs is left out
    const query = store.queryJson(accountId, id);
    if (query === undefined) continue;
    chunk += `${first ? '' : ','}\n    ${query}`;
    first = false;
  }
  yield `${chunk}${first ? '' : '\n  '}]\n}\n`;
}

/** The account's data as a stream of JSON text; undefined for an account that no longer exists. */
export function accountDataStream(store: MyPdbStore, accountId: number): Readable | undefined {
  const profile = store.accountProfile(accountId);
  if (!profile) return undefined;
  const ids = store.queryIds(accountId);
  // the profile's fields as JSON.stringify(profile, null, 2) writes them, then the queries' array
  const head = `${JSON.stringify(profile, null, 2).slice(0, -2)},\n  "queries": [`;
  return Readable.from(accountJson(store, accountId, ids, head), { objectMode: false });
}
