// Structures by URL: uploads are read from the store whatever host fronts them; other URLs only
// over https from allow-listed hosts (no request leaves the machine in these tests).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UploadStore } from '../../../src/server/upload/upload-store.ts';
import { allowedStructureHosts, structureFetcher } from '../../../src/server/upload/structure-fetcher.ts';

test('an upload URL is read from the store; unknown keys, plain http and other hosts are refused', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fetcher-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = new UploadStore(dir, 60_000);
  const saved = await store.save(new Uint8Array([1, 2, 3]), { name: 'x.cif', sourceFormat: 'cif' });
  const fetcher = structureFetcher({ store, hosts: new Set(['files.rcsb.org']) });

  assert.deepEqual([...(await fetcher(`https://search.example.org/search/upload/${saved.key}`))], [1, 2, 3]);
  assert.deepEqual([...(await fetcher(`http://127.0.0.1:9/search/upload/${saved.key}`))], [1, 2, 3]);
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
