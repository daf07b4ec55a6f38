// `npm start`: build the bundles, then run the archive server (which ingests the archive when its
// index is missing or stale) serving the API, the bundles and the demo pages on one origin.
// `node scripts/start.mjs --check` only checks that the server could listen (used by a test).
import { spawnSync, spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

// Before the build: a port in use or a bad PORT should cost a second, not a build. HOST and PORT
// are read by the server's own config reader, so the check and the server agree.
const { checkListen } = await tsImport('../src/server/listen-check.ts', import.meta.url);
const problem = await checkListen(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}
if (process.argv.includes('--check')) process.exit(0);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const built = spawnSync(npm, ['run', 'build', '--silent'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGUSR2']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
