// The seqmotif service: the three pattern syntaxes parsed into one tree, the NFA matcher checked
// against an independent JS RegExp scan over every sequence of the shared archive, patterns that
// would backtrack catastrophically on a backtracking engine, and the engine wiring (rows, scores,
// match contexts, return-type mapping, 400-class errors).

import { boundMessage } from '../../../src/model/bounds.ts';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import {
  ANY_RESIDUE,
  MotifSyntaxError,
  letterMask,
  type MotifNode,
} from '../../../src/archive/services/seqmotif/ast.ts';
import { MotifMatcher, encodeSequence } from '../../../src/archive/services/seqmotif/matcher.ts';
import { parseMotif, type PatternType } from '../../../src/archive/services/seqmotif/parse.ts';
import { parsePrositeMotif } from '../../../src/archive/services/seqmotif/parse-prosite.ts';
import { parseRegexMotif } from '../../../src/archive/services/seqmotif/parse-regex.ts';
import { parseSimpleMotif } from '../../../src/archive/services/seqmotif/parse-simple.ts';
import { SeqmotifService } from '../../../src/archive/services/seqmotif/service.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { getTestArchive } from './fixture.ts';
import { refusalOf, validated } from '../../support/validated-request.ts';

const mask = (letters: string): number => [...letters].reduce((m, ch) => m | letterMask(ch), 0);
const S = (letters: string): MotifNode => ({ kind: 'set', mask: mask(letters) });
const ANY: MotifNode = { kind: 'set', mask: ANY_RESIDUE };

function find(value: string, type: PatternType, sequence: string): Array<[number, number]> {
  return new MotifMatcher(parseMotif(value, type)).matches(encodeSequence(sequence)).map((m) => [m.start, m.end]);
}

// ---------------------------------------------------------------- parsers

test('simple: letters, X as any residue, case-insensitive, bad characters refused', () => {
  assert.deepEqual(parseSimpleMotif('CxXC'), { kind: 'seq', items: [S('C'), ANY, ANY, S('C')] });
  assert.deepEqual(parseSimpleMotif('gk'), { kind: 'seq', items: [S('G'), S('K')] });
  assert.throws(() => parseSimpleMotif('C-C'), MotifSyntaxError);
  assert.throws(() => parseSimpleMotif('C[A]'), /Invalid character '\[' at position 2/);
  assert.deepEqual(find('CXXC', 'simple', 'AACAACAACDDC'), [
    [3, 6],
    [9, 12],
  ]);
});

