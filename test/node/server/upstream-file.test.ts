// A file at the upstream file server as the file routes read it (server/files/upstream-file.ts):
// its bytes, the upstream's 404 as ours, its being busy as our 503 with its Retry-After, any
// other refusal as 502.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readUpstreamFile } from '../../../src/server/files/upstream-file.ts';

let server: Server;
let base = '';
before(async () => {
  server = createServer((request, response) => {
    if (request.url === '/busy') response.writeHead(503, { 'retry-after': '7' }).end('busy');
    else if (request.url === '/broken') response.writeHead(500).end('broken');
    else if (request.url === '/4HHB.cif') response.writeHead(200).end('data_4HHB\n');
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const at = (path: string) => ({ url: `${base}${path}`, stem: '4HHB', gzipped: false, binary: false });

test("an upstream file's bytes pass through; its refusals become our 404, 503 (Retry-After) and 502", async () => {
  assert.equal(Buffer.from(await readUpstreamFile(at('/4HHB.cif'))).toString(), 'data_4HHB\n');
  await assert.rejects(readUpstreamFile(at('/gone')), { statusCode: 404, message: 'No file in the archive for 4HHB' });
  await assert.rejects(readUpstreamFile(at('/busy')), { statusCode: 503, retryAfterSeconds: 7 });
  await assert.rejects(readUpstreamFile(at('/broken')), { statusCode: 502 });
  await assert.rejects(readUpstreamFile({ ...at('/'), url: 'http://127.0.0.1:9/x' }), { statusCode: 502 });
});
