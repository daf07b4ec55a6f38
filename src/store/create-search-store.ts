import { proxy } from 'valtio/vanilla';

export type ReturnTypeName = 'entry' | 'polymer_entity' | 'non_polymer_entity' | 'polymer_instance' | 'assembly' | 'mol_definition';

/** Settings shared by every element under one `<pdb-search-context>` (copied from its attributes). */
export interface SearchStoreConfig {
  apiBase: string;
  returnType: ReturnTypeName;
  rows: number;
  includeCsm: boolean;
  syncUrl: boolean;
}

export interface SearchState {
  config: SearchStoreConfig;
  /** What the user has typed in the search bar, shared by every bar of this context. */
  term: string;
  message: string | null;
  dataLoading: boolean;
  countLoading: boolean;
}

export interface SearchStore {
  state: SearchState;
  actions: SearchActions;
}

export interface SearchActions {
  configure(patch: Partial<SearchStoreConfig>): void;
  setTerm(term: string): void;
}

export const DEFAULT_CONFIG: SearchStoreConfig = {
  apiBase: '',
  returnType: 'entry',
  rows: 25,
  includeCsm: false,
  syncUrl: false,
};

export function createSearchStore(config: Partial<SearchStoreConfig> = {}): SearchStore {
  const state = proxy<SearchState>({
    config: { ...DEFAULT_CONFIG, ...config },
    term: '',
    message: null,
    dataLoading: false,
    countLoading: false,
  });
  const actions: SearchActions = {
    configure(patch) {
      Object.assign(state.config, patch);
    },
    setTerm(term) {
      state.term = term;
    },
  };
  return { state, actions };
}
