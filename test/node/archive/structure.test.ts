// The structure similarity service: the superposition and TM-align core checked against
// independent facts (known rotations; Debian's `TMalign` on the PDB files it ships and on archive
// chains written out as PDB files), the candidate pre-filter and screening checked against
// exhaustive alignment, and the service through the engine (hits, scores, match contexts, return
// types, boolean groups, 400-class errors).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import { caTrace, type CaTrace } from '../../../src/model/structure-alignment/ca-trace.ts';
import { complexOf } from '../../../src/archive/services/structure/ca-trace.ts';
import { ComplexAligner } from '../../../src/archive/services/structure/complex-align.ts';
import { readStructureRequest } from '../../../src/archive/services/structure/parameters.ts';
import { MAX_CANDIDATES } from '../../../src/archive/services/structure/candidates.ts';
import { screenFactors, CONFIDENT } from '../../../src/archive/services/structure/screening.ts';
import { StructureService } from '../../../src/archive/services/structure/service.ts';
import { Superposition, superpose } from '../../../src/model/structure-alignment/superpose.ts';
import { TmAligner, finalD0 } from '../../../src/model/structure-alignment/tm-align.ts';
import { BOUNDS, boundMessage } from '../../../src/model/bounds.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';
import { getTestArchive } from './fixture.ts';
import { refusalOf, validated } from '../../support/validated-request.ts';
import { readableBodies } from '../../support/document-body.ts';

const TMALIGN = ['/usr/bin/TMalign', '/usr/local/bin/TMalign'].find((file) => existsSync(file));
const EXAMPLES = '/usr/share/doc/tm-align/examples';
const NO_TMALIGN = TMALIGN ? false : 'TMalign (Debian package tm-align) is not installed';
const SERVICE_MODE = { fast: true, everyOffset: true } as const;

let index: ArchiveIndex;
let service: StructureService;
let search: ArchiveSearch;
let workDir: string;
const idOfRow = new Map<number, string>();
const rowOfId = new Map<string, number>();

before(async () => {
  const archive = await getTestArchive();
  index = new ArchiveIndex(archive.file);
  service = new StructureService(index);
  search = new ArchiveSearch(index, { services: archiveServices(index) });
  for (const { row, id } of index.db
    .prepare(`SELECT row, id FROM doc WHERE type IN ('polymer_instance', 'assembly', 'entry')`)
    .all() as Array<{ row: number; id: string }>) {
    idOfRow.set(row, id);
    rowOfId.set(id, row);
  }
  workDir = mkdtempSync(path.join(tmpdir(), 'structure-test-'));
});

after(async () => {
  await service.close();
  search.close(); // closes the index too
  rmSync(workDir, { recursive: true, force: true });
});

async function chainTrace(entryId: string, asymId: string): Promise<CaTrace> {
  return service.queryTrace(readStructureRequest({ value: { entry_id: entryId, asym_id: asymId } }));
}

async function hitsOf(parameters: unknown): Promise<Map<string, number>> {
  return new Map((await service.search(parameters)).map((hit) => [idOfRow.get(hit.row)!, hit.tmscore]));
}

/** Polymer instances of the entities whose description names a globin (experimental entries). */
function globinInstances(): Set<string> {
  const entities = readableBodies(index.db)
    .prepare(
      `SELECT json_extract(body_json(body), '$.rcsb_polymer_entity_container_identifiers.entry_id') AS entry, json_extract(body_json(body), '$.rcsb_polymer_entity_container_identifiers.asym_ids') AS asyms FROM doc WHERE type = 'polymer_entity' AND upper(json_extract(body_json(body), '$.rcsb_polymer_entity.pdbx_description')) LIKE '%GLOBIN%'`,
    )
    .all() as Array<{ entry: string; asyms: string }>;
  return new Set(entities.flatMap((e) => (JSON.parse(e.asyms) as string[]).map((asym) => `${e.entry}.${asym}`)));
}

// ---------------------------------------------------------------- core

