import { createElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { MESSAGES } from '../../model/constants/messages.ts';
import { contactUrl } from '../../model/link-templates.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import type { MainTab } from '../../store/state.ts';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { focusSkipTarget } from '../common/skip-target.ts';
import { LoadingBar } from '../common/LoadingBar.tsx';
import { Button } from '../common/Button.tsx';
import { Message } from '../common/Message.tsx';
import { contactHrefOf } from '../common/ContactAdvice.tsx';
import { DeveloperTools } from '../devtools/DeveloperTools.tsx';
import { Tabs, panelId, tabId } from './Tabs.tsx';
import { useDefined } from './use-defined.ts';
import { revealInDocument } from '../common/reveal.ts';

export interface AppShellProps {
  store: SearchStore;
  idPrefix: string;
}

/**
 * What <pdb-results> shows itself once its bundle is loaded (loading bar, message, the hint to use
 * the search bar or the query builder); the app shows it only until then, so nothing appears twice.
 */
function ResultsFallback({ store }: { store: SearchStore }) {
  const snap = useSnapshot(store.state);
  const message = snap.message;
  return (
    <div className="results-fallback">
      <LoadingBar active={snap.dataLoading} />
      {message ? (
        <Message
          kind={message.kind}
          text={message.text}
          contactHref={contactHrefOf(message, snap.config)}
          offerCsm={message.offerCsm === true}
          onRerunWithCsm={() => void store.actions.rerunWithCsm()}
        />
      ) : !snap.request ? (
        <Message kind="info" text={MESSAGES.noActiveQuery} />
      ) : null}
    </div>
  );
}

function Panel({
  tab,
  active,
  idPrefix,
  children,
}: {
  tab: MainTab;
  active: MainTab;
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <div
      className="panel"
      role="tabpanel"
      id={panelId(idPrefix, tab)}
      aria-labelledby={tabId(idPrefix, tab)}
      hidden={tab !== active}
    >
      {children}
    </div>
  );
}

/** True from the first render where `shown` is true on. */
function useShownOnce(shown: boolean): boolean {
  const [once, setOnce] = useState(shown);
  if (shown && !once) setOnce(true);
  return once || shown;
}

/**
 * The page under the search bar: the four tabs and their panels. Search shows the collapsible
 * <pdb-query-builder> (Advanced Search, /search/advanced) above <pdb-results>; Query History shows
 * <pdb-query-history>; Browse Annotations shows <pdb-tree-browser>; MyPDB shows <pdb-mypdb>.
 */
export function AppShell({ store, idPrefix }: AppShellProps) {
  const snap = useSnapshot(store.state);
  const resultsDefined = useDefined('pdb-results');
  const builderDefined = useDefined('pdb-query-builder');
  const treeDefined = useDefined('pdb-tree-browser');
  const myPdbDefined = useDefined('pdb-mypdb');
  const tab = snap.tab;
  const browseShown = useShownOnce(tab === 'browse');
  const shellRef = useRef<HTMLDivElement>(null);
  const builderRef = useRef<HTMLDivElement>(null);
  const builderOpen = snap.queryBuilder.open;
  const wasOpen = useRef(builderOpen);
  // Opened from below ('Edit in Advanced Search'), the builder appears above the results, out of
  // sight: bring it into view and move focus there, so the user sees what the click did.
  useEffect(() => {
    if (builderOpen && !wasOpen.current) {
      if (builderRef.current) revealInDocument(builderRef.current, { block: 'start' });
      builderRef.current?.focus({ preventScroll: true });
    }
    // Hidden by its own button (gone with it), focus goes on to the results below, not to <body>
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (!builderOpen && wasOpen.current && dropped)
      focusSkipTarget(shellRef.current?.querySelector('pdb-results') ?? null);
    wasOpen.current = builderOpen;
  }, [builderOpen]);

  return (
    <div className="shell" ref={shellRef}>
      <a
        className="skip-link"
        href="#results"
        onClick={(event) => {
          event.preventDefault();
          store.actions.setTab('search');
          // the panel shows on the next render; focus lands once it is there
          requestAnimationFrame(() => focusSkipTarget(shellRef.current?.querySelector('pdb-results') ?? null));
        }}
      >
        Skip to results
      </a>
      <header className="masthead">{createElement('pdb-search-bar', { 'in-app': '', class: 'bar' })}</header>
      <Tabs active={tab} idPrefix={idPrefix} onSelect={(next) => store.actions.setTab(next)} />
      {tab !== 'search' ? <LoadingBar active={snap.dataLoading} /> : null}
      <ErrorBoundary
        contactHref={contactUrl(snap.config.contactUrl)}
        onContinue={() => {
          store.actions.clearResults();
          store.actions.setTab('search');
        }}
      >
        <Panel tab="search" active={tab} idPrefix={idPrefix}>
          {snap.queryBuilder.open ? (
            <div
              className="builder-panel"
              id={`${idPrefix}-builder`}
              ref={builderRef}
              tabIndex={-1}
              role="region"
              aria-label="Advanced Search"
            >
              <div className="builder-panel-bar">
                <Button variant="link" aria-expanded="true" onClick={() => store.actions.toggleBuilder(false)}>
                  Hide Advanced Search
                </Button>
              </div>
              {builderDefined ? (
                createElement('pdb-query-builder')
              ) : (
                <Message kind="info" text="Loading the query builder..." />
              )}
            </div>
          ) : null}
          <DeveloperTools store={store} />
          {resultsDefined ? null : <ResultsFallback store={store} />}
          {createElement('pdb-results')}
        </Panel>
        <Panel tab="history" active={tab} idPrefix={idPrefix}>
          {/* mounted while shown: hidden, it redrew the whole history on every search */}
          {tab === 'history' ? createElement('pdb-query-history', { 'in-app': '' }) : null}
        </Panel>
        <Panel tab="browse" active={tab} idPrefix={idPrefix}>
          {/* mounted the first time it is shown, then kept: the tree stays as the user left it
              after a node's Search shows the results */}
          {browseShown ? (
            treeDefined ? (
              createElement('pdb-tree-browser', { 'in-app': '' })
            ) : (
              <Message kind="info" text="Loading the annotation trees..." />
            )
          ) : null}
        </Panel>
        <Panel tab="mypdb" active={tab} idPrefix={idPrefix}>
          {/* mounted while shown, like the history: it loads the account each time it opens */}
          {tab === 'mypdb' ? (
            myPdbDefined ? (
              createElement('pdb-mypdb', { 'in-app': '' })
            ) : (
              <Message kind="info" text="Loading MyPDB..." />
            )
          ) : null}
        </Panel>
      </ErrorBoundary>
    </div>
  );
}
