import { useSnapshot } from 'valtio';
import type { SearchState } from '../../store/state.ts';
import { useResults } from './results-context.ts';

/**
 * The store's state for rendering, typed as the plain SearchState. valtio's snapshot type is
 * deeply readonly, which the model's helpers (typed for plain data) do not accept; the snapshot
 * is frozen at run time, so a mutation would still throw rather than slip through. Reads are
 * tracked as with useSnapshot: a component re-renders only for the parts it read.
 */
export function useResultsState(): SearchState {
  const { store } = useResults();
  return useSnapshot(store.state) as unknown as SearchState;
}
