// Query history in session storage (seed 001 §3/§7) under the seed's name 'queryHistory', prefixed
// with the suite's name and scoped by the context's history-key, so neither the host page's own
// 'queryHistory' nor a second context on the page is overwritten. Storage can be missing
// (Node, some embeds), refuse access (sandboxed iframes throw on touch) or be full (quota), and the
// history is a convenience, so every failure here degrades to "no history" instead of breaking a
// search.

import type { HistoryQuery } from '../model/types.ts';
import { HISTORY_STORAGE_KEY } from '../model/constants/vocabulary.ts';
import { parseHistory, serializeHistory } from '../model/history.ts';

/** The part of the Web Storage API the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** window.sessionStorage when this page may use it, else undefined. */
export function defaultSessionStorage(): KeyValueStorage | undefined {
  try {
    const storage = (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

/** `pdb-search-elements:queryHistory`, then `:{historyKey}` when the context names one. */
export function historyStorageKey(historyKey: string): string {
  const shared = `pdb-search-elements:${HISTORY_STORAGE_KEY}`;
  return historyKey ? `${shared}:${historyKey}` : shared;
}

/** The stored list, repaired by the model's parser; [] when absent, unreadable or corrupt. */
export function loadHistory(storage: KeyValueStorage | undefined, historyKey: string): HistoryQuery[] {
  if (!storage) return [];
  try {
    return parseHistory(storage.getItem(historyStorageKey(historyKey)));
  } catch {
    return [];
  }
}

/** Writes the list; an empty list removes the key. Returns false when the storage refused. */
export function saveHistory(
  storage: KeyValueStorage | undefined,
  historyKey: string,
  history: readonly HistoryQuery[],
): boolean {
  if (!storage) return false;
  const key = historyStorageKey(historyKey);
  try {
    if (history.length === 0) storage.removeItem(key);
    else storage.setItem(key, serializeHistory(history));
    return true;
  } catch {
    return false;
  }
}
