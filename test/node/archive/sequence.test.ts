// The sequence service: the aligner checked against hand-computed alignments, a plain
// full-matrix Gotoh reference and the Karlin–Altschul formulas; searches on the shared archive
// checked against facts computed here from the stored sequences (identical sequences, Hamming
// identities of same-length variants, planted homologs); both engines (MMseqs2 when installed)
// agreeing; the engine wiring; the seed messages for bad input.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import { alignedStrings } from '../../../src/archive/services/sequence/builtin-engine.ts';
import { findMmseqs } from '../../../src/archive/services/sequence/mmseqs-database.ts';
import { readSequenceQuery } from '../../../src/archive/services/sequence/parameters.ts';
import {
  SCHEMES,
  bitScore,
  encodeResidues,
  expectValue,
  type ScoringScheme,
} from '../../../src/archive/services/sequence/scoring.ts';
import { SeedIndex, NUCLEOTIDE_SEEDS } from '../../../src/archive/services/sequence/seed-index.ts';
import { MMSEQS_MISSING, SequenceService } from '../../../src/archive/services/sequence/service.ts';
import {
  ScoreBuffers,
  alignEndingAt,
  bandedScore,
  localScore,
  queryProfile,
} from '../../../src/archive/services/sequence/smith-waterman.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { getTestArchive } from './fixture.ts';
import { mutate, seededRandom } from './sequence-mutate.ts';
import { refusalOf, validated } from '../../support/validated-request.ts';
import { requestErrorMessage } from '../../../src/model/request/contract.ts';

const protein = SCHEMES.protein;
const dna = SCHEMES.dna;

/** Score of a pairwise alignment written out as two gapped strings (the definition, column by column). */
function scoreOfAlignment(scheme: ScoringScheme, query: string, subject: string): number {
  const size = scheme.letters.length;
  const q = encodeResidues(query.replace(/-/g, 'A'), scheme);
  const s = encodeResidues(subject.replace(/-/g, 'A'), scheme);
  let score = 0;
  let gap = 0; // 1: gap in the subject, 2: gap in the query
  for (let i = 0; i < query.length; i++) {
    const kind = subject[i] === '-' ? 1 : query[i] === '-' ? 2 : 0;
    if (kind === 0) score += scheme.matrix[(q[i] as number) * size + (s[i] as number)] as number;
    else score -= (kind === gap ? 0 : scheme.gapOpen) + scheme.gapExtend;
    gap = kind;
  }
  return score;
}

/** Textbook local Gotoh over full matrices (plain arrays), the reference for the typed-array loops. */
function referenceScore(scheme: ScoringScheme, query: string, subject: string): number {
  const size = scheme.letters.length;
  const q = encodeResidues(query, scheme);
  const s = encodeResidues(subject, scheme);
  const o = scheme.gapOpen;
  const e = scheme.gapExtend;
  const m = q.length;
  const n = s.length;
  const H: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  const E: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(-Infinity));
  const F: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(-Infinity));
  let best = 0;
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      E[i]![j] = Math.max(E[i]![j - 1]! - e, H[i]![j - 1]! - o - e);
      F[i]![j] = Math.max(F[i - 1]![j]! - e, H[i - 1]![j]! - o - e);
      H[i]![j] = Math.max(
        0,
        H[i - 1]![j - 1]! + (scheme.matrix[q[i - 1]! * size + s[j - 1]!] as number),
        E[i]![j]!,
        F[i]![j]!,
      );
      best = Math.max(best, H[i]![j]!);
    }
  }
  return best;
}

function align(scheme: ScoringScheme, query: string, subject: string) {
  const profile = queryProfile(encodeResidues(query, scheme), scheme);
  const target = encodeResidues(subject, scheme);
  const end = localScore(profile, target, new ScoreBuffers());
  const alignment = alignEndingAt(profile, target, end);
  return { end, alignment, strings: alignedStrings(alignment, query, subject) };
}

function randomProtein(random: () => number, length: number): string {
  const letters = 'ACDEFGHIKLMNPQRSTVWY';
  let out = '';
  for (let i = 0; i < length; i++) out += letters[Math.floor(random() * letters.length)];
  return out;
}

// ---------------------------------------------------------------- scoring and alignment

