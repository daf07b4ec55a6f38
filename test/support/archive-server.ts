// A real archive server over the shared archive for browser and e2e tests: started as a child
// process by the test runners, it prints one JSON line {"url": ...} when it listens on 127.0.0.1,
// and stops when its parent closes stdin or sends SIGTERM.

import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { openServerArchive } from '../../src/server/archive.ts';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { getTestArchive } from '../node/archive/fixture.ts';

const archiveFile = (await getTestArchive()).file;
const archive = openServerArchive(archiveFile, resolveSourceDir());
// Test pages are served by the test runner from another origin: the public routes answer any origin.
const app = await buildApp(
  { ...readServerConfig({}), rateLimitPerMinute: 1_000_000, uploadsPerHour: 1_000_000 },
  { archive },
);
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = () =>
  void app
    .close()
    .then(() => archive.close())
    .finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
