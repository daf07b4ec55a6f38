import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { catalogueFromSchema, nestedItemLookup, type AttributeCatalogue } from '../../model/attribute-catalogue.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import type { BuilderCatalogues } from './builder-context.ts';
import type { AttributeLabels } from '../../model/describe.ts';

const SERVICES = ['text', 'text_chem'] as const;

/** One load per archive and page: every builder on the page shares the catalogues. */
const loaded = new Map<string, Promise<BuilderCatalogues>>();

function load(store: SearchStore, apiBase: string): Promise<BuilderCatalogues> {
  let pending = loaded.get(apiBase);
  if (!pending) {
    pending = Promise.all(
      SERVICES.map(async (service): Promise<AttributeCatalogue | null> => {
        const schema = await store.actions.fetchMetadataSchema(service);
        return schema.ok ? catalogueFromSchema(schema.value, service) : null;
      }),
    ).then(([text, textChem]) => ({ text: text ?? null, text_chem: textChem ?? null }));
    loaded.set(apiBase, pending);
    // a failed load is not kept: the next builder asks again
    void pending.then((catalogues) => {
      if (!catalogues.text || !catalogues.text_chem) loaded.delete(apiBase);
    });
  }
  return pending;
}

/** Each attribute's name and units, for query descriptions (the results summary, history). */
function attributeLabels(catalogues: readonly AttributeCatalogue[]): AttributeLabels {
  const labels: Record<string, { label: string; units?: string }> = {};
  for (const catalogue of catalogues)
    for (const [path, definition] of catalogue.definitions)
      if (definition.name)
        labels[path] = { label: definition.name, ...(definition.units ? { units: definition.units } : {}) };
  return labels;
}

/**
 * The structure and chemical attribute catalogues from the archive's metadata schemas, and the
 * lookups the store needs to open requests with nested pairs and attribute definitions.
 */
export function useAttributeCatalogues(store: SearchStore): BuilderCatalogues {
  const apiBase = useSnapshot(store.state.config).apiBase;
  const [catalogues, setCatalogues] = useState<BuilderCatalogues>({ text: null, text_chem: null });

  useEffect(() => {
    let current = true;
    void load(store, apiBase).then((next) => {
      if (!current) return;
      setCatalogues(next);
      const list = [next.text, next.text_chem].filter((c): c is AttributeCatalogue => c !== null);
      store.actions.setAttributeLookups({
        definition: (attribute, service) => next[service]?.definitions.get(attribute),
        nestedItem: nestedItemLookup(list),
        labels: attributeLabels(list),
      });
    });
    return () => {
      current = false;
    };
  }, [store, apiBase]);

  return catalogues;
}
