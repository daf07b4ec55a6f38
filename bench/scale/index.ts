// `npm run bench -- scale` (issue 36): for each size in SCALE_SIZES (default 20000; a comma list,
// e.g. 20000,50000,200000), builds or reuses the synthetic archive of that size (synthetic-archive.ts,
// .data/bench-scale-<size>-v<format>-<hash>.sqlite), then prints one table: the build's time and peak
// memory (the build's process tree sampled every 200 ms from /proc), the time of its last 1,000
// entries added in place (build-process.ts) with the MMseqs2 database rebuilt, the index's size per entry
// split into metadata and the services' data, the server's start time (its first on an index
// stores its start-up state, a later one reads it: both printed) and resident memory (its
// process tree), and per kind of request the cold p50/p95 (REQUESTS distinct requests, each asked
// once) then the cached p50/p95 (the same asked again). "Cold" is the first asking of a request:
// the engine keeps no result cache of its own (the structure service's 16-answer cache never
// holds a request not yet asked), while what a started server keeps warm (columns, the parsed
// documents' cache, SQLite's and the OS's page caches) stays warm as it would in service. With
// several sizes a last table gives each figure per size and the growth from the smallest to the
// largest. Budgets (issue 36) are printed beside the figures, never asserted.

import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { resolveSchemaDir, resolveSourceDir } from '../../src/archive/config.ts';
import { ingest } from '../../src/archive/ingest.ts';
import { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { hasStartupSnapshot, startupSnapshotFile } from '../../src/archive/query/startup-snapshot.ts';
import { quantile } from '../lib/stats.ts';
import { bytesOnDisk, CHUNK_ENTRIES, deleteStaleArchives, ensureScaleArchive, indexSizes } from './archive-files.ts';
import { samplePeak, treePss, treeRss } from './process-memory.ts';
import { scaleRequests, type ScaleKind } from './requests.ts';
import { startServer, timeRequest } from './server.ts';

interface Figure {
  label: string;
  value: number;
  unit: 'ms' | 's' | 'min' | 'GB' | 'kB';
  budget?: number;
  note?: string;
}

const MS_BUDGET: Record<ScaleKind, (size: number) => number> = {
  text: () => 100,
  attribute: () => 100,
  count: () => 10,
  'search-data facets': () => 150,
  'search-data grouped 100 %': (size) => (size >= 200_000 ? 300 : 100),
  sequence: () => 500,
  'structure motif': () => 500,
  chemical: () => 150,
  'structure similarity': () => 1000,
};

function show(value: number, unit: Figure['unit']): string {
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  if (unit === 's') return `${value.toFixed(1)} s`;
  if (unit === 'min') return `${value.toFixed(1)} min`;
  if (unit === 'GB') return `${value.toFixed(2)} GB`;
  return `${value.toFixed(0)} kB`;
}

function printTable(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const f of figures) {
    const budget =
      f.budget === undefined
        ? ''
        : `${f.value <= f.budget ? '≤' : '>'} ${show(f.budget, f.unit)}${f.value <= f.budget ? '' : ' !'}`;
    console.log(`  ${f.label.padEnd(46)} ${show(f.value, f.unit).padStart(12)}  ${budget.padEnd(14)} ${f.note ?? ''}`);
  }
}

