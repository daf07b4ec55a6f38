// Issue 29 item 9: a request is described with the attributes' friendly names wherever it is
// described (seed 000 §4), whether or not the query builder was ever shown: the store loads the
// names itself, once, when a description needs them, and re-describes what it showed before.

import { test } from 'node:test';
import { getVersion } from 'valtio/vanilla';
import assert from 'node:assert/strict';
import type { SearchRequest } from '../../../src/model/types.ts';
import { createSearchStore } from '../../../src/store/create-search-store.ts';
import { fakeClient, flush, fullText, memoryHistory, memoryStorage } from './fakes.ts';

/** A metadata schema in the archive's shape, naming two structure attributes. */
const leaf = (label: string) => ({
  type: 'string',
  rcsb_search_context: ['exact-match'],
  rcsb_description: [{ text: label, context: 'brief' }],
});
const STRUCTURE_SCHEMA = {
  type: 'object',
  properties: {
    exptl: { type: 'array', items: { type: 'object', properties: { method: leaf('Experimental Method') } } },
    entity_poly: { type: 'object', properties: { rcsb_entity_polymer_type: leaf('Polymer Entity Type') } },
  },
};

const ATTRIBUTE_QUERY: SearchRequest = {
  query: {
    type: 'group',
    logical_operator: 'and',
    nodes: [
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
      },
      {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'entity_poly.rcsb_entity_polymer_type', operator: 'exact_match', value: 'DNA' },
      },
    ],
  },
  return_type: 'entry',
};
const FRIENDLY = 'Experimental Method = "X-RAY DIFFRACTION" AND Polymer Entity Type = "DNA"';

/** Waits (a few hundred ms at most) for what arrives after the schemas: their reader loads lazily. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A store whose client answers searches at once and the schemas when the test says. */
function storeWithSchemas(apiBase: string) {
  const fake = fakeClient();
  const schemaCalls: Array<{ service: string; resolve: () => void }> = [];
  const client = {
    ...fake.client,
    metadataSchema: (service: 'text' | 'text_chem') =>
      new Promise<{ ok: true; status: number; value: unknown }>((resolve) =>
        schemaCalls.push({
          service,
          resolve: () =>
            resolve({ ok: true, status: 200, value: service === 'text' ? STRUCTURE_SCHEMA : { type: 'object' } }),
        }),
      ),
  };
  const store = createSearchStore(
    { apiBase },
    { client, storage: memoryStorage().storage, browserHistory: memoryHistory().adapter },
  );
  return { ...store, schemaCalls, searches: fake.calls };
}

test('an attribute query is described with friendly names once the schema answers, and its history row too', async () => {
  const { state, actions, schemaCalls, searches } = storeWithSchemas('https://names.example/a');
  await actions.search(fullText('hemoglobin'));
  assert.equal(schemaCalls.length, 0, 'a query without attributes loads no schema');

  await actions.search(ATTRIBUTE_QUERY);
  // the search did not wait for the names
  assert.equal(searches.length, 2);
  assert.equal(state.dataLoading, false);
  assert.match(state.description?.text ?? '', /exptl\.method/);
  assert.deepEqual(schemaCalls.map((c) => c.service).sort(), ['text', 'text_chem']);

  for (const call of schemaCalls) call.resolve();
  await until(() => state.attributeLabels !== null);
  assert.equal(state.description?.text, FRIENDLY);
  assert.match(state.description?.html ?? '', /Polymer Entity Type/);
  assert.match(state.history[0]!.html, /Experimental Method/);
  assert.doesNotMatch(state.history[0]!.html, /exptl\.method/);

  // once loaded, the next search is described with them at once, without another load
  await actions.search({ ...ATTRIBUTE_QUERY, return_type: 'polymer_entity' });
  assert.equal(state.description?.text, FRIENDLY);
  assert.equal(schemaCalls.length, 2);
});

test('the names load once per api base and page, shared by every store and the builder', async () => {
  const first = storeWithSchemas('https://names.example/b');
  const second = storeWithSchemas('https://names.example/b');
  void first.actions.search(ATTRIBUTE_QUERY);
  const catalogues = second.actions.loadAttributeCatalogues();
  void second.actions.search(ATTRIBUTE_QUERY);
  await flush();
  assert.equal(first.schemaCalls.length + second.schemaCalls.length, 2);
  for (const call of [...first.schemaCalls, ...second.schemaCalls]) call.resolve();
  const loaded = await catalogues;
  assert.equal(loaded.text?.definitions.get('exptl.method')?.name, 'Experimental Method');
  await until(() => first.state.attributeLabels !== null && second.state.attributeLabels !== null);
  assert.equal(first.state.description?.text, FRIENDLY);
  assert.equal(second.state.description?.text, FRIENDLY);
});

test('the label map stays out of the proxy', async () => {
  const { state, actions, schemaCalls } = storeWithSchemas('https://names.example/c');
  void actions.search(ATTRIBUTE_QUERY);
  await flush();
  for (const call of schemaCalls) call.resolve();
  await until(() => state.attributeLabels !== null);
  assert.equal(typeof state.attributeLabels?.['exptl.method'], 'object');
  // valtio versions what it proxies: a ref()'d map has no version, so it is not tracked
  assert.equal(getVersion(state.attributeLabels), undefined);
});
