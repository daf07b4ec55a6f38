// PDB-format uploads (issue 15: "PDB-format files must work (today they fail)"). A PDB file as
// programs write it (every ATOM and HETATM record, TER, no SEQRES) was stored without residue
// numbers, and every search by its URL answered 'The structure file has no polymer coordinates'.
// Now the stored BinaryCIF numbers the polymer residues as the archive's mmCIF does, leaves
// ligands and water unnumbered, and a search by the uploaded file's URL (format bcif, as
// py-rcsb-api sends it whatever was uploaded) finds what the same entry uploaded as mmCIF finds.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { readServerConfig } from '../../../src/server/config.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { parseCifBytes } from '../../../src/archive/ingest/cif-file.ts';
import { CifTable } from '../../../src/archive/ingest/cif-table.ts';
import { convertToBinaryCif, parseBinaryCif } from '../../../src/server/engine/embedded/upload/structure-file.ts';
import { pdbFileFromEntry } from '../../support/pdb-file.ts';

const entryGz = readFileSync(path.join(resolveSourceDir(), 'entries', '4hhb.cif.gz'));

let server: RunningServer;
let dir: string;
let pdb: string;
/** 4HHB uploaded as .pdb and as .cif.gz (in the hook: the searches are what the tests check). */
let fromPdb: string;
let fromCif: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pdb-upload-pdb-'));
  const saved = { ...process.env };
  // the structure services open the upload store from the environment
  Object.assign(process.env, { UPLOAD_DIR: dir });
  try {
    const { uploadDir, uploadTtlSeconds } = readServerConfig(process.env);
    server = await startArchiveServer({ uploadDir, uploadTtlSeconds });
  } finally {
    process.env = saved;
  }
  pdb = await pdbFileFromEntry('4hhb');
  fromPdb = await upload(Buffer.from(pdb), '4hhb.pdb', 'pdb');
  fromCif = await upload(entryGz, '4hhb.cif.gz', 'cif');
});
after(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** label_seq_id by 'chain seq atom' (auth numbering) of every atom that has one. */
function seqIdsByAtom(atoms: CifTable): Map<string, string> {
  const out = new Map<string, string>();
  for (let row = 0; row < atoms.rowCount; row++) {
    const seq = atoms.str('label_seq_id', row);
    const key = `${atoms.str('auth_asym_id', row)} ${atoms.str('auth_seq_id', row)} ${atoms.str('auth_atom_id', row)}`;
    if (seq !== undefined && !out.has(key)) out.set(key, seq);
  }
  return out;
}

async function entrySeqIds(): Promise<Map<string, string>> {
  const parsed = await parseCifBytes(gunzipSync(entryGz));
  assert.ok(parsed.ok);
  return seqIdsByAtom(new CifTable(parsed.blocks[0]!.categories.atom_site!));
}

async function convertedAtoms(text: string): Promise<CifTable> {
  const converted = await convertToBinaryCif(Buffer.from(text), 'pdb');
  assert.ok(converted.ok, converted.ok ? '' : converted.reason);
  const [block] = await parseBinaryCif(converted.bcif);
  return new CifTable(block!.categories.atom_site!);
}

test('a PDB file without SEQRES: polymer residues numbered as in the entry mmCIF, ligands and water not', async () => {
  const atoms = await convertedAtoms(pdb);
  assert.deepEqual(seqIdsByAtom(atoms), await entrySeqIds());
  const unnumbered = new Set<string>();
  for (let row = 0; row < atoms.rowCount; row++) {
    if (atoms.str('label_seq_id', row) === undefined) unnumbered.add(atoms.str('label_comp_id', row)!);
  }
  assert.deepEqual([...unnumbered].sort(), ['HEM', 'HOH', 'PO4']);
});

test('a PDB file with SEQRES keeps its numbering for the polymer, and ligands and water stay unnumbered', async () => {
  const atoms = await convertedAtoms(await pdbFileFromEntry('4hhb', { withSeqres: true }));
  assert.deepEqual(seqIdsByAtom(atoms), await entrySeqIds());
});

async function upload(bytes: Uint8Array, name: string, format: string): Promise<string> {
  const body = new FormData();
  body.append('format', format);
  body.append('name', name);
  body.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const res = await fetch(`${server.url}/search/upload`, { method: 'POST', body });
  const json = (await res.json()) as { key?: string; format?: string; error?: string };
  assert.equal(res.status, 200, JSON.stringify(json));
  assert.equal(json.format, 'bcif');
  return `${server.url}/search/upload/${json.key}`;
}

async function identifiers(query: object, returnType: string): Promise<string[]> {
  const res = await fetch(`${server.url}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type: returnType, request_options: { paginate: { start: 0, rows: 100 } } },
    }),
  });
  const json = (await res.json()) as { statusCode?: number; msg?: string; result_set?: Array<{ identifier: string }> };
  assert.ok(!json.statusCode || json.statusCode === 204, `${json.statusCode} ${json.msg}`);
  return (json.result_set ?? []).map((r) => r.identifier);
}

const structure = (url: string, target: string) => ({
  type: 'terminal',
  service: 'structure',
  parameters: { value: { url, format: 'bcif' }, operator: 'strict_shape_match', target_search_space: target },
});

for (const [target, returnType, self] of [
  ['assembly', 'assembly', '4HHB-1'],
  ['polymer_entity_instance', 'polymer_entity', '4HHB_1'],
] as const) {
  test(`structure similarity (${target}) by an uploaded .pdb finds what the same entry uploaded as .cif.gz finds`, async () => {
    const found = await identifiers(structure(fromPdb, target), returnType);
    assert.ok(found.includes(self), `${target}: ${found.join(' ')}`);
    assert.deepEqual(found, await identifiers(structure(fromCif, target), returnType), target);
  });
}

test('a structure motif by an uploaded .pdb (the HEM-binding histidines of chain A) finds 4HHB', async () => {
  const url = await upload(Buffer.from(pdb), '4hhb.pdb', 'pdb');
  const motif = (value: object) => ({
    type: 'terminal',
    service: 'strucmotif',
    parameters: {
      value: {
        ...value,
        residue_ids: [
          { label_asym_id: 'A', label_seq_id: 58, struct_oper_id: '1' },
          { label_asym_id: 'A', label_seq_id: 87, struct_oper_id: '1' },
        ],
      },
      rmsd_cutoff: 2,
      atom_pairing_scheme: 'ALL',
    },
  });
  const found = await identifiers(motif({ url, format: 'bcif' }), 'assembly');
  assert.ok(found.includes('4HHB-1'), found.join(' '));
  assert.deepEqual(found, await identifiers(motif({ entry_id: '4HHB' }), 'assembly'));
});
