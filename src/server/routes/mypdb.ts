// The MyPDB calls of seed 001 §7 (issue 17), under the configurable {mypdb} prefix, plus the fixed
// GET /mypdb/account-data. Every call acts for the session's account only: another account's query
// id is not found (404). GET {mypdb}/data answers an anonymous visitor 200 {"signedIn": false}
// (being signed out is not an error; a refused bearer token still answers 401); the other reads
// need the session (401 without); changes also need the CSRF header and an allowed origin
// (session.ts). Inputs are checked before anything is stored: a search request must be a valid
// one, descriptions are bounded, an e-mail address must look like one. Saving a query the account
// holds already keeps the one saved.

import type { FastifyInstance } from 'fastify';
import { validateSearchRequest } from '../../model/request-validation.ts';
import {
  CSRF_HEADER,
  csrfToken,
  endSession,
  requireChangeSession,
  requireSession,
  sessionOf,
} from '../auth/session.ts';
import { ClientError } from '../errors.ts';
import type { QueryToSave } from '../mypdb/mypdb-store.ts';
import { validUnsubscribe } from '../mypdb/notify.ts';
import type { AuthDeps } from './auth.ts';

/** Saved queries one account may keep. */
export const MAX_SAVED_QUERIES = 500;
/** Longest query or options description kept (the history's HTML of one query). */
const MAX_DESCRIPTION = 20_000;
/** Columns a saved custom report may keep, and what one column's attribute name may look like. */
const MAX_REPORT_ATTRIBUTES = 100;
const REPORT_ATTRIBUTE = /^[A-Za-z0-9_.]{1,200}$/;
/** GET {mypdb}/data's answer without a session. */
const SIGNED_OUT = { signedIn: false } as const;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function text(value: unknown, what: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > MAX_DESCRIPTION)
    throw new ClientError(400, `${what} must be text of at most ${MAX_DESCRIPTION} characters`);
  return value;
}

/** The custom report's columns a query was saved with; absent or null for a plain saved query. */
function reportAttributes(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const valid =
    Array.isArray(value) &&
    value.length >= 1 &&
    value.length <= MAX_REPORT_ATTRIBUTES &&
    value.every((name) => typeof name === 'string' && REPORT_ATTRIBUTE.test(name)) &&
    new Set(value).size === value.length;
  if (!valid)
    throw new ClientError(
      400,
      `reportAttributes must be a list of 1 to ${MAX_REPORT_ATTRIBUTES} different attribute names (letters, digits, '_' and '.')`,
    );
  return [...(value as string[])];
}

/** A history entry as the client posts it (seed 001 §7: its paginate removed), maybe with report columns. */
function queryToSave(body: unknown): QueryToSave {
  const entry = record(body);
  const checked = validateSearchRequest(entry.request);
  if (!checked.ok) throw new ClientError(400, `The query cannot be saved: ${checked.message}`);
  const count = entry.count;
  if (count !== undefined && count !== null && !(Number.isInteger(count) && (count as number) >= 0))
    throw new ClientError(400, 'count must be a whole number');
  const request = structuredClone(checked.value);
  delete request.request_options?.paginate;
  const attributes = reportAttributes(entry.reportAttributes);
  return {
    request,
    count: typeof count === 'number' ? count : null,
    html: text(entry.html, 'html'),
    options: text(entry.options, 'options'),
    ...(attributes ? { reportAttributes: attributes } : {}),
  };
}

function queryId(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 100)
    throw new ClientError(400, 'A saved query id is needed');
  return value;
}

export async function registerMyPdbRoutes(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const { mypdb, config } = deps;
  const at = (action: string) => `${config.mypdbPrefix}/${action}`;
  const change = (request: Parameters<typeof requireSession>[0]) => requireChangeSession(request, mypdb, config);
  const notFound = (id: string) => new ClientError(404, `No saved query ${JSON.stringify(id.slice(0, 100))}`);

  app.get(at('data'), async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // an element's bearer token that no longer holds is refused, so the element forgets it
    const session =
      request.headers.authorization === undefined ? sessionOf(request, mypdb) : requireSession(request, mypdb);
    if (!session) return SIGNED_OUT;
    reply.header(CSRF_HEADER, csrfToken(session.token));
    return mypdb.accountData(session.account.id);
  });

  app.post(at('save'), async (request) => {
    const session = change(request);
    const query = queryToSave(request.body);
    const same = mypdb.sameSavedQuery(session.account.id, query);
    if (same) return { id: same.id, alreadySaved: true };
    if (mypdb.queries(session.account.id).length >= MAX_SAVED_QUERIES)
      throw new ClientError(400, `MyPDB keeps at most ${MAX_SAVED_QUERIES} saved queries; delete some first`);
    return { id: mypdb.saveQuery(session.account.id, query).id };
  });

  app.post(at('update-email'), async (request) => {
    const session = change(request);
    const email = record(request.body).email;
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email.trim()))
      throw new ClientError(400, 'Enter a valid e-mail address');
    mypdb.updateEmail(session.account.id, email.trim());
    return { email: email.trim() };
  });

  app.post(at('update-notify'), async (request) => {
    const session = change(request);
    const body = record(request.body);
    const id = queryId(body.queryId);
    if (typeof body.notify !== 'boolean') throw new ClientError(400, 'notify must be true or false');
    if (!mypdb.setNotify(session.account.id, id, body.notify)) throw notFound(id);
    return { queryId: id, notify: body.notify };
  });

  app.post(at('delete'), async (request) => {
    const session = change(request);
    const id = queryId(record(request.body).id);
    if (!mypdb.deleteQuery(session.account.id, id)) throw notFound(id);
    return mypdb.accountData(session.account.id);
  });

  app.get(at('delete-all'), async (request) => {
    const session = change(request);
    mypdb.deleteAllQueries(session.account.id);
    return mypdb.accountData(session.account.id);
  });

  app.get(at('delete-account'), async (request, reply) => {
    const session = change(request);
    mypdb.deleteAccount(session.account.id);
    endSession(reply, mypdb, session);
    return reply.code(204).send();
  });

  // the link in a notification e-mail: its token stands for the account, no session needed
  app.get<{ Querystring: Record<string, string | undefined> }>('/mypdb/unsubscribe', async (request, reply) => {
    const { account, query, token } = request.query;
    const accountId = Number(account);
    if (!Number.isInteger(accountId) || !query || !token || !validUnsubscribe(mypdb, accountId, query, token))
      throw new ClientError(400, 'This link is not valid');
    const done = mypdb.setNotify(accountId, query, false);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MyPDB notification</title></head><body><main><h1>MyPDB</h1><p>${
          done ? 'E-mail notification for this saved query is off.' : 'This saved query no longer exists.'
        }</p></main></body></html>`,
      );
  });

  app.get('/mypdb/account-data', async (request, reply) => {
    const session = requireSession(request, mypdb);
    reply.header('content-disposition', 'attachment; filename="mypdb-account-data.json"');
    reply.header('cache-control', 'no-store');
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(mypdb.accountData(session.account.id), null, 2));
  });
}
