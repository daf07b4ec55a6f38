// The scale bench's synthetic archives in .data: named by size, index format and a hash of the
// shared archive and the generator; built in a child process (build-process.ts) whose process tree
// is sampled for its peak memory; stale ones (another format or hash, and the archive bench's
// former bench-synthetic-* files) deleted first; a build the free disk cannot hold refused.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/archive/config.ts';
import { INDEX_FORMAT_VERSION } from '../../src/archive/index/schema.ts';
import { gb, samplePeak } from './process-memory.ts';
import { GENERATOR_VERSION } from './synthetic-archive.ts';

export const BENCH_DIR = path.join(PROJECT_ROOT, '.data');
/** Entries a week of PDB releases brings: a build's last ones, added in place (issue 36: ≤ 10 minutes). */
export const ADDED_ENTRIES = 1_000;
/** Entries a chunk of a build adds (build-process.ts): what a stopped build can lose. */
export const CHUNK_ENTRIES = 20_000;
/** Bytes per entry assumed before any build measured it (issue 36: ~225 kB of entry and polymer
 * entity metadata, ~450 kB with every document type, ~270 kB of coordinates and motif postings). */
const ASSUMED_BYTES_PER_ENTRY = 800_000;

export interface BuildFigures {
  /** Over every run of a resumed build. */
  seconds: number;
  /** The largest of any run. */
  peakBytes: number;
  /** Runs the build took (a stopped build resumes, build-process.ts). */
  runs: number;
  /** The last entries were added to the built archive in place (build-process.ts), in this time. */
  added: number;
  additionSeconds: number;
}

function tag(sharedInputHash: string): string {
  const hash = createHash('sha256').update(`${sharedInputHash}|${GENERATOR_VERSION}`).digest('hex').slice(0, 12);
  return `v${INDEX_FORMAT_VERSION}-${hash}`;
}

export function scaleArchiveFile(size: number, sharedInputHash: string): string {
  return path.join(BENCH_DIR, `bench-scale-${size}-${tag(sharedInputHash)}.sqlite`);
}

/** The file and every side file beside it (WAL, MMseqs2 database, build figures). */
function withSideFiles(file: string): string[] {
  const base = path.basename(file);
  return readdirSync(path.dirname(file))
    .filter((name) => name === base || name.startsWith(`${base}.`) || name.startsWith(`${base}-`))
    .map((name) => path.join(path.dirname(file), name));
}

export function bytesOnDisk(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + bytesOnDisk(path.join(target, name)), 0);
}

export function deleteStaleArchives(sharedInputHash: string): void {
  mkdirSync(BENCH_DIR, { recursive: true });
  const current = `-${tag(sharedInputHash)}.sqlite`;
  for (const name of readdirSync(BENCH_DIR)) {
    if (!name.startsWith('bench-')) continue;
    // the current generation's files stay, a build under way included (its process replaces its own leftovers)
    if (name.startsWith('bench-scale-') && name.includes(current)) continue;
    console.log(`deleting stale bench archive .data/${name}`);
    rmSync(path.join(BENCH_DIR, name), { recursive: true, force: true });
  }
}

/** Bytes per entry of the largest current build, else the assumption. */
function bytesPerEntry(sharedInputHash: string): { bytes: number; from: string } {
  const pattern = new RegExp(`^bench-scale-(\\d+)-${tag(sharedInputHash)}\\.sqlite$`);
  const builds = readdirSync(BENCH_DIR)
    .flatMap((name) => {
      const size = Number(pattern.exec(name)?.[1]);
      return size ? [{ size, file: path.join(BENCH_DIR, name) }] : [];
    })
    .sort((a, b) => b.size - a.size);
  const largest = builds[0];
  if (!largest) return { bytes: ASSUMED_BYTES_PER_ENTRY, from: 'assumed' };
  const total = withSideFiles(largest.file).reduce((sum, f) => sum + bytesOnDisk(f), 0);
  return { bytes: total / largest.size, from: `measured on ${largest.size} entries` };
}

