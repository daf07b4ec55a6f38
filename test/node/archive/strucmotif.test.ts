// The strucmotif service on the shared archive. Facts are computed here independently of the
// service: the named motifs must find their own structure; the chymotrypsin-numbered catalytic
// triads (His57, Asp102, Ser195 by author numbering, Ser OG near His NE2) must all be found by
// one of them; every reported RMSD is recomputed from the stored coordinates with this file's
// own atom pairing and the reported transformation, and checked to be a minimum; a copy of a
// structure moved by a known rotation (served by URL) must be found with that rotation.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { QueryError } from '../../../src/archive/query/query-error.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { ResultItem } from '../../../src/archive/query/search-response.ts';
import { archiveServices } from '../../../src/archive/services/index.ts';
import type { EntryStructure } from '../../../src/archive/services/coordinates/entry-structure.ts';
import type { StructureStore } from '../../../src/archive/services/coordinates/store.ts';
import { StrucmotifService } from '../../../src/archive/services/strucmotif/service.ts';
import type { MotifHit } from '../../../src/archive/services/strucmotif/search.ts';
import { superpose } from '../../../src/archive/services/strucmotif/superpose.ts';
import { JobPastDeadline, startJobClock } from '../../../src/archive/workers/job-deadline.ts';
import { encodeLoadPdbIds, motifViewStructures, readLoadPdbIds } from '../../../src/model/viewer-request.ts';
import {
  decodeDirectory,
  encodePostings,
  findCode,
  readPostings,
} from '../../support/strucmotif-oracle/pair-postings.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import type { AtomPairingScheme, ResidueId, StrucmotifMatchContext } from '../../../src/model/types.ts';
import { getTestArchive } from './fixture.ts';
import { refusalOf, validated } from '../../support/validated-request.ts';

type Vec = [number, number, number];

let archiveSource: string;
let index: ArchiveIndex;
let service: StrucmotifService;
let store: StructureStore;
const files = new Map<string, Uint8Array>();

before(async () => {
  const archive = await getTestArchive();
  archiveSource = archive.source;
  index = new ArchiveIndex(archive.file);
  service = new StrucmotifService(index, {
    fetchStructure: async (url) => {
      const bytes = files.get(url);
      if (!bytes) throw new Error(`404 for ${url}`);
      return bytes;
    },
  });
  store = service.store;
});
after(() => index.close());

const residue = (label_asym_id: string, label_seq_id: number, struct_oper_id = '1'): Required<ResidueId> => ({
  label_asym_id,
  label_seq_id,
  struct_oper_id,
});
/** Trypsin 3PTB: His57, Asp102, Ser195 (label_seq_id 40, 84, 177). */
const TRIAD = { entry_id: '3PTB', residue_ids: [residue('A', 40), residue('A', 84), residue('A', 177)] };
const hitKey = (h: MotifHit) => `${h.entryId}:${h.residues.map((r) => `${r.asymId}.${r.seqId}.${r.operId}`).join(',')}`;

// ------------------------------------------------------------- independent geometry

function operatorOf(structure: EntryStructure, operId: string): readonly number[] {
  return operId
    .split('x')
    .map((id): readonly number[] => structure.operators[id] ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0])
    .reduce((a, b) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) out.push(a[i * 4]! * b[j]! + a[i * 4 + 1]! * b[4 + j]! + a[i * 4 + 2]! * b[8 + j]!);
        out.push(a[i * 4]! * b[3]! + a[i * 4 + 1]! * b[7]! + a[i * 4 + 2]! * b[11]! + a[i * 4 + 3]!);
      }
      return out;
    });
}

/** Heavy atoms of a residue by name, placed by its operator, straight from the stored coordinates. */
function atoms(entryId: string, id: Required<ResidueId>): Map<string, Vec> {
  const structure = store.get(entryId)!;
  const chain = structure.chains.find((c) => c.asymId === id.label_asym_id)!;
  const i = chain.seqIds.indexOf(id.label_seq_id);
  assert.ok(i >= 0, `${entryId} ${id.label_asym_id} ${id.label_seq_id}`);
  const op = operatorOf(structure, id.struct_oper_id);
  const out = new Map<string, Vec>();
  for (let a = chain.atomStart[i]!; a < chain.atomStart[i + 1]!; a++) {
    const [x, y, z] = [chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!];
    out.set(chain.atomNames[a]!, [
      op[0]! * x + op[1]! * y + op[2]! * z + op[3]!,
      op[4]! * x + op[5]! * y + op[6]! * z + op[7]!,
      op[8]! * x + op[9]! * y + op[10]! * z + op[11]!,
    ]);
  }
  return out;
}

