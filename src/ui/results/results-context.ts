// What every part of the results area needs, handed down once through React context: the store
// of the surrounding <pdb-search-context>, the HTTP operations beyond searching, the shadow root
// (downloads attach their temporary links and forms there), the width class, and the view
// choices that live only in this element (the alignment reference).

import { createContext, useContext } from 'react';
import type { LayoutClass } from '../common/layout.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import type { TransferActions } from '../../store/transfer-actions.ts';

export type AlignmentReference = 'Query' | 'Subject' | 'Pairwise';

export interface ResultsContextValue {
  store: SearchStore;
  transfers: TransferActions;
  /** Where temporary download links and forms go: the element's shadow root. */
  root: ShadowRoot | HTMLElement;
  layout: LayoutClass;
  alignmentReference: AlignmentReference;
  setAlignmentReference: (reference: AlignmentReference) => void;
}

export const ResultsContext = createContext<ResultsContextValue | null>(null);

export function useResults(): ResultsContextValue {
  const value = useContext(ResultsContext);
  if (!value) throw new Error('Results components must be rendered inside <Results>');
  return value;
}
