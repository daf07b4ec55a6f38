// Structure motif search on the shared archive: the index (size, pairs, and the time its ingest
// hook takes, rebuilt here from the stored coordinates), the first query of a fresh service
// (postings read and candidate entries decoded), then p50/p95 of warm queries through the
// service's evaluate (what the engine calls): the named motifs of extra/strucmotif_motifs.json,
// trypsin's catalytic triad under each atom pairing scheme, with exchanges and unpruned, and
// larger motifs around that active site (5 and 10 residues).
// Target (issue 6): p50 ≤ 150 ms.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { ENTRY_STRUCTURE_TABLE } from '../../src/archive/services/coordinates/store.ts';
import { STRUCMOTIF_POSTINGS_TABLE, buildStrucmotifIndex } from '../../src/archive/services/strucmotif/index-build.ts';
import { StrucmotifService } from '../../src/archive/services/strucmotif/service.ts';
import type { ResidueId } from '../../src/model/types.ts';
import { fmt, row, timeRuns } from '../lib/stats.ts';
import type { ServiceBenchContext } from './context.ts';

const WIDTHS = [44, 8, 10, 10, 10];
const REPEAT = 20;

const residue = (label_asym_id: string, label_seq_id: number, struct_oper_id = '1'): Required<ResidueId> => ({
  label_asym_id,
  label_seq_id,
  struct_oper_id,
});

function namedMotifs(): Array<{ label: string; parameters: object }> {
  const file = path.join(resolveSourceDir(), 'extra', 'strucmotif_motifs.json');
  const motifs = JSON.parse(readFileSync(file, 'utf8')) as Array<{
    motifIdentifier: string;
    structureIdentifier: string;
    labelSelections: Array<{ labelAsymId: string; structOperId: string; labelSeqId: number }>;
  }>;
  return motifs.map((m) => ({
    label: `named ${m.motifIdentifier} (${m.structureIdentifier})`,
    parameters: {
      value: {
        entry_id: m.structureIdentifier.toUpperCase(),
        residue_ids: m.labelSelections.map((s) => residue(s.labelAsymId, s.labelSeqId, s.structOperId)),
      },
    },
  }));
}

/** 3PTB residues by author number (chymotrypsin numbering), and the n residues nearest Ser195 OG. */
function trypsinMotifs(service: StrucmotifService): {
  triad: Required<ResidueId>[];
  five: Required<ResidueId>[];
  ten: Required<ResidueId>[];
} {
  const structure = service.store.get('3PTB');
  if (!structure) throw new Error('3PTB is not in the archive');
  const chain = structure.chains.find((c) => c.asymId === 'A')!;
  const byAuth = (auth: string) => residue('A', chain.seqIds[chain.authSeqIds.indexOf(auth)]!);
  const atom = (i: number, name: string) => {
    for (let a = chain.atomStart[i]!; a < chain.atomStart[i + 1]!; a++)
      if (chain.atomNames[a] === name)
        return [chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!];
    return undefined;
  };
  const og = atom(chain.authSeqIds.indexOf('195'), 'OG')!;
  const nearest = chain.seqIds
    .map((seq, i) => ({ seq, ca: atom(i, 'CA') }))
    .filter((r) => r.ca)
    .sort((x, y) => Math.hypot(...x.ca!.map((v, k) => v - og[k]!)) - Math.hypot(...y.ca!.map((v, k) => v - og[k]!)));
  return {
    triad: ['57', '102', '195'].map(byAuth),
    five: ['57', '102', '195', '193', '214'].map(byAuth),
    ten: nearest.slice(0, 10).map((r) => residue('A', r.seq)),
  };
}

function indexFigures(ctx: ServiceBenchContext): void {
  const db = ctx.index.db;
  const stored = db
    .prepare(
      `SELECT count(*) AS rows, sum(pairs) AS pairs, sum(length(directory)) AS dir, sum(length(postings)) AS postings FROM ${STRUCMOTIF_POSTINGS_TABLE}`,
    )
    .get() as {
    rows: number;
    pairs: number;
    dir: number;
    postings: number;
  };
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `index: ${stored.pairs} residue pairs in ${stored.rows} type-pair rows; postings ${mb(stored.postings)} + directories ${mb(stored.dir)}`,
  );
  // the ingest hook's own time: rebuild from a copy of the stored coordinates
  const scratch = new Database(':memory:');
  scratch.prepare('ATTACH DATABASE ? AS source').run(ctx.indexFile);
  scratch.exec(`CREATE TABLE ${ENTRY_STRUCTURE_TABLE} AS SELECT * FROM source.${ENTRY_STRUCTURE_TABLE}`);
  scratch.exec('DETACH DATABASE source');
  const started = performance.now();
  const built = buildStrucmotifIndex(scratch);
  console.log(
    `ingest hook (rebuilt here): ${built.entries} entries, ${built.pairs} pairs in ${fmt(performance.now() - started)}`,
  );
  scratch.close();
}

export async function benchStrucmotif(ctx: ServiceBenchContext): Promise<void> {
  console.log('\nStructure motif');
  indexFigures(ctx);

  const fresh = new StrucmotifService(ctx.index);
  const motifs = trypsinMotifs(fresh);
  const triad = { entry_id: '3PTB', residue_ids: motifs.triad };
  const context = { returnType: 'assembly' as const, index: ctx.index };
  const started = performance.now();
  await fresh.evaluate({ value: triad }, context);
  console.log(
    `first query of a fresh service (postings read, candidate entries decoded): ${fmt(performance.now() - started)}`,
  );

  const service = ctx.services.get('strucmotif') ?? fresh;
  const cases: Array<{ label: string; parameters: object }> = [
    ...namedMotifs(),
    { label: 'triad 3PTB His57 Asp102 Ser195, ALL', parameters: { value: triad } },
    { label: 'triad, BACKBONE', parameters: { value: triad, atom_pairing_scheme: 'BACKBONE' } },
    { label: 'triad, SIDE_CHAIN', parameters: { value: triad, atom_pairing_scheme: 'SIDE_CHAIN' } },
    { label: 'triad, PSEUDO_ATOMS', parameters: { value: triad, atom_pairing_scheme: 'PSEUDO_ATOMS' } },
    {
      label: 'triad, exchanges D->E,N S->C,T',
      parameters: {
        value: triad,
        exchanges: [
          { residue_id: motifs.triad[1], allowed: ['GLU', 'ASN'] },
          { residue_id: motifs.triad[2], allowed: ['CYS', 'THR'] },
        ],
      },
    },
    { label: 'triad, motif_pruning_strategy NONE', parameters: { value: triad, motif_pruning_strategy: 'NONE' } },
    {
      label: 'active site, 5 residues (+Gly193 Ser214)',
      parameters: { value: { entry_id: '3PTB', residue_ids: motifs.five } },
    },
    {
      label: 'active site, 10 residues nearest Ser195',
      parameters: { value: { entry_id: '3PTB', residue_ids: motifs.ten } },
    },
  ];
  console.log(row(['query (return_type assembly)', 'rows', 'p50', 'p95', 'first'], WIDTHS));
  const p50s: number[] = [];
  for (const { label, parameters } of cases) {
    let rows = 0;
    const timing = await timeRuns(async () => {
      const answer = await service.evaluate(parameters, context);
      rows = [...('rows' in answer ? answer.rows : answer)].length;
    }, REPEAT);
    p50s.push(timing.p50);
    console.log(row([label, rows, fmt(timing.p50), fmt(timing.p95), fmt(timing.first)], WIDTHS));
  }
  console.log(`worst p50: ${fmt(Math.max(...p50s))} (target ≤150 ms)`);
}
