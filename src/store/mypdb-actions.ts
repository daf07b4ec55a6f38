// MyPDB in the store (seed 001 §4/§8): whether someone is signed in comes from GET
// {mypdb}/data (the session cookie is HttpOnly: no script can look for it), a loading flag around
// every call, the view moving from login to queries once the data loads, and back to login at
// sign-out or account deletion. Saving a query (from History, or the current search with the
// custom report's columns) says 'Query saved to MyPDB' (or that it is already saved) or the seed's error; e-mail and notify
// failures are logged only (seed 001 §8).

import { MESSAGE_TEMPLATES, MESSAGES } from '../model/constants/messages.ts';
import { findHistoryEntry } from '../model/history.ts';
import { canonicalJson } from '../model/query-id.ts';
import type { HistoryQuery, MyPdbAccount, QueryToSaveBody } from '../model/types.ts';
import { plainCopy } from './plain-copy.ts';
import type { ClientResult } from './deps.ts';
import type { ActionContext } from './action-context.ts';
import { createRouteRecorder } from './route-recorder.ts';

const NO_MYPDB: ClientResult<never> = { ok: false, status: 0, message: 'not available from this server: MyPDB' };

/** Why no 'Sign in with …' can be shown, in words that say what to fix; null when one can. */
function signInProblem(providers: ClientResult<readonly unknown[]>): string | null {
  if (providers.ok) return providers.value.length > 0 ? null : MESSAGES.noSignInProviders;
  if (providers.corsRefused) return MESSAGE_TEMPLATES.originNotInCorsOrigins(globalThis.location?.origin ?? '');
  return MESSAGE_TEMPLATES.mypdbUnreachable(providers.message);
}

