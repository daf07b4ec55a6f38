// The MyPDB calls of seed 001 §7, under the configurable {mypdb} prefix, plus the fixed
// GET /mypdb/account-data. Every call acts for the session's account only: another account's query
// id is not found (404). GET {mypdb}/data answers an anonymous visitor 200 {"signedIn": false}
// (being signed out is not an error; a refused bearer token still answers 401); the other reads
// need the session (401 without); changes also need the CSRF header and an allowed origin
// (session.ts). Inputs are checked before anything is stored: a search request must be a valid
// one, descriptions are bounded, an e-mail address must be one (email-address.ts). Saving a query
// the account holds already keeps the one saved. A notification address is confirmed by the
// single-use link of a mail before any notification goes to it.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../model/escape.ts';
import { formatCount } from '../../model/paging.ts';
import {
  CSRF_HEADER,
  csrfToken,
  endSession,
  requireChangeSession,
  requireSession,
  sessionOf,
} from '../auth/session.ts';
import { isEmailAddress } from '../email-address.ts';
import { publicBase } from '../public-address.ts';
import { BusyError, ClientError } from '../errors.ts';
import { accountDataStream } from '../mypdb/account-download.ts';
import {
  CONFIRM_EMAIL_ROUTE,
  CONFIRMATION_TTL_SECONDS,
  confirmationLink,
  confirmationMessage,
} from '../mypdb/confirmation-mail.ts';
import { storedLengthOf } from '../mypdb/mypdb-store.ts';
import { queryToSave } from '../mypdb/saved-query-input.ts';
import { validUnsubscribe } from '../mypdb/notify.ts';
import type { AuthDeps } from './types.ts';

/** Saved queries one account may keep. */
export const MAX_SAVED_QUERIES = 500;
/** Characters one account's saved queries may take together (storedLengthOf each): 40 of the longest. */
export const MAX_ACCOUNT_LENGTH = 2_000_000;
/** GET {mypdb}/data's answer without a session. */
const SIGNED_OUT = { signedIn: false } as const;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The page a link in MyPDB's mail opens: one sentence. */
function messagePage(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MyPDB notification</title></head><body><main><h1>MyPDB</h1><p>${escapeHtml(
        message,
      )}</p></main></body></html>`,
    );
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
  // links in mail: PUBLIC_URL, else the address this server listens on (never a request header)
  const siteUrl = () => publicBase(config, app.server);
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

  app.post(at('save'), { config: { hourlyBudget: 'save' } }, async (request) => {
    const session = change(request);
    const query = queryToSave(request.body);
    const same = mypdb.sameSavedQuery(session.account.id, query);
    if (same) return { id: same.id, alreadySaved: true };
    if (mypdb.queryIds(session.account.id).length >= MAX_SAVED_QUERIES)
      throw new ClientError(400, `MyPDB keeps at most ${MAX_SAVED_QUERIES} saved queries; delete some first`);
    if (mypdb.storedLength(session.account.id) + storedLengthOf(query) > MAX_ACCOUNT_LENGTH)
      throw new ClientError(
        400,
        `MyPDB keeps at most ${formatCount(MAX_ACCOUNT_LENGTH)} characters of saved queries per account; delete some first`,
      );
    return { id: mypdb.saveQuery(session.account.id, query).id };
  });

  // a new or changed address is unconfirmed: it gets a mail with a single-use link, and no
  // notification until that link is opened (asking again for the same address sends a new link)
  app.post(at('update-email'), { config: { hourlyBudget: 'confirmation' } }, async (request) => {
    const { account } = change(request);
    const typed = record(request.body).email;
    const email = typeof typed === 'string' ? typed.trim() : '';
    if (!isEmailAddress(email)) throw new ClientError(400, 'Enter a valid e-mail address');
    if (email === account.email && email === account.confirmed_email)
      return { email, emailConfirmed: true, confirmationSent: false };
    mypdb.updateEmail(account.id, email);
    const token = mypdb.startEmailConfirmation(account.id, email, CONFIRMATION_TTL_SECONDS);
    try {
      // where it went (the outbox file by default): someone trying `npm start` finds the link there
      const where = await app.mypdbMailer.send(confirmationMessage(email, confirmationLink(siteUrl(), token)));
      request.log.info({ mail: where }, 'MyPDB confirmation mail sent');
    } catch (error) {
      request.log.error({ err: error }, 'MyPDB confirmation mail not sent');
      throw new BusyError('The confirmation mail could not be sent; please try again in a few minutes', 60);
    }
    return { email, emailConfirmed: false, confirmationSent: true };
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
    return messagePage(
      reply,
      done ? 'E-mail notification for this saved query is off.' : 'This saved query no longer exists.',
    );
  });

  // the link in a confirmation mail: its single-use token stands for the account and the address
  app.get<{ Querystring: Record<string, string | undefined> }>(CONFIRM_EMAIL_ROUTE, async (request, reply) => {
    const { token } = request.query;
    const account = typeof token === 'string' && token.length <= 100 ? mypdb.confirmEmail(token) : undefined;
    if (!account)
      return messagePage(
        reply.code(400),
        'This confirmation link is not valid: it was used already, it has expired, or the address was changed since. MyPDB Account Settings can send a new one.',
      );
    return messagePage(reply, `${account.email} is confirmed: MyPDB's notification e-mail goes to it.`);
  });

  app.get('/mypdb/account-data', async (request, reply) => {
    const session = requireSession(request, mypdb);
    reply.header('content-disposition', 'attachment; filename="mypdb-account-data.json"');
    reply.header('cache-control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(accountDataStream(mypdb, session.account.id));
  });
}