test('superposition recovers a known rotation and translation', () => {
  const points = new Float64Array(60).map((_, i) => Math.sin(i * 1.7) * 20 + (i % 3) * 3);
  // rotation by 40° about (1, 2, 2)/3, then a shift
  const [ax, ay, az] = [1 / 3, 2 / 3, 2 / 3];
  const [c, s] = [Math.cos((40 * Math.PI) / 180), Math.sin((40 * Math.PI) / 180)];
  const r = [
    c + ax * ax * (1 - c),
    ax * ay * (1 - c) - az * s,
    ax * az * (1 - c) + ay * s,
    ay * ax * (1 - c) + az * s,
    c + ay * ay * (1 - c),
    ay * az * (1 - c) - ax * s,
    az * ax * (1 - c) - ay * s,
    az * ay * (1 - c) + ax * s,
    c + az * az * (1 - c),
  ];
  const moved = new Float64Array(points.length);
  for (let i = 0; i < 20; i++) {
    for (let k = 0; k < 3; k++) {
      moved[3 * i + k] =
        r[3 * k]! * points[3 * i]! +
        r[3 * k + 1]! * points[3 * i + 1]! +
        r[3 * k + 2]! * points[3 * i + 2]! +
        [5, -7, 11][k]!;
    }
  }
  const sp = new Superposition();
  superpose(points, moved, 20, sp);
  r.forEach((value, i) => assert.ok(Math.abs(sp.u[i]! - value) < 1e-9, `u[${i}]`));
  [5, -7, 11].forEach((value, i) => assert.ok(Math.abs(sp.t[i]! - value) < 1e-9, `t[${i}]`));
  assert.ok(sp.squaredDeviation < 1e-12);
});

test('TM-align: d0, a chain against a moved copy of itself, symmetry of the two normalisations', async () => {
  assert.ok(Math.abs(finalD0(141) - (1.24 * Math.cbrt(141 - 15) - 1.8)) < 1e-12);
  assert.equal(finalD0(15), 0.5);
  const a = await chainTrace('4HHB', 'A');
  const b = await chainTrace('101M', 'A');
  const moved = new Float64Array(a.coords.length);
  for (let i = 0; i < a.length; i++) {
    const [x, y, z] = [a.coords[3 * i]!, a.coords[3 * i + 1]!, a.coords[3 * i + 2]!];
    moved[3 * i] = -y + 30;
    moved[3 * i + 1] = x - 12;
    moved[3 * i + 2] = z + 4;
  }
  const aligner = new TmAligner();
  const self = aligner.align(a, caTrace(moved), SERVICE_MODE);
  assert.ok(Math.abs(self.tmQuery - 1) < 1e-9);
  assert.equal(self.alignedLength, a.length);
  const forward = aligner.align(a, b, { normaliseByTarget: true });
  const backward = aligner.align(b, a, { normaliseByTarget: true });
  assert.ok(
    Math.abs(forward.tmQuery - backward.tmTarget!) < 0.01 && Math.abs(forward.tmTarget! - backward.tmQuery) < 0.01,
  );
});

// ---------------------------------------------------------------- cross-check with TMalign

/** What the Fortran TMalign reads: the CA atoms of the first chain (up to TER), first altloc. */
function readCaFromPdb(text: string): Float64Array {
  const out: number[] = [];
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (out.length > 0 && line.startsWith('TER')) break;
    if (!line.startsWith('ATOM') || line.slice(12, 16) !== ' CA ') continue;
    const residue = line.slice(22, 27);
    if (seen.has(residue)) continue;
    seen.add(residue);
    out.push(Number(line.slice(30, 38)), Number(line.slice(38, 46)), Number(line.slice(46, 54)));
  }
  return Float64Array.from(out);
}

