// What every part of the builder shares: the store, the attribute metadata, ids, and the one polite
// live region that announces counts. A React context, so sections and terminals deep in the tree
// need no prop chains.

import { createContext, useContext } from 'react';
import type { SearchStore } from '../../store/create-search-store.ts';
import type { AttributeCatalogues } from '../../store/attribute-names.ts';
import type { StoreMessage } from '../../store/state.ts';

export type BuilderCatalogues = AttributeCatalogues;

export interface BuilderContextValue {
  store: SearchStore;
  catalogues: BuilderCatalogues;
  /** Says a short text politely (counts, errors of Count). */
  announce: (text: string) => void;
  /** Shows a failure of the server in the builder's alert (a Count it refused or could not answer). */
  showProblem: (message: StoreMessage) => void;
  /** Values the suggester offers for an attribute (seed 000 §5); empty when none. */
  suggest: (
    service: 'text' | 'text_chem',
    attribute: string,
    text: string,
    signal: AbortSignal,
    nested?: { attribute: string; value: string },
  ) => Promise<string[]>;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('Builder parts must be rendered inside <QueryBuilder>');
  return value;
}
