// In-memory stand-ins for the store's outside world: a client whose answers the test controls, a
// Web Storage, and a browser history with back/forward.

import type { ClientResult } from '../../../src/client/http.ts';
import type { SearchDataBody, SearchRequest, SearchResponse } from '../../../src/model/types.ts';
import type { KeyValueStorage } from '../../../src/store/history-storage.ts';
import type { BrowserHistoryAdapter, HistoryEntryState } from '../../../src/store/browser-history.ts';
import { createSearchStore, type SearchStore, type SearchStoreConfig } from '../../../src/store/create-search-store.ts';

export type Answer = ClientResult<SearchResponse>;

export interface FakeCall {
  body: SearchDataBody;
  signal: AbortSignal | undefined;
  /** Settles this call (manual mode). */
  resolve(answer: Answer): void;
}

export const ok = (value: SearchResponse, status = 200): Answer => ({ ok: true, status, value });

export function results(total: number, extra: Partial<SearchResponse> = {}): SearchResponse {
  const shown = Math.min(total, 25);
  return {
    result_type: 'entry',
    total_count: total,
    result_set: Array.from({ length: shown }, (_, i) => ({
      identifier: `${i + 1}ABC`,
      entryId: `${i + 1}ABC`,
      return_type: 'entry' as const,
    })),
    facets: [],
    ...extra,
  };
}

/**
 * A client that records every call. `answer` decides each call's result; returning 'manual'
 * leaves the call pending until the test calls its resolve(). Like a slow server that ignores
 * cancellation, it never settles a call by itself when the signal aborts (unless honourAbort).
 */
export function fakeClient(
  answer: (body: SearchDataBody, index: number) => Answer | 'manual' = () => ok(results(3)),
  options: { honourAbort?: boolean } = {},
) {
  const calls: FakeCall[] = [];
  const client = {
    searchData(body: SearchDataBody, signal?: AbortSignal): Promise<Answer> {
      return new Promise<Answer>((resolve) => {
        const call: FakeCall = { body: JSON.parse(JSON.stringify(body)) as SearchDataBody, signal, resolve };
        calls.push(call);
        if (options.honourAbort)
          signal?.addEventListener('abort', () => resolve({ ok: false, status: 0, message: 'aborted', aborted: true }));
        const decided = answer(body, calls.length - 1);
        if (decided !== 'manual') queueMicrotask(() => resolve(decided));
      });
    },
  };
  return { client, calls };
}

export function memoryStorage(
  initial: Record<string, string> = {},
  options: { failWrites?: boolean; failReads?: boolean } = {},
) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem(key) {
      if (options.failReads) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (options.failWrites) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key) {
      data.delete(key);
    },
  };
  return { storage, data };
}

interface MemoryEntry {
  url: string;
  state: unknown;
}

/** A session history: push drops the forward entries, back/forward fire popstate. */
export function memoryHistory(initialUrl = '/search') {
  const entries: MemoryEntry[] = [{ url: initialUrl, state: null }];
  let index = 0;
  const listeners = new Set<(state: unknown) => void>();
  const log: Array<{ op: 'push' | 'replace'; url: string }> = [];
  const current = () => entries[index]!;
  const adapter: BrowserHistoryAdapter = {
    location() {
      const url = new URL(current().url, 'http://page.test');
      return { pathname: url.pathname, search: url.search };
    },
    push(url, state: HistoryEntryState) {
      entries.splice(index + 1);
      entries.push({ url, state: JSON.parse(JSON.stringify(state)) });
      index = entries.length - 1;
      log.push({ op: 'push', url });
    },
    replace(url, state: HistoryEntryState) {
      entries[index] = { url, state: JSON.parse(JSON.stringify(state)) };
      log.push({ op: 'replace', url });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (delta: number) => {
    index = Math.max(0, Math.min(entries.length - 1, index + delta));
    for (const listener of listeners) listener(current().state);
  };
  return {
    adapter,
    entries,
    log,
    listeners,
    url: () => current().url,
    back: () => go(-1),
    forward: () => go(1),
  };
}

export const FIXED_NOW = new Date('2024-05-06T07:08:09.000Z');

/** A store wired to fakes; pass overrides for any part. */
export function testStore(
  config: Partial<SearchStoreConfig> = {},
  parts: {
    answer?: Parameters<typeof fakeClient>[0];
    honourAbort?: boolean;
    storage?: ReturnType<typeof memoryStorage>;
    history?: ReturnType<typeof memoryHistory>;
  } = {},
) {
  const fake = fakeClient(parts.answer, { honourAbort: parts.honourAbort ?? false });
  const storage = parts.storage ?? memoryStorage();
  const history = parts.history ?? memoryHistory();
  const store: SearchStore = createSearchStore(config, {
    client: fake.client,
    storage: storage.storage,
    now: () => FIXED_NOW,
    browserHistory: history.adapter,
  });
  return { store, state: store.state, actions: store.actions, calls: fake.calls, storage, history };
}

export function fullText(value: string, extra: Partial<SearchRequest> = {}): SearchRequest {
  return { query: { type: 'terminal', service: 'full_text', parameters: { value } }, return_type: 'entry', ...extra };
}

/** Lets queued microtasks (fake answers, awaits inside actions) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
}
