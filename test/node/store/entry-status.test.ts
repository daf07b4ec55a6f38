// resolveTerm: an entry id typed in the bar is looked up before it is routed, so removed and
// unreleased ids go to their own pages (seed 001 §2) and ids the archive does not hold stay in the
// app (issue 13); a failed or slow lookup routes it as current. Fake status calls stand in for
// GET /search/entry-status/{id}, fake menus for GET /search/suggest.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientResult } from '../../../src/client/http.ts';
import type { EntryStatusResponse, SuggestionResponse } from '../../../src/model/types.ts';
import { createSearchState } from '../../../src/store/state-actions.ts';
import type { SearchStoreConfig } from '../../../src/store/state.ts';
import { createLoneTermActions } from '../../../src/store/lone-term-actions.ts';
import type { EntryStatusCall, TermCalls } from '../../../src/store/term-actions.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { fakeClient, fullText } from './fakes.ts';

/** A lone bar's state and term actions, its calls answered by `client`. */
function loneBar(config: Partial<SearchStoreConfig>, { client }: { client: TermCalls }) {
  const state = createSearchState(config);
  return { state, actions: createLoneTermActions(state, client) };
}

type StatusAnswer = ClientResult<EntryStatusResponse> | 'hang' | 'throw';

/** Answers from a table by id (default current); records the ids and signals it was asked with. */
function fakeStatus(table: Record<string, StatusAnswer> = {}) {
  const calls: Array<{ id: string; signal: AbortSignal }> = [];
  const call: EntryStatusCall = (id, signal) => {
    calls.push({ id, signal });
    const answer = table[id] ?? { ok: true, status: 200, value: { id, status: 'current' } };
    if (answer === 'throw') return Promise.reject(new Error('boom'));
    if (answer === 'hang') return new Promise(() => {}); // ignores its signal, like a stuck server
    return Promise.resolve(answer);
  };
  return { call, calls };
}

const status = (id: string, value: EntryStatusResponse['status'], replaced_by?: string[]): StatusAnswer => ({
  ok: true,
  status: 200,
  value: { id, status: value, ...(replaced_by ? { replaced_by } : {}) },
});

const navigate = (url: string) => ({ kind: 'navigate', url, reason: 'identifier' });

test('an obsolete id goes to /structure/removed/redirect/{id}, an unreleased one to /structure/unreleased/{id}', async () => {
  const fake = fakeStatus({ '116L': status('116L', 'obsolete', ['216L']), '5BKN': status('5BKN', 'unreleased') });
  const { actions } = loneBar({ linkBase: 'https://pdb.example.org/' }, { client: { entryStatus: fake.call } });
  assert.deepEqual(
    await actions.resolveTerm(' 116l '),
    navigate('https://pdb.example.org/structure/removed/redirect/116L'),
  );
  assert.deepEqual(await actions.resolveTerm('5bkn'), navigate('https://pdb.example.org/structure/unreleased/5BKN'));
  assert.deepEqual(await actions.resolveTerm('4HHB'), navigate('https://pdb.example.org/structure/4HHB'));
  assert.deepEqual(
    fake.calls.map((c) => c.id),
    ['116L', '5BKN', '4HHB'],
  );
});

test('an extended id of a removed entry is looked up by its entry id', async () => {
  const fake = fakeStatus({ '116L': status('116L', 'obsolete') });
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  assert.deepEqual(
    await actions.resolveTerm('pdb_0000116l'),
    navigate('https://www.rcsb.org/structure/removed/redirect/116L'),
  );
  assert.deepEqual(await actions.resolveTerm('pdb_00004hhb'), navigate('https://www.rcsb.org/structure/pdb_00004hhb'));
});

test('input that is not an entry id is decided without a call, as interpretTerm decides it', async () => {
  const fake = fakeStatus();
  const { actions } = loneBar({ resultsUrl: '/results' }, { client: { entryStatus: fake.call } });
  for (const text of ['', 'hemoglobin', 'ATP', '4HHB_1', '4HHB.A', '<b>x</b>', 'searchdev']) {
    assert.deepEqual(await actions.resolveTerm(text), actions.interpretTerm(text), text);
  }
  assert.equal(fake.calls.length, 0);
});

