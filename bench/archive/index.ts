// Archive benchmark (budgets: docs/architecture.md): ingest rate and the latency of a fixed query
// mix on the shared archive and on the scale bench's synthetic archive (bench/scale/). Per query:
// cold p50/p95 (COLD_VARIANTS distinct requests of its kind, each run once: cold-variants.ts),
// then the first run of the mix's own request and the p50/p95 of it repeated (cached). Budgets
// are compared with the cold p50, printed beside, never asserted.
//   npm run bench -- archive            (SYNTHETIC_ENTRIES=20000 by default)

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, resolveSchemaDir, resolveSourceDir } from '../../src/archive/config.ts';
import { ingest, readIndexMetadata } from '../../src/archive/ingest.ts';
import { ArchiveSearch } from '../../src/archive/query/search.ts';
import { QUERY_MIX } from './query-mix.ts';
import { benchSearchData } from './search-data-mix.ts';
import { deleteStaleArchives, ensureScaleArchive } from '../scale/archive-files.ts';
import { timeRuns, fmt, row, quantile } from '../lib/stats.ts';
import { COLD_VARIANTS, coldVariant } from './cold-variants.ts';

const REPEAT = 20;
const WIDTHS = [52, 9, 11, 11, 11, 11, 11, 9];

async function runMix(label: string, file: string, budgets: { query: number; count: number }): Promise<void> {
  const opened = performance.now();
  const engine = new ArchiveSearch(file);
  console.log(`\n${label}: opened in ${fmt(performance.now() - opened)}`);
  console.log(row(['query', 'hits', 'cold p50', 'cold p95', 'first', 'p50', 'p95', 'budget'], WIDTHS));
  try {
    for (const { name, kind, request } of QUERY_MIX) {
      const cold: number[] = [];
      for (let i = 0; i < COLD_VARIANTS; i++) {
        const variant = coldVariant(request, i);
        const started = performance.now();
        await engine.search(variant);
        cold.push(performance.now() - started);
      }
      cold.sort((a, b) => a - b);
      const coldP50 = quantile(cold, 0.5);
      let hits = 0;
      const t = await timeRuns(async () => {
        hits = (await engine.search(request)).total_count;
      }, REPEAT);
      const budget = kind === 'count' ? budgets.count : budgets.query;
      const verdict = coldP50 <= budget ? `≤${budget}` : `>${budget}!`;
      console.log(
        row(
          [name, hits, fmt(coldP50), fmt(quantile(cold, 0.95)), fmt(t.first), fmt(t.p50), fmt(t.p95), verdict],
          WIDTHS,
        ),
      );
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

    // every document type and the services' data cloned: 200,000 entries would need the disk of
    // the scale bench's 200,000 run, so the archive bench defaults to 20,000
    const entries = Number(process.env.SYNTHETIC_ENTRIES ?? 20_000);
    deleteStaleArchives(summary.inputHash);
    const {
      file: synthetic,
      build,
      reused,
    } = await ensureScaleArchive(entries, { file: shared, inputHash: summary.inputHash }, resolveSchemaDir(source));
    console.log(
      `\nSynthetic archive: ${entries} entries, ${syntheticDocuments(synthetic)} documents, ${reused ? 'reused' : 'built'} (${(build.seconds / 60).toFixed(1)} min to build, ${(statSync(synthetic).size / 1e9).toFixed(2)} GB, at ${path.relative(PROJECT_ROOT, synthetic)})`,
    );
    await runMix(`Synthetic archive (${entries} entries)`, synthetic, { query: 100, count: 10 });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function syntheticDocuments(file: string): number {
  return Object.values(readIndexMetadata(file)?.documentCounts ?? {}).reduce((a, b) => a + b, 0);
}