const BACKBONE = new Set(['N', 'CA', 'C', 'O']);
const mean = (points: Vec[]): Vec => [0, 1, 2].map((k) => points.reduce((s, p) => s + p[k]!, 0) / points.length) as Vec;

/** Paired points (query, hit) of one position under a pairing scheme (glycine-free motifs). */
function pairAtoms(scheme: AtomPairingScheme, q: Map<string, Vec>, h: Map<string, Vec>): Array<[Vec, Vec]> {
  if (scheme === 'PSEUDO_ATOMS') {
    const points = (m: Map<string, Vec>): Vec[] => {
      const side = [...m].filter(([n]) => !BACKBONE.has(n) && n !== 'OXT').map(([, p]) => p);
      return [m.get('CA')!, mean([...m].filter(([n]) => BACKBONE.has(n)).map(([, p]) => p)), mean(side)];
    };
    const [pq, ph] = [points(q), points(h)];
    return pq.map((p, i) => [p, ph[i]!]);
  }
  const keep = (name: string) =>
    scheme === 'ALL' || (scheme === 'BACKBONE' ? BACKBONE.has(name) : !BACKBONE.has(name) && name !== 'OXT');
  const pairs = [...q].filter(([name]) => keep(name) && h.has(name)).map(([name, p]): [Vec, Vec] => [p, h.get(name)!]);
  return pairs.length > 0 || scheme !== 'SIDE_CHAIN' ? pairs : [[q.get('CA')!, h.get('CA')!]];
}

function applyColumnMajor(m: readonly number[], p: Vec): Vec {
  return [0, 1, 2].map((i) => m[i]! * p[0] + m[4 + i]! * p[1] + m[8 + i]! * p[2] + m[12 + i]!) as Vec;
}

const rmsdOf = (pairs: Array<[Vec, Vec]>, move: (p: Vec) => Vec) =>
  Math.sqrt(pairs.reduce((s, [q, h]) => s + move(h).reduce((t, v, k) => t + (v - q[k]!) ** 2, 0), 0) / pairs.length);

/** Rotation by `angle` about unit axis `u` (row-major 3×3). */
function rotation(u: Vec, angle: number): number[] {
  const [x, y, z] = u;
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  const t = 1 - c;
  return [
    t * x * x + c,
    t * x * y - s * z,
    t * x * z + s * y,
    t * x * y + s * z,
    t * y * y + c,
    t * y * z - s * x,
    t * x * z - s * y,
    t * y * z + s * x,
    t * z * z + c,
  ];
}
const rotate = (r: number[], p: Vec): Vec => [
  r[0]! * p[0] + r[1]! * p[1] + r[2]! * p[2],
  r[3]! * p[0] + r[4]! * p[1] + r[5]! * p[2],
  r[6]! * p[0] + r[7]! * p[1] + r[8]! * p[2],
];

/**
 * The reported RMSD is what the reported transformation achieves on this file's own atom
 * pairing, the transformation is a proper rotation, and no small rotation or shift improves it.
 */
function checkHit(
  query: { entryId: string; ids: Required<ResidueId>[] },
  hit: StrucmotifMatchContext,
  entryId: string,
  scheme: AtomPairingScheme,
): void {
  const pairs = query.ids.flatMap((id, i) =>
    pairAtoms(scheme, atoms(query.entryId, id), atoms(entryId, hit.residue_ids[i] as Required<ResidueId>)),
  );
  const m = hit.transformation!;
  assert.equal(m.length, 16);
  assert.deepEqual([m[3], m[7], m[11], m[15]], [0, 0, 0, 1]);
  const r = [m[0]!, m[4]!, m[8]!, m[1]!, m[5]!, m[9]!, m[2]!, m[6]!, m[10]!];
  const det =
    r[0]! * (r[4]! * r[8]! - r[5]! * r[7]!) -
    r[1]! * (r[3]! * r[8]! - r[5]! * r[6]!) +
    r[2]! * (r[3]! * r[7]! - r[4]! * r[6]!);
  assert.ok(Math.abs(det - 1) < 1e-6, `det ${det}`);
  const reported = rmsdOf(pairs, (p) => applyColumnMajor(m, p));
  assert.ok(
    Math.abs(reported - hit.score) < 1e-3,
    `${entryId} ${scheme}: recomputed ${reported} vs reported ${hit.score}`,
  );
  const centre = mean(pairs.map(([, h]) => applyColumnMajor(m, h)));
  for (const axis of [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ] as Vec[]) {
    for (const step of [-0.01, 0.01]) {
      const turn = rotation(axis, step);
      const turned = rmsdOf(pairs, (p) => {
        const moved = applyColumnMajor(m, p);
        const local = rotate(turn, [moved[0] - centre[0], moved[1] - centre[1], moved[2] - centre[2]]);
        return [local[0] + centre[0], local[1] + centre[1], local[2] + centre[2]];
      });
      const shifted = rmsdOf(pairs, (p) => applyColumnMajor(m, p).map((v, k) => v + (axis[k] ?? 0) * step * 5) as Vec);
      assert.ok(turned >= reported - 1e-9 && shifted >= reported - 1e-9, `${entryId} ${scheme}: not a minimum`);
    }
  }
}

