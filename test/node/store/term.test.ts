import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullText, testStore } from './fakes.ts';

test('blank input does nothing', () => {
  const { actions, calls } = testStore();
  assert.deepEqual(actions.submitTerm('   '), { kind: 'none' });
  assert.equal(calls.length, 0);
});

test("'searchdev' toggles developer mode and searches nothing", () => {
  const { actions, calls, state } = testStore();
  assert.deepEqual(actions.submitTerm('searchdev'), { kind: 'developer_mode', enabled: true });
  assert.equal(state.developerMode, true);
  assert.deepEqual(actions.submitTerm(' SearchDev '), { kind: 'developer_mode', enabled: false });
  assert.equal(calls.length, 0);
});

test('an entry id routes to its page on config.linkBase', () => {
  const { actions, calls } = testStore();
  assert.deepEqual(actions.submitTerm('4hhb'), {
    kind: 'navigate',
    url: 'https://www.rcsb.org/structure/4HHB',
    reason: 'identifier',
  });
  const local = testStore({ linkBase: 'https://pdb.example.org/' });
  assert.deepEqual(local.actions.submitTerm('AF_AFP69905F1'), {
    kind: 'navigate',
    url: 'https://pdb.example.org/search/csm-entry-id/AF_AFP69905F1',
    reason: 'identifier',
  });
  assert.equal(calls.length, 0);
});

test('a pasted sequence runs a sequence search on polymer entities', async () => {
  const { actions, calls, state } = testStore();
  const outcome = actions.submitTerm('mvlspadktn vkaawgkvga hageygaeal ermf');
  assert.equal(outcome.kind, 'search');
  if (outcome.kind === 'search') await outcome.done;
  const sent = calls[0]!.body.request;
  assert.equal(sent.return_type, 'polymer_entity');
  assert.deepEqual(sent.query, {
    type: 'terminal',
    service: 'sequence',
    parameters: {
      evalue_cutoff: 0.1,
      identity_cutoff: 0,
      sequence_type: 'protein',
      value: 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMF',
    },
  });
  assert.equal(state.tab, 'search');
});

test('other text runs a full-text search with the configured return type and CSM choice', async () => {
  const { actions, calls } = testStore({ returnType: 'assembly', includeCsm: true });
  const outcome = actions.submitTerm('heat-shock -kinase');
  if (outcome.kind === 'search') await outcome.done;
  const sent = calls[0]!.body.request;
  assert.deepEqual(sent.query, fullText('"heat-shock" -kinase').query);
  assert.equal(sent.return_type, 'assembly');
  assert.deepEqual(sent.request_options?.results_content_type, ['computational', 'experimental']);
});

test("markup is refused with 'Invalid input detected'", () => {
  const { actions, calls, state } = testStore();
  assert.deepEqual(actions.submitTerm('<img src=x onerror=alert(1)>'), {
    kind: 'invalid',
    message: 'Invalid input detected',
  });
  assert.deepEqual(state.message, { kind: 'error', text: 'Invalid input detected' });
  assert.equal(calls.length, 0);
});

test('submitTerm() without an argument submits the shared term', async () => {
  const { actions, calls } = testStore();
  actions.setTerm('ribosome');
  const outcome = actions.submitTerm();
  if (outcome.kind === 'search') await outcome.done;
  assert.deepEqual(calls[0]!.body.request.query, fullText('ribosome').query);
});

test('a standalone bar (resultsUrl) hands the request to the results page instead of searching', () => {
  const { actions, calls } = testStore({ resultsUrl: '/pdb/search' });
  const outcome = actions.submitTerm('hemoglobin');
  assert.equal(outcome.kind, 'navigate');
  if (outcome.kind !== 'navigate') return;
  assert.equal(outcome.reason, 'results_page');
  assert.equal(outcome.url, `/pdb/search?request=${encodeURIComponent(JSON.stringify(fullText('hemoglobin')))}`);
  assert.deepEqual(outcome.request, fullText('hemoglobin'));
  assert.equal(calls.length, 0);
  // Identifiers still go straight to their page.
  assert.equal(actions.submitTerm('4HHB').kind, 'navigate');
});

test('interpretTerm decides without acting, so a bar can announce the request first', () => {
  const { actions, calls, state } = testStore();
  assert.deepEqual(actions.interpretTerm('kinase'), { kind: 'search', request: fullText('kinase') });
  assert.deepEqual(actions.interpretTerm('searchdev'), { kind: 'developer_mode' });
  assert.deepEqual(actions.interpretTerm('<svg onload=x>'), { kind: 'invalid', message: 'Invalid input detected' });
  assert.equal(calls.length, 0);
  assert.equal(state.developerMode, false);
  assert.equal(state.message, null);
});

test("a bar's own results-url overrides the context's", () => {
  const { actions } = testStore();
  const outcome = actions.submitTerm('kinase', { resultsUrl: 'https://cms.test/results?x=1' });
  assert.deepEqual(outcome, {
    kind: 'navigate',
    reason: 'results_page',
    url: `https://cms.test/results?x=1&request=${encodeURIComponent(JSON.stringify(fullText('kinase')))}`,
    request: fullText('kinase'),
  });
});