function writeCaPdb(trace: CaTrace, name: string): string {
  const lines: string[] = [];
  for (let i = 0; i < trace.length; i++) {
    const [x, y, z] = [trace.coords[3 * i]!, trace.coords[3 * i + 1]!, trace.coords[3 * i + 2]!].map((v) =>
      v.toFixed(3).padStart(8),
    );
    lines.push(
      `ATOM  ${String(i + 1).padStart(5)}  CA  ALA A${String(i + 1).padStart(4)}    ${x}${y}${z}  1.00  0.00           C`,
    );
  }
  lines.push('TER', 'END');
  const file = path.join(workDir, `${name}.pdb`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** TMalign's TM-scores normalised by chain 1 and chain 2. */
function tmalign(file1: string, file2: string): [number, number] {
  const out = execFileSync(TMALIGN!, [file1, file2], { encoding: 'utf8' });
  const score = (chain: number): number =>
    Number(new RegExp(`TM-score= ([0-9.]+) \\(if normalized by length of Chain_${chain}`).exec(out)?.[1]);
  return [score(1), score(2)];
}

/**
 * TM-align itself (full mode) agrees within 0.02 both ways. The service's -fast mode agrees
 * within 0.02 wherever a hit is possible (TMalign ≥ 0.4, the relaxed cut-off); below that it may
 * settle for a worse alignment of unrelated chains, which then still scores below every cut-off.
 */
function assertAgrees(ours: CaTrace, theirs: CaTrace, expected: [number, number], label: string): void {
  const aligner = new TmAligner();
  for (const [mode, options] of [
    ['full', {}],
    ['service', SERVICE_MODE],
  ] as const) {
    const result = aligner.align(ours, theirs, { ...options, normaliseByTarget: true });
    console.log(
      `# ${label} (${mode}): ours ${result.tmQuery.toFixed(4)} / ${result.tmTarget!.toFixed(4)}, TMalign ${expected[0].toFixed(4)} / ${expected[1].toFixed(4)}`,
    );
    for (const [score, reference] of [
      [result.tmQuery, expected[0]],
      [result.tmTarget!, expected[1]],
    ] as const) {
      if (mode === 'full' || reference >= 0.4)
        assert.ok(Math.abs(score - reference) <= 0.02, `${label} ${mode}: ${score} vs ${reference}`);
      else assert.ok(score < 0.4 && score <= reference + 0.02, `${label} ${mode}: ${score} vs ${reference}`);
    }
  }
}

test(
  'TM-scores agree with TMalign on its own examples (1ni7 vs 5eep)',
  { skip: NO_TMALIGN || (!existsSync(`${EXAMPLES}/1ni7.pdb.gz`) && 'the tm-align examples are not installed') },
  () => {
    const files = ['1ni7', '5eep'].map((name) => {
      const text = gunzipSync(readFileSync(`${EXAMPLES}/${name}.pdb.gz`)).toString('latin1');
      const file = path.join(workDir, `${name}.pdb`);
      writeFileSync(file, text);
      return { file, trace: caTrace(readCaFromPdb(text)) };
    });
    assert.equal(files[0]!.trace.length, 149); // the first model of the NMR ensemble
    assertAgrees(files[0]!.trace, files[1]!.trace, tmalign(files[0]!.file, files[1]!.file), '1ni7 vs 5eep');
  },
);

test('TM-scores agree with TMalign on archive chains written as PDB files', { skip: NO_TMALIGN }, async () => {
  const pairs: Array<[string, string, string]> = [
    ['4HHB.A', '4HHB.B', 'hemoglobin alpha vs beta'],
    ['101M.A', '4HHB.A', 'myoglobin vs hemoglobin alpha'],
    ['1A0J.A', '1SFI.A', 'trypsin vs trypsin'],
    ['4HHB.A', '1A0J.A', 'globin vs trypsin (unrelated)'],
    ['1EMA.A', '1AKI.A', 'GFP vs lysozyme (unrelated)'],
  ];
  for (const [a, b, label] of pairs) {
    const [ta, tb] = await Promise.all([a, b].map((id) => chainTrace(id.slice(0, 4), id.slice(5))));
    assertAgrees(ta!, tb!, tmalign(writeCaPdb(ta!, a), writeCaPdb(tb!, b)), label);
  }
});

// ---------------------------------------------------------------- the service

test('a chain finds itself with TM-score 1, and the globins under strict and relaxed', async () => {
  const globins = globinInstances();
  assert.ok(
    globins.has('101M.A') && globins.has('102M.A') && globins.has('4HHB.B') && globins.size >= 15,
    [...globins].join(' '),
  );
  const strict = await hitsOf({ value: { entry_id: '4hhb', asym_id: 'A' }, operator: 'strict_shape_match' });
  const relaxed = await hitsOf({ value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'relaxed_shape_match' });
  assert.equal(strict.get('4HHB.A'), 1);
  for (const id of globins) {
    assert.ok((strict.get(id) ?? 0) >= 0.8, `${id} strict ${strict.get(id)}`);
    assert.equal(relaxed.get(id), strict.get(id), id);
  }
  // strict ⊆ relaxed, with the same scores; every hit clears its cut-off
  for (const [id, score] of strict) assert.equal(relaxed.get(id), score, id);
  assert.ok([...strict.values()].every((s) => s >= 0.5) && [...relaxed.values()].every((s) => s >= 0.4));
  assert.ok(relaxed.size >= strict.size);
  // default operator is strict
  assert.deepEqual(await hitsOf({ value: { entry_id: '4HHB', asym_id: 'A' } }), strict);

  const myoglobin = await hitsOf({ value: { entry_id: '101M', asym_id: 'A' } });
  assert.equal(myoglobin.get('101M.A'), 1);
  for (const id of globins) assert.ok(myoglobin.has(id), `101M.A finds ${id}`);
});

test('the descriptor pre-filter keeps the obvious homologs among the candidates', async () => {
  const globins = globinInstances();
  for (const query of ['4HHB.A', '4HHB.B', '101M.A']) {
    const request = readStructureRequest({ value: { entry_id: query.slice(0, 4), asym_id: query.slice(5) } });
    const candidates = new Set(
      service.candidates(await service.queryTrace(request), 'chain', request).map((t) => idOfRow.get(t.row)),
    );
    for (const id of globins)
      assert.ok(candidates.has(id), `${query}: ${id} among the ${MAX_CANDIDATES.chain} nearest shapes`);
  }
  // trypsin-like serine proteases
  const request = readStructureRequest({ value: { entry_id: '1A0J', asym_id: 'A' } });
  const candidates = new Set(
    service.candidates(await service.queryTrace(request), 'chain', request).map((t) => idOfRow.get(t.row)),
  );
  for (const id of ['1SFI.A', '1GBT.A', '3PTB.A']) assert.ok(candidates.has(id), `1A0J.A: ${id}`);
});

test('the screening schedule keeps a margin below the confident first stage', () => {
  assert.ok(CONFIDENT >= 0.8 && screenFactors(0.5)[0]! < 0.8);
});

// one test per query: each aligns every candidate exhaustively, which is the slow part
for (const [query, cutoff] of [
  ['4HHB.A', 0.5],
  ['1EMA.A', 0.4],
] as const) {
  test(`screening and rigid-copy reuse give the hits and scores of exhaustive alignment: ${query}`, async () => {
    const aligner = new TmAligner();
    const parameters = { value: { entry_id: query.slice(0, 4), asym_id: query.slice(5) }, ptmscore_cutoff: cutoff };
    const request = readStructureRequest(parameters);
    const trace = await service.queryTrace(request);
    const expected = new Map<string, number>();
    for (const target of service.candidates(trace, 'chain', request)) {
      const score = aligner.align(trace, service.targetTrace(target)!, SERVICE_MODE).tmQuery;
      if (score >= cutoff) expected.set(idOfRow.get(target.row)!, score);
    }
    const found = await hitsOf(parameters);
    assert.deepEqual(new Set(found.keys()), new Set(expected.keys()), query);
    for (const [id, score] of found)
      assert.ok(Math.abs(score - expected.get(id)!) < 0.001, `${id}: ${score} vs ${expected.get(id)}`);
  });
}

// one test per query: each aligns every candidate exhaustively, which is the slow part
for (const [query, cutoff] of [
  ['4HHB-1', 0.5],
  ['1A0J-1', 0.4],
  ['1STP-1', 0.5],
] as const) {
  test(`screening assemblies gives the hits and scores of unscreened chain-by-chain alignment: ${query}`, async () => {
    const parameters = { value: { entry_id: query.slice(0, 4), assembly_id: query.slice(5) }, ptmscore_cutoff: cutoff };
    const request = readStructureRequest(parameters);
    const complex = await service.queryComplex(request);
    const unscreened = new ComplexAligner();
    const expected = new Map<string, number>();
    for (const target of service.candidates(complex.trace, 'assembly', request)) {
      const score = unscreened.align(complex, service.targetComplex(target)!, SERVICE_MODE).tmQuery;
      if (score >= cutoff) expected.set(idOfRow.get(target.row)!, score);
    }
    assert.ok(expected.size >= 2, `${query}: ${[...expected.keys()]}`);
    const found = await hitsOf(parameters);
    assert.deepEqual(new Set(found.keys()), new Set(expected.keys()), query);
    for (const [id, score] of found)
      assert.ok(Math.abs(score - expected.get(id)!) < 0.001, `${id}: ${score} vs ${expected.get(id)}`);
  });
}

test('worker threads give exactly the hits of one thread, and the calling thread stays free', async () => {
  const one = new StructureService(index, { alignThreads: 1, resultCache: 0 });
  const two = new StructureService(index, { alignThreads: 2, resultCache: 0 });
  try {
    await two.startWorkers();
    // with workers ready, this thread (a server's event loop) aligns nothing itself
    const here = (two as unknown as { aligner: TmAligner }).aligner;
    let alignedHere = 0;
    const align = here.align.bind(here);
    here.align = (...args) => {
      alignedHere++;
      return align(...args);
    };
    for (const parameters of [
      { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'relaxed_shape_match' },
      { value: { entry_id: '4HHB', assembly_id: '1' } },
    ]) {
      assert.deepEqual(await two.search(parameters), await one.search(parameters));
    }
    assert.equal(alignedHere, 0);
  } finally {
    await two.close();
  }
});

test('assemblies: an assembly finds itself with 1, hemoglobin tetramers find each other', async () => {
  const hemoglobin = await hitsOf({ value: { entry_id: '4HHB', assembly_id: '1' } });
  assert.equal(hemoglobin.get('4HHB-1'), 1);
  assert.ok((hemoglobin.get('1HV4-1') ?? 0) > 0.8, `1HV4-1 ${hemoglobin.get('1HV4-1')}`);
  assert.ok([...hemoglobin.keys()].every((id) => id.includes('-')));
  // an entry alone means its first assembly; a chain can be compared with assemblies
  assert.deepEqual(await hitsOf({ value: { entry_id: '4HHB' } }), hemoglobin);
  const myoglobin = await hitsOf({ value: { entry_id: '101M', asym_id: 'A' }, target_search_space: 'assembly' });
  assert.equal(myoglobin.get('101M-1'), 1);
  assert.ok(myoglobin.has('102M-1'));
});

test('assemblies of several chains compare chain by chain: the order chains are listed in does not matter', async () => {
  const aligner = new TmAligner();
  const complexes = new ComplexAligner(aligner);
  const hemoglobin = await service.queryComplex(
    readStructureRequest({ value: { entry_id: '4HHB', assembly_id: '1' } }),
  );
  assert.equal(hemoglobin.chains.length, 4);
  // the same tetramer listed alpha, alpha, beta, beta, rotated and moved as a whole
  const reordered = complexOf([0, 2, 1, 3].map((i) => hemoglobin.chains[i]!));
  const sp = new Superposition();
  sp.u.set([0, -1, 0, 1, 0, 0, 0, 0, 1]);
  sp.t.set([10, -20, 30]);
  const moved = complexOf(
    reordered.chains.map((chain) => {
      const coords = new Float64Array(chain.trace.coords.length);
      for (let i = 0; i < chain.trace.length; i++) sp.apply(chain.trace.coords, i, coords, i);
      return { ...chain, trace: caTrace(coords) };
    }),
  );
  const byChains = complexes.align(hemoglobin, moved, { ...SERVICE_MODE, normaliseByTarget: true });
  assert.ok(byChains.tmQuery > 0.999 && byChains.tmTarget! > 0.999, `${byChains.tmQuery}`);
  // whole-trace TM-align follows the listed order and finds only part of it
  const whole = aligner.align(hemoglobin.trace, moved.trace, SERVICE_MODE).tmQuery;
  assert.ok(whole < 0.8, `${whole}`);
  // residue numbers from an uploaded file may be anything: far apart, they cost no memory
  const farApart = complexOf(
    hemoglobin.chains.map((chain) => ({
      ...chain,
      seqIds: chain.seqIds.map((id, i) => (i % 2 ? id : 2_000_000_000 + id)),
    })),
  );
  assert.ok(complexes.align(farApart, farApart, SERVICE_MODE).tmQuery > 0.999);
  // the fragments of a cleaved chain (one entity, other residues per chain) still pair up
  const fragments = await service.queryComplex(readStructureRequest({ value: { entry_id: '5KC1', assembly_id: '1' } }));
  assert.ok(complexes.align(fragments, fragments, SERVICE_MODE).tmQuery > 0.999);
});

test('global similarity, ptmscore_cutoff and number_of_candidates', async () => {
  const local = await hitsOf({ value: { entry_id: '4HHB', asym_id: 'A' }, ptmscore_cutoff: 0.6 });
  const global = await hitsOf({
    value: { entry_id: '4HHB', asym_id: 'A' },
    ptmscore_cutoff: 0.6,
    similarity_type: 'global',
  });
  for (const [id, score] of global) assert.ok(score <= local.get(id)! + 1e-9, id);
  // myoglobin (154) is longer than hemoglobin alpha (141): the global score normalises by 154
  const aligner = new TmAligner();
  const both = aligner.align(await chainTrace('4HHB', 'A'), await chainTrace('101M', 'A'), {
    ...SERVICE_MODE,
    normaliseByTarget: true,
  });
  assert.ok(Math.abs(global.get('101M.A')! - Math.min(both.tmQuery, both.tmTarget!)) < 0.002);
  const three = await service.search({ value: { entry_id: '4HHB', asym_id: 'A' }, number_of_candidates: 3 });
  assert.equal(three.length, 3);
  assert.equal(idOfRow.get(three[0]!.row), '4HHB.A');
});

test('a structure file by URL that inflates past its bound is refused while inflating, cif or pdb', async () => {
  const bomb = gzipSync(Buffer.alloc((BOUNDS.structureFileSize.value + 1) * 1_000_000));
  const service = new StructureService(index, { fetchStructure: async () => bomb });
  for (const format of ['cif', 'pdb']) {
    const started = performance.now();
    await assert.rejects(
      service.search({ value: { url: `https://example.org/bomb.${format}.gz`, format } }),
      (error: unknown) => error instanceof QueryError && error.message === boundMessage('structureFileSize'),
    );
    assert.ok(performance.now() - started < 2000, `${format}: ${Math.round(performance.now() - started)} ms`);
  }
});

test('structure files by URL (cif and pdb) and as Base64 data', async () => {
  const cif = readFileSync('/work/shared/archive/entries/101m.cif.gz');
  const pdbText = readFileSync(writeCaPdb(await chainTrace('4HHB', 'B'), 'hbb'));
  const files = new Map<string, Uint8Array>([
    ['https://example.org/101m.cif.gz', cif],
    ['https://example.org/hbb.pdb', pdbText],
  ]);
  let fetches = 0;
  const withFiles = new StructureService(index, {
    fetchStructure: async (url) => {
      fetches++;
      const bytes = files.get(url);
      if (!bytes) throw new Error('404 Not Found');
      return bytes;
    },
  });
  const byId = async (parameters: unknown) =>
    new Map((await withFiles.search(parameters)).map((h) => [idOfRow.get(h.row)!, h.tmscore]));
  const fromCif = await byId({ value: { url: 'https://example.org/101m.cif.gz', format: 'cif', asym_id: 'A' } });
  assert.equal(fromCif.get('101M.A'), 1);
  // the next page of the same search is answered from the result cache, without fetching again
  assert.deepEqual(
    await byId({ value: { url: 'https://example.org/101m.cif.gz', format: 'cif', asym_id: 'A' } }),
    fromCif,
  );
  assert.equal(fetches, 1);
  const fromPdb = await byId({ value: { url: 'https://example.org/hbb.pdb', format: 'pdb' } });
  assert.equal(fromPdb.get('4HHB.B'), 1);
  assert.ok(fromPdb.has('101M.A'));
  const fromData = await byId({ value: { data: cif.toString('base64'), format: 'cif' } });
  assert.equal(fromData.get('101M.A'), 1);
  await assert.rejects(
    withFiles.search({ value: { url: 'https://example.org/missing.cif', format: 'cif' } }),
    /could not be fetched: 404/,
  );
  await assert.rejects(
    service.search({ value: { url: 'https://example.org/101m.cif.gz', format: 'cif' } }),
    /not available in this archive/,
  );
});

test('bad input answers QueryError with the seed messages', async () => {
  const cases: Array<[unknown, RegExp | string]> = [
    [undefined, MESSAGES.noParameters],
    [{ value: 'four' }, MESSAGES.structureInvalidEntryId],
    [{ value: { entry_id: 'XYZ', asym_id: 'A' } }, MESSAGES.structureInvalidEntryId],
    [{ value: { entry_id: '9ZZZ', asym_id: 'A' } }, 'No data found for Entry ID 9ZZZ'],
    [
      { value: { entry_id: '4HHB', asym_id: 'Q' } },
      /Chain Q not found in entry 4HHB \(its polymer chains: A, B, C, D\)/,
    ],
    [{ value: { entry_id: '4HHB', assembly_id: '7' } }, /Assembly 7 not found in entry 4HHB \(its assemblies: 1\)/],
    [{ value: { entry_id: '4HHB', asym_id: 'A', assembly_id: '1' } }, /at most one of assembly_id and asym_id/],
    [{ value: { entry_id: '100D', asym_id: 'A' } }, /has 0 residues with a Cα atom/],
    [{ value: { entry_id: '5J7V', assembly_id: '1' } }, /compares assemblies of up to 3000/],
    [{ value: { url: 'ftp://example.org/x.cif', format: 'cif' } }, MESSAGES.structureInvalidUrl],
    [{ value: { url: 'https://example.org/x.cif' } }, MESSAGES.structureInvalidUrl],
    [{ value: { url: 'https://example.org/x.cif', format: 'ccp4' } }, MESSAGES.structureInvalidUrl],
    [{ value: { data: 'not base64!', format: 'cif' } }, /base64/],
    [
      { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'exact_shape_match' },
      /operator 'exact_shape_match' is not supported/,
    ],
    [
      { value: { entry_id: '4HHB', asym_id: 'A' }, target_search_space: 'entry' },
      /target_search_space 'entry' is not supported/,
    ],
    [
      { value: { entry_id: '4HHB', asym_id: 'A' }, similarity_type: 'fuzzy' },
      /similarity_type 'fuzzy' is not supported/,
    ],
    [
      { value: { entry_id: '4HHB', asym_id: 'A' }, number_of_candidates: 2.5 },
      /number_of_candidates must be an integer/,
    ],
    [{ value: { entry_id: '4HHB', asym_id: 'A' }, ptmscore_cutoff: 2 }, /ptmscore_cutoff must be between 0 and 1/],
  ];
  for (const [parameters, message] of cases) {
    await assert.rejects(
      service.search(parameters),
      (error: unknown) => {
        assert.ok(error instanceof QueryError, String(error));
        if (typeof message === 'string') assert.equal(error.message, message);
        else assert.match(error.message, message);
        return true;
      },
      JSON.stringify(parameters),
    );
  }
});

// ---------------------------------------------------------------- through the engine

const everything = {
  return_all_hits: true,
  results_content_type: ['experimental', 'computational'] as Array<'experimental' | 'computational'>,
};

test('through the engine: polymer instances, assemblies and entries with match contexts', async () => {
  const query = {
    type: 'terminal' as const,
    service: 'structure' as const,
    parameters: { value: { entry_id: '4HHB', asym_id: 'A' }, operator: 'strict_shape_match' as const },
  };
  const expected = await hitsOf(query.parameters);

  const instances = await search.search(
    validated({
      query,
      return_type: 'polymer_instance',
      request_options: { ...everything, results_verbosity: 'verbose' },
    }),
  );
  assert.equal(instances.total_count, expected.size);
  for (const item of instances.result_set ?? []) {
    assert.ok(typeof item !== 'string');
    const node = item.services?.find((s) => s.service_type === 'structure')?.nodes[0];
    assert.deepEqual(node?.match_context, [{ tmscore: expected.get(item.identifier) }], item.identifier);
    assert.equal(node?.original_score, expected.get(item.identifier));
  }
  const first = instances.result_set?.[0];
  assert.ok(first && typeof first !== 'string' && first.identifier === '4HHB.A' && first.score === 1);

  const entries = await search.search(
    validated({
      query,
      return_type: 'entry',
      request_options: { ...everything, results_verbosity: 'verbose' },
    }),
  );
  const entryBest = new Map<string, number>();
  for (const [id, score] of expected)
    entryBest.set(id.slice(0, 4), Math.max(entryBest.get(id.slice(0, 4)) ?? 0, score));
  assert.deepEqual(
    new Set((entries.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier))),
    new Set(entryBest.keys()),
  );
  for (const item of entries.result_set ?? []) {
    assert.ok(typeof item !== 'string');
    assert.deepEqual(item.services?.[0]?.nodes[0]?.match_context, [{ tmscore: entryBest.get(item.identifier) }]);
  }

  const assemblyQuery = {
    type: 'terminal' as const,
    service: 'structure' as const,
    parameters: { value: { entry_id: '4HHB', assembly_id: '1' } },
  };
  const assemblies = await search.search(
    validated({
      query: assemblyQuery,
      return_type: 'assembly',
      request_options: { ...everything, results_verbosity: 'compact' },
    }),
  );
  assert.deepEqual(
    new Set(assemblies.result_set as string[]),
    new Set((await hitsOf(assemblyQuery.parameters)).keys()),
  );
});

test('in an AND group with an attribute terminal', async () => {
  const structure = {
    type: 'terminal' as const,
    service: 'structure' as const,
    parameters: { value: { entry_id: '4HHB', asym_id: 'A' } },
  };
  const attribute = {
    type: 'terminal' as const,
    service: 'text',
    parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
  };
  const entriesOf = async (query: unknown): Promise<Set<string>> =>
    new Set(
      (
        await search.search(
          validated({
            query: query as never,
            return_type: 'entry',
            request_options: { ...everything, results_verbosity: 'compact' },
          }),
        )
      ).result_set as string[],
    );
  const both = await entriesOf({ type: 'group', logical_operator: 'and', nodes: [structure, attribute] });
  const [left, right] = [await entriesOf(structure), await entriesOf(attribute)];
  assert.deepEqual(both, new Set([...left].filter((id) => right.has(id))));
  assert.ok(both.size > 0 && both.size <= left.size);
  const malformed = { ...structure, parameters: { value: { entry_id: 'XYZ' } } };
  assert.ok(await refusalOf({ query: malformed, return_type: 'entry' }, (checked) => search.search(checked)));
});
