// Ingest benchmark: builds the archive index from scratch into a temporary file and prints the
// time spent per phase, the document counts and the index size. Prints figures, asserts nothing.
//   npx tsx bench/archive/ingest.ts [--source <dir>]

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ingest, type IngestPhase } from '../../src/archive/ingest.ts';

const sourceFlag = process.argv.indexOf('--source');
const source = sourceFlag >= 0 ? process.argv[sourceFlag + 1] : undefined;
const dir = mkdtempSync(path.join(os.tmpdir(), 'archive-bench-'));
const out = path.join(dir, 'archive.sqlite');

const phaseStart = new Map<IngestPhase, number>();
const started = performance.now();
try {
  const summary = await ingest({
    ...(source ? { source } : {}),
    out,
    force: true,
    onProgress: (p) => {
      if (!phaseStart.has(p.phase)) phaseStart.set(p.phase, performance.now());
    },
  });
  const total = performance.now() - started;
  const phases = [...phaseStart.entries()];
  console.log('ingest phases (s):');
  for (let i = 0; i < phases.length; i++) {
    const [phase, at] = phases[i] as [IngestPhase, number];
    const next = phases[i + 1]?.[1] ?? started + total;
    console.log(`  ${phase.padEnd(12)} ${((next - at) / 1000).toFixed(2)}`);
  }
  console.log(`total ${(total / 1000).toFixed(2)} s, index ${(statSync(out).size / 1e6).toFixed(1)} MB`);
  console.log('documents', summary.documents);
  console.log('skipped', summary.skipped.length, 'cores', os.cpus().length);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
