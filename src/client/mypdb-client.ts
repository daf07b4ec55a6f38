// The MyPDB calls of seed 001 §7 and sign-out. The server wants every change to carry
// the session's CSRF token in X-PDB-CSRF, which GET {mypdb}/data hands out in the same header:
// this client keeps the last one it was given and sends it with each change, so callers never
// see it. A change made before any data load loads the data first. On another site's page the
// session is a bearer token from a sign-in popup instead (mypdb-embed-token.ts), sent with every call.

import type { EmailUpdate, HistoryQuery, MyPdbAccount, QueryToSaveBody } from '../model/types.ts';
import { getJson, joinPath, request, type ClientResult, type HttpOptions } from './http.ts';
import { markCorsRefusal } from './cors-refusal.ts';
import { createEmbedToken, embeddedArchiveOrigin } from './mypdb-embed-token.ts';

/** A sign-in provider as GET /auth/providers lists it. */
export interface SignInProvider {
  /** Path segment of /auth/{id}, and the account's `provider`. */
  id: string;
  /** Shown in 'Sign in with {name}'. */
  name: string;
}

export const CSRF_HEADER = 'x-pdb-csrf';

/** GET {mypdb}/data without a session (an anonymous visitor is not an HTTP error). */
interface MyPdbSignedOut {
  signedIn: false;
}

/** How the calls report that nobody is signed in: the store shows the sign-in view. */
const NOT_SIGNED_IN: ClientResult<never> = { ok: false, status: 401, message: 'Not signed in to MyPDB' };

/** MyPDB saves a query without its paging (seed 001 §7). */
function withoutPaginate<T extends HistoryQuery>(entry: T): T {
  const { paginate: _dropped, ...requestOptions } = entry.request.request_options ?? {};
  return { ...entry, request: { ...entry.request, request_options: requestOptions } };
}

/** A 204 (sign-out, account deletion) has no body to read. */
const parseOptionalJson = async <T>(response: Response): Promise<T> =>
  (response.status === 204 ? undefined : await response.json()) as T;

export function createMyPdbClient(http: HttpOptions, mypdbPrefix: string) {
  const base = http.apiBase.replace(/\/+$/, '');
  const url = (action: string) => `${base}${mypdbPrefix.replace(/\/+$/, '')}/${action}`;
  let csrf = '';
  // on another site's page the session is a bearer token from the sign-in popup, not the cookie
  const archiveOrigin = embeddedArchiveOrigin(base);
  const embedToken = archiveOrigin ? createEmbedToken(archiveOrigin) : null;

  /** The bearer token's header when this element holds one. */
  function authorization(): Record<string, string> {
    const token = embedToken?.current();
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  /** A refused token (expired, signed out elsewhere) is forgotten: the element shows sign-in again. */
  function forgetRefused<T>(result: ClientResult<T>): ClientResult<T> {
    if (!result.ok && result.status === 401) embedToken?.forget();
    return result;
  }

  /** The account, or (status 401) nobody signed in: the server says so with {signedIn: false}. */
  async function data(signal?: AbortSignal): Promise<ClientResult<MyPdbAccount>> {
    const result = await request(
      http,
      url('data'),
      { method: 'GET', signal: signal ?? null, headers: { accept: 'application/json', ...authorization() } },
      async (response) => {
        csrf = response.headers.get(CSRF_HEADER) ?? '';
        return (await response.json()) as MyPdbAccount | MyPdbSignedOut;
      },
    );
    if (result.ok && 'signedIn' in result.value && result.value.signedIn === false) return NOT_SIGNED_IN;
    return forgetRefused(result as ClientResult<MyPdbAccount>);
  }

  function signedOut(): void {
    csrf = '';
    embedToken?.forget();
  }

  async function change<T>(
    method: 'GET' | 'POST',
    target: string,
    body: unknown,
    signal?: AbortSignal,
  ): Promise<ClientResult<T>> {
    if (!csrf) {
      const loaded = await data(signal);
      if (!loaded.ok) return loaded;
    }
    return request(
      http,
      target,
      {
        method,
        signal: signal ?? null,
        headers: {
          accept: 'application/json',
          [CSRF_HEADER]: csrf,
          ...authorization(),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      parseOptionalJson<T>,
    );
  }

  return {
    data,
    /**
     * GET /auth/providers: the providers this server signs in with. On another site's page, a
     * refusal for want of this origin in the server's CORS_ORIGINS comes back marked corsRefused.
     */
    async providers(signal?: AbortSignal): Promise<ClientResult<SignInProvider[]>> {
      const target = `${base}/auth/providers`;
      const result = await getJson<SignInProvider[]>(http, target, signal);
      return archiveOrigin ? markCorsRefusal(http, target, result, signal) : result;
    },
    /** Sign-in is a page navigation to this URL (the server redirects and sets its cookie), never a fetch. */
    signInUrl: (providerId: string) => joinPath(base, 'auth', providerId),
    /** True on another site's page: sign-in runs in a popup (signInWithPopup), not by navigation. */
    signsInWithPopup: () => embedToken !== null,
    /** The sign-in popup for an element on another site; resolves once it has handed over its token. */
    signInWithPopup: (providerId: string): Promise<ClientResult<undefined>> =>
      embedToken
        ? embedToken.signIn(joinPath(base, 'auth', providerId))
        : Promise.resolve({ ok: false, status: 0, message: 'This page signs in by navigation' }),
    /** The account's data as a download (a link); a bearer token cannot ride on a link: accountData then. */
    accountDataUrl: () => (embedToken ? undefined : joinPath(base, 'mypdb', 'account-data')),
    /** The account's data as text, for a page that must fetch it with its token. */
    accountData: async (signal?: AbortSignal): Promise<ClientResult<string>> =>
      forgetRefused(
        await request(
          http,
          joinPath(base, 'mypdb', 'account-data'),
          { method: 'GET', signal: signal ?? null, headers: authorization() },
          (response) => response.text(),
        ),
      ),
    /** A history entry, with the custom report's columns when saved from the report. */
    save: (entry: QueryToSaveBody, signal?: AbortSignal) =>
      change<{ id?: string; error?: string; alreadySaved?: boolean }>(
        'POST',
        url('save'),
        withoutPaginate(entry),
        signal,
      ),
    updateEmail: (email: string, signal?: AbortSignal) =>
      change<EmailUpdate>('POST', url('update-email'), { email }, signal),
    updateNotify: (queryId: string, notify: boolean, signal?: AbortSignal) =>
      change<{ queryId: string; notify: boolean }>('POST', url('update-notify'), { notify, queryId }, signal),
    deleteQuery: (id: string, signal?: AbortSignal) => change<MyPdbAccount>('POST', url('delete'), { id }, signal),
    deleteAll: (signal?: AbortSignal) => change<MyPdbAccount>('GET', url('delete-all'), undefined, signal),
    async deleteAccount(signal?: AbortSignal): Promise<ClientResult<undefined>> {
      const result = await change<undefined>('GET', url('delete-account'), undefined, signal);
      if (result.ok) signedOut();
      return result;
    },
    async signOut(signal?: AbortSignal): Promise<ClientResult<undefined>> {
      const result = await change<undefined>('POST', `${base}/auth/sign-out`, undefined, signal);
      if (result.ok || result.status === 401) signedOut();
      return result;
    },
  };
}

export type MyPdbClient = ReturnType<typeof createMyPdbClient>;