// ------------------------------------------------------------- units

test('superposition recovers a known rotation and translation', () => {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 20 - 10;
  const moving = Array.from({ length: 30 }, random);
  const turn = rotation([2 / 7, 3 / 7, 6 / 7], 2.5);
  const fixed = Array.from({ length: 10 }, (_, i) =>
    rotate(turn, [moving[3 * i]!, moving[3 * i + 1]!, moving[3 * i + 2]!]).map((v, k) => v + [4, -5, 6][k]!),
  ).flat();
  const fit = superpose(fixed, moving);
  assert.ok(fit.rmsd < 1e-6, `RMSD ${fit.rmsd}`);
  fit.rotation.forEach((v, i) => assert.ok(Math.abs(v - turn[i]!) < 1e-6, `rotation ${i}`));
  fit.translation.forEach((v, i) => assert.ok(Math.abs(v - [4, -5, 6][i]!) < 1e-6, `translation ${i}`));
  // a mirror image cannot be superposed: the RMSD stays large
  assert.ok(
    superpose(
      fixed.map((v, i) => (i % 3 === 0 ? -v : v)),
      moving,
    ).rmsd > 1,
    'mirror image',
  );
});

test('postings: grouped by code, entries ascending, read back exactly', () => {
  const rows: Array<[number, number, number, number]> = [
    [3, 0, 10, 12],
    [3, 0, 5, 900],
    [3, 2, 70000, 3],
    [8, 1, 1, 2],
    [8, 5, 0, 0],
  ];
  const col = (k: number) => Int32Array.from(rows.map((r) => r[k]!));
  const { directory, postings } = encodePostings(col(0), col(1), col(2), col(3), rows.length);
  const dir = decodeDirectory(directory);
  assert.deepEqual([...dir.codes], [3, 8]);
  assert.deepEqual([...dir.counts], [3, 2]);
  assert.equal(findCode(dir, 5), -1);
  const read = (code: number) => {
    const out: number[][] = [];
    readPostings(dir, postings, findCode(dir, code), (e, a, b) => out.push([e, a, b]));
    return out;
  };
  assert.deepEqual(read(3), [
    [0, 10, 12],
    [0, 5, 900],
    [2, 70000, 3],
  ]);
  assert.deepEqual(read(8), [
    [1, 1, 2],
    [5, 0, 0],
  ]);
});

test('the index covers every entry with coordinates', () => {
  const indexed = index.db.prepare('SELECT entry_id FROM strucmotif_entry ORDER BY ordinal').pluck().all();
  const stored = index.db.prepare('SELECT entry_id FROM entry_structure ORDER BY entry_row').pluck().all();
  assert.deepEqual(indexed, stored);
  const pairs = index.db.prepare('SELECT sum(pairs) FROM strucmotif_postings').pluck().get() as number;
  assert.ok(pairs > 1_000_000, `${pairs} pairs`);
});

// ------------------------------------------------------------- searches

test('the named motifs find their own structure at RMSD ≈ 0', async () => {
  const motifs = JSON.parse(
    readFileSync(path.join(archiveSource, 'extra', 'strucmotif_motifs.json'), 'utf8'),
  ) as Array<{
    structureIdentifier: string;
    labelSelections: Array<{ labelAsymId: string; structOperId: string; labelSeqId: number }>;
    positionSpecificExchanges: Array<{
      labelSelection?: { labelAsymId: string; structOperId: string; labelSeqId: number };
      residueTypes?: string[];
    }>;
  }>;
  assert.ok(motifs.length > 0, 'named motifs');
  for (const motif of motifs) {
    const entryId = motif.structureIdentifier.toUpperCase();
    const ids = motif.labelSelections.map((s) => residue(s.labelAsymId, s.labelSeqId, s.structOperId));
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
    const hits = await service.hits({
      value: { entry_id: entryId, residue_ids: ids },
      ...(exchanges.length ? { exchanges } : {}),
    });
    const own = hits.find(
      (h) =>
        h.entryId === entryId &&
        h.residues.every((r, i) => r.asymId === ids[i]!.label_asym_id && r.seqId === ids[i]!.label_seq_id),
    );
    assert.ok(own, `${entryId} finds itself`);
    assert.ok(own.rmsd < 0.01, `${entryId} RMSD ${own.rmsd}`);
    assert.equal(hits[0], own, 'the source ranks first');
    assert.ok(
      hits.every((h) => h.rmsd <= 2),
      'default cutoff 2 Å',
    );
    checkHit({ entryId, ids }, { ...own, ...contextOf(own) }, entryId, 'ALL');
  }
});

