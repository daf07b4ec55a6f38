// Issue 17: the custom report's 'Save to MyPDB' in <pdb-results>. Searches and the report come
// from the real archive server; MyPDB is the fake client, so the test reads what a save posted.
import { expect, fixtureCleanup } from '@open-wc/testing';
import { createArchiveClient } from '../../src/client/archive-client.ts';
import { LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGES } from '../../src/model/constants/messages.ts';
import type { MyPdbAccount } from '../../src/model/types.ts';
import { createSearchStore, type SearchStore } from '../../src/store/create-search-store.ts';
import { archiveUrl } from './helpers/archive.ts';
import { fakeMyPdb, mountWithStore, type FakeMyPdb } from './helpers/fake-mypdb.ts';
import { settle, until } from './helpers/settle.ts';
import { fullText } from './pdb-results-helpers.ts';

const COLUMNS = ['struct.title', 'exptl.method'];

const ALICE: MyPdbAccount = {
  id: 'alice-1',
  name: 'Alice',
  email: 'alice@example.org',
  provider: 'local',
  created: '2026-11-01T10:00:00Z',
  updated: '2026-11-01T10:00:00Z',
  queries: [],
};

interface Mounted {
  store: SearchStore;
  root: ShadowRoot;
  fake: FakeMyPdb;
}

/** <pdb-results> on the archive server, showing the custom report of a hemoglobin search. */
async function customReport(account: MyPdbAccount | null): Promise<Mounted> {
  const api = await archiveUrl();
  const fake = fakeMyPdb(account, api);
  const store = createSearchStore(
    { apiBase: api },
    { storage: null, client: { ...createArchiveClient({ apiBase: api }), mypdb: fake.client } },
  );
  const el = await mountWithStore(store, api, 'pdb-results');
  await store.actions.search(fullText('hemoglobin'));
  store.actions.setTabularReport({ attributes: [...COLUMNS] });
  await store.actions.setReportView('custom_report');
  await until(() => store.state.mypdb.known && !store.state.mypdb.loading);
  await settle();
  const root = el.shadowRoot!;
  await until(() => root.querySelector('table.report-table') !== null, 8000);
  return { store, root, fake };
}

const saveButton = (root: ShadowRoot) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === LABELS.saveToMyPdb);

describe("<pdb-results>' custom report: Save to MyPDB", () => {
  afterEach(() => fixtureCleanup());

  it('signed out, there is no Save to MyPDB (nor a sign-in prompt)', async () => {
    const { root, fake } = await customReport(null);
    expect(saveButton(root)).to.equal(undefined);
    expect(root.textContent).not.to.contain(LABELS.myPdbLogin);
    expect(fake.calls.some(([name]) => name === 'save')).to.equal(false);
  });

  it('signed in, Save to MyPDB posts the search with the report columns and says so', async () => {
    const { root, fake, store } = await customReport(ALICE);
    const button = saveButton(root)!;
    expect(button).to.not.equal(undefined);
    button.click();
    await until(() => fake.saved.length > 0);
    expect(fake.saved[0]!.reportAttributes).to.deep.equal(COLUMNS);
    expect(fake.saved[0]!.query_id).to.equal(store.state.queryId);
    expect(fake.saved[0]!.request.query).to.deep.equal(fullText('hemoglobin').query);
    await until(() => root.textContent!.includes(MESSAGES.querySaved));
    expect(store.state.message).to.deep.equal({ kind: 'info', text: MESSAGES.querySaved });
  });
});
