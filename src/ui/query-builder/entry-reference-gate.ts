// The suggester-count rule at Search and at a section's Count (seed 000 §5, 001 §5): each Entry ID
// reference of the structure sections is looked up in the entry-id suggester, and one that does not
// match exactly one entry stops the request. Search shows 'The following inputs need a valid Entry
// ID: ...' (the caller's alert); a Count (of a section, or the footer's of the whole query) shows
// the help alert next to the failing Entry ID input instead of a count. A suggester that cannot
// answer (network, a server without it) stops nothing: the search then says what went wrong itself.

import { proxy, useSnapshot } from 'valtio';
import type { BuilderSection, ServiceType } from '../../model/types.ts';
import type { CountAnswer } from '../../store/count-actions.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { resultErr } from '../../model/result.ts';
import {
  entryReferencesToCheck,
  suggesterCountAlert,
  suggesterCountIsValid,
  type EntryReference,
} from '../../model/entry-reference-check.ts';
import { revealProblems } from './problem-reveal.ts';

/** The references of these sections whose entry id the suggester does not list exactly once. */
export async function failingEntryReferences(
  store: SearchStore,
  sections: readonly BuilderSection[],
  signal?: AbortSignal,
): Promise<EntryReference[]> {
  const references = entryReferencesToCheck(sections);
  const answers = await Promise.all(references.map((ref) => store.actions.suggestEntryIds(ref.entryId, signal)));
  return references.filter((_, i) => {
    const answer = answers[i];
    return answer?.ok === true && !suggesterCountIsValid(answer.value.length);
  });
}

/** Before Search: the alert naming the sections to fix, or null when the query may be sent. */
export async function entryReferenceAlert(
  store: SearchStore,
  sections: readonly BuilderSection[] = store.state.queryBuilder.sections,
): Promise<string | null> {
  return suggesterCountAlert(await failingEntryReferences(store, sections));
}

// Help alerts by terminal id, one map per store (a page may hold several builders).
const notes = new WeakMap<SearchStore, Record<string, string>>();

function notesOf(store: SearchStore): Record<string, string> {
  let held = notes.get(store);
  if (!held) notes.set(store, (held = proxy<Record<string, string>>({})));
  return held;
}

/** The help alert standing for a terminal's Entry ID, or null. */
export function useEntryHelpNote(store: SearchStore, terminalId: string): string | null {
  return useSnapshot(notesOf(store))[terminalId] ?? null;
}

/** Drops a terminal's help alert (its Entry ID changed). */
export function clearEntryHelpNote(store: SearchStore, terminalId: string): void {
  const held = notesOf(store);
  if (terminalId in held) delete held[terminalId];
}

/**
 * A Count under the rule: when an Entry ID of these sections fails, the help alert stands by that
 * input and the answer is that message (the Count control announces it); else `count` runs, and a
 * count refused for a bad input shows every problem of the sections counted.
 */
async function countChecked(
  store: SearchStore,
  sections: readonly BuilderSection[],
  count: () => Promise<CountAnswer>,
): Promise<CountAnswer> {
  const held = notesOf(store);
  for (const ref of entryReferencesToCheck(sections)) delete held[ref.terminalId];
  const failed = await failingEntryReferences(store, sections);
  if (failed.length > 0) {
    for (const ref of failed) held[ref.terminalId] = MESSAGES.suggesterCountHelp;
    return resultErr(MESSAGES.suggesterCountHelp);
  }
  const counted = await count();
  if (!counted.ok) revealProblems(store, sections);
  return counted;
}

/** A section's Count under the rule. */
export function countSectionChecked(store: SearchStore, service: ServiceType): Promise<CountAnswer> {
  const section = store.state.queryBuilder.sections.find((s) => s.service === service);
  return countChecked(store, section ? [section] : [], () => store.actions.countSection(service));
}

/** The footer's Count of the whole query under the rule, as Search applies it. */
export function countBuilderChecked(store: SearchStore): Promise<CountAnswer> {
  return countChecked(store, store.state.queryBuilder.sections, () => store.actions.countBuilder());
}
