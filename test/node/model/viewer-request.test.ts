// The in-page views' requests (viewer-request.ts): a motif alignment's loadPdbIds value round-trips
// and is what the results' link carries; a value from a URL is read only when every part of it is
// well-formed.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { motifAlignmentLink } from '../../../src/model/alignment-links.ts';
import {
  encodeLoadPdbIds,
  MAX_LOAD_PDB_IDS_LENGTH,
  MAX_MOTIF_VIEW_STRUCTURES,
  motifViewStructures,
  readLoadPdbIds,
  structureName,
  structureOfName,
  viewedStructures,
  viewerTitle,
} from '../../../src/model/viewer-request.ts';

const TRIAD = [
  { label_asym_id: 'A', label_seq_id: 42 },
  { label_asym_id: 'A', label_seq_id: 87 },
  { label_asym_id: 'A', label_seq_id: 180 },
];
const MATRIX = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 2.5, -1, 0.25, 1];
const structures = motifViewStructures(
  { entryId: '3PTB', residues: TRIAD },
  {
    identifier: '1A0J-1',
    entryId: '1A0J',
    match: {
      residue_ids: TRIAD.map((r) => ({ ...r, struct_oper_id: '1' })),
      residue_types: ['HIS', 'ASP', 'SER'],
      score: 0.4123,
      transformation: MATRIX,
    },
  },
);

test('a motif alignment: the query, then the hit in its assembly, moved by the match', () => {
  assert.deepEqual(structures, [
    { entryId: '3PTB', label: '3PTB: query motif', residues: TRIAD },
    {
      entryId: '1A0J',
      label: '1A0J-1: RMSD 0.41 Å',
      assemblyId: '1',
      residues: TRIAD.map((r) => ({ ...r, struct_oper_id: '1' })),
      matrix: MATRIX,
    },
  ]);
  assert.equal(viewerTitle({ kind: 'motif', structures }), 'Motif alignment in 3D: 3PTB, 1A0J');
  assert.equal(viewedStructures({ kind: 'motif', structures }), structures);
});

test('loadPdbIds round-trips, and is what the link to the site carries', () => {
  const value = encodeLoadPdbIds(structures);
  assert.deepEqual(readLoadPdbIds(value), structures);
  assert.deepEqual(JSON.parse(value)[1], {
    pdbId: '1A0J',
    props: {
      kind: 'motif',
      label: '1A0J-1: RMSD 0.41 Å',
      assemblyId: '1',
      targets: TRIAD.map((r) => ({ ...r, struct_oper_id: '1' })),
    },
    matrix: MATRIX,
  });
  const link = new URL(
    motifAlignmentLink(
      { entryId: '3PTB', residues: TRIAD },
      {
        identifier: '1A0J-1',
        entryId: '1A0J',
        match: {
          residue_ids: structures[1]!.residues as never,
          residue_types: [],
          score: 0.4123,
          transformation: MATRIX,
        },
      },
      'https://www.rcsb.org',
    ),
  );
  assert.equal(link.pathname, '/3d-view');
  assert.equal(link.searchParams.get('loadPdbIds'), value);
});

test('a loadPdbIds value from a URL is read only when well-formed', () => {
  const one = (structure: object) => JSON.stringify([structure]);
  const good = { pdbId: '4hhb', props: { targets: [{ label_asym_id: 'A', label_seq_id: 1 }] } };
  assert.deepEqual(readLoadPdbIds(one(good)), [
    { entryId: '4HHB', label: '4HHB', residues: [{ label_asym_id: 'A', label_seq_id: 1 }] },
  ]);
  for (const bad of [
    'not json',
    '[]',
    '{}',
    JSON.stringify(Array.from({ length: MAX_MOTIF_VIEW_STRUCTURES + 1 }, () => good)),
    one({ ...good, props: { ...good.props, label: 'x'.repeat(MAX_LOAD_PDB_IDS_LENGTH) } }),
    one({ pdbId: '<script>' }),
    one({ ...good, matrix: [1, 2, 3] }),
    one({ ...good, matrix: [...MATRIX.slice(0, 15), 'x'] }),
    one({ ...good, props: { assemblyId: '1"><img>' } }),
    one({ ...good, props: { targets: [{ label_asym_id: 'A B', label_seq_id: 1 }] } }),
    one({ ...good, props: { targets: [{ label_asym_id: 'A', label_seq_id: 1.5 }] } }),
    one({ ...good, props: { targets: [{ label_asym_id: 'A', label_seq_id: 1, struct_oper_id: 'x/y' }] } }),
  ])
    assert.equal(readLoadPdbIds(bad), undefined, bad);
  // an over-long label is not shown; the entry id stands for it
  assert.equal(readLoadPdbIds(one({ ...good, props: { label: 'x'.repeat(201) } }))?.[0]?.label, '4HHB');
});

test("'Explore in 3D' of an entry, an assembly or a chain: named as the results name them", () => {
  for (const [name, view, title] of [
    ['4HHB', { kind: 'structure', entryId: '4HHB' }, 'Explore in 3D: 4HHB'],
    ['4hhb-2', { kind: 'structure', entryId: '4HHB', assemblyId: '2' }, 'Explore in 3D: 4HHB assembly 2'],
    ['4HHB.C', { kind: 'structure', entryId: '4HHB', asymId: 'C' }, 'Explore in 3D: 4HHB chain C'],
  ] as const) {
    assert.deepEqual(structureOfName(name), view, name);
    assert.equal(viewerTitle(view), title);
    assert.equal(structureOfName(structureName(view))?.entryId, '4HHB');
  }
  assert.deepEqual(viewedStructures({ kind: 'structure', entryId: '4HHB', assemblyId: '2' }), [
    { entryId: '4HHB', label: '4HHB-2', assemblyId: '2', residues: [] },
  ]);
  for (const name of ['4HHB_1', 'AF_AFP69905F1', '4HHB-', '4HHB.A.B', '', 'x'.repeat(40)])
    assert.equal(structureOfName(name), undefined, name);
});
