// Structure and component files by id (GET /download/{id}.cif.gz|.cif, /ligand-file/{id}...),
// byte for byte against the shared archive, and traversal attempts sent as raw request paths.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';

let server: RunningServer;
const archiveDir = resolveSourceDir();
const archiveBytes = (...parts: string[]) => readFileSync(path.join(archiveDir, ...parts));

before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** GET with the path sent exactly as written (fetch would resolve '..' itself). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('GET /download/{id}.cif.gz answers the archive file byte for byte', async () => {
  const res = await fetch(`${server.url}/download/4HHB.cif.gz`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/gzip');
  assert.equal(res.headers.get('content-disposition'), 'attachment; filename="4HHB.cif.gz"');
  assert.ok((await bytes(res)).equals(archiveBytes('entries', '4hhb.cif.gz')));
});

test('GET /download/{id}.cif answers the uncompressed file; ids are case-insensitive and extended ids work', async () => {
  const expected = gunzipSync(archiveBytes('entries', '4hhb.cif.gz'));
  for (const name of ['4HHB.cif', '4hhb.cif', 'pdb_00004hhb.cif']) {
    const res = await fetch(`${server.url}/download/${name}`);
    assert.equal(res.status, 200, name);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(res.headers.get('content-disposition'), 'inline; filename="4HHB.cif"');
    assert.ok((await bytes(res)).equals(expected), name);
  }
});

test('computed models and integrative models have files too', async () => {
  const csm = await fetch(`${server.url}/download/AF_AFQ76EI6F1.cif.gz`);
  assert.equal(csm.status, 200);
  assert.ok((await bytes(csm)).equals(archiveBytes('entries', 'af_afq76ei6f1.cif.gz')));
  const ihm = await fetch(`${server.url}/download/PDBDEV_00000004.cif.gz`);
  assert.equal(ihm.status, 200);
  assert.ok((await bytes(ihm)).equals(archiveBytes('extra', 'ihm', 'PDBDEV_00000004.cif.gz')));
});

test('HEAD answers the headers of the file', async () => {
  const res = await fetch(`${server.url}/download/4HHB.cif.gz`, { method: 'HEAD' });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/gzip');
});

test('unknown entries and other extensions answer 404 with a message', async () => {
  for (const [name, message] of [
    ['9ZZZ.cif.gz', /^Entry not found: "9ZZZ"$/],
    ['4HHB.pdb', /files are served as \{id\}\.cif\.gz or \{id\}\.cif/],
    ['4HHB', /files are served as/],
  ] as const) {
    const res = await fetch(`${server.url}/download/${name}`);
    assert.equal(res.status, 404, name);
    assert.match(((await res.json()) as { msg: string }).msg, message);
  }
});

test('GET /ligand-file/{id} answers CCD files, and BIRD ids their PRDCC definition', async () => {
  const heme = await fetch(`${server.url}/ligand-file/HEM.cif.gz`);
  assert.equal(heme.status, 200);
  assert.equal(heme.headers.get('content-disposition'), 'attachment; filename="HEM.cif.gz"');
  assert.ok((await bytes(heme)).equals(archiveBytes('ccd', 'HEM.cif.gz')));
  const text = await fetch(`${server.url}/ligand-file/hem.cif`);
  assert.ok((await bytes(text)).equals(gunzipSync(archiveBytes('ccd', 'HEM.cif.gz'))));
  const bird = await fetch(`${server.url}/ligand-file/PRD_000001.cif.gz`);
  assert.equal(bird.status, 200);
  assert.equal(bird.headers.get('content-disposition'), 'attachment; filename="PRDCC_000001.cif.gz"');
  assert.ok((await bytes(bird)).equals(archiveBytes('ccd', 'prd', 'PRDCC_000001.cif.gz')));
});

test('ligand files: unknown components and components without a file answer 404', async () => {
  const unknown = await fetch(`${server.url}/ligand-file/ZZZZZ.cif`);
  assert.equal(unknown.status, 404);
  assert.match(((await unknown.json()) as { msg: string }).msg, /^Chemical component not found/);
  // UNL is defined only by the entries that use it: there is no file for it in ccd/.
  const unl = await fetch(`${server.url}/ligand-file/UNL.cif`);
  assert.equal(unl.status, 404);
  assert.equal(
    ((await unl.json()) as { msg: string }).msg,
    'No definition file in the archive for chemical component UNL',
  );
});

test('path traversal in file ids never reaches the file system', async () => {
  const attempts = [
    '/download/..%2F..%2Fetc%2Fpasswd.cif',
    '/download/..%2F..%2F..%2Fetc%2Fpasswd',
    '/download/%2e%2e%2f%2e%2e%2fetc%2fpasswd.cif',
    '/download/../../etc/passwd',
    '/download/%2Fetc%2Fpasswd.cif',
    '/download/4HHB%00.cif.gz',
    '/download/%00.cif',
    '/download/..%5C..%5Cwindows%5Cwin.ini.cif',
    '/ligand-file/..%2Fentries%2F4hhb.cif.gz',
    '/ligand-file/..%2F..%2F..%2Fetc%2Fpasswd.cif',
    '/ligand-file/%2Fetc%2Fpasswd.cif',
  ];
  for (const attempt of attempts) {
    const res = await rawGet(attempt);
    assert.ok(res.status === 400 || res.status === 404, `${attempt} -> ${res.status}`);
    assert.ok(!res.body.includes('root:') && !res.body.startsWith('data_'), attempt);
    assert.match(JSON.parse(res.body).msg as string, /\S/, attempt);
  }
});
