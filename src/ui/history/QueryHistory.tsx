import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { LABELS } from '../../model/constants/labels.ts';
import { LIMITS } from '../../model/constants/limits.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import type { HistoryQuery } from '../../model/types.ts';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { hostOf, useContextStore } from '../common/use-context-store.ts';
import { useHostAttribute } from '../common/use-host-attribute.ts';
import { parseBooleanAttribute } from '../../store/boolean-attribute.ts';
import { plainCopy } from '../../store/request-options.ts';
import { themeStyles } from '../common/theme.ts';
import { Button } from '../common/Button.tsx';
import { ConfirmDialog } from '../common/ConfirmDialog.tsx';
import { Message } from '../common/Message.tsx';
import type { StoreMessage } from '../../store/state.ts';
import { useFocusRescue } from '../common/use-focus-rescue.ts';
import { HistoryRow } from './HistoryRow.tsx';
import { useAttributeNames } from './use-attribute-names.ts';
import { QueryHeadCells } from './query-row-cells.tsx';
import { historyStyles } from './styles.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

export interface QueryHistoryProps {
  container?: ShadowRoot | HTMLElement;
  /** Set by <pdb-search-app>: 'MyPDB Login' switches to the app's MyPDB tab. */
  inApp?: string;
  /** Where 'MyPDB Login' goes (default: in an app, its login view; else {link-base}/search/mypdb/login). */
  loginUrl?: string;
}

const [, , , , LAST_RUN, SAVE] = LABELS.historyColumns;

/**
 * The Query History tab (seed 001 §2): the 50 most recent queries of this browser session, newest
 * first. Clicking a row runs it again from its first page and shows the Search tab. Signed in to
 * MyPDB (the context's state.mypdb.account), each row has a 'Save to MyPDB' button.
 */
export function QueryHistory({ container, inApp, loginUrl }: QueryHistoryProps) {
  const store = useContextStore<SearchStore>(container, () => createSearchStore());
  const snap = useSnapshot(store.state);
  const history = snap.history as readonly HistoryQuery[];
  const labels = useAttributeNames(store, history);
  const [confirming, setConfirming] = useState(false);
  // What a save or an edit said: the results that show store messages may be out of sight (the
  // app's other tab) or not on the page at all (a history embedded alone)
  const [notice, setNotice] = useState<StoreMessage | null>(null);
  const deleteAllButton = useRef<HTMLButtonElement>(null);
  const area = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusRescue(area, heading);
  const signedIn = snap.mypdb.account !== null;
  // Signed in or not is known once GET {mypdb}/data has answered (MyPDB's own view loads it too).
  useEffect(() => {
    if (!store.state.mypdb.known) void store.actions.loadMyPdb();
  }, [store]);
  // Read from the host: r2wc drops a bare in-app attribute.
  const inAppAttribute = useHostAttribute(hostOf(container), 'in-app') ?? inApp;

  /** The run itself switches to the Search tab (seed 000 §4 run order). */
  function rerun(queryId: string): void {
    void store.actions.rerunHistory(queryId);
  }

  /** The entry in the builder; in the app, the Search tab with the builder open shows it. */
  function edit(queryId: string): void {
    const entry = store.state.history.find((e) => e.query_id === queryId);
    if (!entry) return;
    const request = plainCopy(entry.request);
    const opened = store.actions.openInBuilder(request);
    if (!opened.ok) {
      const warning = { kind: 'warning', text: opened.message } as const;
      store.actions.setMessage(warning);
      return setNotice(warning);
    }
    // the row's request, not the current search, goes in the URL
    if (parseBooleanAttribute(inAppAttribute)) store.actions.openBuilder(null, request);
  }

  /** Saves the entry to MyPDB (the store says 'Query saved to MyPDB' or why not). */
  async function save(queryId: string): Promise<void> {
    const entry = store.state.history.find((e) => e.query_id === queryId);
    if (!entry) return;
    setNotice(null);
    await store.actions.saveToMyPdb(plainCopy(entry));
    setNotice(store.state.message ? { ...store.state.message } : null);
  }

  function openLogin(event: MouseEvent<HTMLAnchorElement>): void {
    if (!parseBooleanAttribute(inAppAttribute) || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    store.actions.setMyPdbView('login');
  }

  // in the app, its own login view (a new tab opens the app there)
  const loginHref =
    loginUrl ||
    (parseBooleanAttribute(inAppAttribute) && store.actions.routeHref({ tab: 'mypdb', view: 'login' })) ||
    `${snap.config.linkBase.replace(/\/+$/, '')}/search/mypdb/login`;

  return (
    <section className="history" aria-labelledby="history-title" ref={area}>
      <ShadowStyles first css={[themeStyles, historyStyles]} />
      <div className="toolbar">
        <h2 className="title" id="history-title" tabIndex={-1} ref={heading}>
          Query History
        </h2>
        {history.length > 0 ? (
          <div className="toolbar-actions">
            {!signedIn ? (
              <a className="pdb-button" href={loginHref} onClick={openLogin}>
                {LABELS.myPdbLogin}
              </a>
            ) : null}
            <Button ref={deleteAllButton} variant="danger" onClick={() => setConfirming(true)}>
              {LABELS.deleteAll}
            </Button>
          </div>
        ) : null}
      </div>
      {notice ? <Message kind={notice.kind} text={notice.text} onDismiss={() => setNotice(null)} /> : null}
      {history.length === 0 ? (
        <p className="empty" role="status">
          {MESSAGES.noHistory}
        </p>
      ) : (
        <>
          <p className="hint">
            Select a query to run it again. The {LIMITS.historySize} most recent queries are kept for this browser
            session.
          </p>
          <table>
            <thead>
              <tr>
                <QueryHeadCells />
                <th scope="col">{LAST_RUN}</th>
                {signedIn ? <th scope="col">{SAVE}</th> : null}
                <th scope="col">
                  <span className="pdb-visually-hidden">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                <HistoryRow
                  key={entry.query_id}
                  entry={entry}
                  current={entry.query_id === snap.queryId}
                  labels={labels}
                  onRerun={rerun}
                  onDelete={(id) => store.actions.deleteHistory(id)}
                  onEdit={edit}
                  onSave={signedIn ? (id) => void save(id) : undefined}
                />
              ))}
            </tbody>
          </table>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={LABELS.deleteAll}
        message={MESSAGES.confirmDeleteHistory}
        confirmLabel={LABELS.deleteAll}
        variant="danger"
        onConfirm={() => {
          setConfirming(false);
          store.actions.deleteAllHistory();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
