// The server as `npm start` runs it (`node --import tsx src/server/main.ts`, search worker pool
// included) on a synthetic archive named by PDB_ARCHIVE_INDEX: started is when it answers /health
// and has printed 'Search services ready' (the services warm, as a user of a started server
// finds them); its resident memory is the whole process tree's (worker threads are in-process).

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ARCHIVE_DIR_ENV, INDEX_FILE_ENV, PROJECT_ROOT } from '../../src/archive/config.ts';
import type { ScaleRequest } from './requests.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface StartedServer {
  url: string;
  pid: number;
  startSeconds: number;
  stop(): Promise<void>;
}

export async function startServer(indexFile: string, sourceDir: string): Promise<StartedServer> {
  const port = await freePort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pdb-bench-scale-'));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      [INDEX_FILE_ENV]: indexFile,
      [ARCHIVE_DIR_ENV]: sourceDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // MyPDB, uploads and mail of a throw-away server stay out of .data
      MYPDB_DB: path.join(scratch, 'mypdb.sqlite'),
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      MAIL_OUTBOX: path.join(scratch, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
      let printed = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        if (/Ingesting the archive/.test(printed)) reject(new Error('the server took the synthetic archive as stale'));
        if (printed.includes('Search services ready')) resolve();
      });
      // passed through; main.ts says this and serves on, the services loading at their first
      // request: a start the bench would otherwise wait for without end
      let complained = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        process.stderr.write(chunk);
        // a line can come in two chunks
        complained += chunk.toString();
        if (complained.includes('Warming the search services failed'))
          reject(new Error('the search services did not warm'));
      });
    });
    while ((await fetch(`${url}/health`).catch(() => undefined))?.status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, startSeconds: (performance.now() - started) / 1000, stop };
}

/** One request's time in ms and its status (200, or 204: no hits); what a refusal said. */
export async function timeRequest(
  url: string,
  request: ScaleRequest,
): Promise<{ ms: number; status: number; problem?: string }> {
  const start = performance.now();
  const response = await fetch(url + request.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
    signal: AbortSignal.timeout(300_000),
  });
  const body = await response.text();
  const ms = performance.now() - start;
  return response.status === 200 || response.status === 204
    ? { ms, status: response.status }
    : { ms, status: response.status, problem: body.slice(0, 200) };
}