/** Builds the archive of `size` entries unless it exists; the figures of the build that made it. */
export async function ensureScaleArchive(
  size: number,
  shared: { file: string; inputHash: string },
  schemaDir: string,
): Promise<{ file: string; build: BuildFigures; reused: boolean }> {
  const file = scaleArchiveFile(size, shared.inputHash);
  const figuresFile = `${file}.build.json`;
  if (existsSync(file) && existsSync(figuresFile)) {
    return { file, build: JSON.parse(readFileSync(figuresFile, 'utf8')) as BuildFigures, reused: true };
  }
  for (const stale of existsSync(file) ? withSideFiles(file) : []) rmSync(stale, { recursive: true, force: true });
  const perEntry = bytesPerEntry(shared.inputHash);
  // a resumed build already holds part of what it needs on disk
  const written = withSideFiles(`${file}.building`).reduce((sum, f) => sum + bytesOnDisk(f), 0);
  const needed = perEntry.bytes * size * 2 - written; // the build's own file, and room for the atomic rename's second copy
  const free = statfsSync(BENCH_DIR).bavail * statfsSync(BENCH_DIR).bsize;
  console.log(
    `building ${path.relative(PROJECT_ROOT, file)}: needs about ${gb(needed)} more (${Math.round(perEntry.bytes / 1000)} kB per entry, ${perEntry.from}, ×2${written ? `, ${gb(written)} already written` : ''}), ${gb(free)} free`,
  );
  if (needed > free)
    throw new Error(`not enough free disk for ${size} entries: ${gb(needed)} needed, ${gb(free)} free`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/scale/build-process.ts', shared.file, file, String(size), schemaDir],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const sampler = samplePeak(child.pid!);
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const started = performance.now();
  // every run of the build, kept until it finishes: a stopped one is resumed by the next. This
  // run's figures are written as it goes, so a bench stopped with it (a session's end) leaves them
  const runsFile = `${file}.building.runs.json`;
  const earlier = existsSync(runsFile)
    ? (JSON.parse(readFileSync(runsFile, 'utf8')) as Array<{ seconds: number; peakBytes: number }>)
    : [];
  const runsSoFar = () => [...earlier, { seconds: (performance.now() - started) / 1000, peakBytes: sampler.peak() }];
  const recorder = setInterval(() => writeFileSync(runsFile, JSON.stringify(runsSoFar())), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(recorder);
  sampler.stop();
  const runs = runsSoFar();
  writeFileSync(runsFile, JSON.stringify(runs));
  if (code !== 0) throw new Error(`the build of ${size} entries exited with code ${code}; run again to resume it`);
  const summary = JSON.parse(printed.trim().split('\n').at(-1)!) as Pick<BuildFigures, 'added' | 'additionSeconds'>;
  const build: BuildFigures = {
    seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    peakBytes: Math.max(...runs.map((run) => run.peakBytes)),
    runs: runs.length,
    added: summary.added,
    additionSeconds: summary.additionSeconds,
  };
  rmSync(runsFile, { force: true });
  writeFileSync(figuresFile, JSON.stringify(build));
  return { file, build, reused: false };
}

/** Index size split into metadata and the services' data (tables, and side files beside the index). */
export function indexSizes(
  file: string,
  db: { prepare(sql: string): { all(): unknown[] } },
): { metadata: number; services: number; serviceParts: Map<string, number> } {
  const owner = new Map(
    (
      db.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index')").all() as Array<{
        name: string;
        tbl_name: string;
      }>
    ).map((r) => [r.name, r.tbl_name]),
  );
  const serviceParts = new Map<string, number>();
  let metadata = 0;
  for (const { name, bytes } of db
    .prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name')
    .all() as Array<{ name: string; bytes: number }>) {
    const table = owner.get(name) ?? name;
    if (SERVICE_TABLE.test(table)) serviceParts.set(table, (serviceParts.get(table) ?? 0) + bytes);
    else metadata += bytes;
  }
  for (const side of withSideFiles(file)) {
    if (/\.mmseqs-/.test(side))
      serviceParts.set(
        path.basename(side).replace(/^.*\.(mmseqs)-.*$/, 'MMseqs2 database (side files)'),
        bytesOnDisk(side),
      );
  }
  const services = [...serviceParts.values()].reduce((a, b) => a + b, 0);
  return { metadata, services, serviceParts };
}

/** The services' own tables (everything else is the metadata: documents, attributes, full text, links). */
export const SERVICE_TABLE = /^(entry_structure|strucmotif_.*|structure_shape|sequence_cluster_fallback|sequence_set)$/;
