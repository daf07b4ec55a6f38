// The MyPDB calls of seed 001 §7 and sign-out (issue 17). The server wants every change to carry
// the session's CSRF token in X-PDB-CSRF, which GET {mypdb}/data hands out in the same header:
// this client keeps the last one it was given and sends it with each change, so callers never
// see it. A change made before any data load loads the data first.

import type { HistoryQuery, MyPdbAccount } from '../model/types.ts';
import { getJson, joinPath, request, type ClientResult, type HttpOptions } from './http.ts';

/** A sign-in provider as GET /auth/providers lists it. */
export interface SignInProvider {
  /** Path segment of /auth/{id}, and the account's `provider`. */
  id: string;
  /** Shown in 'Sign in with {name}'. */
  name: string;
}

export const CSRF_HEADER = 'x-pdb-csrf';

/** MyPDB saves a query without its paging (seed 001 §7). */
function withoutPaginate(entry: HistoryQuery): HistoryQuery {
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

  function data(signal?: AbortSignal): Promise<ClientResult<MyPdbAccount>> {
    return request(
      http,
      url('data'),
      { method: 'GET', signal: signal ?? null, headers: { accept: 'application/json' } },
      async (response) => {
        csrf = response.headers.get(CSRF_HEADER) ?? '';
        return (await response.json()) as MyPdbAccount;
      },
    );
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
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      },
      parseOptionalJson<T>,
    );
  }

  return {
    data,
    /** GET /auth/providers: the providers this server signs in with. */
    providers: (signal?: AbortSignal) => getJson<SignInProvider[]>(http, `${base}/auth/providers`, signal),
    /** Sign-in is a page navigation to this URL (the server redirects and sets its cookie), never a fetch. */
    signInUrl: (providerId: string) => joinPath(base, 'auth', providerId),
    /** The account's data as a download (a link). */
    accountDataUrl: () => joinPath(base, 'mypdb', 'account-data'),
    save: (entry: HistoryQuery, signal?: AbortSignal) =>
      change<{ id?: string; error?: string }>('POST', url('save'), withoutPaginate(entry), signal),
    updateEmail: (email: string, signal?: AbortSignal) =>
      change<{ email: string }>('POST', url('update-email'), { email }, signal),
    updateNotify: (queryId: string, notify: boolean, signal?: AbortSignal) =>
      change<{ queryId: string; notify: boolean }>('POST', url('update-notify'), { notify, queryId }, signal),
    deleteQuery: (id: string, signal?: AbortSignal) => change<MyPdbAccount>('POST', url('delete'), { id }, signal),
    deleteAll: (signal?: AbortSignal) => change<MyPdbAccount>('GET', url('delete-all'), undefined, signal),
    async deleteAccount(signal?: AbortSignal): Promise<ClientResult<undefined>> {
      const result = await change<undefined>('GET', url('delete-account'), undefined, signal);
      if (result.ok) csrf = '';
      return result;
    },
    async signOut(signal?: AbortSignal): Promise<ClientResult<undefined>> {
      const result = await change<undefined>('POST', `${base}/auth/sign-out`, undefined, signal);
      if (result.ok) csrf = '';
      return result;
    },
  };
}

export type MyPdbClient = ReturnType<typeof createMyPdbClient>;