test('BLOSUM62: symmetric, with the published entries', () => {
  const size = protein.letters.length;
  const at = (a: string, b: string): number =>
    protein.matrix[protein.letters.indexOf(a) * size + protein.letters.indexOf(b)] as number;
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) assert.equal(protein.matrix[i * size + j], protein.matrix[j * size + i]);
  const diagonal = {
    A: 4,
    R: 5,
    N: 6,
    D: 6,
    C: 9,
    Q: 5,
    E: 5,
    G: 6,
    H: 8,
    I: 4,
    L: 4,
    K: 5,
    M: 5,
    F: 6,
    P: 7,
    S: 4,
    T: 5,
    W: 11,
    Y: 7,
    V: 4,
  };
  for (const [letter, score] of Object.entries(diagonal)) assert.equal(at(letter, letter), score, letter);
  assert.equal(at('W', 'G'), -2);
  assert.equal(at('I', 'V'), 3);
  assert.equal(at('D', 'E'), 2);
  assert.equal(at('C', 'E'), -4);
  assert.equal(at('Y', 'F'), 3);
  assert.equal(at('B', 'D'), 4);
  assert.equal(at('Z', 'E'), 4);
  // U and O have no row: scored as X
  assert.deepEqual(encodeResidues('UOX', protein), Uint8Array.from([22, 22, 22]));
  // nucleotides: U is T, N and inosine are neutral
  assert.deepEqual(encodeResidues('ACGUTNI', dna), Uint8Array.from([0, 1, 2, 3, 3, 4, 4]));
});

test('Smith-Waterman: a hand-computed affine-gap alignment', () => {
  // 10 W matched (10 × 11) with a one-residue gap (11 + 1) beats the ungapped 9 W + W/G (99 − 2)
  const { end, alignment, strings } = align(protein, 'WWWWWGWWWWW', 'WWWWWWWWWW');
  assert.equal(end.score, 98);
  assert.equal(alignment.score, 98);
  assert.equal(strings.query, 'WWWWWGWWWWW');
  assert.equal(strings.subject.replace(/-/g, '').length, 10);
  assert.equal((strings.subject.match(/-/g) ?? []).length, 1);
  // opposite a residue rather than a gap, a mismatch (A/G scores 0) is cheaper than two gaps
  const ungapped = align(protein, 'WWWWAWWWW', 'WWWWGWWWW');
  assert.equal(ungapped.end.score, 8 * 11);
  assert.equal(ungapped.strings.query, 'WWWWAWWWW');
  assert.equal(ungapped.strings.subject, 'WWWWGWWWW');
  // a local alignment ignores flanks that score badly
  const local = align(protein, 'PPPPCWHCPPPP', 'GGCWHCGG');
  assert.equal(local.end.score, 9 + 11 + 8 + 9);
  assert.equal(local.alignment.queryBegin, 4);
  assert.equal(local.alignment.targetBegin, 2);
  assert.deepEqual([local.strings.query, local.strings.subject], ['CWHC', 'CWHC']);
  // nucleotides: +2 per match, −3 per mismatch, U = T
  const rna = align(dna, 'ACGUACGUAC', 'ACGTACGTAC');
  assert.equal(rna.end.score, 20);
});

test('Smith-Waterman: typed-array passes equal a full-matrix reference; tracebacks re-score to the score', () => {
  const random = seededRandom(7);
  const buffers = new ScoreBuffers();
  for (let trial = 0; trial < 60; trial++) {
    const a = randomProtein(random, 5 + Math.floor(random() * 60));
    const b = trial % 2 ? mutate(a, 0.3 + random() * 0.6, trial) : randomProtein(random, 5 + Math.floor(random() * 60));
    const expected = referenceScore(protein, a, b);
    const { end, alignment, strings } = align(protein, a, b);
    assert.equal(end.score, expected, `${a} / ${b}`);
    if (expected > 0) {
      assert.equal(
        scoreOfAlignment(protein, strings.query, strings.subject),
        expected,
        `${strings.query} / ${strings.subject}`,
      );
      assert.equal(strings.query.replace(/-/g, ''), a.slice(alignment.queryBegin, alignment.queryEnd + 1));
      assert.equal(strings.subject.replace(/-/g, ''), b.slice(alignment.targetBegin, alignment.targetEnd + 1));
    }
    // a band over every diagonal is the full alignment; a narrower one never scores more
    const profile = queryProfile(encodeResidues(a, protein), protein);
    const target = encodeResidues(b, protein);
    assert.equal(bandedScore(profile, target, -a.length, b.length, buffers), expected);
    assert.ok(bandedScore(profile, target, -2, 2, buffers) <= expected);
  }
  // the band that holds the alignment gives its score: a 3-residue insertion shifts the diagonal by 3
  const a = randomProtein(random, 80);
  const b = `${a.slice(0, 40)}GGG${a.slice(40)}`;
  const profile = queryProfile(encodeResidues(a, protein), protein);
  assert.equal(
    bandedScore(profile, encodeResidues(b, protein), 0, 3, new ScoreBuffers()),
    referenceScore(protein, a, b),
  );
});

