// Generated requests at and just beyond every bound of model/bounds.ts, sent to both request
// routes over HTTP (fast-check): never a 5xx, never stalling (5 s: 2 s alone, twice that on two
// busy cores, while a request read whole or searched without its bound takes far longer); beyond
// a bound always its 400.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { BOUNDS, boundMessage, type BoundName } from '../../../src/model/bounds.ts';
import { group, nestedText, send, term } from './bounds-helpers.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
  // RDKit loads on the first chemical search (about 1.4 s): a start-up cost, not a request's
  const smiles = term('chemical', { type: 'descriptor', descriptor_type: 'SMILES', value: 'CCO' });
  await send(server.url, 'v2', request(smiles, 'mol_definition'));
});
after(() => server.close());

const request = (query: unknown, return_type = 'entry'): unknown => ({ query, return_type });
const MB = 1_000_000;
/** One gzip per size, made once: compressing tens of MB per run would dominate the test. */
const gzipped = new Map<number, string>();
const inline = (bytes: number): string => {
  if (!gzipped.has(bytes)) gzipped.set(bytes, gzipSync(Buffer.alloc(bytes, 'A')).toString('base64'));
  return gzipped.get(bytes) as string;
};

/**
 * For each bound, a request measuring exactly `n` by it (the bound's value, plus 0 or 1): the
 * query depth counts the groups above the terminal, the node count the group and its terminals.
 */
const AT_SIZE: Partial<Record<BoundName, (n: number) => unknown>> = {
  queryDepth: (n) => nestedText(n),
  queryNodes: (n) => request(group(Array.from({ length: n - 1 }, () => term('full_text', { value: 'x' })))),
  fullTextLength: (n) => request(term('full_text', { value: 'a'.repeat(n) })),
  fullTextTerms: (n) => request(term('full_text', { value: 'ab '.repeat(n) })),
  sequenceLength: (n) =>
    request(term('sequence', { value: 'MKV'.repeat(n).slice(0, n), sequence_type: 'protein' }), 'polymer_entity'),
  motifLength: (n) =>
    request(
      term('seqmotif', { value: 'C'.repeat(n), pattern_type: 'simple', sequence_type: 'protein' }),
      'polymer_entity',
    ),
  descriptorAtoms: (n) =>
    request(
      term('chemical', { type: 'descriptor', descriptor_type: 'SMILES', value: 'C'.repeat(n) }),
      'mol_definition',
    ),
  inlineStructureSize: (n) =>
    request(term('structure', { value: { data: inline(n * MB), format: 'cif' } }), 'assembly'),
};

for (const [name, make] of Object.entries(AT_SIZE) as Array<[BoundName, (n: number) => unknown]>) {
  test(`${name}: at the bound and beyond it, both routes answer below 500 within 5 s`, async () => {
    const value = BOUNDS[name].value;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1 }), fc.constantFrom('data', 'v2'), async (extra, route) => {
        const n = value + extra;
        const answer = await send(server.url, route as 'data' | 'v2', make(n));
        assert.ok(answer.status < 500, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        assert.ok(answer.ms < 5000, `${Math.round(answer.ms)} ms`);
        const message = String(answer.body.msg ?? answer.body.message ?? '');
        if (n > value) assert.match(message, new RegExp(boundMessage(name)));
        else assert.doesNotMatch(message, new RegExp(boundMessage(name)));
      }),
      { numRuns: 4, seed: 12 },
    );
  });
}