const contextOf = (hit: MotifHit): StrucmotifMatchContext => ({
  residue_ids: hit.residues.map((r) => ({ label_asym_id: r.asymId, label_seq_id: r.seqId, struct_oper_id: r.operId })),
  residue_types: hit.residues.map((r) => r.compId),
  score: hit.rmsd,
  transformation: hit.transformation,
});

/** Chymotrypsin-numbered triads: His57 and Asp102 of a chain, a Ser195 whose OG is within 4 Å of His NE2. */
function chymotrypsinTriads(): Array<{ entryId: string; keys: string[] }> {
  const found: Array<{ entryId: string; keys: string[] }> = [];
  for (const entryId of store.entryIds()) {
    const structure = store.get(entryId)!;
    const at = (authSeq: string, comp: string) =>
      structure.chains.flatMap((c) =>
        c.authSeqIds.flatMap((a, i) =>
          a === authSeq && c.compIds[i] === comp ? [{ asym: c.asymId, seq: c.seqIds[i]! }] : [],
        ),
      );
    for (const his of at('57', 'HIS')) {
      const asp = at('102', 'ASP').find((a) => a.asym === his.asym);
      const ne2 = atoms(entryId, residue(his.asym, his.seq)).get('NE2');
      if (!asp || !ne2) continue;
      for (const ser of at('195', 'SER')) {
        const og = atoms(entryId, residue(ser.asym, ser.seq)).get('OG');
        if (og && Math.hypot(og[0] - ne2[0], og[1] - ne2[1], og[2] - ne2[2]) < 4) {
          found.push({ entryId, keys: [`${his.asym}.${his.seq}`, `${asp.asym}.${asp.seq}`, `${ser.asym}.${ser.seq}`] });
        }
      }
    }
  }
  return found;
}

test('a catalytic triad finds its source and every chymotrypsin-family triad of the archive', async () => {
  const hits = await service.hits({ value: TRIAD });
  assert.equal(hits[0]!.entryId, '3PTB');
  assert.ok(hits[0]!.rmsd < 0.01, 'source RMSD');
  const triads = chymotrypsinTriads();
  assert.ok(new Set(triads.map((t) => t.entryId)).size >= 6, 'trypsins, chymotrypsins and thrombins in the archive');
  for (const triad of triads) {
    const hit = hits.find(
      (h) => h.entryId === triad.entryId && h.residues.every((r, i) => `${r.asymId}.${r.seqId}` === triad.keys[i]),
    );
    assert.ok(hit, `${triad.entryId} ${triad.keys.join(' ')}`);
    assert.ok(hit.rmsd < 1, `${triad.entryId} RMSD ${hit.rmsd}`);
  }
  for (const hit of hits) {
    assert.deepEqual(
      hit.residues.map((r) => r.compId),
      ['HIS', 'ASP', 'SER'],
    );
    assert.ok(hit.rmsd <= 2, hitKey(hit));
  }
  // a pruned (spanning tree) and an unpruned query agree on this small motif
  const unpruned = await service.hits({ value: TRIAD, motif_pruning_strategy: 'NONE' });
  assert.deepEqual(unpruned.map(hitKey), hits.map(hitKey));
});

test('exchanges broaden the hits, with the exchanged types only where allowed', async () => {
  const plain = await service.hits({ value: TRIAD });
  const allowed = [['HIS'], ['ASP', 'GLU', 'ASN'], ['SER', 'CYS', 'THR']];
  const exchanged = await service.hits({
    value: TRIAD,
    exchanges: [
      { residue_id: residue('A', 84), allowed: ['GLU', 'ASN'] },
      { residue_id: { label_asym_id: 'A', label_seq_id: 177 }, allowed: ['CYS', 'THR'] },
    ],
  });
  const keys = new Set(exchanged.map(hitKey));
  for (const hit of plain) assert.ok(keys.has(hitKey(hit)), `${hitKey(hit)} kept`);
  const extra = exchanged.filter((h) => h.residues.some((r, i) => r.compId !== ['HIS', 'ASP', 'SER'][i]));
  assert.ok(extra.length > 0, 'some hits use an exchanged residue type');
  for (const hit of exchanged)
    hit.residues.forEach((r, i) => assert.ok(allowed[i]!.includes(r.compId), `${hitKey(hit)} ${r.compId}`));
  for (const hit of extra.slice(0, 3))
    checkHit({ entryId: '3PTB', ids: TRIAD.residue_ids }, contextOf(hit), hit.entryId, 'ALL');

  // a two-residue motif: LYS may also be ARG
  const ck = { entry_id: '6ZWF', residue_ids: [residue('A', 9), residue('A', 39)] };
  const withArg = await service.hits({ value: ck, exchanges: [{ residue_id: residue('A', 9), allowed: ['ARG'] }] });
  assert.ok(withArg.length > (await service.hits({ value: ck })).length, 'ARG widens CK');
  assert.ok(
    withArg.some((h) => h.residues[0]!.compId === 'ARG'),
    'an ARG hit',
  );
});