test('Karlin–Altschul: E = K·m·n·e^(−λS), bits = (λS − ln K)/ln 2', () => {
  assert.equal(expectValue(protein, 98, 11, 1000), 0.041 * 11 * 1000 * Math.exp(-0.267 * 98));
  assert.equal(bitScore(protein, 98), (0.267 * 98 - Math.log(0.041)) / Math.LN2);
  assert.equal(expectValue(dna, 40, 30, 5000), 0.41 * 30 * 5000 * Math.exp(-0.625 * 40));
  // BLASTN's 2/−3 statistics hold for even scores: odd ones round down
  assert.equal(expectValue(dna, 41, 30, 5000), expectValue(dna, 40, 30, 5000));
  assert.equal(bitScore(dna, 41), bitScore(dna, 40));
});

// ---------------------------------------------------------------- parameters

test('parameters: defaults, legacy target, cleaning, and the seed messages', () => {
  const valid = 'MVLSEGEWQLVLHVWAKVEADVAGHGQDILIRLF';
  assert.deepEqual(readSequenceQuery({ value: valid }), {
    sequence: valid,
    type: 'protein',
    evalueCutoff: 0.1,
    identityCutoff: 0,
  });
  assert.deepEqual(
    readSequenceQuery({
      value: `>sp|x\n${valid.toLowerCase().replace(/(.{10})/g, '$1 \n')}`,
      evalue_cutoff: 1e-5,
      identity_cutoff: 0.9,
    }),
    {
      sequence: valid,
      type: 'protein',
      evalueCutoff: 1e-5,
      identityCutoff: 0.9,
    },
  );
  assert.equal(readSequenceQuery({ value: 'ACGUACGUACGUACGUACGUACGUACGU', target: 'pdb_rna_sequence' }).type, 'rna');
  assert.equal(readSequenceQuery({ value: 'ACGTACGTACGTACGTACGTACGTACGT', target: 'pdb_dna_sequence' }).type, 'dna');
  assert.equal(readSequenceQuery({ value: valid, target: 'pdb_protein_sequence' }).type, 'protein');

  const rejects = (parameters: unknown, message: string | RegExp): void => {
    assert.throws(
      () => readSequenceQuery(parameters),
      (e: unknown) =>
        e instanceof QueryError && (typeof message === 'string' ? e.message === message : message.test(e.message)),
      JSON.stringify(parameters),
    );
  };
  rejects({ value: 'MVLSEGEWQLVLHVWAKVEADVAG' }, MESSAGES.sequenceTooShort); // 24 residues
  rejects({ value: '  MVLSE GEWQL  ' }, MESSAGES.sequenceTooShort);
  rejects({}, MESSAGES.sequenceTooShort);
  rejects(
    { value: `${valid}J1` },
    'The sequence contains invalid characters (J1). Allowed characters for protein sequences are: ARNDCEQGHILKMFPSTWYVOUBZX',
  );
  rejects(
    { value: 'ACGTACGTACGTACGTACGTACGTACGTU', sequence_type: 'rna' },
    'The sequence contains invalid characters (T). Allowed characters for rna sequences are: ACUGNI',
  );
  rejects(
    { value: 'ACGTACGTACGTACGTACGTACGTACGTE', sequence_type: 'dna' },
    'The sequence contains invalid characters (E). Allowed characters for dna sequences are: ACTGUNI',
  );
  rejects({ value: valid, evalue_cutoff: 'abc' }, MESSAGES.evalueInvalid);
  rejects({ value: valid, evalue_cutoff: -1 }, MESSAGES.evalueInvalid);
  rejects({ value: valid, identity_cutoff: 90 }, /identity_cutoff must be a number between 0 and 1/);
  rejects({ value: valid, sequence_type: 'peptide' }, /sequence_type 'peptide' is not supported/);
  rejects({ value: valid, target: 'pdb_sequence' }, /target 'pdb_sequence' is not supported/);
  rejects(undefined, /No parameters/);
});

