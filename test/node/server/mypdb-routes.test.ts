// Issue 17, slice 2: the MyPDB calls of seed 001 §7 over real HTTP with two users signed in
// through the local provider. Each reaches only their own data through every route and id (404
// for the other's query, never 403); signed out, GET data says so (200) and every other call answers
// 401; saving the same query twice keeps one; a change without the
// CSRF header, or from another site, is refused and changes nothing; bad input answers 400 and
// stores nothing; account deletion removes every row and the session.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MyPdbAccount, SearchRequest } from '../../../src/model/types.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { unsubscribeUrl } from '../../../src/server/mypdb/notify.ts';
import { signedInBrowser, type Browser } from '../../support/mypdb-browser.ts';
import { startServer, type RunningServer } from './harness.ts';

let dir: string;
let mypdb: MyPdbStore;
let server: RunningServer;
let alice: { browser: Browser; csrf: string };
let bob: { browser: Browser; csrf: string };

const REQUEST: SearchRequest = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
  request_options: { paginate: { start: 0, rows: 25 }, results_content_type: ['experimental'] },
};
const ENTRY = { request: REQUEST, count: 12, html: 'Full Text = "hemoglobin"', options: '', query_id: 'q1' };

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mypdb-routes-'));
  mypdb = MyPdbStore.open(path.join(dir, 'mypdb.sqlite'));
  // mail as `npm start` sends it without SMTP_URL: .eml files in the outbox
  server = await startServer({ outboxDir: path.join(dir, 'outbox') }, { mypdb });
  alice = await signedInBrowser(server.url, 'Alice', 'alice@example.test');
  bob = await signedInBrowser(server.url, 'Bob', 'bob@example.test');
});
after(async () => {
  await server.close();
  mypdb.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(
  who: { browser: Browser; csrf: string },
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await who.browser.get(route, {
    method,
    headers: {
      'x-pdb-csrf': who.csrf,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const data = async (who: { browser: Browser; csrf: string }) =>
  (await call(who, 'GET', '/mypdb/data')).body as MyPdbAccount;

test('a saved query is kept without its paging, and only its owner sees, changes or deletes it', async () => {
  const saved = await call(alice, 'POST', '/mypdb/save', ENTRY);
  assert.equal(saved.status, 200);
  const id = (saved.body as { id: string }).id;
  const mine = await data(alice);
  assert.equal(mine.queries.length, 1);
  assert.equal(mine.queries[0]!.request.request_options?.paginate, undefined, 'paginate removed');
  assert.deepEqual(mine.queries[0]!.request.request_options?.results_content_type, ['experimental']);
  assert.equal((await data(bob)).queries.length, 0);

  for (const [route, body] of [
    ['/mypdb/update-notify', { queryId: id, notify: true }],
    ['/mypdb/delete', { id }],
  ] as const) {
    const other = await call(bob, 'POST', route, body);
    assert.equal(other.status, 404, `${route} by another user`);
  }
  const download = await bob.browser.get('/mypdb/account-data');
  assert.doesNotMatch(await download.text(), new RegExp(id), "Bob's download has none of Alice's data");
  assert.equal((await call(bob, 'GET', '/mypdb/delete-all')).status, 200);
  assert.equal((await data(alice)).queries.length, 1, "Bob's delete-all leaves Alice's queries");

  const notify = await call(alice, 'POST', '/mypdb/update-notify', { queryId: id, notify: true });
  assert.deepEqual(notify.body, { queryId: id, notify: true });
  assert.equal((await data(alice)).queries[0]!.notify, true);
  const removed = await call(alice, 'POST', '/mypdb/delete', { id });
  assert.equal((removed.body as MyPdbAccount).queries.length, 0);
});

test('saving the same query again keeps one and says it is already saved; another sort is the same query', async () => {
  const hana = await signedInBrowser(server.url, 'Hana', 'hana@example.test');
  const first = await call(hana, 'POST', '/mypdb/save', ENTRY);
  assert.deepEqual(Object.keys(first.body as object), ['id']);
  const sorted = {
    ...REQUEST,
    request_options: { ...REQUEST.request_options, sort: [{ sort_by: 'score', direction: 'asc' }] },
  };
  for (const again of [ENTRY, { ...ENTRY, request: sorted, query_id: 'forged' }]) {
    const second = await call(hana, 'POST', '/mypdb/save', again);
    assert.equal(second.status, 200);
    assert.deepEqual(second.body, { id: (first.body as { id: string }).id, alreadySaved: true });
  }
  assert.equal((await data(hana)).queries.length, 1);
  const other = await call(hana, 'POST', '/mypdb/save', { ...ENTRY, request: { ...REQUEST, return_type: 'assembly' } });
  assert.notEqual((other.body as { id: string }).id, (first.body as { id: string }).id);
  assert.equal((await data(hana)).queries.length, 2, 'another question is saved');
  assert.equal(
    (await data(alice)).queries.some((q) => q.id === (first.body as { id: string }).id),
    false,
  );
});

test('without the CSRF header, or from another site, a change is refused and nothing changes', async () => {
  const before = (await data(alice)).queries.length;
  const noHeader = await call(alice, 'POST', '/mypdb/save', ENTRY, { 'x-pdb-csrf': '' });
  assert.equal(noHeader.status, 403);
  const otherSite = await call(alice, 'POST', '/mypdb/save', ENTRY, { origin: 'https://evil.example' });
  assert.equal(otherSite.status, 403);
  const bobsToken = await call(alice, 'POST', '/mypdb/save', ENTRY, { 'x-pdb-csrf': bob.csrf });
  assert.equal(bobsToken.status, 403, "another session's token");
  // a link on another site: a top-level GET carries the Lax cookie, but not the header
  const link = await alice.browser.get('/mypdb/delete-account');
  assert.equal(link.status, 403);
  await link.arrayBuffer();
  assert.equal((await data(alice)).queries.length, before);
});

test('bad input answers 400 and stores nothing; the e-mail address is stored as typed, trimmed', async () => {
  const before = await data(alice);
  for (const email of [
    'not-an-address',
    'a@b',
    '<script>alert(1)</script>@x.example',
    'x'.repeat(250) + '@a.example',
  ]) {
    const res = await call(alice, 'POST', '/mypdb/update-email', { email });
    assert.equal(res.status, 400, email);
    assert.equal((res.body as { msg: string }).msg, 'Enter a valid e-mail address');
  }
  assert.equal((await data(alice)).email, before.email);
  const bad = await call(alice, 'POST', '/mypdb/save', { ...ENTRY, request: { return_type: 'nothing' } });
  assert.equal(bad.status, 400);
  assert.equal((await call(alice, 'POST', '/mypdb/update-notify', { queryId: 'x', notify: 'yes' })).status, 400);
  assert.equal((await data(alice)).queries.length, before.queries.length);
  const ok = await call(alice, 'POST', '/mypdb/update-email', { email: '  alice@lab.example ' });
  assert.deepEqual(ok.body, { email: 'alice@lab.example', emailConfirmed: false, confirmationSent: true });
  const outbox = readdirSync(path.join(dir, 'outbox'));
  assert.equal(outbox.length, 1, 'the confirmation mail, in the outbox');
  const mail = readFileSync(path.join(dir, 'outbox', outbox[0]!), 'utf8').replace(/=\r?\n/g, '');
  assert.match(mail, /^To: alice@lab\.example$/m);
  assert.match(mail, /\/mypdb\/confirm-email\?token=3D[\w-]+/, 'its link (quoted-printable)');
  assert.equal((await data(alice)).email, 'alice@lab.example');
});

test("a notification e-mail's link turns that query's notification off, without a session; a forged one is refused", async () => {
  const id = ((await call(alice, 'POST', '/mypdb/save', ENTRY)).body as { id: string }).id;
  await call(alice, 'POST', '/mypdb/update-notify', { queryId: id, notify: true });
  const subject = (await data(alice)).id;
  const account = mypdb.findOrCreateAccount({ provider: 'local', subject, name: '', email: '' });
  const link = unsubscribeUrl(mypdb, server.url, account.id, id);
  const forged = await fetch(link.replace(/token=[^&]+/, 'token=forged'));
  assert.equal(forged.status, 400);
  await forged.arrayBuffer();
  const other = await fetch(link.replace(/account=\d+/, `account=${account.id + 1}`));
  assert.equal(other.status, 400, "the token is for Alice's account only");
  await other.arrayBuffer();
  const res = await fetch(link);
  assert.equal(res.status, 200);
  assert.match(await res.text(), /E-mail notification for this saved query is off\./);
  assert.equal((await data(alice)).queries.find((q) => q.id === id)?.notify, false);
});

test("the archive client's MyPDB calls work against the server: the CSRF token is handled for the caller", async () => {
  const dana = await signedInBrowser(server.url, 'Dana', 'dana@example.test');
  const client = createArchiveClient({ apiBase: server.url, fetch: (url, init) => dana.browser.get(url, init) });
  const saved = await client.mypdb.save({ ...ENTRY, last_run: '2026-11-27T00:00:00Z' });
  assert.ok(saved.ok && saved.value.id, JSON.stringify(saved));
  const report = await client.mypdb.save({ ...ENTRY, last_run: '2026-11-27T00:00:00Z', reportAttributes: ['rcsb_id'] });
  assert.ok(report.ok && report.value.id, JSON.stringify(report));
  const listed = await client.mypdb.data();
  assert.deepEqual(listed.ok && listed.value.queries.find((q) => q.id === report.value.id)?.reportAttributes, [
    'rcsb_id',
  ]);
  const notify = await client.mypdb.updateNotify(saved.value.id, true);
  assert.deepEqual(notify.ok && notify.value, { queryId: saved.value.id, notify: true });
  const all = await client.mypdb.deleteAll();
  assert.deepEqual(all.ok && all.value.queries, []);
  const out = await client.mypdb.signOut();
  assert.equal(out.ok, true);
  const after = await client.mypdb.data();
  assert.deepEqual(after, { ok: false, status: 401, message: 'Not signed in to MyPDB' }, 'read as signed out');
});

test('signed out, GET data answers 200 {signedIn: false} without a CSRF token; every other MyPDB call answers 401', async () => {
  const anonymous = await fetch(`${server.url}/mypdb/data`);
  assert.equal(anonymous.status, 200);
  assert.equal(anonymous.headers.get('x-pdb-csrf'), null);
  assert.deepEqual(await anonymous.json(), { signedIn: false });
  for (const [method, route] of [
    ['GET', '/mypdb/account-data'],
    ['POST', '/mypdb/save'],
    ['POST', '/mypdb/update-email'],
    ['POST', '/mypdb/update-notify'],
    ['POST', '/mypdb/delete'],
    ['GET', '/mypdb/delete-all'],
    ['GET', '/mypdb/delete-account'],
  ] as const) {
    const res = await fetch(`${server.url}${route}`, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    assert.equal(res.status, 401, `${method} ${route}`);
    await res.arrayBuffer();
  }
});

test('the account download is a JSON attachment of everything held; deleting the account removes it all', async () => {
  const carol = await signedInBrowser(server.url, 'Carol', 'carol@example.test');
  await call(carol, 'POST', '/mypdb/save', ENTRY);
  const download = await carol.browser.get('/mypdb/account-data');
  assert.match(download.headers.get('content-disposition') ?? '', /^attachment; filename="mypdb-account-data\.json"$/);
  const held = (await download.json()) as MyPdbAccount;
  assert.equal(held.name, 'Carol');
  const subject = held.id;
  assert.equal(held.queries.length, 1);

  const gone = await call(carol, 'GET', '/mypdb/delete-account');
  assert.equal(gone.status, 204);
  assert.equal(carol.browser.cookies.has('pdb_session'), false);
  assert.deepEqual((await call(carol, 'GET', '/mypdb/data')).body, { signedIn: false });
  const store = path.join(dir, 'mypdb.sqlite');
  const { default: Database } = await import('better-sqlite3');
  const raw = new Database(store, { readonly: true });
  const left = raw.prepare('SELECT count(*) AS n FROM account WHERE subject = ?').get(subject) as { n: number };
  raw.close();
  assert.equal(left.n, 0);
});

test('a query saved from the custom report keeps its columns in data and the download; bad columns answer 400', async () => {
  const erin = await signedInBrowser(server.url, 'Erin', 'erin@example.test');
  const columns = ['rcsb_id', 'struct.title', 'exptl.method'];
  const saved = await call(erin, 'POST', '/mypdb/save', { ...ENTRY, reportAttributes: columns });
  assert.equal(saved.status, 200);
  const plain = await call(erin, 'POST', '/mypdb/save', { ...ENTRY, reportAttributes: null });
  assert.equal(plain.status, 200, 'null is a plain saved query');
  const byId = (account: MyPdbAccount, id: unknown) => account.queries.find((q) => q.id === id)!;
  const held = await data(erin);
  assert.deepEqual(byId(held, (saved.body as { id: string }).id).reportAttributes, columns);
  assert.equal('reportAttributes' in byId(held, (plain.body as { id: string }).id), false);
  const download = (await (await erin.browser.get('/mypdb/account-data')).json()) as MyPdbAccount;
  assert.deepEqual(byId(download, (saved.body as { id: string }).id).reportAttributes, columns);

  for (const reportAttributes of [
    [],
    'rcsb_id',
    ['rcsb_id', 'rcsb_id'],
    ['struct.title; DROP TABLE'],
    [''],
    ['x'.repeat(201)],
    [42],
    Array.from({ length: 101 }, (_, i) => `a${i}`),
  ]) {
    const bad = await call(erin, 'POST', '/mypdb/save', { ...ENTRY, reportAttributes });
    assert.equal(bad.status, 400, JSON.stringify(reportAttributes).slice(0, 60));
    assert.match(
      (bad.body as { msg: string }).msg,
      /^reportAttributes must be a list of 1 to 100 different attribute names/,
    );
  }
  assert.equal((await data(erin)).queries.length, 2, 'nothing stored by a refused save');
  const most = Array.from({ length: 100 }, (_, i) => `a${i}.b_${i}`);
  assert.equal((await call(erin, 'POST', '/mypdb/save', { ...ENTRY, reportAttributes: most })).status, 200);
});
