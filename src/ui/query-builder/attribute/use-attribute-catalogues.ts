import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SearchStore } from '../../../store/create-search-store.ts';
import { apiSettingsKey } from '../../../model/api-settings.ts';
import type { BuilderCatalogues } from '../builder-context.ts';

const NONE: BuilderCatalogues = { text: null, text_chem: null };

/**
 * The structure and chemical attribute catalogues from the archive's metadata schemas (or the
 * public Search API's), as the store loads them (once per server and page; the store also takes its lookups and names from them).
 */
export function useAttributeCatalogues(store: SearchStore): BuilderCatalogues {
  const server = apiSettingsKey(useSnapshot(store.state.config));
  const [catalogues, setCatalogues] = useState<BuilderCatalogues>(NONE);

  useEffect(() => {
    let current = true;
    void store.actions.loadAttributeCatalogues().then((next) => {
      if (current) setCatalogues(next);
    });
    return () => {
      current = false;
    };
  }, [store, server]);

  return catalogues;
}
