// Structures by URL: uploads are read from the store whatever host fronts them; other URLs only
// over https from allow-listed hosts (no request leaves the machine in these tests).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UploadStore } from '../../../src/server/upload/upload-store.ts';
import {
  allowedStructureHosts,
  structureFetcher,
} from '../../../src/server/engine/embedded/upload/structure-fetcher.ts';
import { archiveFiles } from '../../../src/server/engine/embedded/files/archive-files.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';

test('an upload URL is read from the store; unknown keys, plain http and other hosts are refused', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fetcher-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = new UploadStore(dir, 60_000);
  const saved = await store.save(new Uint8Array([1, 2, 3]), { name: 'x.cif', sourceFormat: 'cif' });
  const fetcher = structureFetcher({ store, hosts: new Set(['files.rcsb.org']) });

  assert.deepEqual([...(await fetcher(`https://search.example.org/search/upload/${saved.key}`))], [1, 2, 3]);
  assert.deepEqual([...(await fetcher(`http://127.0.0.1:9/search/upload/${saved.key}`))], [1, 2, 3]);
  // the URL an upload's key makes: '{id}/{name}.bcif'
  assert.deepEqual([...(await fetcher(`http://127.0.0.1:9/search/upload/${saved.key}/x.bcif`))], [1, 2, 3]);
  await assert.rejects(fetcher(`https://x.org/search/upload/${'0'.repeat(32)}`), /no uploaded file has this key/);
  await assert.rejects(fetcher('not a url'), /not valid/);
  await assert.rejects(fetcher('http://files.rcsb.org/download/4hhb.cif'), /only https/);
  await assert.rejects(fetcher('https://169.254.169.254/latest/meta-data'), /not fetched from 169\.254\.169\.254/);
});

test('allowed hosts come from STRUCTURE_URL_HOSTS, defaulting to the public archives', () => {
  assert.ok(allowedStructureHosts({}).has('files.rcsb.org'));
  assert.deepEqual([...allowedStructureHosts({ STRUCTURE_URL_HOSTS: ' A.org, b.org ,' })], ['a.org', 'b.org']);
  assert.equal(allowedStructureHosts({ STRUCTURE_URL_HOSTS: '' }).size, 0);
});

test('an entry file at files.rcsb.org that the archive holds is read from the archive, not fetched', async () => {
  const archiveDir = resolveSourceDir();
  const fetcher = structureFetcher({ store: new UploadStore(tmpdir(), 60_000), hosts: new Set(), archiveDir });
  const local = readFileSync(archiveFiles(archiveDir).entry('4HHB')!.path);
  for (const url of [
    'https://files.rcsb.org/download/4HHB.cif',
    'https://files.rcsb.org/download/4hhb.cif.gz',
    'https://files.rcsb.org/view/4HHB.cif',
  ])
    assert.deepEqual(Buffer.from(await fetcher(url)), local, url);
  // an entry it does not hold goes the usual way: here, no host is allowed
  await assert.rejects(fetcher('https://files.rcsb.org/download/9ZZZ.cif'), /not fetched from files\.rcsb\.org/);
  await assert.rejects(fetcher('https://files.rcsb.org/download/../4HHB.cif'), /not fetched from/);
});