export function createMyPdbActions(ctx: ActionContext) {
  const { state, deps } = ctx;
  const client = () => deps.client().mypdb;
  const { followMyPdbView } = createRouteRecorder(ctx);

  /** Runs one call with the loading flag up; the flag comes down whatever it answers. */
  async function withLoading<T>(call: () => Promise<ClientResult<T>> | undefined): Promise<ClientResult<T>> {
    state.mypdb.loading = true;
    try {
      return (await call()) ?? NO_MYPDB;
    } finally {
      state.mypdb.loading = false;
    }
  }

  function signedOut(): void {
    state.mypdb.account = null;
    state.mypdb.known = true;
    state.mypdb.editEmail = false;
    state.mypdb.confirmationSentTo = null;
    state.route.mypdbView = 'login';
    followMyPdbView();
  }

  function show(account: MyPdbAccount): void {
    state.mypdb.account = account;
    state.mypdb.known = true;
    if ((state.route.mypdbView ?? 'login') === 'login') state.route.mypdbView = 'queries';
    followMyPdbView();
  }

  function saveFailed(why?: string): void {
    state.message = { kind: 'error', text: MESSAGE_TEMPLATES.saveQueryFailed(why) };
  }

  /** The last notify change sent or waiting, per saved query: the next waits for it. */
  const notifyChanges = new Map<string, Promise<void>>();

  /** Saves on their way, by what they save: pressed again meanwhile, a save joins the one in flight. */
  const savesInFlight = new Map<string, Promise<void>>();

  function save(body: QueryToSaveBody): Promise<void> {
    const key = canonicalJson(body);
    const inFlight = savesInFlight.get(key);
    if (inFlight) return inFlight;
    const done = sendSave(body).finally(() => savesInFlight.delete(key));
    savesInFlight.set(key, done);
    return done;
  }

  /** Every save: the seed's message either way, and the saved list reloaded so MyPDB shows it. */
  async function sendSave(body: QueryToSaveBody): Promise<void> {
    const result = await withLoading(() => client()?.save(body));
    if (result.ok && result.value.id) {
      // the server keeps one copy of a query (its query_id): a second save says so
      state.message = {
        kind: 'info',
        text: result.value.alreadySaved ? MESSAGES.queryAlreadySaved : MESSAGES.querySaved,
      };
      const data = await withLoading(() => client()?.data());
      if (data.ok) show(data.value);
      return;
    }
    saveFailed(result.ok ? result.value.error : result.message);
  }

  /** GET {mypdb}/data: signed in (the account) or not (401, then the providers to sign in with). */
  async function loadMyPdb(): Promise<void> {
    // browser-direct mode without api-base: the public APIs keep no accounts
    if (!client()) {
      state.mypdb.known = true;
      state.mypdb.signInProblem = MESSAGES.mypdbNeedsServer;
      return;
    }
    // signed out, the sign-in buttons; signed in, the provider's name ('Signed in via …'): known
    // before the account shows, so its line never names the provider by its id first
    if (state.mypdb.providers.length === 0) {
      const providers = await withLoading(() => client()?.providers());
      if (providers.ok) state.mypdb.providers = providers.value;
      state.mypdb.signInProblem = signInProblem(providers);
    }
    const result = await withLoading(() => client()?.data());
    if (result.ok) show(result.value);
    else if (result.status === 401) signedOut();
    else state.mypdb.known = true;
  }

  return {
    loadMyPdb,

    /** Where 'Sign in with {provider}' goes. */
    mypdbSignInUrl(providerId: string): string | undefined {
      return client()?.signInUrl(providerId);
    },

    mypdbAccountDataUrl(): string | undefined {
      return client()?.accountDataUrl();
    },

    /** On another site's page, sign-in runs in a popup (the page stays; its element gets a token). */
    mypdbSignsInWithPopup(): boolean {
      return client()?.signsInWithPopup?.() ?? false;
    },

    /**
     * The sign-in popup, then the account. Call it from the click: the popup opens before the first
     * await. Resolves with why not when the popup was blocked or closed.
     */
    async signInToMyPdbWithPopup(providerId: string): Promise<ClientResult<undefined>> {
      const result = await withLoading(() => client()?.signInWithPopup(providerId));
      if (result.ok) await loadMyPdb();
      return result;
    },

    /** The account's data as JSON text, where no link can fetch it (a bearer token). */
    mypdbAccountData(): Promise<ClientResult<string>> {
      return withLoading(() => client()?.accountData());
    },

    /** Saves a Query History entry (its paging dropped by the client). */
    saveToMyPdb(entry: HistoryQuery): Promise<void> {
      return save(entry);
    },

    /**
     * 'Save to MyPDB' in the custom report: the current search (its history entry, which has the
     * descriptions MyPDB lists) with the report's columns, so running it again opens that report.
     */
    async saveReportToMyPdb(): Promise<void> {
      const entry = state.queryId === null ? undefined : findHistoryEntry(state.history, state.queryId);
      if (!entry) return saveFailed(MESSAGES.noQueryToSave);
      await save({ ...plainCopy(entry), reportAttributes: [...state.tabularReport.attributes] });
    },

    /**
     * The box shows the change at once and goes back if the server refuses it (logged only, seed
     * 001 §8). Changes to one query are sent one after the other, so the server and the box end on
     * the user's last choice, whichever request would have arrived first.
     */
    async setSavedQueryNotify(queryId: string, notify: boolean): Promise<void> {
      const query = () => state.mypdb.account?.queries.find((q) => q.id === queryId);
      const shown = query();
      const before = shown?.notify;
      if (shown) shown.notify = notify;
      const previous = notifyChanges.get(queryId) ?? Promise.resolve();
      const change = previous.then(() => withLoading(() => client()?.updateNotify(queryId, notify)));
      const settled = change.then(
        () => undefined,
        () => undefined,
      );
      notifyChanges.set(queryId, settled);
      const result = await change;
      if (!result.ok) console.warn(`MyPDB: notify not changed: ${result.message}`);
      // a later change on its way decides what the box shows
      if (notifyChanges.get(queryId) !== settled) return;
      notifyChanges.delete(queryId);
      const now = query();
      if (result.ok && now) now.notify = result.value.notify;
      else if (!result.ok && now && before !== undefined) now.notify = before;
    },

    async updateMyPdbEmail(typed: string): Promise<void> {
      const result = await withLoading(() => client()?.updateEmail(typed));
      state.mypdb.editEmail = false;
      if (!result.ok) return console.warn(`MyPDB: e-mail not changed: ${result.message}`);
      const { email, emailConfirmed, confirmationSent } = result.value;
      if (state.mypdb.account) Object.assign(state.mypdb.account, { email, emailConfirmed });
      state.mypdb.confirmationSentTo = confirmationSent ? email : null;
    },

    setMyPdbEditEmail(editing: boolean): void {
      state.mypdb.editEmail = editing;
    },

    async deleteSavedQuery(id: string): Promise<void> {
      const result = await withLoading(() => client()?.deleteQuery(id));
      if (result.ok) show(result.value);
    },

    async deleteAllSavedQueries(): Promise<void> {
      const result = await withLoading(() => client()?.deleteAll());
      if (result.ok) show(result.value);
    },

    async deleteMyPdbAccount(): Promise<void> {
      const result = await withLoading(() => client()?.deleteAccount());
      if (result.ok) signedOut();
    },

    async signOutOfMyPdb(): Promise<void> {
      const result = await withLoading(() => client()?.signOut());
      if (result.ok || result.status === 401) signedOut();
    },
  };
}
