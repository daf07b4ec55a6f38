// MyPDB's own database (seed 001 §3/§7): accounts found by (provider, subject), their
// saved queries, and sign-in sessions. It lives in its own SQLite file, never in the archive index
// (which an ingest may rebuild), and upgrades itself with numbered migrations (PRAGMA
// user_version). Every method that reads or changes a saved query takes the account it acts for,
// so a query id of another account is simply not found: the routes answer 404, never 403.
// Sessions and address confirmations are stored as SHA-256 hashes of their random tokens: a copy
// of the file signs nobody in and confirms no address.

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MyPdbAccount, SavedQuery } from '../../model/types.ts';
import { computeQueryId } from '../../model/query-id.ts';
import { MIGRATIONS } from './mypdb-migrations.ts';
import {
  toSavedQuery,
  type AccountRow,
  type Identity,
  type NotifyQuery,
  type QueryRow,
  type QueryToSave,
} from './mypdb-rows.ts';

export type { AccountRow, Identity, NotifyQuery, QueryToSave } from './mypdb-rows.ts';
export { storedLengthOf } from './mypdb-rows.ts';

const SESSION_TOKEN_BYTES = 32;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export class MyPdbStore {
  private constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {}

  /** Opens (creating and upgrading as needed) the database at `file`; ':memory:' for a throwaway one. */
  static open(file: string, now: () => Date = () => new Date()): MyPdbStore {
    if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > MIGRATIONS.length)
      throw new Error(`${file} is MyPDB schema version ${version}; this server knows ${MIGRATIONS.length}`);
    db.transaction(() => {
      for (let v = version; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${MIGRATIONS.length}`);
    })();
    return new MyPdbStore(db, now);
  }

  close(): void {
    this.db.close();
  }

  private stamp(): string {
    return this.now().toISOString();
  }

  /** The account of (provider, subject), made at its first sign-in; name and e-mail kept as the user set them. */
  findOrCreateAccount(identity: Identity): AccountRow {
    const found = this.db
      .prepare('SELECT * FROM account WHERE provider = ? AND subject = ?')
      .get(identity.provider, identity.subject) as AccountRow | undefined;
    if (found) return found;
    const at = this.stamp();
    const id = this.db
      .prepare('INSERT INTO account (provider, subject, name, email, created, updated) VALUES (?, ?, ?, ?, ?, ?)')
      .run(identity.provider, identity.subject, identity.name, identity.email, at, at).lastInsertRowid;
    return this.account(Number(id))!;
  }

  account(accountId: number): AccountRow | undefined {
    return this.db.prepare('SELECT * FROM account WHERE id = ?').get(accountId) as AccountRow | undefined;
  }

  /** `email` must already be validated (the route answers 400 otherwise); it is unconfirmed until confirmEmail. */
  updateEmail(accountId: number, email: string): void {
    this.db.prepare('UPDATE account SET email = ?, updated = ? WHERE id = ?').run(email, this.stamp(), accountId);
  }

  /** A new confirmation of `email` for the account: its raw token, the only one pending (older ones end). */
  startEmailConfirmation(accountId: number, email: string, ttlSeconds: number): string {
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM email_confirmation WHERE account_id = ?').run(accountId);
      this.db
        .prepare('INSERT INTO email_confirmation (token_hash, account_id, email, expires) VALUES (?, ?, ?, ?)')
        .run(hashToken(token), accountId, email, this.now().getTime() + ttlSeconds * 1000);
    })();
    return token;
  }

  /**
   * Uses a confirmation token (once: it is gone after): the account whose address it confirmed, or
   * undefined for an unknown, used or expired token, or one for an address the account no longer has.
   */
  confirmEmail(token: string): AccountRow | undefined {
    return this.db.transaction(() => {
      const pending = this.db
        .prepare('DELETE FROM email_confirmation WHERE token_hash = ? RETURNING account_id, email, expires')
        .get(hashToken(token)) as { account_id: number; email: string; expires: number } | undefined;
      if (!pending || pending.expires <= this.now().getTime()) return undefined;
      const confirmed = this.db
        .prepare('UPDATE account SET confirmed_email = email, updated = ? WHERE id = ? AND email = ?')
        .run(this.stamp(), pending.account_id, pending.email).changes;
      return confirmed === 1 ? this.account(pending.account_id) : undefined;
    })();
  }

  /** Removes the account with its saved queries and sessions. */
  deleteAccount(accountId: number): void {
    this.db.prepare('DELETE FROM account WHERE id = ?').run(accountId);
  }

  /**
   * The account's saved query asking the same as `query` (the same query_id, recomputed here rather
   * than trusted from the body, and the same report columns), if any: saving it again keeps one.
   */
  sameSavedQuery(accountId: number, query: QueryToSave): SavedQuery | undefined {
    const queryId = computeQueryId(query.request);
    const columns = JSON.stringify(query.reportAttributes ?? null);
    return this.queries(accountId).find(
      (saved) =>
        computeQueryId(saved.request) === queryId && JSON.stringify(saved.reportAttributes ?? null) === columns,
    );
  }

  saveQuery(accountId: number, query: QueryToSave): SavedQuery {
    const id = randomUUID();
    this.db
      .prepare(
        'INSERT INTO saved_query (id, account_id, request, count, html, options, saved, report_attributes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        accountId,
        JSON.stringify(query.request),
        query.count,
        query.html,
        query.options,
        this.stamp(),
        query.reportAttributes ? JSON.stringify(query.reportAttributes) : null,
      );
    return this.query(accountId, id)!;
  }

  /** The account's saved queries, newest first. */
  queries(accountId: number): SavedQuery[] {
    return (
      this.db
        .prepare('SELECT * FROM saved_query WHERE account_id = ? ORDER BY saved DESC, rowid DESC')
        .all(accountId) as QueryRow[]
    ).map(toSavedQuery);
  }

  /** The ids of the account's saved queries, newest first (as `queries` lists them). */
  queryIds(accountId: number): string[] {
    return this.db
      .prepare('SELECT id FROM saved_query WHERE account_id = ? ORDER BY saved DESC, rowid DESC')
      .pluck()
      .all(accountId) as string[];
  }

  /**
   * One of the account's queries as JSON text (as JSON.stringify would write toSavedQuery's object),
   * its stored request spliced in as it is: a download reads a large account without parsing it.
   */
  queryJson(accountId: number, queryId: string): string | undefined {
    const row = this.db.prepare('SELECT * FROM saved_query WHERE id = ? AND account_id = ?').get(queryId, accountId) as
      QueryRow | undefined;
    if (!row) return undefined;
    const { id, request: _request, ...rest } = toSavedQuery({ ...row, request: 'null' });
    return `{"id":${JSON.stringify(id)},"request":${row.request},${JSON.stringify(rest).slice(1)}`;
  }

  /** Characters the account's saved queries take (storedLengthOf each). */
  storedLength(accountId: number): number {
    return this.db
      .prepare(
        'SELECT coalesce(sum(length(request) + length(html) + length(options) + coalesce(length(report_attributes), 0)), 0) FROM saved_query WHERE account_id = ?',
      )
      .pluck()
      .get(accountId) as number;
  }

  /** One of the account's queries; undefined for an unknown id or another account's. */
  query(accountId: number, queryId: string): SavedQuery | undefined {
    const row = this.db.prepare('SELECT * FROM saved_query WHERE id = ? AND account_id = ?').get(queryId, accountId) as
      QueryRow | undefined;
    return row ? toSavedQuery(row) : undefined;
  }

  /** False when the account has no such query. */
  setNotify(accountId: number, queryId: string, notify: boolean): boolean {
    return (
      this.db
        .prepare('UPDATE saved_query SET notify = ? WHERE id = ? AND account_id = ?')
        .run(notify ? 1 : 0, queryId, accountId).changes === 1
    );
  }

  /** False when the account has no such query. */
  deleteQuery(accountId: number, queryId: string): boolean {
    return (
      this.db.prepare('DELETE FROM saved_query WHERE id = ? AND account_id = ?').run(queryId, accountId).changes === 1
    );
  }

  deleteAllQueries(accountId: number): number {
    return this.db.prepare('DELETE FROM saved_query WHERE account_id = ?').run(accountId).changes;
  }

  /** What is held about the account but its saved queries. */
  accountProfile(accountId: number): Omit<MyPdbAccount, 'queries'> | undefined {
    const account = this.account(accountId);
    if (!account) return undefined;
    return {
      id: account.subject,
      name: account.name,
      email: account.email,
      emailConfirmed: account.email !== '' && account.email === account.confirmed_email,
      provider: account.provider,
      created: account.created,
      updated: account.updated,
    };
  }

  /** Everything held about the account (seed 001 §3), as GET {mypdb}/data and the account download give it. */
  accountData(accountId: number): MyPdbAccount | undefined {
    const profile = this.accountProfile(accountId);
    return profile && { ...profile, queries: this.queries(accountId) };
  }

  /**
   * A new session for the account: the raw token (only its hash is kept). A cookie session has no
   * origin; an embedding site's session is bound to that site's origin.
   */
  createSession(accountId: number, ttlSeconds: number, origin: string | null = null): string {
    const token = randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
    this.db
      .prepare('INSERT INTO session (token_hash, account_id, created, expires, origin) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(token), accountId, this.stamp(), this.now().getTime() + ttlSeconds * 1000, origin);
    return token;
  }

  /**
   * The account a session token signs in, or undefined (unknown, expired, signed out, or used
   * from another origin than the one it was made for: a cookie session is never a bearer token).
   */
  sessionAccount(token: string, origin: string | null = null): AccountRow | undefined {
    const row = this.db
      .prepare('SELECT account_id, expires FROM session WHERE token_hash = ? AND origin IS ?')
      .get(hashToken(token), origin) as { account_id: number; expires: number } | undefined;
    if (!row) return undefined;
    if (row.expires <= this.now().getTime()) {
      this.deleteSession(token);
      return undefined;
    }
    return this.account(row.account_id);
  }

  deleteSession(token: string): void {
    this.db.prepare('DELETE FROM session WHERE token_hash = ?').run(hashToken(token));
  }

  meta(key: string): string | undefined {
    return (this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.db
      .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(key, value);
  }

  /** Every saved query with notification on, with its owner's confirmed address ('' if none) and what it returned last. */
  notifyQueries(): NotifyQuery[] {
    const rows = this.db
      .prepare(
        "SELECT q.*, CASE WHEN a.email = a.confirmed_email THEN a.email ELSE '' END AS email, q.account_id AS account_id FROM saved_query q JOIN account a ON a.id = q.account_id WHERE q.notify = 1 ORDER BY q.account_id, q.saved",
      )
      .all() as Array<QueryRow & { email: string; account_id: number; last_ids: string | null }>;
    return rows.map((row) => ({
      accountId: row.account_id,
      email: row.email,
      query: toSavedQuery(row),
      lastIds: row.last_ids === null ? null : (JSON.parse(row.last_ids) as string[]),
    }));
  }

  /** Records what a notification run found for the account's query. */
  setLastIds(accountId: number, queryId: string, ids: readonly string[]): void {
    this.db
      .prepare('UPDATE saved_query SET last_ids = ? WHERE id = ? AND account_id = ?')
      .run(JSON.stringify(ids), queryId, accountId);
  }
}
