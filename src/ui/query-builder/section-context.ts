import { createContext, useContext } from 'react';
import type { BuilderSection } from '../../model/types.ts';

/** The section a terminal belongs to (the store's proxy), for rules that look at the whole section. */
export const SectionContext = createContext<BuilderSection | null>(null);

export function useSection(): BuilderSection {
  const section = useContext(SectionContext);
  if (!section) throw new Error('Terminals must be rendered inside a builder section');
  return section;
}

/** A section's editors (BuilderSectionPanel's body): focus goes on within it when a part is removed. */
export const BUILDER_SECTION_BODY = '.section-body';
