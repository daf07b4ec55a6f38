import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTermStore, type TermStore } from '../../../src/store/term-store.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { fullText } from './fakes.ts';

test("a term-only store interprets the bar's input like the full store, but never searches", async () => {
  const { state, actions } = createTermStore({ resultsUrl: '/pdb/search' });
  actions.setTerm('kinase');
  assert.deepEqual(actions.submitTerm(), {
    kind: 'navigate',
    reason: 'results_page',
    url: `/pdb/search?request=${encodeURIComponent(JSON.stringify(fullText('kinase')))}`,
    request: fullText('kinase'),
  });
  actions.configure({ resultsUrl: '' });
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
  actions.configure({ includeCsm: true });
  assert.equal(state.queryBuilder.includeCsm, true);
  actions.setMessage({ kind: 'info', text: 'x' });
  actions.clearMessage();
  assert.equal(state.message, null);
});

test('a full store serves wherever a term store is expected', () => {
  const store: TermStore = createSearchStore({}, { storage: null });
  assert.equal(typeof store.actions.submitTerm, 'function');
});

// Bundlers split chunks by module reachability, not by used exports: if the lone bar's modules
// import request validation at all, the bar's bundle carries it and breaks its 85 kB budget.
test('the term store reaches no validation, legacy reading, builder, full constants or client module', () => {
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
  visit(path.join(root, 'store/term-store.ts'));
  const reached = [...seen].map((file) => path.relative(root, file)).sort();
  // constants.ts holds every label and message of the app; the bar reads constants-core.ts.
  for (const heavy of [
    'model/validation-full-text.ts',
    'model/validation-sequence.ts',
    'model/validation-seqmotif.ts',
    'model/validation-structure.ts',
    'model/validation-strucmotif.ts',
    'model/validation-strucmotif-fields.ts',
    'model/validation-chemical.ts',
    'model/attribute-validation.ts',
    'model/request-validation.ts',
    'model/refinements.ts',
    'model/legacy.ts',
    'model/builder.ts',
    'model/describe.ts',
    'model/constants.ts',
    'store/url-state.ts',
    'client/archive-client.ts',
  ]) {
    assert.ok(!reached.includes(heavy), `${heavy} is reachable: ${reached.join(', ')}`);
  }
  assert.ok(reached.includes('model/search-term.ts'));
  assert.ok(reached.includes('client/entry-status.ts'));
});
