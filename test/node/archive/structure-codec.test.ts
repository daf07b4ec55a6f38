// The stored form of entries' coordinates (structure-codec.ts) keeps exactly what the services
// read: every atom of every entry of the shared archive, parsed afresh from its mmCIF file, comes
// back from the index as the same Float32 value (the precision the services have always read),
// with every residue and atom column equal; and values no integer scale gives back exactly
// (noise, NaN, -0, huge numbers) survive as exceptions.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { parseCifBytes } from '../../../src/archive/ingest/cif-file.ts';
import { CifData } from '../../../src/archive/ingest/cif-table.ts';
import { readEntryStructure, type EntryStructure } from '../../../src/archive/services/coordinates/entry-structure.ts';
import type { ChainResidues } from '../../../src/archive/services/coordinates/residues.ts';
import {
  decodeEntryStructure,
  encodeEntryStructure,
} from '../../../src/archive/services/coordinates/structure-codec.ts';
import { getTestArchive } from './fixture.ts';

let source: string;
let index: ArchiveIndex;

before(async () => {
  const archive = await getTestArchive();
  source = archive.source;
  index = new ArchiveIndex(archive.file);
});
after(() => index.close());

/** What the services read of a structure: coordinates as Float32 (in a Float64Array), operators as JSON keeps them (no -0). */
const asStored = (s: EntryStructure): EntryStructure => ({
  ...s,
  chains: s.chains.map((c) => ({ ...c, coords: Float64Array.from(c.coords, Math.fround) })),
  operators: JSON.parse(JSON.stringify(s.operators)) as EntryStructure['operators'],
});

/** Test slices of the archive's files, so no one test runs long. */
const SLICES = 6;

const storedBlobs = (): Map<string, Buffer> =>
  new Map(index.db.prepare('SELECT entry_id, data FROM entry_structure').raw().all() as Array<[string, Buffer]>);

for (let slice = 0; slice < SLICES; slice++) {
  test(`every atom of the shared archive, files ${slice + 1}/${SLICES}: the index gives back the mmCIF file exactly (as Float32)`, async () => {
    const stored = storedBlobs();
    const dir = path.join(source, 'entries');
    const names = readdirSync(dir)
      .filter((n) => n.endsWith('.cif.gz'))
      .sort()
      .filter((_, i) => i % SLICES === slice);
    let atoms = 0;
    let compared = 0;
    for (const name of names) {
      const id = name.slice(0, -'.cif.gz'.length).toUpperCase();
      const blob = stored.get(id);
      if (!blob) continue;
      const file = await parseCifBytes(gunzipSync(readFileSync(path.join(dir, name))));
      assert.ok(file.ok && file.blocks[0], name);
      const parsed = readEntryStructure(id, new CifData(file.blocks[0]));
      assert.deepStrictEqual(decodeEntryStructure(blob), asStored(parsed), id);
      atoms += parsed.chains.reduce((n, c) => n + c.atomNames.length, 0);
      compared++;
    }
    assert.ok(compared >= 300 / SLICES, `${compared} entries compared`);
    assert.ok(atoms > 2_000_000 / SLICES / 4, `${atoms} atoms compared`);
  });
}

for (let slice = 0; slice < SLICES; slice++) {
  test(`every stored entry (files elsewhere too), ${slice + 1}/${SLICES}: encodes back to the same structure`, () => {
    [...storedBlobs()]
      .filter((_, i) => i % SLICES === slice)
      .forEach(([id, blob]) => {
        const decoded = decodeEntryStructure(blob);
        assert.deepStrictEqual(decodeEntryStructure(encodeEntryStructure(decoded)), decoded, id);
      });
  });
}

const chain = (over: Partial<ChainResidues>): ChainResidues => ({
  asymId: 'A',
  authAsymId: 'B',
  entityId: '1',
  seqIds: [1, 2],
  authSeqIds: ['1', '2'],
  compIds: ['ALA', 'GLY'],
  atomStart: [0, 2, 3],
  atomNames: ['N', 'CA', 'N'],
  coords: [1.5, -2.25, 3.125, 4, 5, 6, -7.001, 8.002, 9.003],
  ...over,
});

const structure = (chains: ChainResidues[]): EntryStructure => ({
  entryId: '1ABC',
  chains,
  assemblies: [{ assemblyId: '1', operExpression: '1', asymIds: ['A'] }],
  operators: { '1': [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0] },
});

test('values off any decimal grid, NaN, -0, huge and far-apart numbers come back exactly as Float32', () => {
  const coords = [Math.PI, Number.NaN, -0, 1e12, -1e12, 0.1 + 0.2, 12345.678, -9999.999, 1e-9];
  const s = structure([chain({ coords })]);
  assert.deepStrictEqual(decodeEntryStructure(encodeEntryStructure(s)), asStored(s));
});

test('five-decimal coordinates take the scale that keeps them', () => {
  const coords = [60.41037, 99.61442, 15.67264, 59.66311, 98.94449, 16.72831, 60.44343, 97.77045, 17.33919];
  const s = structure([chain({ coords })]);
  assert.deepStrictEqual(decodeEntryStructure(encodeEntryStructure(s)), asStored(s));
});

test('residue columns: gaps, negative and odd auth_seq_id forms, several chains, empty structure', () => {
  const odd = chain({
    seqIds: [5, 4, 100, -3],
    authSeqIds: ['-0', '007', '12A', 'x1'],
    compIds: ['ALA', 'DA', 'ALA', 'UNK'],
    atomStart: [0, 1, 1, 2, 3],
    atomNames: ['CA', "C1'", 'CA'],
    coords: [0, 0, 0, 1, 1, 1, 2, 2, 2],
  });
  const second = chain({ asymId: 'C', authAsymId: 'C', entityId: '2', authSeqIds: ['-5', '-4'] });
  for (const s of [structure([odd, second]), structure([])]) {
    assert.deepStrictEqual(decodeEntryStructure(encodeEntryStructure(s)), asStored(s));
  }
});