test('a tighter RMSD cutoff keeps exactly the hits within it', async () => {
  const loose = await service.hits({ value: TRIAD, rmsd_cutoff: 2 });
  const tight = await service.hits({ value: TRIAD, rmsd_cutoff: 0.5 });
  assert.deepEqual(tight.map(hitKey), loose.filter((h) => h.rmsd <= 0.5).map(hitKey));
  assert.ok(tight.length < loose.length, `${tight.length} < ${loose.length}`);
  assert.deepEqual(
    (await service.hits({ value: TRIAD, rmsd_cutoff: 0.01 })).map((h) => h.entryId),
    ['3PTB'],
  );
});

test("a search past its job's deadline stops there; the next one, with time, answers in full", async () => {
  const full = await service.hits({ value: TRIAD });
  startJobClock(0);
  try {
    await assert.rejects(service.hits({ value: TRIAD }), JobPastDeadline);
  } finally {
    startJobClock(undefined);
  }
  assert.deepEqual((await service.hits({ value: TRIAD })).map(hitKey), full.map(hitKey));
});

test("the motif view gets the search's superposition: through its URL, its matrix lays each hit on the query at the reported RMSD", async () => {
  const hits = (await service.hits({ value: TRIAD, atom_pairing_scheme: 'ALL' })).filter((h) => h.entryId !== '3PTB');
  assert.ok(hits.length >= 5, `${hits.length} hits`);
  for (const hit of hits.slice(0, 5)) {
    const sent = motifViewStructures(
      { entryId: TRIAD.entry_id, residues: TRIAD.residue_ids },
      {
        identifier: `${hit.entryId}-${hit.assemblyId}`,
        entryId: hit.entryId,
        match: { ...contextOf(hit), residue_types: hit.residues.map((r) => r.compId) },
      },
    );
    // what the view receives, as a shared link or a reload carries it
    const [query, laid] = readLoadPdbIds(encodeLoadPdbIds(sent))!;
    assert.equal(laid!.assemblyId, hit.assemblyId);
    assert.deepEqual(laid!.matrix, hit.transformation);
    const pairs = query!.residues.flatMap((id, i) =>
      pairAtoms(
        'ALL',
        atoms(query!.entryId, id as Required<ResidueId>),
        atoms(laid!.entryId, laid!.residues[i] as Required<ResidueId>),
      ),
    );
    const shown = rmsdOf(pairs, (p) => applyColumnMajor(laid!.matrix!, p));
    assert.ok(Math.abs(shown - hit.rmsd) < 1e-3, `${hit.entryId}: ${shown} shown, ${hit.rmsd} found`);
  }
});

test('every atom pairing scheme: the source at RMSD 0, reported RMSDs recomputed independently', async () => {
  for (const scheme of ['ALL', 'BACKBONE', 'SIDE_CHAIN', 'PSEUDO_ATOMS'] as const) {
    const hits = await service.hits({ value: TRIAD, atom_pairing_scheme: scheme });
    assert.equal(hits[0]!.entryId, '3PTB', scheme);
    assert.ok(hits[0]!.rmsd < 0.01, scheme);
    assert.ok(hits.length >= 10, `${scheme}: ${hits.length} hits`);
    for (const hit of [...hits.slice(0, 3), ...hits.slice(-3)])
      checkHit({ entryId: '3PTB', ids: TRIAD.residue_ids }, contextOf(hit), hit.entryId, scheme);
  }
});

// ------------------------------------------------------------- files and operators

