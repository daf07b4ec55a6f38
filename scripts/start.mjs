// `npm start`: build the bundles, then run the archive server (which ingests the archive when its
// index is missing or stale) serving the API, the bundles and the demo pages on one origin.
import { spawnSync, spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const built = spawnSync(npm, ['run', 'build', '--silent'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
