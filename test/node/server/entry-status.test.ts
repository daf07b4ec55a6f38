// GET /search/entry-status/{id} over real HTTP, against ids the shared holdings files list:
// 116L was obsoleted by 216L (obsolete_entry.json), 5BKN is awaiting release
// (prerelease_seq.txt), 163D is a withdrawn theoretical model, 4HHB is current and held, and the
// AF_ ids are computed models held as entries.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import type { EntryStatusResponse } from '../../../src/model/types.ts';
import { statusEntryId } from '../../../src/model/status-entry-id.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

async function status(
  id: string,
): Promise<{ status: number; body: EntryStatusResponse & { statusCode?: number; msg?: string } }> {
  const res = await fetch(`${server.url}/search/entry-status/${encodeURIComponent(id)}`);
  return {
    status: res.status,
    body: (await res.json()) as EntryStatusResponse & { statusCode?: number; msg?: string },
  };
}

test('an obsoleted entry is obsolete and names its replacement', async () => {
  assert.deepEqual(await status('116L'), {
    status: 200,
    body: { id: '116L', status: 'obsolete', replaced_by: ['216L'] },
  });
  // ids are trimmed and upper-cased
  assert.deepEqual((await status(' 116l ')).body, { id: '116L', status: 'obsolete', replaced_by: ['216L'] });
});

test('an id awaiting release is unreleased', async () => {
  assert.deepEqual(await status('5bkn'), { status: 200, body: { id: '5BKN', status: 'unreleased' } });
});

test('a withdrawn theoretical model counts as removed (obsolete, without replacements)', async () => {
  assert.deepEqual((await status('163D')).body, { id: '163D', status: 'obsolete' });
});

test('an entry the archive holds is current; one it only lists is current too', async () => {
  assert.deepEqual(await status('4HHB'), { status: 200, body: { id: '4HHB', status: 'current' } });
  // the extended id names the same entry
  assert.deepEqual((await status('pdb_00004hhb')).body, { id: '4HHB', status: 'current' });
  // 216L is in all-pdb-list but not among the archive's entry files
  assert.deepEqual((await status('216L')).body, { id: '216L', status: 'current' });
});

test('a computed model held as an entry is computational', async () => {
  assert.deepEqual(await status('af_afa0a0r0fwm3f1'), {
    status: 200,
    body: { id: 'AF_AFA0A0R0FWM3F1', status: 'computational' },
  });
});

test('a well-formed id no holdings file lists is unknown', async () => {
  assert.deepEqual((await status('9ZZZ')).body, { id: '9ZZZ', status: 'unknown' });
  assert.deepEqual((await status('AF_AFZZZZZZF9')).body, { id: 'AF_AFZZZZZZF9', status: 'unknown' });
});

test("junk answers 400 'Enter a valid Entry ID.'", async () => {
  for (const junk of [
    'hemoglobin',
    '0ABC',
    '4HHB_1',
    '4HHB.A',
    'ATP',
    'P69905',
    '..%2F..%2Fetc',
    'x'.repeat(200),
    '<script>',
  ]) {
    const { status: code, body } = await status(junk);
    assert.equal(code, 400, junk);
    assert.deepEqual(body, { statusCode: 400, msg: MESSAGES.enterValidEntryId }, junk);
  }
});

test('statusEntryId accepts entry, extended and computed-model ids only', () => {
  assert.equal(statusEntryId('1abc'), '1ABC');
  assert.equal(statusEntryId('PDB_00001ABC'), '1ABC');
  assert.equal(statusEntryId('MA_ABCDEFG'), 'MA_ABCDEFG');
  assert.equal(statusEntryId('PRD_000001'), undefined);
  assert.equal(statusEntryId(''), undefined);
});