// ---------------------------------------------------------------- the shared archive

const mmseqs = findMmseqs();

interface Entity {
  row: number;
  id: string;
  type: string;
  sequence: string;
  resolution: number | null;
}

let index: ArchiveIndex;
let builtin: SequenceService;
const entities: Entity[] = [];
const byId = new Map<string, Entity>();

before(async () => {
  const archive = await getTestArchive();
  index = new ArchiveIndex(archive.file);
  builtin = new SequenceService(index, { engine: 'builtin' });
  const db = archive.open();
  for (const row of db
    .prepare(
      `SELECT e.row, e.id, json_extract(body_json(e.body), '$.entity_poly.pdbx_seq_one_letter_code_can') AS seq,
              json_extract(body_json(e.body), '$.entity_poly.rcsb_entity_polymer_type') AS type,
              json_extract(body_json(entry.body), '$.rcsb_entry_info.resolution_combined[0]') AS resolution
         FROM doc e JOIN doc entry ON entry.row = e.entry_row WHERE e.type = 'polymer_entity'`,
    )
    .all() as Array<{ row: number; id: string; seq: string | null; type: string | null; resolution: number | null }>) {
    if (!row.seq || !row.type) continue;
    const entity = {
      row: row.row,
      id: row.id,
      type: row.type,
      sequence: row.seq.replace(/\s+/g, '').toUpperCase(),
      resolution: row.resolution,
    };
    entities.push(entity);
    byId.set(entity.id, entity);
  }
  db.close();
});
after(() => index?.close());

const idOf = (row: number): string => index.ids[row] as string;

function hamming(a: string, b: string): number {
  let same = 0;
  for (let i = 0; i < a.length; i++) if (a[i] === b[i]) same++;
  return same / a.length;
}

test("myoglobin's own sequence finds every identical entity at identity 1.0, and same-length variants at their Hamming identity", async () => {
  const myoglobin = byId.get('101M_1')!;
  const hits = await builtin.search(readSequenceQuery({ value: myoglobin.sequence }));
  const found = new Map(hits.map((h) => [idOf(h.row), h.context]));
  const identical = entities.filter((e) => e.type === 'Protein' && e.sequence === myoglobin.sequence);
  assert.ok(identical.length >= 1);
  for (const e of identical) {
    const c = found.get(e.id);
    assert.ok(c, `${e.id} found`);
    assert.equal(c.sequence_identity, 1);
    assert.ok(c.evalue < 1e-50, `${e.id} evalue ${c.evalue}`);
    assert.deepEqual(
      [c.query_beg, c.query_end, c.subject_beg, c.subject_end, c.alignment_length, c.mismatches, c.gaps_opened],
      [1, 154, 1, 154, 154, 0, 0],
    );
    assert.equal(c.query_aligned_seq, myoglobin.sequence);
  }
  // the sperm whale mutants (102M and others): same length, a few substitutions
  const variants = entities.filter(
    (e) =>
      e.type === 'Protein' &&
      e.sequence.length === myoglobin.sequence.length &&
      e.sequence !== myoglobin.sequence &&
      hamming(e.sequence, myoglobin.sequence) >= 0.9,
  );
  assert.ok(variants.some((v) => v.id === '102M_1'));
  for (const v of variants) {
    const c = found.get(v.id);
    assert.ok(c, `${v.id} found`);
    assert.equal(c.sequence_identity, hamming(v.sequence, myoglobin.sequence), v.id);
    assert.equal(c.mismatches, Math.round((1 - hamming(v.sequence, myoglobin.sequence)) * 154));
  }
  // best first; the self-hit has the highest bit score; every context has the API's keys
  assert.equal(idOf(hits[0]!.row), '101M_1');
  for (let i = 1; i < hits.length; i++) assert.ok(hits[i - 1]!.context.bitscore >= hits[i]!.context.bitscore);
  const keys = [
    'sequence_identity',
    'evalue',
    'bitscore',
    'alignment_length',
    'mismatches',
    'gaps_opened',
    'query_beg',
    'query_end',
    'subject_beg',
    'subject_end',
    'query_length',
    'subject_length',
    'query_aligned_seq',
    'subject_aligned_seq',
  ];
  for (const h of hits) {
    assert.deepEqual(Object.keys(h.context).sort(), [...keys].sort());
    assert.ok(h.context.evalue <= 0.1);
    const subject = byId.get(idOf(h.row))!.sequence;
    assert.equal(
      h.context.subject_aligned_seq.replace(/-/g, ''),
      subject.slice(h.context.subject_beg - 1, h.context.subject_end),
    );
    assert.equal(scoreOfAlignment(protein, h.context.query_aligned_seq, h.context.subject_aligned_seq) > 0, true);
  }
  // cutoffs: identity 0.99 keeps identical and 2-substitution variants only; a strict E-value keeps fewer
  const strict = await builtin.search(readSequenceQuery({ value: myoglobin.sequence, identity_cutoff: 0.99 }));
  assert.deepEqual(
    new Set(strict.map((h) => idOf(h.row))),
    new Set(
      [...identical, ...variants.filter((v) => hamming(v.sequence, myoglobin.sequence) >= 0.99)].map((e) => e.id),
    ),
  );
  const tight = await builtin.search(readSequenceQuery({ value: myoglobin.sequence, evalue_cutoff: 1e-20 }));
  assert.ok(tight.length < hits.length && tight.every((h) => h.context.evalue <= 1e-20));
});

