import type { SignInProvider } from '../../store/state.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { MYPDB_TITLES } from '../../model/constants/labels.ts';
import { MESSAGE_TEMPLATES, MESSAGES } from '../../model/constants/messages.ts';
import { linkFor } from '../../model/link-templates.ts';
import type { MyPdbAccount, MyPdbView, SavedQuery } from '../../model/types.ts';
import { createSearchStore, type SearchStore } from '../../store/create-search-store.ts';
import { plainCopy } from '../../store/request-options.ts';
import { useContextStore } from '../common/use-context-store.ts';
import { themeStyles } from '../common/theme.ts';
import { Button } from '../common/Button.tsx';
import { LoadingBar } from '../common/LoadingBar.tsx';
import { Message } from '../common/Message.tsx';
import { useConfirm } from '../common/use-confirm.tsx';
import { useFocusRescue } from '../common/use-focus-rescue.ts';
import { historyStyles } from '../history/styles.ts';
import { NOTIFY_COLUMN, SAVED_COLUMN, SavedQueryRow } from './SavedQueryRow.tsx';
import { useAttributeNames } from '../history/use-attribute-names.ts';
import { QueryHeadCells } from '../history/query-row-cells.tsx';
import { AccountView } from './AccountView.tsx';
import { myPdbStyles } from './styles.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

export interface MyPdbProps {
  container?: ShadowRoot | HTMLElement;
  /** Set by <pdb-search-app> (the view follows the app's URL, /search/mypdb/{view}). */
  inApp?: string;
}

/** The MyPDB help page below the docs base (seed 001 §2). */
export const MYPDB_DOC = 'search-and-browse/mypdb';

type Shown = MyPdbView | 'help';

/**
 * MyPDB (seed 001 §2/§4/§5): sign in, saved queries (run again, notify by e-mail, delete) and
 * account settings. Whether someone is signed in comes from the store's loadMyPdb (GET
 * {mypdb}/data), called on mount; signed out, every view but Help shows the sign-in view.
 */
export function MyPdb({ container }: MyPdbProps) {
  const store = useContextStore<SearchStore>(container, () => createSearchStore());
  const snap = useSnapshot(store.state);
  const account = snap.mypdb.account as MyPdbAccount | null;
  const [help, setHelp] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  const area = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusRescue(area, heading);

  useEffect(() => {
    void store.actions.loadMyPdb();
  }, [store]);

  // the account names its provider by id; people know it by name
  const providerName =
    snap.mypdb.providers.find((provider) => provider.id === account?.provider)?.name ?? account?.provider ?? '';
  const shown: Shown = help ? 'help' : account ? (snap.route.mypdbView ?? 'queries') : 'login';
  const titleId = 'mypdb-title';

  function go(view: MyPdbView): void {
    setHelp(false);
    store.actions.setMyPdbView(view);
  }

  return (
    <section className="mypdb" aria-labelledby={titleId} ref={area}>
      <ShadowStyles first css={[themeStyles, historyStyles + myPdbStyles]} />
      <div className="mypdb-header">
        <h2 className="title" id={titleId} tabIndex={-1} ref={heading}>
          {MYPDB_TITLES[shown]}
        </h2>
        <nav aria-label="MyPDB">
          <ul className="mypdb-links">
            <ViewLink current={shown === 'help'} onClick={() => setHelp(true)}>
              Help
            </ViewLink>
            {account ? (
              <>
                <ViewLink current={shown === 'queries'} onClick={() => go('queries')}>
                  Saved Queries
                </ViewLink>
                <ViewLink current={shown === 'account'} onClick={() => go('account')}>
                  Account Settings
                </ViewLink>
                <li>
                  <Button variant="link" onClick={() => void store.actions.signOutOfMyPdb()}>
                    Sign out
                  </Button>
                </li>
              </>
            ) : (
              <ViewLink current={shown === 'login'} onClick={() => go('login')}>
                Sign In
              </ViewLink>
            )}
          </ul>
        </nav>
      </div>
      {account ? <p className="signed-in">{MESSAGE_TEMPLATES.signedInAs(providerName, account.name)}</p> : null}
      <LoadingBar active={snap.mypdb.loading} />
      {shown === 'help' ? (
        <HelpView href={linkFor('docs', MYPDB_DOC, snap.config)} />
      ) : shown === 'login' || !account ? (
        <LoginView store={store} providers={snap.mypdb.providers} problem={snap.mypdb.signInProblem} />
      ) : shown === 'queries' ? (
        <QueriesView store={store} queries={account.queries} currentQueryId={snap.queryId} />
      ) : (
        <AccountView
          store={store}
          account={account}
          providerName={providerName}
          editEmail={snap.mypdb.editEmail}
          confirmationSentTo={snap.mypdb.confirmationSentTo}
          confirm={confirm}
        />
      )}
      {confirmDialog}
    </section>
  );
}

