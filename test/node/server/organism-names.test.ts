// Issue 29 item 10 over HTTP: a case-sensitive attribute search for NCBI's spelling finds an entry
// whose file wrote the organism in capitals without a taxonomy id (4CXL's 'HOMO SAPIENS'). (Without
// case_sensitive, exact_match ignores case and found it before.)

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

test('rcsb_entity_source_organism.ncbi_scientific_name exact_match "Homo sapiens", case-sensitive, finds 4CXL', async () => {
  const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
          operator: 'exact_match',
          value: 'Homo sapiens',
          case_sensitive: true,
        },
      },
      return_type: 'entry',
      request_options: { return_all_hits: true, results_verbosity: 'compact' },
    }),
  });
  assert.equal(res.status, 200);
  const ids = ((await res.json()) as { result_set: string[] }).result_set;
  assert.ok(ids.length > 10, `${ids.length} human entries`);
  assert.ok(ids.includes('4CXL'), '4CXL is found');
});
