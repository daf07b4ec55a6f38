// A real archive server over the shared archive for browser and e2e tests: started as a child
// process by the test runners, it prints one JSON line {"url": ...} when it listens on 127.0.0.1,
// and stops when its parent closes stdin or sends SIGTERM.

import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { openServerArchive } from '../../src/server/engine/embedded/archive.ts';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { getTestArchive } from '../node/archive/fixture.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MyPdbStore } from '../../src/server/mypdb/mypdb-store.ts';

const archiveFile = (await getTestArchive()).file;
const archive = openServerArchive(archiveFile, resolveSourceDir());
// MyPDB as `npm start` serves it, its database kept in memory for this run
const mypdb = MyPdbStore.open(':memory:');
// its mail (address confirmations) as .eml files, as `npm start` writes them, in a folder of this run
const outboxDir = mkdtempSync(path.join(tmpdir(), 'archive-server-outbox-'));
// Test pages are served by the test runner from another origin: the public routes answer any origin.
const app = await buildApp(
  {
    ...readServerConfig({ CORS_ORIGINS: process.env.CORS_ORIGINS }),
    rateLimitPerMinute: 1_000_000,
    uploadsPerHour: 1_000_000,
    mypdbSavesPerHour: 1_000_000,
    outboxDir,
  },
  { engine: archive, mypdb },
);
const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${JSON.stringify({ url })}\n`);

const stop = () =>
  void app
    .close()
    .then(() => archive.close())
    .then(() => mypdb.close())
    .finally(() => {
      rmSync(outboxDir, { recursive: true, force: true });
      process.exit(0);
    });
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.stdin.on('end', stop);
process.stdin.resume();