test('planted homologs: mutated real sequences still find their source', async () => {
  const sources = entities
    .filter((e) => e.type === 'Protein' && e.sequence.length >= 120 && !/X{3}/.test(e.sequence))
    .filter((_, i) => i % 15 === 0)
    .slice(0, 8);
  for (const identity of [0.9, 0.7, 0.5]) {
    for (const [i, source] of sources.entries()) {
      const query = mutate(source.sequence, identity, 100 + i);
      const hits = await builtin.search(readSequenceQuery({ value: query }));
      const hit = hits.find((h) => h.row === source.row);
      assert.ok(hit, `${source.id} mutated to ~${identity * 100}% identity`);
      // the alignment's identity is near the planted one (indels and chance matches blur it)
      assert.ok(
        Math.abs(hit.context.sequence_identity - identity) < 0.15,
        `${source.id}: ${hit.context.sequence_identity} vs ${identity}`,
      );
    }
  }
});

test('DNA and RNA: each long enough nucleic-acid entity finds itself; the seed index finds planted variants', async () => {
  for (const type of ['DNA', 'RNA'] as const) {
    const queries = entities.filter((e) => e.type === type && e.sequence.length >= 25 && !/^N+$/.test(e.sequence));
    assert.ok(queries.length > 0, `a ${type} entity of 25+ residues`);
    for (const q of queries) {
      const value = q.sequence.length > 600 ? q.sequence.slice(0, 600) : q.sequence;
      const hits = await builtin.search(
        readSequenceQuery({ value: value.toLowerCase(), sequence_type: type.toLowerCase() }),
      );
      const self = hits.find((h) => h.row === q.row);
      assert.ok(self, `${q.id} finds itself`);
      assert.equal(self.context.sequence_identity, 1);
      assert.ok(
        hits.every((h) => byId.get(idOf(h.row))!.type === type),
        'hits of the same polymer type only',
      );
    }
  }
  // the nucleotide prefilter (used when a full scan would be large) finds an 85 % variant
  const rna = builtin.load().get('rna')!;
  const seeds = new SeedIndex(rna, NUCLEOTIDE_SEEDS);
  const longest = [...rna.records.keys()].sort(
    (a, b) => rna.records[b]!.sequence.length - rna.records[a]!.sequence.length,
  )[0]!;
  const variant = mutate(rna.records[longest]!.sequence.slice(0, 400), 0.85, 3, true);
  assert.ok(seeds.candidates(encodeResidues(variant, rna.scheme)).some((c) => c.sequence === longest));
});