test('PROSITE: every construct', () => {
  const p = parsePrositeMotif;
  assert.deepEqual(p('C-x-H'), { kind: 'seq', items: [S('C'), ANY, S('H')] });
  assert.deepEqual(p('x(3)'), { kind: 'repeat', node: ANY, min: 3, max: 3 });
  assert.deepEqual(p('C-x(2,4)-C'), {
    kind: 'seq',
    items: [S('C'), { kind: 'repeat', node: ANY, min: 2, max: 4 }, S('C')],
  });
  assert.deepEqual(p('[LIVM]-G'), { kind: 'seq', items: [S('LIVM'), S('G')] });
  assert.deepEqual(p('{PC}-G'), { kind: 'seq', items: [{ kind: 'set', mask: ANY_RESIDUE & ~mask('PC') }, S('G')] });
  assert.deepEqual(p('<M-K'), { kind: 'seq', items: [{ kind: 'start' }, S('M'), S('K')] });
  assert.deepEqual(p('K-D-E-L>'), { kind: 'seq', items: [S('K'), S('D'), S('E'), S('L'), { kind: 'end' }] });
  assert.deepEqual(p('C-x(2)-C.'), p('C-x(2)-C'));
  assert.deepEqual(p('A-[GS>]'), {
    kind: 'seq',
    items: [S('A'), { kind: 'alt', options: [S('GS'), { kind: 'end' }] }],
  });
  assert.deepEqual(p('[ST](2)-x'), { kind: 'seq', items: [{ kind: 'repeat', node: S('ST'), min: 2, max: 2 }, ANY] });

  // matching: anchors, exclusions, ranges
  assert.deepEqual(find('<M-x(2).', 'prosite', 'MAAMAA'), [[1, 3]]);
  assert.deepEqual(find('K-D-E-L>', 'prosite', 'KDELAAKDEL'), [[7, 10]]);
  assert.deepEqual(find('N-{P}-[ST]-{P}', 'prosite', 'NPSANASANGTP'), [[5, 8]]);
  assert.deepEqual(find('A-[GS>]', 'prosite', 'AAGTA'), [
    [2, 3],
    [5, 5],
  ]);
  assert.deepEqual(find('C-x(2,4)-C', 'prosite', 'CAACAA'), [[1, 4]]);
  assert.deepEqual(find('C-x(2,4)-C', 'prosite', 'CAACAC'), [[1, 6]]); // leftmost-longest
  assert.deepEqual(find('C-x(2,4)-C', 'prosite', 'CAAAACAC'), [[1, 6]]);

  for (const bad of ['C--C', 'C-x(2-C', 'C-[AB-C', 'C-(2)', 'C-x(4,2)', 'C-1', 'C-[x]', 'C-x(5000)', '-C-C']) {
    assert.throws(() => p(bad), MotifSyntaxError, bad);
  }
});

test('regex: classes, negated classes, repetitions, anchors, groups and alternation', () => {
  const r = parseRegexMotif;
  assert.deepEqual(r('N[^P][ST]'), {
    kind: 'seq',
    items: [S('N'), { kind: 'set', mask: ANY_RESIDUE & ~mask('P') }, S('ST')],
  });
  assert.deepEqual(r('[A-DK]'), S('ABCDK'));
  assert.deepEqual(r('C.{2,4}C'), {
    kind: 'seq',
    items: [S('C'), { kind: 'repeat', node: ANY, min: 2, max: 4 }, S('C')],
  });
  assert.deepEqual(r('A{3,}'), { kind: 'repeat', node: S('A'), min: 3, max: Infinity });
  assert.deepEqual(r('^(?:G|A)+$'), {
    kind: 'seq',
    items: [
      { kind: 'start' },
      { kind: 'repeat', node: { kind: 'alt', options: [S('G'), S('A')] }, min: 1, max: Infinity },
      { kind: 'end' },
    ],
  });
  assert.deepEqual(r('(?<m>KD)EL'), { kind: 'seq', items: [{ kind: 'seq', items: [S('K'), S('D')] }, S('E'), S('L')] });
  assert.deepEqual(r('A*?B'), r('A*B'));

  assert.deepEqual(find('N[^P][ST]', 'regex', 'NASNPTNGT'), [
    [1, 3],
    [7, 9],
  ]);
  assert.deepEqual(find('A(B|BC)*', 'regex', 'ABCBABBC'), [
    [1, 4],
    [5, 8],
  ]);
  assert.deepEqual(find('^GA', 'regex', 'GAGA'), [[1, 2]]);
  assert.deepEqual(find('A$', 'regex', 'AAAA'), [[4, 4]]);
  assert.deepEqual(find('(KD|K)EL?', 'regex', 'KDEKEL'), [
    [1, 3],
    [4, 6],
  ]);
  assert.deepEqual(find('c[a-c]', 'regex', 'CBCD'), [[1, 2]]);

  const refused: Array<[string, RegExp]> = [
    ['(A)\\1', /Backreferences are not supported/],
    ['(?<x>A)\\k<x>', /Backreferences are not supported/],
    ['A(?=B)', /Lookaround assertions are not supported/],
    ['A(?!B)', /Lookaround assertions are not supported/],
    ['(?<=A)B', /Lookaround assertions are not supported/],
    ['(?<!A)B', /Lookaround assertions are not supported/],
    ['(AB', /Missing '\)'/],
    ['AB)', /Unmatched '\)'/],
    ['[AB', /Missing '\]'/],
    ['*A', /Nothing to repeat/],
    ['A{2', /Malformed repetition/],
    ['A{3,1}', /reversed/],
    ['A{2000}', /Repetition counts above/],
    ['A\\d', /Unsupported escape/],
    ['A1', /Invalid character '1'/],
    ['[Z-A]', /Reversed range/],
    ['A++', /Possessive/],
  ];
  for (const [pattern, message] of refused) assert.throws(() => r(pattern), message, pattern);
});

