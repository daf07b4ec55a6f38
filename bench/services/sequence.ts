// Sequence search on the shared archive: p50 of real protein queries with MMseqs2 (when
// installed) and with the built-in aligner side by side, DNA and RNA with the built-in aligner,
// recall of planted homologs (real sequences mutated to 90/70/50/30 % identity, each query
// counted as found when its source entity is among the hits at the default E-value cutoff), and
// the ingest cost of the cluster fallback. Targets (issue 6): p50 ≤ 150 ms built-in, ≤ 50 ms MMseqs2.

import { SequenceService } from '../../src/archive/services/sequence/service.ts';
import { clusterUnlistedEntities } from '../../src/archive/services/sequence/cluster-fallback.ts';
import { findMmseqs } from '../../src/archive/services/sequence/mmseqs-database.ts';
import { readSequenceQuery } from '../../src/archive/services/sequence/parameters.ts';
import type { SequenceRecord } from '../../src/archive/services/sequence/sequence-set.ts';
import { decodeSequenceSets } from '../../src/archive/services/sequence/sequence-store.ts';
import { mutate } from '../../test/node/archive/sequence-mutate.ts';
import type { ServiceBenchContext } from './context.ts';
import { fmt, row, timeRuns } from '../lib/stats.ts';

const REPEAT = 10;
const PLANTED_PER_LEVEL = 40;
const WIDTHS = [22, 7, 7, 12, 12, 9, 9];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Real queries over the range of lengths: named classics, then every n-th protein of 50–1000 residues. */
function pickQueries(records: readonly SequenceRecord[]): SequenceRecord[] {
  const named = ['101M_1', '4HHB_1', '4HHB_2', '200L_1', '1B5F_1', '3VFJ_1', '5J7V_1'];
  const out = named.map((id) => records.find((r) => r.id === id)).filter((r): r is SequenceRecord => r !== undefined);
  const others = records.filter((r) => r.sequence.length >= 50 && r.sequence.length <= 1000 && !out.includes(r));
  for (let i = 0; i < others.length && out.length < 15; i += Math.max(1, Math.floor(others.length / 8)))
    out.push(others[i]!);
  return out;
}

export async function benchSequence(ctx: ServiceBenchContext): Promise<void> {
  const builtin = new SequenceService(ctx.index, { engine: 'builtin' });
  const binary = findMmseqs();
  const mmseqs = binary ? new SequenceService(ctx.index, { engine: 'mmseqs' }) : undefined;
  const sets = builtin.load();
  const proteins = sets.get('protein')!;
  console.log(
    `\nSequence: ${proteins.size} protein entities (${proteins.totalResidues} residues), ${sets.get('dna')!.size} DNA, ${sets.get('rna')!.size} RNA`,
  );
  if (mmseqs) {
    const t = performance.now();
    const ready = await mmseqs.prepareMmseqs();
    console.log(`MMseqs2 (${binary}): database ${ready ? 'ready' : 'NOT built'} in ${fmt(performance.now() - t)}`);
  } else console.log('MMseqs2: not installed — built-in aligner only');

  console.log(row(['query', 'length', 'hits', 'built-in p50', 'MMseqs2 p50', 'b/in p95', 'mm p95'], WIDTHS));
  const builtinP50: number[] = [];
  const mmseqsP50: number[] = [];
  for (const record of pickQueries(proteins.records)) {
    const query = readSequenceQuery({ value: record.sequence });
    let hits = 0;
    const b = await timeRuns(async () => (hits = (await builtin.search(query)).length), REPEAT);
    builtinP50.push(b.p50);
    let m: { p50: number; p95: number } | undefined;
    let mmHits = 0;
    if (mmseqs) {
      m = await timeRuns(async () => (mmHits = (await mmseqs.search(query)).length), REPEAT);
      mmseqsP50.push(m.p50);
    }
    console.log(
      row(
        [
          record.id,
          record.sequence.length,
          mmseqs ? `${hits}/${mmHits}` : hits,
          fmt(b.p50),
          m ? fmt(m.p50) : '-',
          fmt(b.p95),
          m ? fmt(m.p95) : '-',
        ],
        WIDTHS,
      ),
    );
  }
  console.log(
    `protein p50 over queries: built-in ${fmt(median(builtinP50))} (target ≤150 ms)` +
      (mmseqs ? `, MMseqs2 ${fmt(median(mmseqsP50))} (target ≤50 ms)` : ''),
  );

  for (const type of ['dna', 'rna'] as const) {
    const set = sets.get(type)!;
    const queries = set.records.filter((r) => r.sequence.length >= 25).slice(0, 5);
    const times: number[] = [];
    for (const r of queries) {
      const query = readSequenceQuery({ value: r.sequence.slice(0, 1000), sequence_type: type });
      times.push((await timeRuns(() => builtin.search(query), REPEAT)).p50);
    }
    console.log(`${type.toUpperCase()} (built-in, ${queries.length} queries): p50 ${fmt(median(times))}`);
  }

  // planted homologs: the source of every mutated query should be a hit
  const sources = proteins.records.filter((r) => r.sequence.length >= 80 && !/X{3}/.test(r.sequence));
  const step = Math.max(1, Math.floor(sources.length / PLANTED_PER_LEVEL));
  const picked = sources.filter((_, i) => i % step === 0).slice(0, PLANTED_PER_LEVEL);
  console.log(`\nPlanted homologs (${picked.length} sources of 80+ residues per level, E ≤ 0.1):`);
  console.log(row(['identity', 'built-in', 'MMseqs2', 'b/in p50', 'mm p50'], [10, 12, 12, 12, 12]));
  for (const identity of [0.9, 0.7, 0.5, 0.3]) {
    let foundBuiltin = 0;
    let foundMmseqs = 0;
    const tb: number[] = [];
    const tm: number[] = [];
    for (const [i, source] of picked.entries()) {
      const query = readSequenceQuery({ value: mutate(source.sequence, identity, 1000 + i) });
      let t = performance.now();
      if ((await builtin.search(query)).some((h) => h.row === source.row)) foundBuiltin++;
      tb.push(performance.now() - t);
      if (mmseqs) {
        t = performance.now();
        if ((await mmseqs.search(query)).some((h) => h.row === source.row)) foundMmseqs++;
        tm.push(performance.now() - t);
      }
    }
    const pct = (n: number): string => `${n}/${picked.length} ${((100 * n) / picked.length).toFixed(0)}%`;
    console.log(
      row(
        [
          `${identity * 100}%`,
          pct(foundBuiltin),
          mmseqs ? pct(foundMmseqs) : '-',
          fmt(median(tb)),
          mmseqs ? fmt(median(tm)) : '-',
        ],
        [10, 12, 12, 12, 12],
      ),
    );
  }

  const t = performance.now();
  // as ingest runs it: the sets decoded from the documents, then clustered
  const memberships = clusterUnlistedEntities(ctx.index.db, decodeSequenceSets(ctx.index.db));
  console.log(
    `\nCluster fallback (ingest): ${memberships.length} memberships of unlisted entities in ${fmt(performance.now() - t)}`,
  );
}
