// The search bar's behaviour as a hook, so SearchBar.tsx only renders: store lookup and private
// store settings, suggestions and the menu, submissions (seed 001 §2/§5 routing through the store's
// term actions) and the links that switch the app's tabs.

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ReturnType, SearchRequest } from '../../model/types.ts';
import { configure, setTerm, toggleDeveloperMode } from '../../store/state-actions.ts';
import type { TermPlan } from '../../store/term-actions.ts';
import { createLoneBarStore, type BarStore } from './bar-store.ts';
import { resultsPageUrl } from '../../store/url-format.ts';
import { dispatchPdbEvent } from '../../store/events.ts';
import { parseBooleanAttribute } from '../../store/boolean-attribute.ts';
import { useContextStore, hostOf } from '../common/use-context-store.ts';
import { useHostAttribute, useHostAttributes } from '../common/use-host-attribute.ts';
import { BASIC_SEARCH_DOC, linkFor, safeLinkBase } from '../../model/link-templates.ts';
import { isSelectable } from './menu.ts';
import { useBarMenu } from './use-bar-menu.ts';
import { ligandRouteFor, planSuggestion } from './suggestion-plan.ts';
import { optionId } from './SuggestionMenu.tsx';
import { DEFAULT_BROWSE_TREE, searchPageLinks } from './links.ts';
import { barNavigation } from './navigate.ts';
import { searchBarText } from '../../model/search-bar-text.ts';
import { pasteSequence } from './paste.ts';
import { LINK_ATTRIBUTES, type BarAttributeProps } from './bar-attributes.ts';
import { propertyName } from '../../store/attribute-table.ts';

/** The attributes, as r2wc passes them (bar-attributes.ts); inside a context, its settings rule. */
export interface SearchBarProps extends BarAttributeProps {
  container?: ShadowRoot | HTMLElement;
}

/** What the bar is about to do, announced in the cancelable pdb-search event first. */
type BarAction =
  { kind: 'navigate'; url: string; request?: SearchRequest } | { kind: 'search'; request: SearchRequest };

/** An id the archive does not hold: the message, and the full-text search offered for the term. */
type NotFound = Extract<TermPlan, { kind: 'not_found' }> & { term: string };

/**
 * Everything the search bar does, apart from what it draws: finds its store (or keeps a private
 * state and term actions configured from its own attributes), follows the suggestion menu, and
 * turns a submission or a chosen suggestion into a navigation or a search, announced first in the
 * cancelable pdb-search event. State changes go through store actions (state-actions.ts).
 */