test('parseMotif: at least 2 characters, something to match, bounded size', () => {
  assert.throws(() => parseMotif('C', 'simple'), { message: MESSAGES.motifTooShort });
  assert.throws(() => parseMotif('  C ', 'regex'), { message: MESSAGES.motifTooShort });
  assert.throws(() => parseMotif('^$', 'regex'), /matches no residues/);
  assert.throws(() => new MotifMatcher(parseMotif('(A{1000}){1000}', 'regex')), {
    message: boundMessage('motifStates'),
  });
  assert.throws(() => parseMotif('A'.repeat(301), 'simple'), { message: boundMessage('motifLength') });
});

// ---------------------------------------------------------------- catastrophic patterns

test('patterns that backtrack catastrophically elsewhere finish fast over long sequences', () => {
  const cases: Array<[string, string]> = [
    ['(A|AA)*B', 'A'.repeat(50_000)],
    ['(X+X+)+Y', 'X'.repeat(50_000)],
    ['(A*)*B', 'A'.repeat(50_000)],
    ['(A|A)*C', 'A'.repeat(50_000)],
    ['A|A[^Z]*B', 'A'.repeat(50_000)], // resuming after each match: linear thanks to the backward pass
    ['(.*A){12}', 'A'.repeat(20_000) + 'B'],
  ];
  for (const [pattern, sequence] of cases) {
    const started = performance.now();
    const matches = new MotifMatcher(parseMotif(pattern, 'regex')).matches(encodeSequence(sequence));
    const millis = performance.now() - started;
    assert.ok(millis < 2000, `${pattern} took ${millis.toFixed(0)} ms`);
    if (pattern === 'A|A[^Z]*B') assert.equal(matches.length, 50_000);
    else if (pattern === '(.*A){12}') assert.deepEqual(matches, [{ start: 1, end: 20_000 }]);
    else if (pattern !== '(.*A){12}') assert.equal(matches.length, 0, pattern);
  }
});

// ---------------------------------------------------------------- against the real archive

let index: ArchiveIndex;
let service: SeqmotifService;
let engine: ArchiveSearch;
const sequences = new Map<string, { id: string; type: string; sequence: string }>();

before(async () => {
  const archive = await getTestArchive();
  index = new ArchiveIndex(archive.file);
  service = new SeqmotifService(index);
  engine = new ArchiveSearch(new ArchiveIndex(archive.file), { services: undefined });
  engine.close();
  engine = new ArchiveSearch(archive.file, {});
  const db = archive.open();
  for (const row of db
    .prepare(
      `SELECT row, id, json_extract(body_json(body), '$.entity_poly.pdbx_seq_one_letter_code_can') AS seq,
              json_extract(body_json(body), '$.entity_poly.rcsb_entity_polymer_type') AS type FROM doc WHERE type = 'polymer_entity'`,
    )
    .all() as Array<{ row: number; id: string; seq: string | null; type: string | null }>) {
    if (row.seq && row.type)
      sequences.set(String(row.row), { id: row.id, type: row.type, sequence: row.seq.replace(/\s+/g, '') });
  }
  db.close();
});
after(() => {
  index.close();
  engine.close();
});

