// The entry-level motif index (format 24) answers as the residue-level index of formats 21–23:
// the oracle (test/support/strucmotif-oracle/) rebuilds the old postings in memory from the same
// coordinates with a verbatim copy of the old pair enumeration and searches them with the old
// lookups and join. For motifs drawn from the shared archive as the scale bench draws them
// (three residues in contact around a chain's middle), larger ones unpruned and with exchanges,
// the named motifs, other tolerances and a restricted set of entries, both give the same hits in
// the same order: entries, assemblies, residues, RMSDs and transformations. Underneath, the pairs
// a candidate's restricted enumeration yields are the full enumeration's among those types, in
// its order, for every entry.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { StructureStore } from '../../../src/archive/services/coordinates/store.ts';
import { forEachPairAmong } from '../../../src/archive/services/strucmotif/candidate-pairs.ts';
import { PAIR_CUTOFF, typePairKey } from '../../../src/archive/services/strucmotif/descriptor.ts';
import { AssemblyOperators } from '../../../src/archive/services/strucmotif/operators.ts';
import { chainsTogether, residueTable } from '../../../src/archive/services/strucmotif/residue-table.ts';
import { StrucmotifIndexReader } from '../../../src/archive/services/strucmotif/index-reader.ts';
import { motifPairs, resolveMotif } from '../../../src/archive/services/strucmotif/motif.ts';
import { readStrucmotifRequest } from '../../../src/archive/services/strucmotif/parameters.ts';
import {
  decodeDirectory,
  encodePostings,
  findCode,
  readPostings,
} from '../../../src/archive/services/strucmotif/postings.ts';
import { MotifSearcher, type MotifHit } from '../../../src/archive/services/strucmotif/search.ts';
import type { ChainResidues } from '../../../src/archive/services/coordinates/residues.ts';
import { PairIndexOracle, forEachEntryPairOracle } from '../../support/strucmotif-oracle/pair-index.ts';
import { searchOracle } from '../../support/strucmotif-oracle/pair-search.ts';
import { getTestArchive } from './fixture.ts';
import { motifOf } from '../../../bench/scale/requests.ts';

let archiveSource: string;
let index: ArchiveIndex;
let store: StructureStore;
let searcher: MotifSearcher;
let ids: readonly string[];
let oracle: PairIndexOracle;

before(async () => {
  const archive = await getTestArchive();
  archiveSource = archive.source;
  index = new ArchiveIndex(archive.file);
  store = new StructureStore(index);
  const reader = new StrucmotifIndexReader(index.db);
  searcher = new MotifSearcher(reader, store);
  ids = reader.entryIds();
  oracle = new PairIndexOracle(index.db);
});
after(() => index.close());

test('postings: entries and pair counts grouped by code, read back exactly', () => {
  const rows: Array<[number, number, number]> = [
    [3, 0, 2],
    [3, 7, 1],
    [3, 70000, 300],
    [8, 1, 1],
    [8, 5, 1],
  ];
  const col = (k: number) => Int32Array.from(rows.map((r) => r[k]!));
  const { directory, postings } = encodePostings(col(0), col(1), col(2), rows.length);
  const dir = decodeDirectory(directory);
  assert.deepEqual([...dir.codes], [3, 8]);
  assert.deepEqual([...dir.counts], [3, 2]);
  assert.equal(findCode(dir, 5), -1);
  const read = (code: number) => {
    const out: number[][] = [];
    readPostings(dir, postings, findCode(dir, code), (e, n) => out.push([e, n]));
    return out;
  };
  assert.deepEqual(read(3), [
    [0, 2],
    [7, 1],
    [70000, 300],
  ]);
  assert.deepEqual(read(8), [
    [1, 1],
    [5, 1],
  ]);
});

test('the index stands for every pair of the residue-level index', () => {
  const pairs = index.db.prepare('SELECT sum(pairs) FROM strucmotif_postings').pluck().get() as number;
  assert.equal(pairs, oracle.pairs);
});

