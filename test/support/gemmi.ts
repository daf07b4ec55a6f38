// The independent reading of the archive's files (issue 19): test/independent/gemmi_reading.py,
// run with Debian's python3 and python3-gemmi. As root (CI) a missing gemmi is installed from
// Debian's packages; elsewhere the tests that need it skip, saying why.

import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { promisify } from 'node:util';
import type Database from 'better-sqlite3';
import { PROJECT_ROOT, resolveSourceDir } from '../../src/archive/config.ts';
import { ArchiveSearch } from '../../src/archive/query/search.ts';
import { getTestArchive } from '../node/archive/fixture.ts';

const PYTHON = '/usr/bin/python3';
const SCRIPT = path.join(PROJECT_ROOT, 'test', 'independent', 'gemmi_reading.py');

const hasGemmi = (): boolean => spawnSync(PYTHON, ['-c', 'import gemmi']).status === 0;

let unavailable: string | undefined | null = null;

/** Why gemmi cannot be used here, or undefined when it can (installing it first when root). */
export function gemmiUnavailable(): string | undefined {
  if (unavailable !== null) return unavailable;
  if (!existsSync(PYTHON)) unavailable = "Debian's python3 is not installed";
  else if (hasGemmi()) unavailable = undefined;
  else if (process.getuid?.() !== 0)
    unavailable = 'python3-gemmi is not installed (the tests install it when run as root)';
  else {
    const install = spawnSync(
      'sh',
      ['-c', 'apt-get install -y -qq python3-gemmi || (apt-get update -qq && apt-get install -y -qq python3-gemmi)'],
      {
        stdio: 'ignore',
      },
    );
    unavailable = install.status === 0 && hasGemmi() ? undefined : 'python3-gemmi could not be installed';
  }
  return unavailable;
}

/** What gemmi reads from `files` in one of the script's modes, parsed from its JSON. */
export async function gemmiReading<T>(mode: string, files: string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(PYTHON, [SCRIPT, mode, ...files], { maxBuffer: 256 << 20 });
  return JSON.parse(stdout) as T;
}

/** The shared archive's entry files, computed models (AF_, MA_) aside: the PDB entries. */
export function experimentalEntries(): string[] {
  const dir = path.join(resolveSourceDir(), 'entries');
  return readdirSync(dir)
    .filter((name) => !/^(af|ma)_/.test(name))
    .map((name) => path.join(dir, name));
}

/** The experimental entries under 300 kB (gemmi reads them in seconds). */
export function smallExperimentalEntries(): string[] {
  return experimentalEntries().filter((file) => statSync(file).size < 300_000);
}

export interface ArchiveAndReading<T> {
  db: Database.Database;
  engine: ArchiveSearch;
  reading: T;
}

/**
 * Inside a describe: the test archive (its database and engine) and gemmi's reading of `files`,
 * ready in the suite's before hook and closed after it.
 */
export function archiveAndGemmiReading<T>(mode: string, files: () => string[]): ArchiveAndReading<T> {
  const fixture = {} as ArchiveAndReading<T>;
  before(async () => {
    const archive = await getTestArchive();
    fixture.db = archive.open();
    fixture.engine = new ArchiveSearch(archive.file);
    fixture.reading = await gemmiReading<T>(mode, files());
  });
  after(() => {
    fixture.db?.close();
    fixture.engine?.close();
  });
  return fixture;
}