/**
 * The independent answer: JS RegExp (safe here: fixed-length or bounded patterns) finds where
 * matches begin; the longest match from each start is found by anchored tests; matches do not overlap.
 */
function regexScan(
  source: string,
  maxLength: number,
  polymerType: string,
): Map<string, Array<{ start: number; end: number }>> {
  const begins = new RegExp(`(?=(?:${source}))`, 'gi');
  const whole = new RegExp(`^(?:${source})$`, 'i');
  const out = new Map<string, Array<{ start: number; end: number }>>();
  for (const [row, { type, sequence }] of sequences) {
    if (type !== polymerType) continue;
    const starts = new Set([...sequence.matchAll(begins)].map((m) => m.index ?? 0));
    const matches: Array<{ start: number; end: number }> = [];
    let from = 0;
    for (let i = 0; i < sequence.length; i++) {
      if (i < from || !starts.has(i)) continue;
      for (let length = Math.min(maxLength, sequence.length - i); length >= 1; length--) {
        if (whole.test(sequence.slice(i, i + length))) {
          matches.push({ start: i + 1, end: i + length });
          from = i + length;
          break;
        }
      }
    }
    if (matches.length > 0) out.set(row, matches);
  }
  return out;
}

function asPlain(
  found: Map<number, Array<{ start: number; end: number }>>,
): Map<string, Array<{ start: number; end: number }>> {
  return new Map(
    [...found].map(([row, matches]) => [String(row), matches.map((m) => ({ start: m.start, end: m.end }))]),
  );
}

const ARCHIVE_CASES: Array<{
  value: string;
  pattern_type: PatternType;
  sequence_type: 'protein' | 'dna' | 'rna';
  js: string;
  max: number;
  polymer: string;
  required?: boolean;
}> = [
  {
    value: 'C-x(2,4)-C-x(3)-[LIVMFYWC]-x(8)-H-x(3,5)-H',
    pattern_type: 'prosite',
    sequence_type: 'protein',
    js: 'C.{2,4}C.{3}[LIVMFYWC].{8}H.{3,5}H',
    max: 25,
    polymer: 'Protein',
    required: true,
  },
  { value: 'GHVDHGKT', pattern_type: 'simple', sequence_type: 'protein', js: 'GHVDHGKT', max: 8, polymer: 'Protein' },
  {
    value: 'N[^P][ST]',
    pattern_type: 'regex',
    sequence_type: 'protein',
    js: 'N[^P][ST]',
    max: 3,
    polymer: 'Protein',
    required: true,
  },
  {
    value: 'GXXXXGKT',
    pattern_type: 'simple',
    sequence_type: 'protein',
    js: 'G....GKT',
    max: 8,
    polymer: 'Protein',
    required: true,
  },
  {
    value: 'CxxC',
    pattern_type: 'simple',
    sequence_type: 'protein',
    js: 'C..C',
    max: 4,
    polymer: 'Protein',
    required: true,
  },
  {
    value: '[LIVM]-x(2)-G-x-[GA]-x(2)-G-[KR]',
    pattern_type: 'prosite',
    sequence_type: 'protein',
    js: '[LIVM].{2}G.[GA].{2}G[KR]',
    max: 10,
    polymer: 'Protein',
  },
  { value: 'GA[AT]{2,3}C', pattern_type: 'regex', sequence_type: 'dna', js: 'GA[AT]{2,3}C', max: 6, polymer: 'DNA' },
  { value: 'GG(A|C)', pattern_type: 'regex', sequence_type: 'rna', js: 'GG(?:A|C)', max: 3, polymer: 'RNA' },
];

