// What every edit of the query builder shares (seed 000 §4): ids for the nodes it adds, fresh
// sections, and the rule that any edit cancels the counts in flight and resets every count to
// unknown.

import type { BuilderSection, ServiceType } from '../model/types.ts';
import { newSection, resetCounts } from '../model/builder/edit.ts';
import type { SearchState } from './state.ts';

/** The sections a fresh builder shows open, as rcsb.org's Advanced Search does. */
export const DEFAULT_BUILDER_SERVICES: readonly ServiceType[] = ['full_text', 'text'];

export interface BuilderEditor {
  state: SearchState;
  newId: () => string;
  /** Any edit: counts in flight are cancelled, every count goes back to unknown. */
  edited: () => void;
  freshSections: () => BuilderSection[];
  /** Makes sure the builder has its sections (a fresh panel shows Full Text and Attributes). */
  ensureStarted: () => void;
}

export function createBuilderEditor(state: SearchState, cancelCounts: () => void): BuilderEditor {
  const builder = state.queryBuilder;
  let lastId = 0;
  const newId = (): string => `b${++lastId}`;
  const freshSections = (): BuilderSection[] => DEFAULT_BUILDER_SERVICES.map((service) => newSection(service, newId));

  return {
    state,
    newId,
    freshSections,
    edited(): void {
      cancelCounts();
      resetCounts(builder.sections);
      // only what changes is written: each write re-renders whatever shows it, on every keystroke
      if (Object.keys(state.counts).length > 0) state.counts = {};
      if (builder.count !== null) builder.count = null;
    },
    ensureStarted(): void {
      if (builder.sections.length === 0) builder.sections = freshSections();
    },
  };
}
