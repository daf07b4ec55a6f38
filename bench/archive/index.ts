// Archive benchmark (budgets: docs/architecture.md): ingest rate and the latency of a fixed query
// mix on the shared archive and on a synthetic archive of real-document clones. Prints figures; the budgets
// are printed beside them, never asserted.
//   npm run bench -- archive            (SYNTHETIC_ENTRIES=200000 by default)

import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, resolveSchemaDir, resolveSourceDir } from '../../src/archive/config.ts';
import { ingest } from '../../src/archive/ingest.ts';
import { ArchiveSearch } from '../../src/archive/query/search.ts';
import { QUERY_MIX } from './query-mix.ts';
import { benchSearchData } from './search-data-mix.ts';
import { buildSyntheticArchive } from './synthetic-archive.ts';
import { INDEX_FORMAT_VERSION } from '../../src/archive/index/schema.ts';
import { timeRuns, fmt, row } from '../lib/stats.ts';

const REPEAT = 20;
const WIDTHS = [52, 9, 11, 11, 11, 9];

async function runMix(label: string, file: string, budgets: { query: number; count: number }): Promise<void> {
  const opened = performance.now();
  const engine = new ArchiveSearch(file);
  console.log(`\n${label}: opened in ${fmt(performance.now() - opened)}`);
  console.log(row(['query', 'hits', 'first', 'p50', 'p95', 'budget'], WIDTHS));
  try {
    for (const { name, kind, request } of QUERY_MIX) {
      let hits = 0;
      const t = await timeRuns(async () => {
        hits = (await engine.search(request)).total_count;
      }, REPEAT);
      const budget = kind === 'count' ? budgets.count : budgets.query;
      const verdict = t.p50 <= budget ? `≤${budget}` : `>${budget}!`;
      console.log(row([name, hits, fmt(t.first), fmt(t.p50), fmt(t.p95), verdict], WIDTHS));
    }
    await benchSearchData(engine);
  } finally {
    engine.close();
  }
}

export async function benchArchive(): Promise<void> {
  const source = resolveSourceDir();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pdb-bench-'));
  try {
    const shared = path.join(scratch, 'shared.sqlite');
    const summary = await ingest({ source, out: shared, force: true });
    const documents = Object.values(summary.documents).reduce((a, b) => a + b, 0);
    console.log(
      `Shared archive ingest: ${documents} documents in ${summary.seconds.toFixed(1)} s = ${Math.round(documents / summary.seconds)} documents/s (${(statSync(shared).size / 1e6).toFixed(0)} MB)`,
    );
    await runMix('Shared archive', shared, { query: 20, count: 10 });

    const entries = Number(process.env.SYNTHETIC_ENTRIES ?? 200_000);
    const cacheDir = path.join(PROJECT_ROOT, '.data');
    mkdirSync(cacheDir, { recursive: true });
    const synthetic = path.join(
      cacheDir,
      `bench-synthetic-${entries}-v${INDEX_FORMAT_VERSION}-${summary.inputHash.slice(0, 12)}.sqlite`,
    );
    if (!existsSync(synthetic)) {
      const building = `${synthetic}.building`;
      rmSync(building, { force: true });
      const build = buildSyntheticArchive(shared, building, entries, resolveSchemaDir(source));
      const { renameSync } = await import('node:fs');
      renameSync(building, synthetic);
      console.log(
        `\nSynthetic archive: ${build.entries} entries, ${build.documents} documents in ${build.seconds.toFixed(1)} s = ${Math.round(build.documents / build.seconds)} documents/s (${(statSync(synthetic).size / 1e9).toFixed(2)} GB, cached at ${path.relative(PROJECT_ROOT, synthetic)})`,
      );
    } else {
      console.log(`\nSynthetic archive: reusing ${path.relative(PROJECT_ROOT, synthetic)}`);
    }
    await runMix(`Synthetic archive (${entries} entries)`, synthetic, { query: 100, count: 10 });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