test('every entity with every match, as an independent RegExp scan finds them', () => {
  for (const c of ARCHIVE_CASES) {
    const started = performance.now();
    const found = service.scan({ value: c.value, pattern_type: c.pattern_type, sequence_type: c.sequence_type });
    const millis = performance.now() - started;
    const expected = regexScan(c.js, c.max, c.polymer);
    assert.deepEqual(asPlain(found), expected, c.value);
    if (c.required) assert.ok(expected.size > 0, `${c.value} matches something in the archive`);
    console.log(
      `# ${c.pattern_type} ${c.value}: ${found.size} entities, ${[...found.values()].reduce((n, m) => n + m.length, 0)} matches, ${millis.toFixed(1)} ms`,
    );
  }
});

test('the engine: polymer entities with match contexts, mapped to other return types, errors as QueryError', async () => {
  const search = new ArchiveSearch(index, { services: archiveServices(index) });
  const query = {
    type: 'terminal' as const,
    service: 'seqmotif' as const,
    parameters: { value: 'N[^P][ST]', pattern_type: 'regex' as const, sequence_type: 'protein' as const },
  };
  const expected = regexScan('N[^P][ST]', 3, 'Protein');
  const byId = new Map([...expected].map(([row, matches]) => [sequences.get(row)!.id, matches]));

  const entities = await search.search(
    validated({
      query,
      return_type: 'polymer_entity',
      request_options: {
        return_all_hits: true,
        results_verbosity: 'verbose',
        results_content_type: ['experimental', 'computational'],
      },
    }),
  );
  assert.equal(entities.total_count, byId.size);
  for (const item of entities.result_set ?? []) {
    assert.ok(typeof item !== 'string');
    assert.equal(item.score, 1);
    const node = item.services?.find((s) => s.service_type === 'seqmotif')?.nodes[0];
    assert.deepEqual(node?.match_context, byId.get(item.identifier), item.identifier);
  }

  const entries = await search.search(
    validated({
      query,
      return_type: 'entry',
      request_options: {
        return_all_hits: true,
        results_verbosity: 'compact',
        results_content_type: ['experimental', 'computational'],
      },
    }),
  );
  assert.deepEqual(
    new Set(entries.result_set as string[]),
    new Set([...byId.keys()].map((id) => id.slice(0, id.lastIndexOf('_')))),
  );

  const instances = await search.search(
    validated({
      query,
      return_type: 'polymer_instance',
      request_options: { paginate: { start: 0, rows: 5 }, results_verbosity: 'verbose' },
    }),
  );
  for (const item of instances.result_set ?? []) {
    assert.ok(typeof item !== 'string');
    assert.ok((item.services?.[0]?.nodes[0]?.match_context ?? []).length > 0, item.identifier);
  }

  for (const parameters of [
    { value: 'C', pattern_type: 'simple', sequence_type: 'protein' },
    { value: '(A)\\1', pattern_type: 'regex', sequence_type: 'protein' },
    { value: 'C--C', pattern_type: 'prosite', sequence_type: 'protein' },
    { value: 'CC', pattern_type: 'glob', sequence_type: 'protein' },
    { value: 'CC', pattern_type: 'simple', sequence_type: 'peptide' },
  ]) {
    // the model's contract refuses what is wrong with the request, the engine what its parser finds
    const request = { query: { type: 'terminal', service: 'seqmotif', parameters }, return_type: 'polymer_entity' };
    assert.ok(await refusalOf(request, (checked) => search.search(checked)), parameters.value);
  }
  // an engine without the service says so
  await assert.rejects(
    engine.search(validated({ query, return_type: 'polymer_entity' })),
    /seqmotif service is not available/,
  );
});

test('a scan past its deadline stops with the scan-time bound (a 400), whatever the pattern', () => {
  const matcher = new MotifMatcher(parseMotif('.{1,40}'.repeat(10), 'regex'));
  const residues = encodeSequence('ACDEFGHIKLMNPQRSTVWY'.repeat(2000));
  const deadline = performance.now() + 20;
  const started = performance.now();
  assert.throws(() => matcher.matches(residues, deadline), { message: boundMessage('motifScanTime'), status: 400 });
  assert.ok(performance.now() - started < 500, 'stopped soon after the deadline');
});