/** An entry's mmCIF text with its atom sites moved (and optionally filtered). */
function movedCif(
  entry: string,
  move: (p: Vec) => Vec,
  keep: (asym: string, seq: string) => boolean = () => true,
): Uint8Array {
  const lines = gunzipSync(readFileSync(path.join(archiveSource, 'entries', `${entry}.cif.gz`)))
    .toString('utf8')
    .split('\n');
  const header = lines.map((l, i) => (l.startsWith('_atom_site.') ? i : -1)).filter((i) => i >= 0);
  const columns = header.map((i) => lines[i]!.trim());
  const col = (name: string) => columns.indexOf(`_atom_site.${name}`);
  const [cx, cy, cz, asym, seq] = [
    col('Cartn_x'),
    col('Cartn_y'),
    col('Cartn_z'),
    col('label_asym_id'),
    col('label_seq_id'),
  ];
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i <= header[header.length - 1]! || !/^(ATOM|HETATM)\s/.test(line) || line.startsWith('#')) {
      out.push(line);
      return;
    }
    const tokens = line.trim().split(/\s+/);
    if (!keep(tokens[asym]!, tokens[seq]!)) return;
    const p = move([Number(tokens[cx]), Number(tokens[cy]), Number(tokens[cz])]);
    p.forEach((v, k) => (tokens[[cx, cy, cz][k]!] = v.toFixed(3)));
    out.push(tokens.join(' '));
  });
  return new TextEncoder().encode(out.join('\n'));
}

test('a copy moved by a known rotation (by URL or Base64 data) finds the original with that rotation', async () => {
  const turn = rotation([1 / 3, 2 / 3, 2 / 3], 0.7);
  const shift: Vec = [12, -30, 7.5];
  const move = (p: Vec): Vec => rotate(turn, p).map((v, k) => v + shift[k]!) as Vec;
  const url = 'https://files.example.org/3ptb-moved.cif';
  files.set(url, movedCif('3ptb', move));
  const value = { url, format: 'cif', residue_ids: TRIAD.residue_ids };
  for (const hits of [
    await service.hits({ value }),
    await service.hits({
      value: { data: Buffer.from(files.get(url)!).toString('base64'), format: 'cif', residue_ids: TRIAD.residue_ids },
    }),
  ]) {
    const own = hits[0]!;
    assert.equal(own.entryId, '3PTB');
    assert.ok(own.rmsd < 0.01, `RMSD ${own.rmsd}`);
    // the transformation takes the archive's 3PTB onto the moved copy: it is the known rotation
    const m = own.transformation;
    turn.forEach((v, i) => assert.ok(Math.abs(m[(i % 3) * 4 + Math.floor(i / 3)]! - v) < 1e-3, `rotation ${i}`));
    shift.forEach((v, k) => assert.ok(Math.abs(m[12 + k]! - v) < 0.01, `translation ${k}`));
    assert.ok(
      hits.some((h) => h.entryId === '1A0J'),
      '1A0J found',
    );
  }

  // a file holding only the motif needs no residue_ids
  const onlyMotif = 'https://files.example.org/3ptb-triad.cif';
  files.set(
    onlyMotif,
    movedCif('3ptb', move, (asym, seq) => asym === 'A' && ['40', '84', '177'].includes(seq)),
  );
  const fromMotifFile = await service.hits({ value: { url: onlyMotif, format: 'cif' } });
  assert.equal(fromMotifFile[0]!.entryId, '3PTB');
  assert.ok(fromMotifFile[0]!.rmsd < 0.01, 'motif file RMSD');

  await assert.rejects(
    service.hits({
      value: { url: 'https://files.example.org/missing.cif', format: 'cif', residue_ids: TRIAD.residue_ids },
    }),
    QueryError,
  );
  const withoutFetcher = new StrucmotifService(index, { store });
  await assert.rejects(
    withoutFetcher.hits({ value: { url, format: 'cif', residue_ids: TRIAD.residue_ids } }),
    /not available/,
  );
});

test('operators: a motif placed by a symmetry operator, hits reported under their assembly operator', async () => {
  // 1ACJ assembly 1 is the deposited chain under operators 1 and 2: the motif placed by 2 finds the
  // deposited residues (operator 1 is the identity), moved there by operator 2 itself
  const ids = [residue('A', 200, '2'), residue('A', 440, '2'), residue('A', 327, '2')];
  const hits = await service.hits({ value: { entry_id: '1ACJ', residue_ids: ids }, rmsd_cutoff: 0.5 });
  const own = hits.find((h) => h.entryId === '1ACJ')!;
  assert.ok(own.rmsd < 0.01, '1ACJ RMSD');
  assert.deepEqual(
    own.residues.map((r) => r.operId),
    ['1', '1', '1'],
  );
  const op2 = store.get('1ACJ')!.operators['2']!;
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 4; j++)
      assert.ok(Math.abs(own.transformation[j * 4 + i]! - op2[i * 4 + j]!) < 1e-3, `operator 2 [${i}][${j}]`);
  checkHit({ entryId: '1ACJ', ids }, contextOf(own), '1ACJ', 'ALL');

  // 7A3X holds its deposited chain only under operators 2 and 3: a hit there reports operator 2,
  // and its transformation undoes operator 2
  const structure = store.get('7A3X')!;
  const chain = structure.chains[0]!;
  const deposited = [chain.seqIds[10]!, chain.seqIds[12]!, chain.seqIds[14]!].map((s) => residue(chain.asymId, s));
  const self = (await service.hits({ value: { entry_id: '7A3X', residue_ids: deposited }, rmsd_cutoff: 0.5 })).find(
    (h) => h.entryId === '7A3X' && h.residues[0]!.seqId === deposited[0]!.label_seq_id,
  )!;
  assert.ok(self.rmsd < 0.01, '7A3X RMSD');
  assert.deepEqual(
    self.residues.map((r) => r.operId),
    ['2', '2', '2'],
  );
  const op = structure.operators['2']!;
  const inside: Vec = [1, 2, 3];
  const placed: Vec = [0, 1, 2].map(
    (i) => op[i * 4]! * inside[0] + op[i * 4 + 1]! * inside[1] + op[i * 4 + 2]! * inside[2] + op[i * 4 + 3]!,
  ) as Vec;
  applyColumnMajor(self.transformation, placed).forEach((v, k) =>
    assert.ok(Math.abs(v - inside[k]!) < 1e-2, `undone ${k}`),
  );
  checkHit({ entryId: '7A3X', ids: deposited }, contextOf(self), '7A3X', 'ALL');
});

