// The MMseqs2 database of an index (MMseqs2 is the engine the RCSB runs; Debian package
// `mmseqs2`): the protein sequences with a precomputed k-mer index in a directory beside the
// index file, built when the index is published and reused while the sequences stay the same
// (a hash of them marks a finished database). The k-mer index is built with k = 5: half the size
// on disk of the default (≈ 400 MB instead of ≈ 860 MB for the shared archive's 133,000
// residues, mostly precomputed k-mer score tables). Child processes are spawned asynchronously.

import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SequenceSet } from './sequence-set.ts';

export const runProcess = promisify(execFile);

export const MMSEQS_BINARY_ENV = 'PDB_MMSEQS_BINARY';
export const KMER_LENGTH = '5';
export const THREADS = '2';
const FASTA_HASH_FILE = 'fasta.sha256';
/**
 * Below this many protein residues an MMseqs2 database is not built unless asked for: the
 * built-in aligner answers such archives (test archives, small collections) in a few
 * milliseconds, faster than starting mmseqs, and each database holds ≈ 400 MB of k-mer tables.
 */
export const MIN_MMSEQS_RESIDUES = 50_000;
/** The database's name inside its directory. */
export const TARGET = 'target';

/** The mmseqs executable: $PDB_MMSEQS_BINARY, else `mmseqs` on the PATH; undefined when absent. */
export function findMmseqs(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const executable = (file: string): boolean => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const explicit = env[MMSEQS_BINARY_ENV];
  if (explicit) return executable(explicit) ? explicit : undefined;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, 'mmseqs'))) return path.join(dir, 'mmseqs');
  }
  return undefined;
}

/** Where the MMseqs2 database of an index lives: beside it, named by the index's input hash. */
export function mmseqsDirectory(indexFile: string, inputHash: string): string {
  return `${indexFile}.mmseqs-${inputHash.slice(0, 12)}`;
}

function fastaOf(set: SequenceSet): string {
  return Array.from({ length: set.size }, (_, k) => `>${set.id(k)}\n${set.sequence(k)}\n`).join('');
}

const fastaHashes = new WeakMap<SequenceSet, string>();

/**
 * The SHA-256 of fastaOf(set), hashed record by record (the same digest): the server checks its
 * database with it at the first protein search, and at 200,000 entries the FASTA text would be
 * ≈ 100 MB made only to be hashed. Kept per set: a set never changes.
 */
function fastaHash(set: SequenceSet): string {
  let found = fastaHashes.get(set);
  if (found === undefined) {
    const hash = createHash('sha256');
    for (let k = 0; k < set.size; k++) hash.update(`>${set.id(k)}\n${set.sequence(k)}\n`);
    fastaHashes.set(set, (found = hash.digest('hex')));
  }
  return found;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/** Whether `dir` holds a finished database of exactly these sequences. */
export async function mmseqsDatabaseCurrent(dir: string, set: SequenceSet): Promise<boolean> {
  try {
    return (await readFile(path.join(dir, FASTA_HASH_FILE), 'utf8')).trim() === fastaHash(set);
  } catch {
    return false;
  }
}

/**
 * A finished database of the same sequences beside `dir` (another index of the same archive,
 * such as a rebuilt one), whose files can be shared: MMseqs2 never writes to a database it reads.
 */
async function siblingDatabase(dir: string, set: SequenceSet): Promise<string | undefined> {
  const parent = path.dirname(dir);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return undefined;
  }
  for (const name of names) {
    const sibling = path.join(parent, name);
    if (sibling !== dir && /\.mmseqs-[0-9a-f]{12}$/.test(name) && (await mmseqsDatabaseCurrent(sibling, set)))
      return sibling;
  }
  return undefined;
}

/**
 * Builds the database of the set's sequences and its k-mer index in a scratch directory (or
 * hard-links the files of a sibling database of the same sequences), then renames it to `dir`
 * (replacing a stale one); a concurrent build that finished first wins. Returns false when
 * there is nothing to index.
 */
export async function buildMmseqsDatabase(binary: string, dir: string, set: SequenceSet): Promise<boolean> {
  if (set.size === 0) return false;
  if (await mmseqsDatabaseCurrent(dir, set)) return true;
  const fasta = fastaOf(set);
  const building = `${dir}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(building, { recursive: true });
  try {
    const sibling = await siblingDatabase(dir, set);
    let shared = false;
    if (sibling) {
      try {
        for (const name of await readdir(sibling)) await link(path.join(sibling, name), path.join(building, name));
        shared = await mmseqsDatabaseCurrent(building, set);
      } catch {
        shared = false; // another file system, or the sibling went away: build our own
      }
    }
    if (!shared) {
      await rm(building, { recursive: true, force: true });
      await mkdir(building, { recursive: true });
      const input = path.join(building, 'sequences.fasta');
      await writeFile(input, fasta);
      const target = path.join(building, TARGET);
      await runProcess(binary, ['createdb', input, target, '-v', '1']);
      await runProcess(
        binary,
        ['createindex', target, path.join(building, 'tmp'), '-k', KMER_LENGTH, '--threads', THREADS, '-v', '1'],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      await rm(path.join(building, 'tmp'), { recursive: true, force: true });
      await rm(input, { force: true });
      // written last: its presence marks a finished database
      await writeFile(path.join(building, FASTA_HASH_FILE), `${fastaHash(set)}\n`);
    }
    if (await exists(dir)) {
      if (await mmseqsDatabaseCurrent(dir, set)) return true; // another process finished first
      await rm(dir, { recursive: true, force: true });
    }
    try {
      await rename(building, dir);
    } catch (error) {
      if (!(await mmseqsDatabaseCurrent(dir, set))) throw error;
    }
    return true;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/**
 * Removes MMseqs2 directories beside `indexFile` that no index uses any more: those of an index
 * file that is gone and older builds of this one.
 */
export async function removeStaleMmseqsDirectories(indexFile: string, keep: string): Promise<void> {
  const parent = path.dirname(indexFile);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^(.*)\.mmseqs-[0-9a-f]{12}(?:\.building-(\d+)-[0-9a-f]+)?$/.exec(name);
    if (!match || path.join(parent, name) === keep) continue;
    const owner = path.join(parent, match[1]!);
    const builder = match[2] ? Number(match[2]) : undefined;
    // a build in progress belongs to a live process; a dead one's leftovers go
    const stale = builder !== undefined ? !processAlive(builder) : owner === indexFile || !(await exists(owner));
    if (stale) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}
