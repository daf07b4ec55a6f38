import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { SearchStore } from '../../../store/create-search-store.ts';
import { dispatchPdbEvent } from '../../../store/events.ts';

/**
 * pdb-select from the results element when the row selection changes. (pdb-results and
 * pdb-error come from <pdb-search-context>, which sees every answer whether or not a results
 * element is on the page; dispatching them here too would announce each search twice.)
 */
export function useResultsEvents(store: SearchStore, host: HTMLElement | undefined): void {
  useEffect(() => {
    if (!host) return;
    const state = store.state;
    let selection = state.selection;
    return subscribe(state, () => {
      if (state.selection === selection) return;
      selection = state.selection;
      dispatchPdbEvent(host, 'pdb-select', { ids: [...selection.ids], all: selection.all });
    });
  }, [store, host]);
}
