// E-mail notification of saved queries (seed 001 §1): after an ingest has changed the
// archive, every saved query with Notify on runs again (request_info.src 'mypdb_service'); the
// identifiers it returns that it did not return last time are new, and each account with any gets
// one e-mail listing them with links, in plain text and HTML (every value escaped), with a link per
// query that turns its notification off. A query's first run only records what it returns. Mail
// goes to confirmed addresses only, and carries only what the server writes: each
// query as the describer words its request, counts and links, never the html the page saved.

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { describeRequestText, type AttributeLabels } from '../../model/describe.ts';
import { escapeHtml } from '../../model/escape.ts';
import { checkSearchRequest } from '../../model/request/contract.ts';
import type { SavedQuery, SearchRequest, ValidatedRequest } from '../../model/types.ts';
import type { Mailer } from './mailer.ts';
import type { MyPdbStore } from './mypdb-store.ts';

export interface NotifyDeps {
  store: MyPdbStore;
  mailer: Mailer;
  /** Every identifier a request returns now. */
  identifiers(request: ValidatedRequest): Promise<string[]>;
  /** An entry's page. */
  entryUrl(id: string): string;
  /** This server's origin, for the links to MyPDB and those that turn a notification off. */
  siteUrl: string;
  /** The attributes' names the queries are described with (paths without them). */
  attributeLabels?: AttributeLabels;
  log?: (line: string) => void;
}

export interface NotifySummary {
  queries: number;
  emails: number;
}

const ARCHIVE_KEY = 'notified_archive';
const UNSUBSCRIBE_KEY = 'unsubscribe_key';

/**
 * The request a notification run sends: every identifier, marked as MyPDB's, checked by the
 * model's contract as every request the engine takes (a refusal ends the run, as the engine's did).
 */
export function notificationRequest(saved: SearchRequest): ValidatedRequest {
  const { paginate: _paginate, facets: _facets, ...options } = saved.request_options ?? {};
  const checked = checkSearchRequest({
    ...saved,
    request_options: { ...options, return_all_hits: true, results_verbosity: 'compact' },
    // a run of its own: an upstream's cache of the last run's answer is not this run's
    request_info: { ...saved.request_info, src: 'mypdb_service', query_id: randomUUID() },
  });
  if (!checked.ok) throw new Error(checked.message);
  return checked.value;
}

function unsubscribeKey(store: MyPdbStore): Buffer {
  let key = store.meta(UNSUBSCRIBE_KEY);
  if (!key) store.setMeta(UNSUBSCRIBE_KEY, (key = randomBytes(32).toString('base64url')));
  return Buffer.from(key);
}

const sign = (key: Buffer, accountId: number, queryId: string): string =>
  createHmac('sha256', key).update(`${accountId}\n${queryId}`).digest('base64url');

export function unsubscribeUrl(store: MyPdbStore, siteUrl: string, accountId: number, queryId: string): string {
  const params = new URLSearchParams({
    account: String(accountId),
    query: queryId,
    token: sign(unsubscribeKey(store), accountId, queryId),
  });
  return `${siteUrl}/mypdb/unsubscribe?${params.toString()}`;
}

/** Whether an unsubscribe link's token is the one this server made for that account and query. */
export function validUnsubscribe(store: MyPdbStore, accountId: number, queryId: string, token: string): boolean {
  const expected = Buffer.from(sign(unsubscribeKey(store), accountId, queryId));
  const sent = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

interface Found {
  query: SavedQuery;
  ids: string[];
  unsubscribe: string;
}

function message(found: readonly Found[], deps: NotifyDeps) {
  const describe = (query: SavedQuery) =>
    describeRequestText(query.request, deps.attributeLabels ? { attributeLabels: deps.attributeLabels } : {});
  const mypdb = `${deps.siteUrl}/search/mypdb/queries`;
  const total = found.reduce((n, f) => n + f.ids.length, 0);
  const subject = `MyPDB: ${total} new ${total === 1 ? 'structure matches' : 'structures match'} your saved ${
    found.length === 1 ? 'query' : 'queries'
  }`;
  const text = [
    subject,
    '',
    ...found.flatMap((f) => [
      describe(f.query),
      ...f.ids.map((id) => `  ${id}  ${deps.entryUrl(id)}`),
      `  Stop these e-mails for this query: ${f.unsubscribe}`,
      '',
    ]),
    `Your saved queries: ${mypdb}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html><body><p>${escapeHtml(subject)}</p>${found
    .map(
      (f) =>
        `<h2>${escapeHtml(describe(f.query))}</h2><ul>${f.ids
          .map((id) => `<li><a href="${escapeHtml(deps.entryUrl(id))}">${escapeHtml(id)}</a></li>`)
          .join('')}</ul><p><a href="${escapeHtml(f.unsubscribe)}">Stop these e-mails for this query</a></p>`,
    )
    .join('')}<p><a href="${escapeHtml(mypdb)}">Your saved queries</a></p></body></html>`;
  return { subject, text, html };
}

/** Runs every notify query once; one e-mail per account that has new identifiers. */
export async function notifyNewResults(deps: NotifyDeps): Promise<NotifySummary> {
  const byAccount = new Map<number, { email: string; found: Found[] }>();
  const notify = deps.store.notifyQueries();
  for (const { accountId, email, query, lastIds } of notify) {
    const ids = await deps.identifiers(notificationRequest(query.request));
    deps.store.setLastIds(accountId, query.id, ids);
    if (lastIds === null) continue;
    const known = new Set(lastIds);
    const fresh = ids.filter((id) => !known.has(id));
    if (fresh.length === 0 || !email) continue;
    const held = byAccount.get(accountId) ?? { email, found: [] };
    held.found.push({
      query,
      ids: fresh,
      unsubscribe: unsubscribeUrl(deps.store, deps.siteUrl, accountId, query.id),
    });
    byAccount.set(accountId, held);
  }
  let emails = 0;
  for (const { email, found } of byAccount.values()) {
    const where = await deps.mailer.send({ to: email, ...message(found, deps) });
    deps.log?.(`MyPDB notification sent: ${where}`);
    emails++;
  }
  return { queries: notify.length, emails };
}

/** Runs the notification once per archive build: `archiveKey` names the build (its input hash and time). */
export async function notifyAfterIngest(deps: NotifyDeps, archiveKey: string): Promise<NotifySummary | undefined> {
  if (deps.store.meta(ARCHIVE_KEY) === archiveKey) return undefined;
  const summary = await notifyNewResults(deps);
  deps.store.setMeta(ARCHIVE_KEY, archiveKey);
  return summary;
}
