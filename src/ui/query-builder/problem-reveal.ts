// When a section's problems show: a section says what is wrong with an input once
// the user has acted on it, never before anything is typed; Count and Search are acts on every
// input of what they count or send, so a refused Count or Search reveals all its sections' problems
// at once. The revealed terminals are held per store (a page may hold several builders).

import { proxy, useSnapshot } from 'valtio';
import type { BuilderNode, BuilderSection } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';

const revealed = new WeakMap<SearchStore, Record<string, true>>();

function revealedOf(store: SearchStore): Record<string, true> {
  let held = revealed.get(store);
  if (!held) revealed.set(store, (held = proxy<Record<string, true>>({})));
  return held;
}

function terminalIds(node: BuilderNode, out: string[]): string[] {
  if (node.type === 'terminal') out.push(node.id);
  else for (const child of node.nodes ?? []) terminalIds(child, out);
  return out;
}

/** After a refused Count or Search: every problem of these sections' terminals shows. */
export function revealProblems(store: SearchStore, sections: readonly BuilderSection[]): void {
  const held = revealedOf(store);
  for (const section of sections) for (const id of terminalIds(section.root, [])) held[id] = true;
}

/** Whether a Count or Search has revealed this terminal's problems. */
export function useProblemsRevealed(store: SearchStore, terminalId: string): boolean {
  return useSnapshot(revealedOf(store))[terminalId] === true;
}
