import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SearchStore } from '../../../store/create-search-store.ts';
import type { BuilderCatalogues } from '../builder-context.ts';

const NONE: BuilderCatalogues = { text: null, text_chem: null };

/**
 * The structure and chemical attribute catalogues from the archive's metadata schemas, as the
 * store loads them (once per archive and page; the store also takes its lookups and names from them).
 */
export function useAttributeCatalogues(store: SearchStore): BuilderCatalogues {
  const apiBase = useSnapshot(store.state.config).apiBase;
  const [catalogues, setCatalogues] = useState<BuilderCatalogues>(NONE);

  useEffect(() => {
    let current = true;
    void store.actions.loadAttributeCatalogues().then((next) => {
      if (current) setCatalogues(next);
    });
    return () => {
      current = false;
    };
  }, [store, apiBase]);

  return catalogues;
}
