// Issue 12's single requests that stalled or broke the server, each sent over HTTP to both
// request routes, then a normal query that must still succeed: every bound of model/bounds.ts
// answers a 400 naming the bound and its value, well inside a second. Each goes to a server that
// searches on its main thread and to one that searches in a worker pool, as `npm start` does.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { startArchiveServer, startPooledArchiveServer, type RunningServer } from './harness.ts';
import { boundMessage, type BoundName } from '../../../src/model/bounds.ts';
import { group, nestedText, send, term } from './bounds-helpers.ts';

let servers: RunningServer[] = [];
// A describe, so starting the servers is the hook's time (Node 20 counts top-level before hooks
// into the first test's).
describe('single requests at and past the bounds', () => {
  before(async () => {
    servers = await Promise.all([startArchiveServer(), startPooledArchiveServer()]);
    // each server's first search (columns, compiled code) is the hook's time, not the first test's
    for (const server of servers) await send(server.url, 'v2', NORMAL);
  });
  after(() => Promise.all(servers.map((server) => server.close())));

  const NORMAL = { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' };

  const CASES: Array<[BoundName, string, unknown]> = [
    ['requestDepth', 'a query 5,000 groups deep', nestedText(5000)],
    ['queryDepth', 'a query 40 groups deep', nestedText(40)],
    [
      'queryNodes',
      'a group of 5,000 terminals',
      { query: group(Array.from({ length: 5000 }, () => term('full_text', { value: 'x' }))), return_type: 'entry' },
    ],
    [
      'fullTextLength',
      '200 kB of full text',
      { query: term('full_text', { value: 'ab '.repeat(67_000) }), return_type: 'entry' },
    ],
    [
      'fullTextTerms',
      '401 full-text terms',
      { query: term('full_text', { value: 'ab '.repeat(401) }), return_type: 'entry' },
    ],
    [
      'fullTextTerms',
      'one token of 5,000 words',
      { query: term('full_text', { value: 'a-'.repeat(5000) }), return_type: 'entry' },
    ],
    [
      'sequenceLength',
      'a 400,000-residue sequence',
      {
        query: term('sequence', { value: 'A'.repeat(400_000), sequence_type: 'protein' }),
        return_type: 'polymer_entity',
      },
    ],
    [
      'motifLength',
      'a 693-character regex motif',
      {
        query: term('seqmotif', { value: '(A|AA)*'.repeat(99), pattern_type: 'regex', sequence_type: 'protein' }),
        return_type: 'polymer_entity',
      },
    ],
    [
      'motifStates',
      'a motif of 4,000 NFA states',
      {
        query: term('seqmotif', { value: '.{1,100}'.repeat(20), pattern_type: 'regex', sequence_type: 'protein' }),
        return_type: 'polymer_entity',
      },
    ],
    [
      'descriptorAtoms',
      "'C'.repeat(600) as SMILES",
      {
        query: term('chemical', { type: 'descriptor', descriptor_type: 'SMILES', value: 'C'.repeat(600) }),
        return_type: 'mol_definition',
      },
    ],
    [
      'descriptorLength',
      'a 3,000-character InChI',
      {
        query: term('chemical', {
          type: 'descriptor',
          descriptor_type: 'InChI',
          value: `InChI=1S/C2H6O/${'c'.repeat(3000)}`,
        }),
        return_type: 'mol_definition',
      },
    ],
    [
      'formulaLength',
      'a 2,000-character molecular formula',
      { query: term('chemical', { type: 'formula', value: 'C1 '.repeat(700) }), return_type: 'mol_definition' },
    ],
    [
      'inlineStructureSize',
      'inline structure data inflating to 300 MB',
      {
        query: term('structure', {
          value: { data: gzipSync(Buffer.alloc(300_000_000)).toString('base64'), format: 'cif' },
        }),
        return_type: 'assembly',
      },
    ],
    [
      'inlineStructureSize',
      'inline strucmotif data inflating to 300 MB',
      {
        query: term('strucmotif', {
          value: {
            data: gzipSync(Buffer.alloc(300_000_000)).toString('base64'),
            format: 'cif',
            residue_ids: [
              { label_asym_id: 'A', label_seq_id: 1 },
              { label_asym_id: 'A', label_seq_id: 2 },
            ],
          },
        }),
        return_type: 'assembly',
      },
    ],
  ];

  for (const [bound, what, request] of CASES) {
    test(`${what}: 400 naming the bound on both routes, then a normal query succeeds`, async () => {
      for (const server of servers) await refusedThenNormal(server, bound, request);
    });
  }

  async function refusedThenNormal(server: RunningServer, bound: BoundName, request: unknown): Promise<void> {
    const data = await send(server.url, 'data', request);
    assert.equal(data.status, 400, JSON.stringify(data.body).slice(0, 300));
    assert.match(String(data.body.msg), new RegExp(boundMessage(bound)));
    assert.ok(data.ms < 1000, `answered in ${Math.round(data.ms)} ms`);
    const v2 = await send(server.url, 'v2', request);
    assert.equal(v2.status, 400, JSON.stringify(v2.body).slice(0, 300));
    assert.match(String(v2.body.message), new RegExp(boundMessage(bound)));
    assert.equal(v2.body.status, 400);
    assert.ok(v2.ms < 1000, `answered in ${Math.round(v2.ms)} ms`);
    const normal = await send(server.url, 'v2', NORMAL);
    assert.equal(normal.status, 200);
  }

  test('full text at the term and length bounds is searched (the cost is linear below them)', async () => {
    for (const value of [
      'ab '.repeat(400),
      'a'.repeat(10_000),
      ('<a' + '<'.repeat(98)).repeat(100),
      ('a' + '-'.repeat(24)).repeat(400),
    ]) {
      for (const server of servers) {
        const answer = await send(server.url, 'v2', { query: term('full_text', { value }), return_type: 'entry' });
        assert.ok(answer.status === 200 || answer.status === 204, `${answer.status} ${JSON.stringify(answer.body)}`);
        // a stall guard (unbounded work would take many seconds), not a speed check: speed is `npm run bench`'s
        assert.ok(answer.ms < 3000, `${value.slice(0, 6)}...: ${Math.round(answer.ms)} ms`);
      }
    }
  });
});
