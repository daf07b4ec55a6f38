// Issue 34, "the client never exceeds 10 requests a second to one API": a burst of 100 store
// actions (counts, the bar's menu, entry status, Browse Annotations' first level) through the
// browser-direct client, on a fake clock. Every request each API gets is recorded with the
// clock's time; in no one-second window does one API get more than 10, and no action is dropped.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FetchLike } from '../../../src/client/http.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { FakeClock } from '../../support/fake-clock.ts';

const SEARCH_API = 'https://search.test';
const DATA_API = 'https://data.test';

/** Small answers in the public APIs' shapes: what each action reads of them does not matter here. */
function answerFor(url: URL): Response {
  if (url.pathname === '/rcsbsearch/v2/suggest') return Response.json({ query_id: 'q', suggestions: {} });
  if (url.pathname === '/rcsbsearch/v2/query')
    return Response.json({ query_id: 'q', result_type: 'entry', total_count: 3, facets: [] });
  if (url.pathname.startsWith('/rest/v1/holdings/'))
    return Response.json({ rcsb_id: 'X', rcsb_repository_holdings_current_entry_container_identifiers: {} });
  return Response.json({ data: {} });
}

function setUp() {
  const clock = new FakeClock();
  const sent: Array<{ at: number; origin: string }> = [];
  const fetch: FetchLike = async (url) => {
    const parsed = new URL(url);
    sent.push({ at: clock.elapsed(), origin: parsed.origin });
    return answerFor(parsed);
  };
  const client = createDirectClient({ searchApi: SEARCH_API, dataApi: DATA_API, fetch, clock });
  const store = createSearchStore({ searchApi: SEARCH_API, dataApi: DATA_API }, { client, storage: null });
  return { clock, sent, store };
}

const fullText = (value: string): SearchRequest => ({
  query: { type: 'terminal', service: 'full_text', parameters: { value } },
  return_type: 'entry',
});

/** The most requests one origin got within any one second. */
function busiestSecond(sent: ReadonlyArray<{ at: number; origin: string }>, origin: string): number {
  const times = sent.filter((one) => one.origin === origin).map((one) => one.at);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

test('a burst of 100 actions: no API gets more than 10 requests in any second, and none is dropped', async () => {
  const { clock, sent, store } = setUp();
  const actions: Array<Promise<unknown>> = [];
  for (let i = 0; i < 25; i++) {
    actions.push(store.actions.count(fullText(`kinase ${i}`), { key: `count ${i}` }));
    actions.push(store.actions.suggest(`hemo${i}`));
    actions.push(store.actions.lookupEntryStatus(`${i + 1}ABC`));
    actions.push(store.actions.fetchTreeNode('taxonomy', 'root'));
  }
  assert.equal(actions.length, 100);
  await clock.advance(60_000);
  const answers = await Promise.all(actions);

  const origins = new Set(sent.map((one) => one.origin));
  assert.deepEqual([...origins].sort(), [DATA_API, SEARCH_API]);
  for (const origin of origins) assert.ok(busiestSecond(sent, origin) <= 10, `${origin}: more than 10 in a second`);
  // queued, not dropped: every count has its number (the repeated tree root is asked once)
  const counts = answers.filter((_, i) => i % 4 === 0) as Array<{ ok: boolean; count?: number }>;
  assert.deepEqual(
    counts.map((c) => c.ok && c.count),
    Array.from({ length: 25 }, () => 3),
  );
  assert.ok(sent.filter((one) => one.origin === SEARCH_API).length >= 50, 'every count and menu reached the API');
});
