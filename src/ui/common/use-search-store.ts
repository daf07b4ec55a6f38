import { useEffect, useState } from 'react';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { requestSearchStore } from '../../store/context.ts';

const CONTEXT_TAG = 'pdb-search-context';

/** r2wc hands components their shadow root (or the element itself) as `container`. */
export function hostOf(container: ShadowRoot | HTMLElement | undefined): HTMLElement | undefined {
  if (!container) return undefined;
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
}

/**
 * Finds the store of the nearest `<pdb-search-context>` above the host. If the context element is
 * in the page but not yet upgraded, waits for its definition and asks again; with no context at
 * all, the element keeps a private store so that a lone search bar still works.
 */
export function useSearchStore(container: ShadowRoot | HTMLElement | undefined): SearchStore {
  const host = hostOf(container);
  const [store, setStore] = useState<SearchStore>(() => (host && requestSearchStore(host)) || createSearchStore());

  useEffect(() => {
    if (!host || requestSearchStore(host) === store) return;
    if (!host.closest(CONTEXT_TAG) && !(host.getRootNode() instanceof ShadowRoot)) return;
    let cancelled = false;
    void customElements.whenDefined(CONTEXT_TAG).then(() => {
      const provided = requestSearchStore(host);
      if (!cancelled && provided) setStore(provided);
    });
    return () => {
      cancelled = true;
    };
  }, [host, store]);

  return store;
}
