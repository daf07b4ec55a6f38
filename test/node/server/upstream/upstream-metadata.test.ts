// The metadata schemas and what is built from them in upstream mode (issue 35): the schemas as the
// upstream serves them, the developer tools' attribute maps and the names MyPDB's mail gives
// attributes, built from those schemas by the same code as the embedded archive's.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getTestServerArchive } from '../harness.ts';
import { answerOf } from './answers.ts';
import { startUpstreamPair, type UpstreamPair } from './harness.ts';

let pair: UpstreamPair;
let standIn: UpstreamPair['standIn'];
let upstream: UpstreamPair['upstream'];
// a suite, so the shared set-up is its hook's time, not the first test's
describe('the metadata schemas through an upstream-mode server', () => {
  before(async () => {
    pair = await startUpstreamPair();
    ({ standIn, upstream } = pair);
    // the stand-in builds its schemas before the tests' clocks start
    for (const path of ['/rcsbsearch/v2/metadata/schema', '/rcsbsearch/v2/metadata/chemical/schema'])
      await (await fetch(`${standIn.url}${path}`)).arrayBuffer();
  });
  after(async () => {
    await pair?.close();
  });

  for (const path of ['/rcsbsearch/v2/metadata/schema', '/rcsbsearch/v2/metadata/chemical/schema'])
    test(`${path} is the upstream's, asked for once`, async () => {
      const expected = await answerOf(standIn, path);
      assert.equal(expected.status, 200);
      assert.deepEqual(await answerOf(upstream, path), expected);
      const before = pair.proxy.requests().length;
      assert.deepEqual(await answerOf(upstream, path), expected);
      assert.equal(pair.proxy.requests().length, before, 'the second answer came from the cache');
    });

  /** The facts of the archive's own documents, which no metadata schema carries. */
  const ARCHIVE_FACTS = ['doc_count', 'doc_types', 'values'];

  test("the attribute maps are the upstream's schemas read as the embedded archive reads its own", async () => {
    for (const kind of ['structure', 'chemical']) {
      const expected = await answerOf(standIn, `/search/tests/attr-map/${kind}/`);
      const actual = await answerOf(upstream, `/search/tests/attr-map/${kind}/`);
      assert.equal(actual.status, 200);
      const withoutArchiveFacts = Object.fromEntries(
        Object.entries(expected.body as Record<string, Record<string, unknown>>).map(([attribute, entry]) => [
          attribute,
          Object.fromEntries(Object.entries(entry).filter(([key]) => !ARCHIVE_FACTS.includes(key))),
        ]),
      );
      assert.deepEqual(actual.body, withoutArchiveFacts, kind);
    }
  });

  test("the attribute labels of MyPDB's mail are the embedded archive's", async () => {
    const expected = await (await getTestServerArchive()).attributeLabels();
    assert.equal((expected['exptl.method'] as { label: string }).label, 'Experimental Method');
    assert.deepEqual(await upstream.engine.attributeLabels(), expected);
  });
});
