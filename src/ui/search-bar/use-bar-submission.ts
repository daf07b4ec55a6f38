// What the bar does with a submitted term or a chosen suggestion (seed 001 §2, §5, through the
// store's term actions): a navigation or a search, announced first in the cancelable pdb-search
// event, or the message of a term it cannot run.

import { useRef, useState } from 'react';
import type { SearchRequest } from '../../model/types.ts';
import { setTerm, toggleDeveloperMode } from '../../store/state-actions.ts';
import type { TermPlan } from '../../store/term-actions.ts';
import { resultsPageUrl } from '../../store/url-format.ts';
import { dispatchPdbEvent } from '../../store/events.ts';
import type { BarSettings } from './use-bar-store.ts';
import { isSelectable, type MenuItem } from './menu.ts';
import type { MenuState } from './use-menu-state.ts';
import { ligandRouteFor, planSuggestion } from './suggestion-plan.ts';
import { barNavigation } from './navigate.ts';

/** What the bar is about to do, announced in the cancelable pdb-search event first (a term's plan is one). */
type BarAction =
  { kind: 'navigate'; url: string; request?: SearchRequest } | { kind: 'search'; request: SearchRequest };

/** An id the archive does not hold: the message, and the full-text search offered for the term. */
type NotFound = Extract<TermPlan, { kind: 'not_found' }> & { term: string };

/**
 * `suggestedText` is the text the menu's server suggestions answer; `setTyped` sets the text
 * suggestions are asked for ('' drops those still on their way).
 */
export function useBarSubmission(
  { store, snap, host, resultsUrl }: BarSettings,
  menu: MenuState,
  items: readonly MenuItem[],
  suggestedText: string,
  setTyped: (text: string) => void,
) {
  const [inputError, setInputError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<NotFound | null>(null);
  // Counts submissions and edits: an entry-status answer for an older one is dropped.
  const submission = useRef(0);

  /** Announces the action; unless a page cancels it, navigates or searches. */
  function perform(action: BarAction, term: string): void {
    menu.close();
    setNotFound(null);
    // Drop suggestions still on their way: a menu must not pop up after the search has started.
    setTyped('');
    const detail =
      action.kind === 'navigate'
        ? { request: action.request ?? null, term, url: action.url }
        : { request: action.request, term };
    if (host && !dispatchPdbEvent(host, 'pdb-search', detail)) return;
    if (action.kind === 'navigate') barNavigation.assign(action.url);
    else void store.actions.search?.(action.request);
  }

  function showInvalid(message: string): void {
    setInputError(message);
    if (host) dispatchPdbEvent(host, 'pdb-error', { message });
  }

  async function submitTerm(text: string): Promise<void> {
    const term = text.trim();
    if (!term) return;
    const mine = ++submission.current;
    const known = suggestedText === term ? items : [];
    const ligand = ligandRouteFor(term, known, snap.config);
    if (ligand) return perform({ kind: 'navigate', url: ligand.url }, term);
    // An entry id waits for its status (removed and unreleased ids have pages of their own):
    // close the menu now, and drop suggestions still on their way, so none opens meanwhile.
    menu.close();
    setTyped('');
    const plan = await store.actions.resolveTerm(term, resultsUrl ? { resultsUrl } : {});
    if (mine !== submission.current) return;
    switch (plan.kind) {
      case 'none':
        return;
      case 'developer_mode':
        menu.close();
        toggleDeveloperMode(store.state);
        setTerm(store.state, '');
        setTyped('');
        return;
      case 'invalid':
        menu.close();
        return showInvalid(plan.message);
      case 'not_found':
        return setNotFound({ ...plan, term });
      case 'navigate':
      case 'search':
        return perform(plan, term);
    }
  }

  return {
    inputError,
    notFound,
    submitTerm,
    selectSuggestion(index: number): void {
      const item = items[index];
      if (!isSelectable(item)) return;
      const value = item.value ?? item.label;
      setTerm(store.state, value);
      const plan = planSuggestion(item, { ...snap.config, includeCsm: snap.queryBuilder.includeCsm });
      if (plan.kind === 'term') return void submitTerm(value);
      perform(
        plan.kind === 'route'
          ? { kind: 'navigate', url: plan.route.url }
          : resultsUrl
            ? { kind: 'navigate', url: resultsPageUrl(resultsUrl, plan.request), request: plan.request }
            : plan,
        value,
      );
    },

    /** The not-found notice's offer: the term as a full-text search (or on the results page). */
    runOffer(): void {
      if (notFound) perform(notFound.offer, notFound.term);
    },

    /** An edit: a newer submission than any still resolving, and no message about the old text. */
    edited(): void {
      submission.current++;
      setInputError(null);
      setNotFound(null);
    },
  };
}
