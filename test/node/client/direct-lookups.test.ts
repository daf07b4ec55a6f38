// Issue 34, the query builder's entry lookups in browser-direct mode: an entry's sequences, its
// assemblies and chains, and its chains' polymer types read from the Data API's GraphQL answer as
// our server's /search/sequence, /search/structure and /search/polymer-type answer them, refusals
// (a malformed id, an entry not held, a removed one) included. Our server stands in for
// data.rcsb.org; every request and answer is read against the official definitions.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import { wireChecker, wireCheckingFetch } from '../../support/wire-format.ts';

let server: RunningServer;
const findings: string[] = [];
const checked = { answers: 0 };
const fetched: string[] = [];

before(async () => {
  server = await startArchiveServer();
  const checking = wireCheckingFetch(wireChecker(), findings, checked);
  archive = createArchiveClient({ apiBase: server.url });
  direct = createDirectClient({
    searchApi: server.url,
    dataApi: server.url,
    fetch: (url, init) => {
      fetched.push(url);
      return checking(url, init);
    },
  });
});
after(() => server.close());

let archive: ReturnType<typeof createArchiveClient>;
let direct: ReturnType<typeof createDirectClient>;

const LOOKUPS = ['sequences', 'structure', 'polymerTypes'] as const;

/** Both clients' answers to one lookup, as the store gets them (a refusal's status and message included). */
async function both(lookup: (typeof LOOKUPS)[number], id: string) {
  const call = direct[lookup];
  assert.ok(call, `the direct client has ${lookup}`);
  return { direct: await call(id), archive: await archive[lookup](id) };
}

// 4HHB: two protein entities, four chains; 1FFK: RNA and protein, 29 entities; 101D: DNA; 3WOC:
// nine assemblies; a computed model; ids as a user types them
const HELD = ['4HHB', '1FFK', '101D', '3WOC', 'AF_AFQ76EI6F1', ' 4hhb ', '3woc'];

for (const id of HELD) {
  test(`the direct lookups of ${JSON.stringify(id)} equal our routes' answers`, async () => {
    for (const lookup of LOOKUPS) {
      const answers = await both(lookup, id);
      assert.ok(answers.archive.ok, `${lookup}: ${JSON.stringify(answers.archive)}`);
      assert.deepEqual(answers.direct, answers.archive, lookup);
    }
  });
}

test('the lookups read what they should: several assemblies, RNA and DNA types, sequences by entity', async () => {
  const assemblies = await direct.structure!('3WOC');
  assert.ok(assemblies.ok && assemblies.value.assembly_ids.length === 9, JSON.stringify(assemblies));
  const rna = await direct.polymerTypes!('1FFK');
  assert.ok(rna.ok && Object.values(rna.value).includes('RNA') && Object.values(rna.value).includes('Protein'));
  const dna = await direct.sequences!('101D');
  assert.ok(dna.ok && dna.value.items.every((item) => item.sequence_type === 'dna'), JSON.stringify(dna));
  const hemoglobin = await direct.sequences!('4HHB');
  assert.deepEqual(hemoglobin.ok && hemoglobin.value.items.map((item) => item.label.replace(/:.*/, '')), [
    'Entity 1 (Chains A, C)',
    'Entity 2 (Chains B, D)',
  ]);
});

test('unknown, removed and malformed ids are refused with the routes’ statuses and messages', async () => {
  // 9ZZZ listed nowhere, 116L removed (obsoleted by 216L), an AF_ model not held; then junk
  for (const id of ['9ZZZ', '116l', 'AF_AFP99999F1', 'x', '4HHB_1', '../../etc/passwd', 'A'.repeat(300)]) {
    for (const lookup of LOOKUPS) {
      const answers = await both(lookup, id);
      assert.equal(answers.archive.ok, false, `${lookup} ${id}`);
      assert.deepEqual(answers.direct, answers.archive, `${lookup} ${id}`);
    }
  }
});

test('the three lookups of an entry cost one GraphQL GET; a malformed id asks nothing', async () => {
  fetched.length = 0;
  for (const lookup of LOOKUPS) await direct[lookup]!('1STP');
  assert.deepEqual(
    fetched.map((url) => new URL(url).pathname),
    ['/graphql'],
  );
  assert.ok(new URL(fetched[0]!).searchParams.has('query'));
  fetched.length = 0;
  await direct.sequences!('4HHB_1');
  assert.deepEqual(fetched, []);
});

test('every GraphQL query validates against the Data API schema, and every answer against its types', () => {
  assert.ok(checked.answers > 0);
  assert.deepEqual(findings, []);
});

test('without a Data API there are no lookups', () => {
  const searchOnly = createDirectClient({ searchApi: server.url });
  for (const lookup of LOOKUPS) assert.equal(searchOnly[lookup], undefined, lookup);
});
