// A protein query answered by MMseqs2: the query as a one-sequence database in a temporary
// directory, one `mmseqs search -a` process against the index's database (mmseqs-database.ts),
// and the alignment result read back directly, its backtraces giving the aligned strings. The
// process is spawned asynchronously (a query never blocks the event loop) and the temporary
// directory is removed whatever happens.

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { matchContext, type SequenceHit, type SequenceQuery } from './hits.ts';
import { KMER_LENGTH, TARGET, THREADS, runProcess } from './mmseqs-database.ts';
import type { SequenceSet } from './sequence-set.ts';

/**
 * The query as a one-sequence MMseqs2 database, written directly in the documented database
 * format (what `createdb` writes: data with each entry ending "\n\0", an index of key, offset and
 * length, a 4-byte type: 0 amino acids, 12 headers) instead of spawning `createdb`.
 */
async function writeQueryDatabase(file: string, sequence: string): Promise<void> {
  const type = (code: number): Buffer => {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32LE(code);
    return bytes;
  };
  const header = 'query';
  await Promise.all([
    writeFile(file, `${sequence}\n\0`),
    writeFile(`${file}.index`, `0\t0\t${sequence.length + 2}\n`),
    writeFile(`${file}.dbtype`, type(0)),
    writeFile(`${file}_h`, `${header}\n\0`),
    writeFile(`${file}_h.index`, `0\t0\t${header.length + 2}\n`),
    writeFile(`${file}_h.dbtype`, type(12)),
    writeFile(`${file}.lookup`, `0\t${header}\t0\n`),
  ]);
}

/** The aligned strings of a CIGAR-like backtrace (M both, I query only, D target only). */
export function alignedFromBacktrace(
  backtrace: string,
  query: string,
  queryStart: number,
  subject: string,
  subjectStart: number,
): { query: string; subject: string } {
  let q = '';
  let s = '';
  let i = queryStart;
  let j = subjectStart;
  for (const [, count, op] of backtrace.matchAll(/(\d+)([MID])/g)) {
    const n = Number(count);
    if (op === 'M') {
      q += query.slice(i, i + n);
      s += subject.slice(j, j + n);
      i += n;
      j += n;
    } else if (op === 'I') {
      q += query.slice(i, i + n);
      s += '-'.repeat(n);
      i += n;
    } else {
      q += '-'.repeat(n);
      s += subject.slice(j, j + n);
      j += n;
    }
  }
  return { query: q, subject: s };
}

/**
 * Hits from an MMseqs2 alignment result database (`search -a`): one line per hit of target key,
 * bit score, identity, E-value, query start, end and length, target start, end and length
 * (0-based) and the backtrace; `keys` maps target keys to indexes in the set.
 */
export function parseAlignments(
  output: string,
  query: SequenceQuery,
  set: SequenceSet,
  keys: ReadonlyMap<number, number>,
): SequenceHit[] {
  const hits: SequenceHit[] = [];
  for (const line of output.split('\n')) {
    const fields = line.replace(/\0/g, '').split('\t');
    if (fields.length < 11) continue;
    const [key, bits, , evalue, qstart, qend, qlen, tstart, tend, tlen, backtrace] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const k = keys.get(Number(key));
    if (k === undefined) continue;
    const strings = alignedFromBacktrace(backtrace, query.sequence, Number(qstart), set.sequence(k), Number(tstart));
    const context = matchContext(
      {
        evalue: Number(evalue),
        bitscore: Number(bits),
        queryBegin: Number(qstart) + 1,
        queryEnd: Number(qend) + 1,
        subjectBegin: Number(tstart) + 1,
        subjectEnd: Number(tend) + 1,
        queryLength: Number(qlen),
        subjectLength: Number(tlen),
        queryAligned: strings.query,
        subjectAligned: strings.subject,
      },
      set.scheme,
    );
    if (context.evalue <= query.evalueCutoff && context.sequence_identity >= query.identityCutoff)
      hits.push({ row: set.row(k), context });
  }
  return hits;
}

const lookups = new WeakMap<SequenceSet, Map<string, Promise<Map<number, number>>>>();

/** Target keys of a database (its .lookup file: key, id, file) as indexes in the set. */
function targetKeys(dir: string, set: SequenceSet): Promise<Map<number, number>> {
  let byDir = lookups.get(set);
  if (!byDir) lookups.set(set, (byDir = new Map()));
  let found = byDir.get(dir);
  if (!found) {
    found = readFile(path.join(dir, `${TARGET}.lookup`), 'utf8').then((text) => {
      const keys = new Map<number, number>();
      for (const line of text.split('\n')) {
        const [key, id] = line.split('\t');
        const k = id === undefined ? undefined : set.indexOfId(id);
        if (k !== undefined) keys.set(Number(key), k);
      }
      return keys;
    });
    found.catch(() => byDir.delete(dir));
    byDir.set(dir, found);
  }
  return found;
}

/**
 * One query against a finished database in `dir`: a single `mmseqs search` process (the query
 * database is written directly and the result read directly, without createdb and convertalis).
 */
export async function searchMmseqs(
  binary: string,
  dir: string,
  query: SequenceQuery,
  set: SequenceSet,
): Promise<SequenceHit[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'pdb-mmseqs-'));
  try {
    const queryDb = path.join(work, 'query');
    const result = path.join(work, 'result');
    await writeQueryDatabase(queryDb, query.sequence);
    await runProcess(binary, [
      'search',
      queryDb,
      path.join(dir, TARGET),
      result,
      path.join(work, 'tmp'),
      '--threads',
      THREADS,
      '-k',
      KMER_LENGTH,
      '-e',
      String(query.evalueCutoff),
      '--min-seq-id',
      String(query.identityCutoff),
      // every sequence may be a hit: the default (300) would cut a large family short
      '--max-seqs',
      String(Math.max(300, set.size)),
      '-a',
      // the index mapped, not read: a search touches the k-mer lists its query needs (at 200,000
      // entries the process peaked at 957 MB reading the 1.06 GB index whole, 349 MB mapped; the
      // same hits, and faster)
      '--db-load-mode',
      '2',
      '-v',
      '1',
    ]);
    const [output, keys] = await Promise.all([readFile(result, 'utf8'), targetKeys(dir, set)]);
    return parseAlignments(output, query, set, keys);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