/** Quarters of the entries (by their place), so that no one test runs long (a half took 6.4 s on CI). */
for (const quarter of [0, 1, 2, 3])
  test(`a candidate's pairs among some type pairs, entries ${quarter + 1}/4: the full enumeration's among them, in its order`, () => {
    let compared = 0;
    ids.forEach((id, e) => {
      if (e % 4 !== quarter) return;
      const structure = store.get(id)!;
      const all: number[] = [];
      forEachEntryPairOracle(structure, (key, code, r1, r2) => all.push(key, code, r1, r2));
      const table = residueTable(structure);
      const together = chainsTogether(structure, new AssemblyOperators(structure));
      // all pairs among one to four amino-acid types, rotating from entry to entry
      for (let size = 1; size <= 4; size++) {
        const types = Array.from({ length: size }, (_, k) => (e * 7 + k * 5 + size) % 20);
        const typePairs = new Map(
          types.flatMap((t1) => types.map((t2) => [typePairKey(t1, t2), PAIR_CUTOFF] as const)),
        );
        const expected: number[] = [];
        for (let i = 0; i < all.length; i += 4)
          if (typePairs.has(all[i]!)) expected.push(all[i]!, all[i + 1]!, all[i + 2]!, all[i + 3]!);
        const got: number[] = [];
        forEachPairAmong(table, typePairs, together, (key, code, r1, r2) => got.push(key, code, r1, r2));
        assert.deepEqual(got, expected, `${id}, ${size} types`);
        compared += got.length / 4;
      }
    });
    assert.ok(compared > 50_000, `${compared} pairs compared`);
  });

type Parameters = Record<string, unknown>;

function searchBoth(parameters: Parameters, acceptEntry: (id: string) => boolean = () => true) {
  const request = readStrucmotifRequest(parameters);
  assert.equal(request.reference.kind, 'entry');
  const structure = store.get((request.reference as { entryId: string }).entryId)!;
  const motif = resolveMotif(structure, request.residueIds!, request.exchanges);
  const pairs = motifPairs(motif, request.pruning);
  const options = {
    rmsdCutoff: request.rmsdCutoff,
    scheme: request.scheme,
    tolerances: request.tolerances,
    acceptEntry,
  };
  return {
    now: searcher.search(motif, pairs, options),
    before: searchOracle(oracle, ids, searcher, motif, pairs, options),
  };
}

const residue = (label_asym_id: string, label_seq_id: number, struct_oper_id = '1') => ({
  label_asym_id,
  label_seq_id,
  struct_oper_id,
});

const summary = (hits: MotifHit[]) => `${hits.length} hits`;

function assertSame(label: string, { now, before }: { now: MotifHit[]; before: MotifHit[] }): number {
  assert.equal(now.length, before.length, `${label}: ${summary(now)} against ${summary(before)}`);
  assert.deepEqual(now, before, label);
  return now.length;
}

/** Entries whose chains give motifs, spread over the archive. */
function drawn(every: number, offset: number): Array<{ entryId: string; chain: ChainResidues }> {
  return ids.flatMap((id, e) => {
    if (e % every !== offset) return [];
    const chain = store.get(id)?.chains.find((c) => c.atomNames.filter((a) => a === 'CA').length >= 40);
    return chain ? [{ entryId: id, chain }] : [];
  });
}

/** Slices of the three-residue motifs, so that no one test runs long (on 2 busy cores, 3 times as long as alone). */
const THREE = 16;

for (let slice = 0; slice < THREE; slice++) {
  test(`three-residue motifs of the scale bench, slice ${slice + 1}/${THREE}: the same hits as the residue-level index`, () => {
    let motifs = 0;
    let hits = 0;
    for (const { entryId, chain } of drawn(2 * THREE, 2 * slice)) {
      const residues = motifOf(chain, 3);
      if (!residues) continue;
      hits += assertSame(entryId, searchBoth({ value: { entry_id: entryId, residue_ids: residues } }));
      motifs++;
    }
    assert.ok(motifs >= 5, `${motifs} motifs`);
    assert.ok(hits >= motifs, `${hits} hits`);
  });
}

/** Slices of the larger motifs (entries e with e % 5 = 2 in all), so that no one test runs long. */
const LARGER = 48;

type LargerMotif = { entryId: string; residues: NonNullable<ReturnType<typeof motifOf>>; n: number };
let larger: LargerMotif[] | undefined;

