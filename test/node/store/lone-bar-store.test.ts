import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearMessage, configure, createSearchState, setMessage, setTerm } from '../../../src/store/state-actions.ts';
import { createLoneTermActions } from '../../../src/store/lone-term-actions.ts';
import type { TermActions } from '../../../src/store/term-actions.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { fullText } from './fakes.ts';

test("a lone bar's state and term actions interpret its input like the full store, but never search", async () => {
  const state = createSearchState({ resultsUrl: '/pdb/search' });
  const actions = createLoneTermActions(state);
  setTerm(state, 'kinase');
  assert.deepEqual(actions.submitTerm(), {
    kind: 'navigate',
    reason: 'results_page',
    url: `/pdb/search?request=${encodeURIComponent(JSON.stringify(fullText('kinase')))}`,
    request: fullText('kinase'),
  });
  configure(state, { resultsUrl: '' });
  const outcome = actions.submitTerm('kinase');
  assert.equal(outcome.kind, 'search');
  if (outcome.kind === 'search') await outcome.done;
  assert.equal(state.request, null);
  assert.equal(state.dataLoading, false);
  assert.deepEqual(actions.submitTerm('searchdev'), { kind: 'developer_mode', enabled: true });
  assert.deepEqual(actions.submitTerm('1abc'), {
    kind: 'navigate',
    url: 'https://www.rcsb.org/structure/1ABC',
    reason: 'identifier',
  });
  configure(state, { includeCsm: true });
  assert.equal(state.queryBuilder.includeCsm, true);
  setMessage(state, { kind: 'info', text: 'x' });
  clearMessage(state);
  assert.equal(state.message, null);
});

test("a full store serves wherever a lone bar's state and term actions are expected", () => {
  const store = createSearchStore({}, { storage: null });
  const actions: TermActions = store.actions;
  assert.equal(typeof actions.submitTerm, 'function');
  setTerm(store.state, 'kinase');
  assert.equal(store.state.term, 'kinase');
});

// Bundlers split chunks by module reachability, not by used exports: if the lone bar's modules
// import request validation at all, the bar's bundle carries it and breaks its 85 kB budget.
test("a lone bar's store modules reach no validation, legacy reading, builder, full constants or client module", () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^\s*(import|export)\s+(?!type\s)[^'";]*?from\s+'(\.[^']+)'/gm)) {
      visit(path.resolve(path.dirname(file), match[2]!));
    }
  };
  visit(path.join(root, 'store/state-actions.ts'));
  visit(path.join(root, 'store/lone-term-actions.ts'));
  const reached = [...seen].map((file) => path.relative(root, file)).sort();
  // constants/ holds every label and message of the app; the bar reads constants/core.ts alone.
  for (const heavy of [
    'model/validation/full-text.ts',
    'model/validation/sequence.ts',
    'model/validation/seqmotif.ts',
    'model/validation/structure.ts',
    'model/validation/strucmotif.ts',
    'model/validation/strucmotif-fields.ts',
    'model/validation/chemical.ts',
    'model/validation/attribute.ts',
    'model/request/validation.ts',
    'model/refinements.ts',
    'model/legacy.ts',
    'model/builder/builder.ts',
    'model/describe.ts',
    'model/constants/vocabulary.ts',
    'model/constants/labels.ts',
    'model/constants/sorting.ts',
    'model/constants/limits.ts',
    'model/constants/messages.ts',
    'store/url-state.ts',
    'client/archive-client.ts',
  ]) {
    assert.ok(!reached.includes(heavy), `${heavy} is reachable: ${reached.join(', ')}`);
  }
  assert.ok(reached.includes('model/search-term.ts'));
  assert.ok(reached.includes('client/entry-status.ts'));
});