// ------------------------------------------------------------- errors

test('bad input answers QueryError with the seed messages', async () => {
  const message = (detail: string) => MESSAGE_TEMPLATES.strucmotif(detail);
  const six = (residue_ids: unknown) => ({ value: { entry_id: '6ZWF', residue_ids } });
  const structure = store.get('6ZWF')!;
  const chain = structure.chains[0]!;
  const ca = (seq: number) => atoms('6ZWF', residue('A', seq)).get('CA')!;
  const far = chain.seqIds.reduce(
    (best, s) =>
      Math.hypot(...ca(s).map((v, k) => v - ca(9)[k]!)) > Math.hypot(...ca(best).map((v, k) => v - ca(9)[k]!))
        ? s
        : best,
    9,
  );
  const cases: Array<[unknown, string | RegExp]> = [
    [undefined, /No parameters/],
    [{ value: {} }, message(MESSAGES.strucmotifReferenceRequired)],
    [
      { value: { entry_id: 'XXXX', residue_ids: [residue('A', 9), residue('A', 39)] } },
      message(MESSAGES.strucmotifInvalidEntryId),
    ],
    [
      { value: { entry_id: '9ZZZ', residue_ids: [residue('A', 9), residue('A', 39)] } },
      message(MESSAGE_TEMPLATES.noDataForEntry('9ZZZ')),
    ],
    [six([residue('A', 9)]), message(MESSAGES.strucmotifTooFewResidues)],
    [six(undefined), message(MESSAGES.strucmotifTooFewResidues)],
    [six(Array.from({ length: 11 }, (_, i) => residue('A', i + 1))), message(MESSAGES.strucmotifTooManyResidues)],
    [six([residue('A', 9), { label_asym_id: 'A' }]), message(MESSAGES.strucmotifResidueIncomplete)],
    [six([residue('A', 9), residue('A', 9)]), /given twice/],
    [six([residue('A', 9), residue('A', 9999)]), /Residue A 9999 was not found in 6ZWF/],
    [six([residue('A', 9), residue('Z', 39)]), /Chain Z/],
    [six([residue('A', 9), residue('A', 39, '99')]), /Operator 99 is not defined/],
    [six([residue('A', 9), residue('A', far)]), /connected/],
    [{ ...six([residue('A', 9), residue('A', 39)]), rmsd_cutoff: -1 }, message(MESSAGES.strucmotifInvalidRmsd)],
    [
      { ...six([residue('A', 9), residue('A', 39)]), atom_pairing_scheme: 'CA' },
      MESSAGE_TEMPLATES.requestQueryErrors("atom_pairing_scheme 'CA' is not supported"),
    ],
    [
      {
        ...six([residue('A', 9), residue('A', 39)]),
        exchanges: [{ residue_id: residue('A', 9), allowed: ['ARG', 'HIS', 'ASN', 'GLN', 'GLU'] }],
      },
      message(MESSAGES.strucmotifTooManyExchanges),
    ],
    [
      { ...six([residue('A', 9), residue('A', 39)]), exchanges: [{ residue_id: residue('A', 9), allowed: ['XYZ'] }] },
      message(MESSAGE_TEMPLATES.strucmotifUnknownExchange('XYZ')),
    ],
    [
      { ...six([residue('A', 9), residue('A', 39)]), exchanges: [{ residue_id: residue('A', 10), allowed: ['ARG'] }] },
      /not part of the motif/,
    ],
    [{ ...six([residue('A', 9), residue('A', 39)]), backbone_distance_tolerance: 5 }, /backbone_distance_tolerance/],
    [{ value: { url: 'not a url', format: 'cif' } }, message(MESSAGES.strucmotifInvalidUrl)],
    [{ value: { url: 'https://files.example.org/x.cif' } }, message(MESSAGES.strucmotifFormatRequired)],
    [{ value: { url: 'https://files.example.org/x.pdb', format: 'pdb' } }, message(MESSAGES.strucmotifUrlFormat)],
  ];
  for (const [parameters, expected] of cases) {
    await assert.rejects(
      service.hits(parameters),
      (error: unknown) => {
        assert.ok(error instanceof QueryError, String(error));
        if (typeof expected === 'string') assert.equal(error.message, expected);
        else assert.match(error.message, expected);
        return true;
      },
      JSON.stringify(parameters),
    );
  }
  // deprecated and advisory parameters are accepted: limit keeps the best hits
  const limited = await service.hits({ value: TRIAD, limit: 3, max_results: 5, motif_pruning_strategy: 'KRUSKAL' });
  assert.deepEqual(limited.map(hitKey), (await service.hits({ value: TRIAD })).slice(0, 3).map(hitKey));
});

