import { useEffect, useState } from 'react';
import type { SearchStore } from '../../store/create-search-store.ts';
import { requestSearchStore } from '../../store/context.ts';

const CONTEXT_TAG = 'pdb-search-context';

export type EnclosingStore =
  /** A context above the app answered: use its store. */
  | { kind: 'found'; store: SearchStore }
  /** A context element is above the app but not upgraded yet. */
  | { kind: 'waiting' }
  /** No context above: the app makes its own. */
  | { kind: 'none' };

function ask(host: HTMLElement | undefined): EnclosingStore {
  if (!host) return { kind: 'none' };
  const store = requestSearchStore(host);
  if (store) return { kind: 'found', store };
  return host.closest(CONTEXT_TAG) ? { kind: 'waiting' } : { kind: 'none' };
}

/** The store of a `<pdb-search-context>` around the app element, if the page put one there. */
export function useEnclosingStore(host: HTMLElement | undefined): EnclosingStore {
  const [found, setFound] = useState<EnclosingStore>(() => ask(host));
  useEffect(() => {
    if (found.kind !== 'waiting') return;
    let cancelled = false;
    void customElements.whenDefined(CONTEXT_TAG).then(() => {
      if (cancelled) return;
      const answer = ask(host);
      setFound(answer.kind === 'found' ? answer : { kind: 'none' });
    });
    return () => {
      cancelled = true;
    };
  }, [found, host]);
  return found;
}