export function useSearchBar(props: SearchBarProps) {
  const { container } = props;
  const privateStore = useRef<BarStore | null>(null);
  const store = useContextStore<BarStore>(container, () => (privateStore.current = createLoneBarStore()));
  const isPrivate = store === privateStore.current;
  const snap = useSnapshot(store.state);
  const host = hostOf(container);
  // Read from the host: r2wc drops bare (empty) attributes and removals.
  const inApp = parseBooleanAttribute(useHostAttribute(host, 'in-app') ?? props.inApp);
  const hideLinks = parseBooleanAttribute(useHostAttribute(host, 'hide-links') ?? props.hideLinks);
  const includeCsmAttribute = useHostAttribute(host, 'include-csm') ?? props.includeCsm;
  const resultsUrlAttribute = useHostAttribute(host, 'results-url') ?? props.resultsUrl;
  const linkAttributes = useHostAttributes(host, LINK_ATTRIBUTES);

  const input = useRef<HTMLInputElement>(null);
  const menuId = `${useId().replace(/:/g, '')}-suggestions`;
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [notFound, setNotFound] = useState<NotFound | null>(null);
  // Counts submissions and edits: an entry-status answer for an older one is dropped.
  const submission = useRef(0);

  // A page opened on a plain full-text search (?q=, ?request=) shows its text in an empty bar.
  const requestTerm = searchBarText(snap.request as SearchRequest | null);
  useEffect(() => {
    if (requestTerm && !store.state.term) setTerm(store.state, requestTerm);
  }, [store, requestTerm]);

  useEffect(() => {
    if (!isPrivate) return;
    configure(store.state, {
      ...(props.apiBase !== undefined ? { apiBase: props.apiBase } : {}),
      ...(props.linkBase ? { linkBase: safeLinkBase(props.linkBase) } : {}),
      ...Object.fromEntries(LINK_ATTRIBUTES.map((name) => [propertyName(name), linkAttributes[name] ?? ''])),
      ...(includeCsmAttribute !== undefined ? { includeCsm: parseBooleanAttribute(includeCsmAttribute) } : {}),
      ...(props.returnType ? { returnType: props.returnType as ReturnType } : {}),
    });
  }, [isPrivate, store, props.apiBase, props.linkBase, linkAttributes, includeCsmAttribute, props.returnType]);

  const { suggestions, items, menu, answers } = useBarMenu(
    typed,
    {
      suggest: store.actions.suggest,
      apiBase: snap.config.apiBase,
      includeCsm: snap.queryBuilder.includeCsm,
      currentText: () => input.current?.value ?? '',
    },
    input,
    host,
  );
  const { showMenu, menuIndex } = menu;

  const resultsUrl = resultsUrlAttribute || snap.config.resultsUrl;
  const links = {
    ...searchPageLinks({
      resultsUrl,
      linkBase: snap.config.linkBase,
      advancedUrl: props.advancedUrl,
      browseUrl: props.browseUrl,
      ...(inApp ? { appRoute: store.actions.routeHref } : {}),
    }),
    help: linkFor('docs', BASIC_SEARCH_DOC, snap.config),
  };

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
    const known = suggestions.text === term ? items : [];
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
        return perform({ kind: 'navigate', url: plan.url, ...(plan.request ? { request: plan.request } : {}) }, term);
      case 'search':
        return perform({ kind: 'search', request: plan.request }, term);
    }
  }

  function selectSuggestion(index: number): void {
    const item = items[index];
    if (!isSelectable(item)) return;
    const value = item.value ?? item.label;
    setTerm(store.state, value);
    const plan = planSuggestion(item, { ...snap.config, includeCsm: snap.queryBuilder.includeCsm });
    if (plan.kind === 'term') return void submitTerm(value);
    if (plan.kind === 'route') return perform({ kind: 'navigate', url: plan.route.url }, value);
    if (resultsUrl)
      return perform({ kind: 'navigate', url: resultsPageUrl(resultsUrl, plan.request), request: plan.request }, value);
    perform({ kind: 'search', request: plan.request }, value);
  }

  /** The not-found notice's offer: the term as a full-text search (or on the results page). */
  function runOffer(): void {
    if (!notFound) return;
    const { offer, term } = notFound;
    perform(offer.kind === 'navigate' ? { kind: 'navigate', url: offer.url, request: offer.request } : offer, term);
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    void submitTerm(input.current?.value ?? snap.term);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (!items.some(isSelectable)) return;
        event.preventDefault();
        menu.move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (showMenu && isSelectable(items[menuIndex])) {
          event.preventDefault();
          selectSuggestion(menuIndex);
        }
        // Otherwise the form submits: Enter runs the search.
        return;
      case 'Escape':
        if (showMenu) {
          event.preventDefault();
          menu.close();
        }
        return;
      case 'Tab':
        menu.close();
        return;
    }
  }

  /** In the app the links switch its tabs; a modified click still opens the URL. */
  function followLink(event: MouseEvent<HTMLAnchorElement>, target: 'advanced' | 'browse'): void {
    const { openBuilder, setBrowseTree } = store.actions;
    if (
      !inApp ||
      !openBuilder ||
      !setBrowseTree ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    if (target === 'advanced') openBuilder();
    else setBrowseTree(DEFAULT_BROWSE_TREE);
  }

  /**
   * Typing: the term, the suggestion query, and a newer submission than any still resolving. A
   * highlight was made for the text before the edit: it goes, so Enter searches what the box shows.
   */
  function onChange(value: string): void {
    setTerm(store.state, value);
    setTyped(value);
    menu.highlight(-1);
    submission.current++;
    setInputError(null);
    setNotFound(null);
    if (value.trim().length < 2) menu.close();
  }

  function onFocus(): void {
    if (answers(snap.term.trim())) menu.open();
  }

  return {
    snap,
    input,
    menuId,
    items,
    showMenu,
    menuIndex,
    /** The highlighted option, for aria-activedescendant. */
    active: showMenu && menuIndex >= 0 ? optionId(menuId, menuIndex) : undefined,
    highlight: menu.highlight,
    inputError,
    notFound,
    runOffer,
    hideLinks,
    links,
    onChange,
    onFocus,
    /** A pasted FASTA record or multi-line sequence enters as its residues. */
    onPaste: (event: Parameters<typeof pasteSequence>[0]) => pasteSequence(event, onChange),
    onSubmit,
    onKeyDown,
    selectSuggestion,
    followLink,
    turnOffDeveloperMode: () => void toggleDeveloperMode(store.state, false),
  };
}
