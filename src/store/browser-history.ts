// The page's address bar and back/forward, behind a small interface so the store runs in Node
// tests and on pages that must not have their URL touched (sync-url off).

import type { ViewState } from './state.ts';

/** What the store keeps in history.state to re-run an entry without re-parsing its URL. */
export interface HistoryEntryState {
  pdbSearch: true;
  /** The request to re-run on back/forward, when the entry is a search. */
  request?: unknown;
  /** The results view the entry was left in (summary, gallery..., or a report). */
  views?: ViewState;
}

export interface BrowserLocation {
  pathname: string;
  search: string;
}

export interface BrowserHistoryAdapter {
  location(): BrowserLocation;
  push(url: string, state: HistoryEntryState): void;
  replace(url: string, state: HistoryEntryState): void;
  /** Calls back with history.state on back/forward; returns the unsubscribe function. */
  listen(onPopState: (state: unknown) => void): () => void;
}

export const noopBrowserHistory: BrowserHistoryAdapter = {
  location: () => ({ pathname: '/', search: '' }),
  push: () => {},
  replace: () => {},
  listen: () => () => {},
};

/** window.history and window.location, or the no-op adapter outside a browser. */
export function windowBrowserHistory(): BrowserHistoryAdapter {
  const win = (globalThis as { window?: Window }).window;
  if (!win?.history || !win.location) return noopBrowserHistory;
  return {
    location: () => ({ pathname: win.location.pathname, search: win.location.search }),
    push: (url, state) => win.history.pushState(state, '', url),
    replace: (url, state) => win.history.replaceState(state, '', url),
    listen(onPopState) {
      const handler = (event: PopStateEvent) => onPopState(event.state);
      win.addEventListener('popstate', handler);
      return () => win.removeEventListener('popstate', handler);
    },
  };
}

export function isHistoryEntryState(value: unknown): value is HistoryEntryState {
  return typeof value === 'object' && value !== null && (value as { pdbSearch?: unknown }).pdbSearch === true;
}
