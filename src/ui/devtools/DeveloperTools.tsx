// The developer tools panel (seed 001 §2): shown while developer mode is on ('searchdev'
// in the bar). Links to the archive's developer pages, one of the builder object, the request or
// the state shown as text or html, the tables of flags, pager, sort and views, and the request
// opened as the Search API's GET.

import { useId, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DEVTOOLS_INDEX_PATH, DEVTOOLS_LINKS, searchApiGetPath } from '../../model/devtools-links.ts';
import { linkFor, WEB_APIS_DOC } from '../../model/link-templates.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { Button } from '../common/Button.tsx';
import { ObjectView, type ViewFormat } from './ObjectView.tsx';
import { StateTables } from './StateTables.tsx';
import { summarise, summariseState } from './summarise.ts';

type Shown = 'builder' | 'request' | 'state';

const SHOWN_LABELS: ReadonlyArray<readonly [Shown, string]> = [
  ['builder', 'Query builder'],
  ['request', 'Request'],
  ['state', 'State'],
];

const FORMAT_LABELS: ReadonlyArray<readonly [ViewFormat, string]> = [
  ['text', 'Text'],
  ['html', 'HTML'],
];

/** Links leave the app in a new tab: the panel's state is what the developer came to look at. */
function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** Nothing unless developer mode is on; hidden, it reads no more of the store than that flag. */
export function DeveloperTools({ store }: { store: SearchStore }) {
  return useSnapshot(store.state).developerMode ? <DeveloperPanel store={store} /> : null;
}

function DeveloperPanel({ store }: { store: SearchStore }) {
  const snap = useSnapshot(store.state);
  const headingId = useId();
  const [shown, setShown] = useState<Shown | null>('request');
  const [format, setFormat] = useState<ViewFormat>('text');

  // builderRequest reads the store's proxy, which React does not watch; these parts of the
  // snapshot are new objects whenever what it reads changes, so the request is rebuilt then only
  const builder = snap.queryBuilder;
  const { grouping, pager, config } = snap;
  const built = useMemo(
    () => store.actions.builderRequest(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the snapshots stand for the proxy read
    [store, builder, grouping, pager.rows, config.returnType],
  );

  // on the servers the store talks to; a developer page of ours is not linked without one
  const { developerPageUrl, searchApiUrl } = store.actions;
  const indexUrl = developerPageUrl(DEVTOOLS_INDEX_PATH);
  const links = DEVTOOLS_LINKS.flatMap((link) => {
    const href = link.searchApi ? searchApiUrl(link.href) : developerPageUrl(link.href);
    return href ? [{ href, label: link.label }] : [];
  });
  const toOpen = built.ok
    ? { request: built.value, source: "the query builder's request" }
    : snap.request
      ? { request: snap.request, source: "the current search's request" }
      : null;
  const openUrl = toOpen ? searchApiUrl(searchApiGetPath(toOpen.request)) : undefined;
  const label = SHOWN_LABELS.find(([key]) => key === shown)?.[1];
  const value =
    shown === 'builder'
      ? summarise(builder)
      : shown === 'request'
        ? (snap.request ?? null)
        : shown === 'state'
          ? summariseState(snap)
          : undefined;

  return (
    <section className="devtools" aria-labelledby={headingId}>
      <div className="dt-header">
        <h2 id={headingId}>Developer tools</h2>
        <Button onClick={() => store.actions.toggleDeveloperMode(false)}>Turn off</Button>
      </div>

      <nav aria-label="Developer links">
        <ul className="dt-links">
          {indexUrl ? (
            <li>
              <ExternalLink href={indexUrl}>Developer pages (index)</ExternalLink>
            </li>
          ) : null}
          {links.map((link) => (
            <li key={link.href}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </li>
          ))}
          <li>
            <ExternalLink href={linkFor('docs', WEB_APIS_DOC, config)}>Search API documentation</ExternalLink>
          </li>
        </ul>
      </nav>

      <div className="dt-controls">
        <div role="group" aria-label="Show" className="dt-toggles">
          {SHOWN_LABELS.map(([key, text]) => (
            <Button
              key={key}
              className="dt-toggle"
              aria-pressed={shown === key}
              onClick={() => setShown(shown === key ? null : key)}
            >
              {text}
            </Button>
          ))}
        </div>
        <fieldset className="dt-format">
          <legend>Format</legend>
          {FORMAT_LABELS.map(([key, text]) => (
            <label key={key}>
              <input
                type="radio"
                name={`${headingId}-format`}
                value={key}
                checked={format === key}
                onChange={() => setFormat(key)}
              />
              {text}
            </label>
          ))}
        </fieldset>
      </div>

      {value === undefined || !label ? (
        <p className="dt-note">Press Query builder, Request or State to show it.</p>
      ) : shown === 'request' && !snap.request ? (
        <p className="dt-note">No search has run yet.</p>
      ) : (
        <ObjectView value={value} format={format} label={`${label} as ${format === 'text' ? 'text' : 'HTML'}`} />
      )}

      <p className="dt-open">
        {toOpen && openUrl ? (
          <>
            <a href={openUrl} target="_blank" rel="noopener">
              Open as Search API JSON
            </a>{' '}
            <span className="dt-note">({toOpen.source})</span>
          </>
        ) : (
          <span className="dt-note">Open as Search API JSON: run a search or build a query first.</span>
        )}
      </p>

      <StateTables state={snap} />
    </section>
  );
}
