// A second site for the e2e tests: a plain static server (no CSP, no cookies) that serves this
// repository's demo/ and dist/ folders, as an institution would host the element bundles itself.

import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

export interface StaticSite {
  /** The site's origin on `host` (e.g. http://localhost:41234). */
  origin: string;
  close(): Promise<void>;
}

/** A page the site makes up (an institution's page under test), with its response headers. */
export interface SitePage {
  html: string;
  headers?: Record<string, string>;
}

export async function startStaticSite(
  host = 'localhost',
  root = process.cwd(),
  pages: Record<string, SitePage> = {},
): Promise<StaticSite> {
  const served = ['demo', 'dist'].map((dir) => path.resolve(root, dir));
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    const page = pages[pathname];
    if (page) {
      response.writeHead(200, { 'content-type': TYPES['.html']!, ...page.headers }).end(page.html);
      return;
    }
    const file = path.resolve(root, `.${pathname}`);
    const inside = served.some((dir) => file.startsWith(`${dir}${path.sep}`));
    let isFile = false;
    try {
      isFile = inside && statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
