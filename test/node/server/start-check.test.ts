// `npm start` on a port someone else holds: one line naming the port and how to choose another,
// a non-zero exit, and no build first (the check runs before it; `--check` stops there).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import net from 'node:net';
import { listenProblem } from '../../../src/server/listen-check.ts';

let holder: net.Server;
let port: number;

before(async () => {
  holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen({ host: '127.0.0.1', port: 0 }, resolve));
  port = (holder.address() as net.AddressInfo).port;
});

after(() => new Promise<void>((resolve) => holder.close(() => resolve())));

function runCheck(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/start.mjs', '--check'],
      { env: { ...process.env, ...env }, timeout: 15_000 },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr, ms: performance.now() - started }),
    );
  });
}

test('a port in use: one line with PORT=..., non-zero exit, before any build', async () => {
  const { code, stdout, stderr, ms } = await runCheck({ HOST: '127.0.0.1', PORT: String(port) });
  assert.notEqual(code, 0);
  assert.equal(stdout, '', 'nothing else is printed (no build output)');
  const lines = stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0]!, new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`));
  assert.match(lines[0]!, /PORT=\d+ npm start/);
  assert.ok(ms < 5_000, `the check took ${Math.round(ms)} ms`);
});

test('a malformed PORT is one line too, read by the server config', async () => {
  const { code, stderr } = await runCheck({ PORT: 'eighty' });
  assert.notEqual(code, 0);
  assert.equal(
    stderr.trimEnd(),
    "pdb-search-elements cannot start: PORT must be an integer from 0 to 65535, got 'eighty'",
  );
});

test('a free port passes the check', async () => {
  const { code, stderr } = await runCheck({ HOST: '127.0.0.1', PORT: '0' });
  assert.equal(stderr, '');
  assert.equal(code, 0);
});

test('the server says the same line when it loses the port after the check', async () => {
  // what main.ts prints for its own listen error
  const lateComer = net.createServer();
  const error = await new Promise<Error>((resolve) => {
    lateComer.once('error', resolve);
    lateComer.listen({ host: '127.0.0.1', port });
  });
  assert.match(
    listenProblem(error, '127.0.0.1', port) ?? '',
    new RegExp(`port ${port} on 127\\.0\\.0\\.1 is already in use`),
  );
  assert.equal(listenProblem(new Error('disk on fire'), '127.0.0.1', port), undefined);
});