/** The larger motifs dealt round the slices: four or five residues of a chain, and which motif this is. */
function largerMotifs(slice: number): LargerMotif[] {
  larger ??= drawn(5, 2).flatMap(({ entryId, chain }, n) => {
    const residues = motifOf(chain, 4 + (n % 2));
    return residues ? [{ entryId, residues, n }] : [];
  });
  return larger.filter((_, i) => i % LARGER === slice);
}

/** The searches each larger motif is asked as, one kind to a test (the three in one took 9.4 s on busy CI). */
const LARGER_SEARCHES: Array<[string, (motif: LargerMotif) => Parameters, boolean]> = [
  [
    'unpruned',
    ({ entryId, residues }) => ({
      value: { entry_id: entryId, residue_ids: residues },
      motif_pruning_strategy: 'NONE',
      rmsd_cutoff: 2,
    }),
    false,
  ],
  [
    'exchanged with wider tolerances',
    ({ entryId, residues, n }) => ({
      value: { entry_id: entryId, residue_ids: residues.slice(0, 3) },
      exchanges: [{ residue_id: residues[1]!, allowed: ['LEU', 'ILE', 'VAL', 'ALA'] }],
      backbone_distance_tolerance: 2,
      side_chain_distance_tolerance: 2,
      angle_tolerance: 2,
      atom_pairing_scheme: n % 2 ? 'BACKBONE' : 'PSEUDO_ATOMS',
    }),
    false,
  ],
  [
    'among half the entries',
    ({ entryId, residues }) => ({ value: { entry_id: entryId, residue_ids: residues } }),
    true,
  ],
];

for (let slice = 0; slice < LARGER; slice++)
  for (const [what, parametersOf, half] of LARGER_SEARCHES)
    test(`larger motifs ${what}, slice ${slice + 1}/${LARGER}: the same hits`, () => {
      const motifs = largerMotifs(slice);
      for (const motif of motifs) {
        const parameters = parametersOf(motif);
        const among = half ? new Set(ids.filter((_, e) => e % 2 === motif.n % 2)) : undefined;
        assertSame(
          `${motif.entryId} ${JSON.stringify(parameters)}${among ? ', half the entries' : ''}`,
          searchBoth(parameters, among ? (id) => among.has(id) : undefined),
        );
      }
      assert.ok(motifs.length >= 1, `${motifs.length} motifs`);
    });

test('the named motifs and the trypsin triad with exchanges: the same hits', () => {
  const named = JSON.parse(readFileSync(path.join(archiveSource, 'extra', 'strucmotif_motifs.json'), 'utf8')) as Array<{
    structureIdentifier: string;
    labelSelections: Array<{ labelAsymId: string; structOperId: string; labelSeqId: number }>;
    positionSpecificExchanges: Array<{
      labelSelection?: { labelAsymId: string; structOperId: string; labelSeqId: number };
      residueTypes?: string[];
    }>;
  }>;
  for (const motif of named) {
    const exchanges = motif.positionSpecificExchanges.flatMap((e) =>
      e.labelSelection
        ? [
            {
              residue_id: residue(
                e.labelSelection.labelAsymId,
                e.labelSelection.labelSeqId,
                e.labelSelection.structOperId,
              ),
              allowed: e.residueTypes ?? [],
            },
          ]
        : [],
    );
    const value = {
      entry_id: motif.structureIdentifier.toUpperCase(),
      residue_ids: motif.labelSelections.map((s) => residue(s.labelAsymId, s.labelSeqId, s.structOperId)),
    };
    assertSame(motif.structureIdentifier, searchBoth({ value, ...(exchanges.length ? { exchanges } : {}) }));
  }
  const triad = { entry_id: '3PTB', residue_ids: [residue('A', 40), residue('A', 84), residue('A', 177)] };
  assert.ok(assertSame('3PTB triad', searchBoth({ value: triad })) > 5);
  assertSame(
    '3PTB triad, exchanges',
    searchBoth({
      value: triad,
      exchanges: [
        { residue_id: residue('A', 84), allowed: ['GLU', 'ASN'] },
        { residue_id: residue('A', 177), allowed: ['CYS', 'THR'] },
      ],
      rmsd_cutoff: 3,
      motif_pruning_strategy: 'NONE',
    }),
  );
});
