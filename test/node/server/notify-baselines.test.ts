// Upstream mode runs notifications a NOTIFY_EVERY apart (a week by default). A query whose Notify
// is turned on records what it returns within the hour, so its first mail names what was released
// in the week after, not from the run after that.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerEngine } from '../../../src/server/engine/types.ts';
import type { Mailer } from '../../../src/server/mypdb/mailer.ts';
import { MyPdbStore } from '../../../src/server/mypdb/mypdb-store.ts';
import { BASELINE_EVERY_MS, startNotifications } from '../../../src/server/mypdb/start-notifications.ts';
import { FakeClock } from '../../support/fake-clock.ts';

const WEEK_MS = 7 * 86_400_000;

test('a query turned on records its results within the hour; the week after, its first mail names only what is new', async () => {
  const clock = new FakeClock();
  let held = ['1ABC', '2DEF'];
  const engine: Pick<ServerEngine, 'searches' | 'attributeLabels'> = {
    searches: {
      api: async () => ({ body: JSON.stringify({ result_set: held }), encoding: 'identity' }),
    } as unknown as ServerEngine['searches'],
    attributeLabels: async () => ({}),
  };
  const sent: string[] = [];
  const mailer: Mailer = { send: async (mail) => (sent.push(mail.text), 'sent') } as Mailer;
  const store = MyPdbStore.open(':memory:');
  const alice = store.findOrCreateAccount({
    provider: 'local',
    subject: 'a',
    name: 'Alice',
    email: 'alice@example.test',
  });
  assert.ok(store.confirmEmail(store.startEmailConfirmation(alice.id, alice.email, 60)));
  const notifications = startNotifications({
    engine,
    store,
    mailer,
    siteUrl: 'http://127.0.0.1:1',
    everyMs: WEEK_MS,
    clock,
  });
  try {
    const saved = store.saveQuery(alice.id, {
      request: {
        query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
        return_type: 'entry',
      },
      count: 2,
      html: '',
      options: '',
    });
    store.setNotify(alice.id, saved.id, true);
    await clock.advance(BASELINE_EVERY_MS);
    assert.deepEqual(store.notifyQueries()[0]?.lastIds, ['1ABC', '2DEF'], 'recorded within the hour');
    assert.equal(sent.length, 0, 'recording mails nothing');
    held = [...held, '3GHI'];
    await clock.advance(WEEK_MS);
    assert.equal(sent.length, 1);
    assert.match(sent[0]!, /3GHI/);
    assert.doesNotMatch(sent[0]!, /1ABC|2DEF/);
  } finally {
    notifications.close();
    store.close();
  }
});
