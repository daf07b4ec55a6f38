// The account view of MyPDB (seed 001 §2): name, notification e-mail (Edit, Save), provider and
// its id, dates, the saved-query count, the account download and the two deletions, each asked
// for first. An address not yet confirmed says so, and where its confirmation mail went.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_TEMPLATES, MESSAGES } from '../../model/constants/messages.ts';
import type { MyPdbAccount } from '../../model/types.ts';
import type { SearchStore } from '../../store/create-search-store.ts';
import { Button } from '../common/Button.tsx';
import { saveText } from '../results/downloads/save-file.ts';
import type { useConfirm } from '../common/use-confirm.tsx';

const DOWNLOAD_DATA = 'Download Account Data';
/** The name the server's own download gives the file (GET /mypdb/account-data). */
const ACCOUNT_DATA_FILE = 'mypdb-account-data.json';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** Whether notification mail may go to the address: nothing shown once it is confirmed. */
function EmailState({
  store,
  account,
  confirmationSentTo,
}: {
  store: SearchStore;
  account: MyPdbAccount;
  confirmationSentTo: string | null;
}) {
  if (account.emailConfirmed !== false) return null;
  if (confirmationSentTo === account.email)
    return (
      <p className="email-state" role="status">
        {MESSAGE_TEMPLATES.confirmationSent(account.email)}
      </p>
    );
  return (
    <p className="email-state" role="status">
      {MESSAGES.emailNotConfirmed}{' '}
      <Button onClick={() => void store.actions.updateMyPdbEmail(account.email)}>{MESSAGES.sendConfirmation}</Button>
    </p>
  );
}

export function AccountView({
  store,
  account,
  providerName,
  editEmail,
  confirmationSentTo,
  confirm,
}: {
  store: SearchStore;
  account: MyPdbAccount;
  providerName: string;
  editEmail: boolean;
  confirmationSentTo: string | null;
  confirm: ReturnType<typeof useConfirm>[1];
}) {
  const [draft, setDraft] = useState(account.email);
  const count = account.queries.length;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editEmail);
  // leaving edit mode from the keyboard (Save, Escape), focus goes back to Edit, not to the page
  useEffect(() => {
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (wasEditing.current && !editEmail && dropped) editButton.current?.focus();
    wasEditing.current = editEmail;
  }, [editEmail]);

  function startEdit(): void {
    setDraft(account.email);
    store.actions.setMyPdbEditEmail(true);
  }

  function saveEmail(event: FormEvent): void {
    event.preventDefault();
    void store.actions.updateMyPdbEmail(draft.trim());
  }

  // on another site's page no link can carry the element's token: the data is fetched, then saved
  const dataUrl = store.actions.mypdbAccountDataUrl();
  async function downloadData(button: HTMLElement): Promise<void> {
    const result = await store.actions.mypdbAccountData();
    if (result.ok) saveText(result.value, ACCOUNT_DATA_FILE, 'application/json', button.parentElement ?? undefined);
    else console.warn(`MyPDB: account data not downloaded: ${result.message}`);
  }

  /** A deletion, asked for first: it cannot be undone. */
  async function deleteAfterAsking(label: string, message: string, action: () => Promise<void>): Promise<void> {
    if (await confirm({ title: label, message, confirmLabel: label, variant: 'danger' })) await action();
  }

  return (
    <div className="mypdb-account">
      <dl className="account">
        <dt>Name</dt>
        <dd>{account.name}</dd>
        <dt>{editEmail ? <label htmlFor="mypdb-email">Notification Email</label> : 'Notification Email'}</dt>
        <dd>
          {editEmail ? (
            <form className="email-form" onSubmit={saveEmail}>
              <input
                id="mypdb-email"
                type="email"
                value={draft}
                autoComplete="email"
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the user just pressed Edit to type here
                autoFocus
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') store.actions.setMyPdbEditEmail(false);
                }}
              />{' '}
              <Button type="submit" variant="primary">
                Save
              </Button>
            </form>
          ) : (
            <>
              <span className="email">{account.email}</span>
              <Button ref={editButton} onClick={startEdit}>
                Edit
              </Button>
              <EmailState store={store} account={account} confirmationSentTo={confirmationSentTo} />
            </>
          )}
        </dd>
        <dt>Provider</dt>
        <dd>{providerName}</dd>
        <dt>Provider ID</dt>
        <dd>{account.id}</dd>
        <dt>Account Created</dt>
        <dd>
          <time dateTime={account.created}>{dateText(account.created)}</time>
        </dd>
        <dt>Last Update</dt>
        <dd>
          <time dateTime={account.updated}>{dateText(account.updated)}</time>
        </dd>
      </dl>
      <p className="query-count">{MESSAGE_TEMPLATES.savedQueryCount(count)}</p>
      <div className="account-actions">
        {dataUrl ? (
          <a className="pdb-button" href={dataUrl} download>
            {DOWNLOAD_DATA}
          </a>
        ) : (
          <Button onClick={(event) => void downloadData(event.currentTarget)}>{DOWNLOAD_DATA}</Button>
        )}
        {count > 0 ? (
          <Button
            variant="danger"
            onClick={() =>
              void deleteAfterAsking(
                'Delete All Queries',
                MESSAGES.confirmDeleteAllQueries,
                store.actions.deleteAllSavedQueries,
              )
            }
          >
            Delete All Queries
          </Button>
        ) : null}
        <Button
          variant="danger"
          onClick={() =>
            void deleteAfterAsking('Delete Account', MESSAGES.confirmDeleteAccount, store.actions.deleteMyPdbAccount)
          }
        >
          Delete Account
        </Button>
      </div>
    </div>
  );
}