test('a failed, refused or thrown lookup routes the id as a current entry', async () => {
  const fake = fakeStatus({
    '1ABC': { ok: false, status: 0, message: 'fetch failed' },
    '2ABC': { ok: false, status: 404, message: '404: Not Found' },
    '3ABC': 'throw',
    '6ABC': status('6ABC', 'computational'),
  });
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  for (const id of ['1ABC', '2ABC', '3ABC', '6ABC']) {
    assert.deepEqual(await actions.resolveTerm(id), navigate(`https://www.rcsb.org/structure/${id}`), id);
  }
});

test('a lookup that does not answer in time is aborted and the id routed as current', async () => {
  const fake = fakeStatus({ '116L': 'hang' });
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  const started = Date.now();
  assert.deepEqual(
    await actions.resolveTerm('116L', { statusTimeoutMs: 30 }),
    navigate('https://www.rcsb.org/structure/116L'),
  );
  assert.ok(Date.now() - started < 1000);
  assert.equal(fake.calls[0]!.signal.aborted, true);
  assert.equal(await actions.lookupEntryStatus('116L', 10), 'current');
});

test('lookupEntryStatus speaks the model vocabulary: removed, unreleased or current, and unknown', async () => {
  const fake = fakeStatus({
    '116L': status('116L', 'obsolete'),
    '5BKN': status('5BKN', 'unreleased'),
    '9ZZZ': status('9ZZZ', 'unknown'),
  });
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  assert.equal(await actions.lookupEntryStatus('116L'), 'removed');
  assert.equal(await actions.lookupEntryStatus('5BKN'), 'unreleased');
  assert.equal(await actions.lookupEntryStatus('4HHB'), 'current');
  assert.equal(await actions.lookupEntryStatus('9ZZZ'), 'unknown');
});

test('an id the archive does not hold stays here: the seed message and the term offered as full text', async () => {
  const fake = fakeStatus({
    '9ZZZ': status('9ZZZ', 'unknown'),
    AF_AFP99999F1: status('AF_AFP99999F1', 'unknown'),
    AF_AFP69905F1: status('AF_AFP69905F1', 'computational'),
  });
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  assert.deepEqual(await actions.resolveTerm(' 9zzz '), {
    kind: 'not_found',
    id: '9ZZZ',
    message: 'No data found for Entry ID 9ZZZ',
    offer: { kind: 'search', request: fullText('9zzz') },
  });
  const extended = await actions.resolveTerm('pdb_00009zzz');
  assert.equal(extended.kind === 'not_found' && extended.message, 'No data found for Entry ID pdb_00009zzz');
  const model = await actions.resolveTerm('AF_AFP99999F1');
  assert.equal(model.kind === 'not_found' && model.message, 'No data found for Entry ID AF_AFP99999F1');
  assert.deepEqual(
    await actions.resolveTerm('AF_AFP69905F1'),
    navigate('https://www.rcsb.org/search/csm-entry-id/AF_AFP69905F1'),
  );
  assert.deepEqual(
    fake.calls.map((c) => c.id),
    ['9ZZZ', '9ZZZ', 'AF_AFP99999F1', 'AF_AFP69905F1'],
  );
});

test("a standalone bar's offer goes to its results page", async () => {
  const fake = fakeStatus({ '9ZZZ': status('9ZZZ', 'unknown') });
  const { actions } = loneBar({ resultsUrl: '/results' }, { client: { entryStatus: fake.call } });
  const plan = await actions.resolveTerm('9ZZZ');
  assert.ok(plan.kind === 'not_found');
  assert.equal(plan.offer.kind, 'navigate');
  assert.deepEqual(plan.offer.request, fullText('9ZZZ'));
  assert.equal(plan.offer.kind === 'navigate' && plan.offer.reason, 'results_page');
});

