// Service benchmarks (issue 6) on the shared archive: ingests it into a scratch index with every
// service hook (so the MMseqs2 database and the motif index are built as `npm start` builds them),
// reports the ingest cost, then each service's figures. Targets are printed, never asserted.
//   npm run bench -- services

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { ingest } from '../../src/archive/ingest.ts';
import { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { archiveServices } from '../../src/archive/services/index.ts';
import { benchChemical } from './chemical.ts';
import type { ServiceBenchContext } from './context.ts';
import { benchSequence } from './sequence.ts';
import { benchStrucmotif } from './strucmotif.ts';
import { benchStructure } from './structure.ts';

const SECTIONS: Array<[string, (ctx: ServiceBenchContext) => Promise<void>]> = [
  ['sequence', benchSequence],
  ['chemical', benchChemical],
  ['strucmotif', benchStrucmotif],
  ['structure', benchStructure],
];

export async function benchServices(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pdb-bench-services-'));
  const indexFile = path.join(scratch, 'archive.sqlite');
  try {
    const summary = await ingest({ source: resolveSourceDir(), out: indexFile, force: true });
    console.log(
      `Shared archive with every service index: ingest ${summary.seconds.toFixed(1)} s, ${(statSync(indexFile).size / 1e6).toFixed(0)} MB`,
    );
    const index = new ArchiveIndex(indexFile);
    try {
      const ctx: ServiceBenchContext = { index, services: archiveServices(index), indexFile };
      for (const [name, run] of SECTIONS) {
        console.log(`\n--- ${name} ---`);
        await run(ctx);
      }
    } finally {
      index.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