test(
  'MMseqs2 and the built-in aligner give the same top hits',
  { skip: mmseqs ? false : 'mmseqs is not installed' },
  async () => {
    const service = new SequenceService(index, { engine: 'mmseqs' });
    assert.equal(await service.prepareMmseqs(), true);
    const queries = ['101M_1', '4HHB_1', '4HHB_2', '200L_1', '1B5F_1', '3VFJ_1'].filter((id) => byId.has(id));
    assert.ok(queries.length >= 4);
    for (const id of queries) {
      const query = readSequenceQuery({ value: byId.get(id)!.sequence });
      const [ours, theirs] = [await builtin.search(query), await service.search(query)];
      // the statistics differ (MMseqs2 corrects for composition), so near a threshold the two may
      // disagree; a strong hit of either is a hit of the other
      const all = (hits: typeof ours) => new Set(hits.map((h) => idOf(h.row)));
      const strong = (hits: typeof ours) => hits.filter((h) => h.context.evalue < 1e-10).map((h) => idOf(h.row));
      for (const hit of strong(theirs)) assert.ok(all(ours).has(hit), `${id}: MMseqs2's ${hit} is a built-in hit`);
      for (const hit of strong(ours)) assert.ok(all(theirs).has(hit), `${id}: the built-in ${hit} is an MMseqs2 hit`);
      assert.ok(strong(theirs).length > 0);
      // the aligned strings rebuilt from MMseqs2's backtraces spell the aligned ranges of both sequences
      for (const h of theirs) {
        const c = h.context;
        assert.equal(
          c.query_aligned_seq.replace(/-/g, ''),
          query.sequence.slice(c.query_beg - 1, c.query_end),
          `${id} / ${idOf(h.row)} query`,
        );
        assert.equal(
          c.subject_aligned_seq.replace(/-/g, ''),
          byId.get(idOf(h.row))!.sequence.slice(c.subject_beg - 1, c.subject_end),
          `${id} / ${idOf(h.row)} subject`,
        );
        assert.equal(c.query_aligned_seq.length, c.subject_aligned_seq.length);
      }
      const top = theirs[0]!;
      assert.equal(top.context.sequence_identity, 1, `${id}: MMseqs2 finds itself first`);
      assert.equal(top.context.query_aligned_seq, query.sequence);
      // the same alignment of the same pair (identical sequences: ungapped, whole length)
      const same = ours.find((h) => h.row === top.row)!;
      for (const key of [
        'sequence_identity',
        'alignment_length',
        'query_beg',
        'query_end',
        'subject_beg',
        'subject_end',
        'query_aligned_seq',
        'subject_aligned_seq',
      ] as const) {
        assert.equal(same.context[key], top.context[key], `${id} ${key}`);
      }
    }
    // a planted homolog at 70 % identity: both find its source
    const source = byId.get('4HHB_2') ?? byId.get('101M_1')!;
    const planted = readSequenceQuery({ value: mutate(source.sequence, 0.7, 11) });
    assert.ok((await service.search(planted)).some((h) => h.row === source.row));
    assert.ok((await builtin.search(planted)).some((h) => h.row === source.row));
  },
);

test('auto: MMseqs2 when it can answer, the built-in aligner silently when it cannot', async () => {
  const query = readSequenceQuery({ value: byId.get('101M_1')!.sequence });
  const expected = (await builtin.search(query)).map((h) => h.row);
  const warn = console.warn;
  const warnings: unknown[] = [];
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    // a binary that is not there: the search falls back to the built-in aligner
    const broken = new SequenceService(index, { engine: 'auto', mmseqsBinary: '/nonexistent/mmseqs' });
    for (let i = 0; i < 3; i++)
      assert.deepEqual(
        (await broken.search(query)).map((h) => h.row),
        expected,
      );
    assert.ok(warnings.length <= 1, 'one warning at most');
  } finally {
    console.warn = warn;
  }
  if (mmseqs) {
    const auto = new SequenceService(index, { engine: 'auto' });
    if (await auto.prepareMmseqs()) {
      const forced = new SequenceService(index, { engine: 'mmseqs' });
      assert.deepEqual(
        (await auto.search(query)).map((h) => h.context),
        (await forced.search(query)).map((h) => h.context),
      );
    }
  }
});

