import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { AttributeLabels } from '../../model/describe.ts';
import type { SearchRequest } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';

/**
 * The attributes' names to describe these queries with, as the query line does (null until the
 * store has them); asks the store to load them when a query names an attribute.
 */
export function useAttributeNames(
  store: SearchStore,
  queries: readonly { request: SearchRequest }[],
): AttributeLabels | null {
  const labels = useSnapshot(store.state).attributeLabels as AttributeLabels | null;
  useEffect(() => {
    store.actions.nameAttributesOf(queries.map((query) => query.request));
  }, [store, queries]);
  return labels;
}
