// An attribute the archive holds but the RCSB schema gives no search context (cell.volume, and in
// the chemical schema chem_comp.formula) cannot be searched with any operator: both request routes
// say so, naming the attribute, instead of listing an empty set of supported operators.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getTestServerArchive, startArchiveServer, type RunningServer } from './harness.ts';
import { send, term } from './bounds-helpers.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
  // the first request of each route (the Search API's schema validator, the catalogue) is the hook's time
  const first = { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' };
  await Promise.all([send(server.url, 'data', first), send(server.url, 'v2', first)]);
});
after(() => server.close());

test('an attribute the schema does not search: 400 naming it as not searchable on both routes', async () => {
  const archive = await getTestServerArchive();
  const cases: Array<[service: 'text' | 'text_chem', attribute: string, returnType: string]> = [
    ['text', 'cell.volume', 'entry'],
    ['text_chem', 'chem_comp.formula', 'mol_definition'],
  ];
  for (const [service, attribute, returnType] of cases) {
    // held by this archive, so the answer is about searchability, not absence
    const entry = archive.index.catalogue[service].get(attribute);
    assert.ok(entry && entry.operators.length === 0, `${attribute} is held and has no operators`);
    for (const parameters of [{ operator: 'exists' }, { operator: 'exact_match', value: 'x' }]) {
      const { operator } = parameters;
      const request = { query: term(service, { attribute, ...parameters }), return_type: returnType };
      for (const route of ['data', 'v2'] as const) {
        const { status, body } = await send(server.url, route, request);
        const message = String(body[route === 'data' ? 'msg' : 'message']);
        assert.equal(status, 400, `${route} ${attribute} ${operator}: ${message}`);
        assert.ok(
          message.includes(`Attribute '${attribute}' is not a searchable attribute of the ${service} service`),
          `${route} ${attribute} ${operator}: ${message}`,
        );
        assert.doesNotMatch(message, /supported: \)/);
      }
    }
  }
});
