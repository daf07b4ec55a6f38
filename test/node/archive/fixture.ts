// The shared archive ingested once per content: the index is cached under .data/ with a name
// derived from the archive's content hash and the ingest code itself, so every test file (and
// the browser and e2e suites) reuses one build, and a change to either input or code rebuilds.
// Concurrent test processes wait on a lock file instead of ingesting twice.

import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT_ROOT, resolveSourceDir } from '../../../src/archive/config.ts';
import { ingest, readIndexMetadata, type IngestSummary } from '../../../src/archive/ingest.ts';
import type { IndexMetadata } from '../../../src/archive/index/metadata.ts';
import { attachAttributeRows } from '../../support/attribute-rows.ts';
import { readableBodies } from '../../support/document-body.ts';

export interface TestArchive {
  source: string;
  file: string;
  metadata: IndexMetadata;
  /** Summary of the ingest when this process built the index; undefined when it was cached. */
  summary?: IngestSummary;
  open(): Database.Database;
  /** A connection with the index's attribute rows attached as `attr` (test/support/attribute-rows.ts). */
  openWithAttributeRows(): Database.Database;
}

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(full, hash);
    else if (name.endsWith('.ts')) hash.update(name).update(readFileSync(full));
  }
}

/** Content of every input file (sizes and bytes) plus the archive source code. */
export function testArchiveKey(source: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const stats = statSync(full);
      if (stats.isDirectory()) walk(full);
      else hash.update(path.relative(source, full)).update(readFileSync(full));
    }
  };
  walk(source);
  // the code that decides what the index holds (not the query engine, which only reads it)
  const archive = path.join(PROJECT_ROOT, 'src', 'archive');
  hashTree(path.join(archive, 'ingest'), hash);
  hashTree(path.join(archive, 'index'), hash);
  hashTree(path.join(archive, 'services'), hash); // the services' ingest hooks write tables too
  hash.update(readFileSync(path.join(archive, 'ingest.ts')));
  // which attributes a tree node's count follows
  hash.update(readFileSync(path.join(PROJECT_ROOT, 'src', 'model', 'trees.ts')));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      let holder = Number.NaN;
      try {
        holder = Number(readFileSync(lockFile, 'utf8'));
      } catch {
        continue; // released between our attempts
      }
      let age = 0;
      try {
        age = Date.now() - statSync(lockFile).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      // a holder that died, or a lock left empty by a crash before its pid was written
      const stale = Number.isInteger(holder) && holder > 0 ? !processAlive(holder) : age > 60_000;
      if (stale) rmSync(lockFile, { force: true });
      else if (attempt > 1200) throw new Error(`timed out waiting for ${lockFile}`);
      else await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** Builds of other keys kept beside the current one: git worktrees of other branches share `.data`. */
const OTHER_BUILDS_KEPT = 2;

/**
 * Builds keyed by other code or data are read only by other checkouts sharing this folder: keep
 * the most recently built few (a worktree's rebuild would otherwise delete another's archive while
 * its tests read it) and remove the rest, with their side files.
 */
function removeOlderBuilds(dir: string, current: string): void {
  const builds = readdirSync(dir)
    .filter((name) => /^test-archive-[0-9a-f]+\.sqlite$/.test(name) && name !== current)
    .map((name) => ({ name, built: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.built - a.built)
    .slice(OTHER_BUILDS_KEPT);
  for (const { name } of builds) rmSync(path.join(dir, name), { force: true });
  // side files (WAL, shared memory, MMseqs2 databases) of builds no longer there; never an ingest's temporary file
  for (const name of readdirSync(dir)) {
    const base = /^(test-archive-[0-9a-f]+\.sqlite)(-wal|-shm|\.mmseqs-[0-9a-f]+|\.attr-rows(?:-\d+)?)$/.exec(
      name,
    )?.[1];
    if (base && !existsSync(path.join(dir, base))) rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

let cached: Promise<TestArchive> | undefined;

export function getTestArchive(): Promise<TestArchive> {
  cached ??= (async () => {
    const source = resolveSourceDir();
    const dir = path.join(PROJECT_ROOT, '.data');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `test-archive-${testArchiveKey(source)}.sqlite`);
    let summary: IngestSummary | undefined;
    await withLock(`${file}.lock`, async () => {
      if (existsSync(file) && readIndexMetadata(file)) return;
      summary = await ingest({ source, out: file, force: true });
      removeOlderBuilds(dir, path.basename(file));
    });
    const metadata = readIndexMetadata(file);
    if (!metadata) throw new Error(`test archive ${file} has no metadata`);
    return {
      source,
      file,
      metadata,
      ...(summary ? { summary } : {}),
      open: () => readableBodies(new Database(file, { readonly: true, fileMustExist: true })),
      openWithAttributeRows: () =>
        attachAttributeRows(readableBodies(new Database(file, { readonly: true, fileMustExist: true })), source),
    };
  })();
  return cached;
}