// ------------------------------------------------------------- the engine

test('through the engine: assemblies and entries with match contexts, structure filters', async () => {
  const search = new ArchiveSearch(index, { services: archiveServices(index) });
  const query = { type: 'terminal' as const, service: 'strucmotif' as const, parameters: { value: TRIAD } };
  const verbose = { return_all_hits: true, results_verbosity: 'verbose' as const };
  const idsOf = (result: { result_set?: Array<ResultItem | string> }) =>
    (result.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier));
  const contextsOf = (item: ResultItem | string) => {
    assert.ok(typeof item !== 'string', 'verbose item');
    return (item.services?.find((s) => s.service_type === 'strucmotif')?.nodes[0]?.match_context ??
      []) as StrucmotifMatchContext[];
  };

  const assemblies = await search.search(validated({ query, return_type: 'assembly', request_options: verbose }));
  const first = assemblies.result_set![0] as ResultItem;
  assert.equal(first.identifier, '3PTB-1');
  assert.equal(first.score, 1);
  const [context] = contextsOf(first);
  assert.deepEqual(Object.keys(context!).sort(), ['residue_ids', 'residue_types', 'score', 'transformation']);
  assert.deepEqual(context!.residue_ids, TRIAD.residue_ids);
  assert.deepEqual(context!.residue_types, ['HIS', 'ASP', 'SER']);
  assert.ok(context!.score < 0.01, 'source RMSD');
  for (const item of assemblies.result_set!) {
    assert.match((item as ResultItem).identifier, /^[0-9A-Z_]+-\w+$/);
    const contexts = contextsOf(item);
    assert.ok(contexts.length > 0 && contexts.length <= 10, `${contexts.length} contexts`);
    assert.deepEqual(
      contexts.map((c) => c.score),
      contexts.map((c) => c.score).sort((a, b) => a - b),
      'best first',
    );
  }

  const entries = await search.search(validated({ query, return_type: 'entry', request_options: verbose }));
  const ids = idsOf(entries);
  for (const id of ['3PTB', '1A0J', '1ACB', '4CHA', '1A2C']) assert.ok(ids.includes(id), id);
  const trypsin = entries.result_set!.find((item) => (item as ResultItem).identifier === '1A0J')!;
  assert.equal(contextsOf(trypsin).length, 4, 'one match per chain of the 1A0J tetramer');

  const instances = await search.search(
    validated({
      query,
      return_type: 'polymer_instance',
      request_options: { return_all_hits: true },
    }),
  );
  assert.ok(idsOf(instances).includes('1A0J.C'), '1A0J.C');
  assert.ok(idsOf(instances).includes('4CHA.C'), 'the serine of 4CHA is in chain C');

  const excluded = await search.search(
    validated({
      query: { ...query, parameters: { value: TRIAD, excluded_structures: ['3PTB'] } },
      return_type: 'entry',
      request_options: { return_all_hits: true },
    }),
  );
  assert.ok(!idsOf(excluded).includes('3PTB'), '3PTB excluded');
  assert.equal(excluded.total_count, entries.total_count - 1);
  const allowed = await search.search(
    validated({
      query: { ...query, parameters: { value: TRIAD, allowed_structures: ['1a0j', '4CHA'] } },
      return_type: 'entry',
      request_options: { return_all_hits: true },
    }),
  );
  assert.deepEqual(new Set(idsOf(allowed)), new Set(['1A0J', '4CHA']));

  const oneResidue = { ...query, parameters: { value: { entry_id: '3PTB', residue_ids: [residue('A', 40)] } } };
  assert.ok(await refusalOf({ query: oneResidue, return_type: 'assembly' }, (checked) => search.search(checked)));
});
