// Browser-direct searchData answers what /search/data answers: for every return type, grouped and
// not, with the refinement facets, the items built from the public APIs (our server standing in)
// equal the server's own, field for field, over every document of the archive (so a field the
// items read that item-fields.ts does not ask the Data API for is found).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createApiTransport } from '../../../src/client/direct/api-transport.ts';
import { createDirectSearchView } from '../../../src/client/direct/direct-search-view.ts';
import type { SearchDataBody, SearchRequest } from '../../../src/model/types.ts';

let server: RunningServer;
let searchData: ReturnType<typeof createDirectSearchView>;
before(async () => {
  server = await startArchiveServer();
  // the rate is the transport's own test's concern: here the answers are
  const api = (label: string) => createApiTransport({ origin: server.url, label, maxPerSecond: 10_000 });
  searchData = createDirectSearchView({ search: api('Search API'), data: api('Data API') });
  // the metadata schemas and the server's first searches are read here, not in the first test's time
  await searchData({ report: 'search_summary', request: everything('entry', { paginate: { start: 0, rows: 1 } }) });
});
after(() => server.close());

async function viaServer(body: SearchDataBody): Promise<unknown> {
  const response = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200);
  return response.json();
}

/** Every document of the archive of a return type, on one page: every field the items read is compared. */
const everything = (return_type: string, options: Record<string, unknown> = {}): SearchRequest =>
  ({
    query: {
      type: 'terminal',
      service: 'text',
      parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'exists' },
    },
    return_type,
    request_options: {
      paginate: { start: 0, rows: 2000 },
      results_content_type: ['experimental', 'computational'],
      ...options,
    },
  }) as SearchRequest;

/** query_id is each answer's own. */
const comparable = (answer: unknown) => ({ ...(answer as Record<string, unknown>), query_id: undefined });

const CASES: Array<[string, SearchRequest]> = [
  ['entries', everything('entry')],
  ['polymer entities', everything('polymer_entity')],
  ['polymer instances', everything('polymer_instance')],
  ['non-polymer entities', everything('non_polymer_entity')],
  ['assemblies', everything('assembly')],
  [
    'chemical components',
    {
      query: {
        type: 'terminal',
        service: 'text_chem',
        parameters: { attribute: 'chem_comp.type', operator: 'exists' },
      },
      return_type: 'mol_definition',
      request_options: { paginate: { start: 0, rows: 2000 } },
    } as SearchRequest,
  ],
  [
    'entities grouped by 100 % identity',
    everything('polymer_entity', {
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
      group_by_return_type: 'groups',
    }),
  ],
  [
    'entities grouped by UniProt accession, representatives',
    everything('polymer_entity', {
      group_by: { aggregation_method: 'matching_uniprot_accession' },
      group_by_return_type: 'representatives',
    }),
  ],
];

for (const [name, request] of CASES) {
  test(`${name}: the direct answer equals /search/data's, facets included`, async () => {
    const body: SearchDataBody = { report: 'search_summary', request, getDrilldown: true };
    const direct = await searchData(body);
    assert.ok(direct.ok, direct.ok ? '' : direct.message);
    assert.deepEqual(comparable(direct.value), comparable(await viaServer(body)));
  });
}