/** One of MyPDB's links to its views; the one shown is the current page. */
function ViewLink({ current, onClick, children }: { current: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <Button variant="link" aria-current={current ? 'page' : undefined} onClick={onClick}>
        {children}
      </Button>
    </li>
  );
}

function HelpView({ href }: { href: string }) {
  return (
    <div className="mypdb-help">
      <p>{MESSAGES.loginIntro}</p>
      <p>
        <a href={href} target="_blank" rel="noopener noreferrer">
          MyPDB documentation
        </a>
      </p>
    </div>
  );
}

/**
 * One 'Sign in with {provider}' per provider: a link on the archive's own pages (the server
 * redirects and sets its cookie); on another site's page, a button that opens the sign-in popup.
 */
function LoginView({
  store,
  providers,
  problem,
}: {
  store: SearchStore;
  providers: readonly SignInProvider[];
  /** Why `providers` is empty, when it is. */
  problem: string | null;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const popup = store.actions.mypdbSignsInWithPopup();

  function signIn(providerId: string): void {
    setFailure(null);
    void store.actions.signInToMyPdbWithPopup(providerId).then((result) => {
      if (!result.ok) setFailure(result.message);
    });
  }

  return (
    <div className="mypdb-login">
      <p>{MESSAGES.loginIntro}</p>
      {failure ? <Message kind="warning" text={failure} onDismiss={() => setFailure(null)} /> : null}
      {problem ? <Message kind="warning" text={problem} /> : null}
      <ul className="providers">
        {providers.map((provider) => (
          <li key={provider.id}>
            {popup ? (
              <Button variant="primary" aria-haspopup="dialog" onClick={() => signIn(provider.id)}>
                {MESSAGE_TEMPLATES.signInWith(provider.name)}
              </Button>
            ) : (
              <a className="pdb-button" data-variant="primary" href={store.actions.mypdbSignInUrl(provider.id)}>
                {MESSAGE_TEMPLATES.signInWith(provider.name)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function QueriesView({
  store,
  queries,
  currentQueryId,
}: {
  store: SearchStore;
  queries: readonly SavedQuery[];
  currentQueryId: string | null;
}) {
  const labels = useAttributeNames(store, queries);
  if (queries.length === 0)
    return (
      <p className="empty" role="status">
        {MESSAGES.noSavedQueries}
      </p>
    );
  return (
    <>
      <p className="hint">
        Select a query to run it. With Notify checked, you are e-mailed when new structures match it.
      </p>
      <table>
        <thead>
          <tr>
            <QueryHeadCells />
            <th scope="col">{SAVED_COLUMN}</th>
            <th scope="col">{NOTIFY_COLUMN}</th>
            <th scope="col">
              <span className="pdb-visually-hidden">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {queries.map((query) => (
            <SavedQueryRow
              key={query.id}
              query={query}
              current={currentQueryId !== null && query.request.request_info?.query_id === currentQueryId}
              labels={labels}
              onRerun={(q) => void store.actions.rerunSavedQuery(plainCopy(q.request), q.reportAttributes)}
              onNotify={(id, notify) => void store.actions.setSavedQueryNotify(id, notify)}
              onDelete={(id) => void store.actions.deleteSavedQuery(id)}
            />
          ))}
        </tbody>
      </table>
    </>
  );
}
