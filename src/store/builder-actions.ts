// The query builder's actions (seed 000 §2, §4, §5), gathered by job: its tree edits, its terminal
// edits, opening a request in it and Clear, its Counts and Search. Any edit cancels the counts in
// flight and resets every count to unknown (`edited`, handed to each job that edits).

import type { BuilderSection, ServiceType } from '../model/types.ts';
import { newSection, resetCounts } from '../model/builder/edit.ts';
import type { ActionContext } from './action-context.ts';
import type { CountActions } from './count-actions.ts';
import type { SearchActions } from './search-actions.ts';
import { createBuilderTreeActions } from './builder-tree-actions.ts';
import { createBuilderTerminalActions } from './builder-terminal-actions.ts';
import { createBuilderOpenActions } from './builder-open-actions.ts';
import { createBuilderRunActions } from './builder-run-actions.ts';

/** The sections a fresh builder shows open, as rcsb.org's Advanced Search does. */
export const DEFAULT_BUILDER_SERVICES: readonly ServiceType[] = ['full_text', 'text'];

export function createBuilderActions(ctx: ActionContext, search: SearchActions, counts: CountActions) {
  const { state } = ctx;
  const builder = state.queryBuilder;
  let lastId = 0;
  const newId = (): string => `b${++lastId}`;

  /** Any edit: counts in flight are cancelled, every count goes back to unknown. */
  function edited(): void {
    counts.cancelCounts();
    resetCounts(builder.sections);
    // only what changes is written: each write re-renders whatever shows it, on every keystroke
    if (Object.keys(state.counts).length > 0) state.counts = {};
    if (builder.count !== null) builder.count = null;
  }

  function freshSections(): BuilderSection[] {
    return DEFAULT_BUILDER_SERVICES.map((service) => newSection(service, newId));
  }

  /** Makes sure the builder has its sections (a fresh panel shows Full Text and Attributes). */
  function ensureStarted(): void {
    if (builder.sections.length === 0) builder.sections = freshSections();
  }

  return {
    ...createBuilderTreeActions(builder, newId, edited, ensureStarted),
    ...createBuilderTerminalActions(builder, edited),
    ...createBuilderOpenActions(state, newId, edited, freshSections, ensureStarted),
    ...createBuilderRunActions(state, search, counts),
  };
}
