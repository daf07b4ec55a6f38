import { useEffect, useState } from 'react';
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
 * all, the element keeps a private store from `createFallback`. The fallback is the caller's
 * choice so a lone search bar can use a small term store and stay within its bundle budget.
 */
export function useContextStore<T>(container: ShadowRoot | HTMLElement | undefined, createFallback: () => T): T {
  const host = hostOf(container);
  const [store, setStore] = useState<T>(
    () => ((host && requestSearchStore(host)) as T | undefined) || createFallback(),
  );

  useEffect(() => {
    if (!host || (requestSearchStore(host) as unknown) === store) return;
    if (!host.closest(CONTEXT_TAG) && !(host.getRootNode() instanceof ShadowRoot)) return;
    let cancelled = false;
    void customElements.whenDefined(CONTEXT_TAG).then(() => {
      const provided = requestSearchStore(host) as T | undefined;
      if (!cancelled && provided) setStore(provided);
    });
    return () => {
      cancelled = true;
    };
  }, [host, store]);

  return store;
}