/** A menu listing `values` (the archive's ids) for any text; or a failure. */
function fakeMenu(values: string[] | 'fail') {
  const asked: string[] = [];
  const suggest = async (_csm: boolean, text: string): Promise<ClientResult<SuggestionResponse>> => {
    asked.push(text);
    if (values === 'fail') return { ok: false, status: 503, message: '503: Service Unavailable' };
    const items = values.map((value) => ({ label: value, value, attribute: 'a', count: 1 }));
    return { ok: true, status: 200, value: { attributes: [], items: [{ label: 'Ligand', header: true }, ...items] } };
  };
  return { suggest, asked };
}

test('PRD ids and UniProt accessions go to their pages when the menu lists them, else stay here', async () => {
  const menu = fakeMenu(['PRD_000001', 'P69905']);
  const { actions } = loneBar({}, { client: { suggest: menu.suggest } });
  assert.deepEqual(await actions.resolveTerm('prd_000001'), navigate('https://www.rcsb.org/ligand/PRD_000001'));
  assert.deepEqual(
    await actions.resolveTerm('P69905'),
    navigate('https://www.rcsb.org/groups/sequence/polymer_entity/P69905'),
  );
  const prd = await actions.resolveTerm('PRD_999999');
  assert.equal(prd.kind === 'not_found' && prd.message, 'No data found for PRD ID PRD_999999');
  const uniprot = await actions.resolveTerm('Q99999');
  assert.deepEqual(uniprot, {
    kind: 'not_found',
    id: 'Q99999',
    message: 'No data found for UniProt Accession Q99999',
    offer: { kind: 'search', request: fullText('Q99999') },
  });
  assert.deepEqual(menu.asked, ['PRD_000001', 'P69905', 'PRD_999999', 'Q99999']);
  // a menu that fails, or a client without one, cannot say: the id goes to its page as before
  const failing = loneBar({}, { client: { suggest: fakeMenu('fail').suggest } });
  assert.deepEqual(
    await failing.actions.resolveTerm('Q99999'),
    navigate('https://www.rcsb.org/groups/sequence/polymer_entity/Q99999'),
  );
  const none = loneBar({}, { client: {} });
  assert.deepEqual(await none.actions.resolveTerm('PRD_999999'), navigate('https://www.rcsb.org/ligand/PRD_999999'));
});

test('a caller-supplied lookup is used as it is, without a call; interpretTerm stays synchronous', async () => {
  const fake = fakeStatus();
  const { actions } = loneBar({}, { client: { entryStatus: fake.call } });
  const lookup = { entryStatus: () => 'unreleased' as const };
  assert.deepEqual(
    await actions.resolveTerm('1ABC', { lookup }),
    navigate('https://www.rcsb.org/structure/unreleased/1ABC'),
  );
  assert.deepEqual(
    actions.interpretTerm('1ABC', { lookup }),
    navigate('https://www.rcsb.org/structure/unreleased/1ABC'),
  );
  assert.deepEqual(
    actions.submitTerm('1ABC', { lookup: { entryStatus: () => 'removed' } }),
    navigate('https://www.rcsb.org/structure/removed/redirect/1ABC'),
  );
  assert.deepEqual(actions.interpretTerm('1ABC'), navigate('https://www.rcsb.org/structure/1ABC'));
  assert.equal(fake.calls.length, 0);
});

test("the full store asks its client's entryStatus; a fake client without one routes ids as current", async () => {
  const fake = fakeClient();
  const asked: string[] = [];
  const client = {
    ...fake.client,
    entryStatus: async (id: string): Promise<ClientResult<EntryStatusResponse>> => {
      asked.push(id);
      return { ok: true, status: 200, value: { id, status: 'obsolete', replaced_by: ['216L'] } };
    },
  };
  const store = createSearchStore({}, { client, storage: null });
  assert.deepEqual(
    await store.actions.resolveTerm('116L'),
    navigate('https://www.rcsb.org/structure/removed/redirect/116L'),
  );
  assert.deepEqual(asked, ['116L']);
  // a search plan is unchanged and still runs nothing until submitted
  assert.deepEqual(await store.actions.resolveTerm('kinase'), { kind: 'search', request: fullText('kinase') });
  assert.equal(fake.calls.length, 0);

  const plain = createSearchStore({}, { client: fakeClient().client, storage: null });
  assert.deepEqual(await plain.actions.resolveTerm('116L'), navigate('https://www.rcsb.org/structure/116L'));
});