async function measure(size: number, shared: { file: string; inputHash: string }, source: string): Promise<Figure[]> {
  const { file, build, reused } = await ensureScaleArchive(size, shared, resolveSchemaDir(source));
  const figures: Figure[] = [
    {
      label: 'build time',
      value: build.seconds / 60,
      unit: 'min',
      budget: 90,
      note: [
        `${build.runs ?? 1} run(s), chunks of ${CHUNK_ENTRIES.toLocaleString('en-US')} added in place`,
        ...(reused ? ['from the build that made the reused file'] : []),
      ].join('; '),
    },
    { label: 'build peak memory (process tree)', value: build.peakBytes / 1e9, unit: 'GB', budget: 8 },
  ];
  if (build.added !== undefined)
    figures.push({
      label: `add ${build.added.toLocaleString('en-US')} entries in place (with MMseqs2)`,
      value: build.additionSeconds / 60,
      unit: 'min',
      budget: 10,
      note: `the build's last ${build.added.toLocaleString('en-US')}, added to the ${(size - build.added).toLocaleString('en-US')} built`,
    });
  // a server's first start on an index reads it whole and stores its start-up state beside it
  // (startup-snapshot.ts); every later start reads that
  const firstStart = hasStartupSnapshot(file) ? undefined : await startServer(file, source);
  await firstStart?.stop();
  const db = new Database(file, { readonly: true });
  const sizes = indexSizes(file, db);
  db.close();
  const startupState = existsSync(startupSnapshotFile(file)) ? bytesOnDisk(startupSnapshotFile(file)) : 0;
  figures.push({ label: 'index: metadata per entry', value: sizes.metadata / size / 1000, unit: 'kB', budget: 60 });
  figures.push({
    label: 'index: service data per entry',
    value: sizes.services / size / 1000,
    unit: 'kB',
    note: [...sizes.serviceParts].map(([name, bytes]) => `${name} ${(bytes / size / 1000).toFixed(0)}`).join(', '),
  });
  figures.push({
    label: 'index: all per entry (≤ 30 GB at 200,000)',
    value: (sizes.metadata + sizes.services + startupState) / size / 1000,
    unit: 'kB',
    budget: 150,
    note: `with the server's start-up state, ${(startupState / size / 1000).toFixed(1)}`,
  });

  const index = new ArchiveIndex(file);
  const requests = scaleRequests(index);
  index.close();
  const server = await startServer(file, source);
  try {
    if (firstStart)
      figures.push({
        label: 'server first start (stores its start-up state)',
        value: firstStart.startSeconds,
        unit: 's',
        note: 'once per index built or changed',
      });
    figures.push({
      label: 'server start (to /health and services ready)',
      value: server.startSeconds,
      unit: 's',
      budget: 30,
    });
    figures.push({ label: 'server resident memory, started', value: treeRss(server.pid) / 1e9, unit: 'GB', budget: 4 });
    const peak = samplePeak(server.pid);
    // reading smaps_rollup every 50 ms slowed the server's answers (similarity p50 1.3 -> 2.5 s)
    const peakPss = samplePeak(server.pid, 200, treePss);
    const times = new Map<string, number[]>();
    const failures = new Map<string, number[]>();
    const empty = new Map<string, number>();
    for (const round of ['cold', 'cached']) {
      for (const request of requests) {
        const t = await timeRequest(server.url, request);
        const key = `${round}|${request.kind}`;
        if (!times.has(key)) times.set(key, []);
        times.get(key)!.push(t.ms);
        if (t.status === 204) empty.set(key, (empty.get(key) ?? 0) + 1);
        if (t.problem !== undefined) {
          if (!failures.has(key)) console.log(`  ${request.kind}: ${t.status} ${t.problem}`);
          failures.set(key, [...(failures.get(key) ?? []), t.status]);
        }
      }
    }
    figures.push({
      label: 'server resident memory, peak while queried',
      value: peak.stop() / 1e9,
      unit: 'GB',
      budget: 4,
    });
    figures.push({
      label: 'server proportional memory (PSS), peak',
      value: peakPss.stop() / 1e9,
      unit: 'GB',
      note: 'pages shared between processes counted once',
    });
    for (const round of ['cold', 'cached']) {
      for (const kind of Object.keys(MS_BUDGET) as ScaleKind[]) {
        const sorted = (times.get(`${round}|${kind}`) ?? []).sort((a, b) => a - b);
        const failed = failures.get(`${round}|${kind}`);
        const none = empty.get(`${round}|${kind}`);
        const note = `${sorted.length} requests${none ? `, ${none} without hits` : ''}${failed ? `, ${failed.length} refused (${[...new Set(failed)].join(', ')})` : ''}`;
        const budget = round === 'cold' ? MS_BUDGET[kind](size) : undefined;
        figures.push({
          label: `${round} ${kind} p50`,
          value: quantile(sorted, 0.5),
          unit: 'ms',
          ...(budget ? { budget } : {}),
          note,
        });
        figures.push({ label: `${round} ${kind} p95`, value: quantile(sorted, 0.95), unit: 'ms' });
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export async function benchScale(): Promise<void> {
  const sizes = (process.env.SCALE_SIZES ?? '20000').split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`SCALE_SIZES: sizes are positive integers (${process.env.SCALE_SIZES})`);
  sizes.sort((a, b) => a - b);
  const source = resolveSourceDir();
  // the shared archive's own index (.data/archive.sqlite, rebuilt only when stale) is the templates' source
  const shared = await ingest({ source });
  deleteStaleArchives(shared.inputHash);
  const tables: Figure[][] = [];
  for (const size of sizes) {
    const figures = await measure(size, { file: shared.out, inputHash: shared.inputHash }, source);
    printTable(
      `Synthetic archive of ${size.toLocaleString('en')} entries (budgets: issue 36, at 200,000 entries)`,
      figures,
    );
    tables.push(figures);
  }
  if (tables.length < 2) return;
  console.log(`\nGrowth from ${sizes[0]} to ${sizes.at(-1)} entries`);
  console.log(`  ${''.padEnd(46)} ${sizes.map((s) => String(s).padStart(12)).join(' ')}       growth`);
  tables[0]!.forEach((f, i) => {
    const values = tables.map((t) => t[i]!.value);
    console.log(
      `  ${f.label.padEnd(46)} ${values.map((v) => show(v, f.unit).padStart(12)).join(' ')} ${`×${(values.at(-1)! / values[0]!).toFixed(2)}`.padStart(12)}`,
    );
  });
}
