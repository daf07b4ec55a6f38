// Structures by URL: uploads on this server's own origins are read from the store; other URLs
// (another server's uploads too) only over https from allow-listed hosts, or from an origin
// FETCH_ALLOW names (no request leaves the machine in these tests).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UploadStore } from '../../../src/server/upload/upload-store.ts';
import { ServerOrigins } from '../../../src/server/engine/embedded/upload/server-origins.ts';
import { readFetchAllow } from '../../../src/server/fetch-allow.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import {
  allowedStructureHosts,
  structureFetcher,
} from '../../../src/server/engine/embedded/upload/structure-fetcher.ts';
import { archiveFiles } from '../../../src/server/engine/embedded/files/archive-files.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';

test('an upload URL on this server is read from the store; unknown keys, plain http and other hosts are refused', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fetcher-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const store = new UploadStore(dir, 60_000);
  const saved = await store.save(new Uint8Array([1, 2, 3]), { name: 'x.cif', sourceFormat: 'cif' });
  const origins = new ServerOrigins();
  origins.add(['https://search.example.org', 'http://127.0.0.1:9', 'http://localhost:9']);
  const fetcher = structureFetcher({ store, hosts: new Set(['files.rcsb.org']), origins, fetchAllow: [] });

  assert.deepEqual([...(await fetcher(`https://search.example.org/search/upload/${saved.key}`))], [1, 2, 3]);
  assert.deepEqual([...(await fetcher(`https://SEARCH.example.org:443/search/upload/${saved.key}`))], [1, 2, 3]);
  assert.deepEqual([...(await fetcher(`http://localhost:9/search/upload/${saved.key}`))], [1, 2, 3]);
  // the URL an upload's key makes: '{id}/{name}.bcif'
  assert.deepEqual([...(await fetcher(`http://127.0.0.1:9/search/upload/${saved.key}/x.bcif`))], [1, 2, 3]);
  await assert.rejects(
    fetcher(`https://search.example.org/search/upload/${'0'.repeat(32)}`),
    /no uploaded file has this key/,
  );
  // another server's upload is fetched like any URL, never looked up here
  await assert.rejects(fetcher(`http://127.0.0.1:10/search/upload/${saved.key}`), /only https/);
  await assert.rejects(fetcher(`https://x.org/search/upload/${saved.key}`), /not fetched from x\.org/);
  await assert.rejects(fetcher('not a url'), /not valid/);
  await assert.rejects(fetcher('http://files.rcsb.org/download/4hhb.cif'), /only https/);
  await assert.rejects(fetcher('https://169.254.169.254/latest/meta-data'), /not fetched from 169\.254\.169\.254/);
});

test('an origin FETCH_ALLOW names is fetched over http, whatever the host list says', async (t) => {
  const server = createServer((_request, response) => response.end('data_x\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetcher = structureFetcher({
    store: new UploadStore(tmpdir(), 60_000),
    hosts: new Set(),
    fetchAllow: [origin],
  });
  assert.equal(Buffer.from(await fetcher(`${origin}/search/upload/${'a'.repeat(32)}/x.bcif`)).toString(), 'data_x\n');
  await assert.rejects(fetcher(`http://localhost:${new URL(origin).port}/x.cif`), /only https/);
});

test('FETCH_ALLOW takes loopback origins only; anything else stops the start with a clear message', () => {
  assert.deepEqual(readFetchAllow({}), []);
  assert.deepEqual(readFetchAllow({ FETCH_ALLOW: ' http://127.0.0.1:43123/, http://localhost:8080,http://[::1]:9 ' }), [
    'http://127.0.0.1:43123',
    'http://localhost:8080',
    'http://[::1]:9',
  ]);
  for (const bad of [
    'http://example.org:8080',
    'https://10.0.0.5',
    'http://127.0.0.1:1/search',
    'http://user:pw@127.0.0.1:1',
    'ftp://127.0.0.1',
    '127.0.0.1:8080',
  ])
    assert.throws(
      () => readServerConfig({ FETCH_ALLOW: `http://127.0.0.1:1,${bad}` }),
      (error: Error) =>
        error.message.startsWith('FETCH_ALLOW lists loopback origins (such as http://127.0.0.1:43123)') &&
        error.message.endsWith(`got '${bad}'`),
      bad,
    );
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
