// Upstream mode's pairwise alignment (issue 37) runs in a worker thread under the searches'
// deadline, so two long chains cannot hold the server's event loop: an alignment past its deadline
// is stopped and answered 400, and the next one runs on a fresh worker.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { resolveSourceDir } from '../../../../src/archive/config.ts';
import { ClientError } from '../../../../src/server/errors.ts';
import type { EngineFiles } from '../../../../src/server/engine/types.ts';
import { upstreamAlignment } from '../../../../src/server/engine/upstream/upstream-alignment.ts';

/** The shared archive's entry files, as an upstream's file server would give them. */
const files = {
  entryFile: async (entryId: string) => ({
    path: path.join(resolveSourceDir(), 'entries', `${entryId.toLowerCase()}.cif.gz`),
    gzipped: true,
  }),
} as unknown as EngineFiles;

const [A, B] = [
  { entryId: '4HHB', asymId: 'A' },
  { entryId: '4HHB', asymId: 'B' },
];

test('an alignment past its deadline is stopped in its worker and answered 400', async () => {
  // 4HHB.A on 4HHB.B takes about 0.2 s of TM-align: a millisecond's deadline cannot hold it
  const hurried = upstreamAlignment(files, 1);
  try {
    await assert.rejects(hurried.align(A, B), (error: unknown) => {
      assert.ok(error instanceof ClientError);
      assert.equal(error.statusCode, 400);
      assert.match(error.message, /^the alignment took longer than/);
      return true;
    });
  } finally {
    await hurried.close();
  }
});

test('within its deadline the worker aligns, and a chain it cannot align is a 400 naming it', async () => {
  const alignment = upstreamAlignment(files, 30_000);
  try {
    const answer = await alignment.align(A, B);
    assert.equal(answer.alignedLength, 139);
    await assert.rejects(alignment.align(A, { entryId: '4HHB', asymId: 'Z' }), (error: unknown) => {
      assert.ok(error instanceof ClientError);
      assert.equal(error.statusCode, 400);
      assert.match(error.message, /^Chain Z not found in entry 4HHB/);
      return true;
    });
  } finally {
    await alignment.close();
  }
});
