// Starts test/support/archive-server.ts in a child process and resolves with its URL.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export function startArchiveServer({ timeoutMs = 120_000, env = {} } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/archive-server.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('the test archive server did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the test archive server exited with code ${code}`));
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      const { url } = JSON.parse(line);
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
