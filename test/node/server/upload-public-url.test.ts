// Uploads in upstream mode (issue 35): the upstream fetches an uploaded file from this server, so
// every upload URL of a request is rewritten to this server's PUBLIC_URL (whatever host the
// browser put); without PUBLIC_URL the upload route says so plainly instead of storing a file
// nobody could fetch.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { QueryNode, ValidatedRequest } from '../../../src/model/types.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { withUploadsAtPublicUrl } from '../../../src/server/upload/upload-public-url.ts';
import { readUpstreamConfig } from '../../../src/server/upstream-config.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const PUBLIC = 'https://pdb.example.org/archive';

const structure = (url: string): QueryNode =>
  ({
    type: 'terminal',
    service: 'structure',
    parameters: { value: { url, format: 'bcif' }, operator: 'strict_shape_match' },
  }) as QueryNode;
const motif = (url: string): QueryNode =>
  ({
    type: 'terminal',
    service: 'strucmotif',
    parameters: {
      value: { url, format: 'bcif', residue_ids: [{ label_asym_id: 'A', label_seq_id: 1 }] },
      rmsd_cutoff: 2,
    },
  }) as QueryNode;
const text = { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } } as QueryNode;
const request = (query: QueryNode): ValidatedRequest => ({ query, return_type: 'entry' }) as ValidatedRequest;
const group = (...nodes: QueryNode[]): QueryNode => ({ type: 'group', logical_operator: 'and', nodes });

test('every upload URL of a request, in any group and on any host, is rewritten to PUBLIC_URL', () => {
  const original = request(
    group(
      text,
      structure(`http://localhost:8080/search/upload/${KEY}/4hhb.bcif`),
      group(motif(`https://10.0.0.5/pdb/search/upload/${KEY.toUpperCase()}%2F4hhb%20a.bcif`)),
    ),
  );
  const frozen = JSON.stringify(original);
  const rewritten = withUploadsAtPublicUrl(original, PUBLIC);
  assert.deepEqual(
    rewritten,
    request(
      group(
        text,
        structure(`${PUBLIC}/search/upload/${KEY}/4hhb.bcif`),
        group(motif(`${PUBLIC}/search/upload/${KEY}/4hhb%20a.bcif`)),
      ),
    ),
  );
  assert.equal(JSON.stringify(original), frozen, 'the request given is left as it was');
  // an upload named by its key alone is served under it too
  assert.deepEqual(
    withUploadsAtPublicUrl(request(structure(`http://127.0.0.1:9/search/upload/${KEY}`)), `${PUBLIC}/`),
    request(structure(`${PUBLIC}/search/upload/${KEY}`)),
  );
});

test('a request without upload URLs comes back as it was', () => {
  for (const query of [
    text,
    structure('https://files.rcsb.org/download/4HHB.cif'),
    { type: 'terminal', service: 'structure', parameters: { value: { entry_id: '4HHB', assembly_id: '1' } } },
  ] as QueryNode[]) {
    const given = request(query);
    assert.deepEqual(withUploadsAtPublicUrl(given, PUBLIC), given);
  }
  const noQuery = { return_type: 'entry' } as ValidatedRequest;
  assert.deepEqual(withUploadsAtPublicUrl(noQuery, PUBLIC), noQuery);
});

// the server starts in the suite's hook, so the test's time does not count it
describe('the upload route in upstream mode', () => {
  let server: RunningServer;
  before(async () => {
    const upstream = readUpstreamConfig({
      UPSTREAM_SEARCH_API: 'http://127.0.0.1:9',
      UPSTREAM_DATA_API: 'http://127.0.0.1:9',
    });
    server = await startArchiveServer({ upstream, publicUrl: undefined });
  });
  after(() => server?.close());

  test('without PUBLIC_URL, an upload answers 503 saying PUBLIC_URL is needed', async () => {
    const body = new FormData();
    body.append('format', 'cif');
    body.append('file', new Blob(['data_x\n']), 'x.cif');
    const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { error: MESSAGES.uploadNeedsPublicUrl });
    assert.match(MESSAGES.uploadNeedsPublicUrl, /PUBLIC_URL/);
  });
});