test('MMseqs2 forced without its executable is refused when the service is made, not at each search', () => {
  const saved = process.env.PDB_MMSEQS_BINARY;
  process.env.PDB_MMSEQS_BINARY = '/nonexistent/mmseqs';
  try {
    assert.throws(() => new SequenceService(index, { engine: 'mmseqs' }), { message: MMSEQS_MISSING });
    assert.doesNotThrow(() => new SequenceService(index, { engine: 'auto' }));
  } finally {
    if (saved === undefined) delete process.env.PDB_MMSEQS_BINARY;
    else process.env.PDB_MMSEQS_BINARY = saved;
  }
});

test('the engine: entities with match contexts, entries, an AND with an attribute, errors as QueryError', async () => {
  const search = new ArchiveSearch(index, { services: archiveServices(index, { sequenceEngine: 'builtin' }) });
  const myoglobin = byId.get('101M_1')!;
  const terminal = {
    type: 'terminal' as const,
    service: 'sequence' as const,
    parameters: {
      value: myoglobin.sequence,
      identity_cutoff: 0.9,
      evalue_cutoff: 1e-10,
      sequence_type: 'protein' as const,
    },
  };
  const expected = entities.filter(
    (e) => e.type === 'Protein' && e.sequence.length === 154 && hamming(e.sequence, myoglobin.sequence) >= 0.9,
  );
  const options = {
    return_all_hits: true,
    results_content_type: ['experimental', 'computational'] as Array<'experimental' | 'computational'>,
  };

  const found = await search.search(
    validated({
      query: terminal,
      return_type: 'polymer_entity',
      request_options: { ...options, results_verbosity: 'verbose' },
    }),
  );
  assert.deepEqual(
    new Set((found.result_set ?? []).map((i) => (typeof i === 'string' ? i : i.identifier))),
    new Set(expected.map((e) => e.id)),
  );
  const first = found.result_set?.[0];
  assert.ok(first && typeof first !== 'string');
  assert.equal(first.identifier, '101M_1');
  assert.equal(first.score, 1);
  const context = first.services?.find((s) => s.service_type === 'sequence')?.nodes[0]?.match_context?.[0] as {
    sequence_identity: number;
    query_aligned_seq: string;
  };
  assert.equal(context.sequence_identity, 1);
  assert.equal(context.query_aligned_seq, myoglobin.sequence);

  const entries = await search.search(
    validated({
      query: terminal,
      return_type: 'entry',
      request_options: { ...options, results_verbosity: 'compact' },
    }),
  );
  const entryIds = new Set(expected.map((e) => e.id.slice(0, e.id.lastIndexOf('_'))));
  assert.deepEqual(new Set(entries.result_set as string[]), entryIds);

  // with resolution < 2 Å: entries whose combined resolution (read from the index here) is below 2
  const and = await search.search(
    validated({
      query: {
        type: 'group',
        logical_operator: 'and',
        nodes: [
          terminal,
          {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less', value: 2 },
          },
        ],
      },
      return_type: 'entry',
      request_options: { ...options, results_verbosity: 'compact' },
    }),
  );
  const sharp = new Set(
    expected.filter((e) => e.resolution !== null && e.resolution < 2).map((e) => e.id.slice(0, e.id.lastIndexOf('_'))),
  );
  assert.ok(sharp.has('102M') && !sharp.has('101M')); // 1.84 Å and 2.07 Å (INDEX.tsv)
  assert.deepEqual(new Set(and.result_set as string[]), sharp);

  for (const parameters of [
    { value: 'MVLSEGEWQL' },
    { value: `${myoglobin.sequence}*` },
    { value: myoglobin.sequence, sequence_type: 'peptide' },
  ]) {
    const request = { query: { type: 'terminal', service: 'sequence', parameters }, return_type: 'polymer_entity' };
    assert.ok(await refusalOf(request, (checked) => search.search(checked)), JSON.stringify(parameters));
  }
  // a request-shape rule: the model's contract refuses it before the engine, with the same message
  const tooShort = { query: { type: 'terminal', service: 'sequence', parameters: { value: 'MVLSEGEWQL' } } };
  assert.equal(
    await refusalOf({ ...tooShort, return_type: 'polymer_entity' }, (checked) => search.search(checked)),
    requestErrorMessage(MESSAGES.sequenceTooShort),
  );
});
