// A PDB-format file written from an archive entry's mmCIF, as a researcher would have it from a
// program that still writes PDB files: HEADER, TITLE, CRYST1, every ATOM and HETATM record
// (alternate locations, insertion codes, occupancy, B-factor, element, charge), a TER after each
// polymer chain, and END. The archive holds mmCIF only, so the tests of PDB uploads write their
// files with this instead of committing one.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { parseCifBytes } from '../../src/archive/ingest/cif-file.ts';
import { CifTable } from '../../src/archive/ingest/cif-table.ts';

/** An atom name in columns 13-16: names under four characters start in column 14. */
function atomName(name: string, element: string): string {
  return name.length < 4 && element.length === 1 ? ` ${name}`.padEnd(4) : name.padEnd(4).slice(0, 4);
}

function charge(value: number | undefined): string {
  if (!value) return '  ';
  return `${Math.abs(value)}${value > 0 ? '+' : '-'}`;
}

const num = (value: number | undefined, width: number, digits: number): string =>
  (value ?? 0).toFixed(digits).padStart(width);

/** SEQRES records of each chain's residues as its ATOM records list them, 13 to a line. */
function seqres(chains: Map<string, string[]>): string[] {
  const lines: string[] = [];
  for (const [chain, residues] of chains) {
    for (let start = 0, line = 1; start < residues.length; start += 13, line++) {
      const names = residues.slice(start, start + 13).map((name) => name.padStart(3));
      lines.push(
        `SEQRES ${String(line).padStart(3)} ${chain} ${String(residues.length).padStart(4)}  ${names.join(' ')}`,
      );
    }
  }
  return lines;
}

/**
 * The entry `id` of the shared archive (e.g. '4hhb') as the text of a PDB file; `withSeqres` adds
 * SEQRES records (of the modelled residues), which change how readers number residues.
 */
export async function pdbFileFromEntry(id: string, { withSeqres = false } = {}): Promise<string> {
  const bytes = gunzipSync(readFileSync(path.join(resolveSourceDir(), 'entries', `${id.toLowerCase()}.cif.gz`)));
  const parsed = await parseCifBytes(bytes);
  if (!parsed.ok) throw new Error(`${id}: ${parsed.reason}`);
  const block = parsed.blocks[0]!;
  const atoms = new CifTable(block.categories.atom_site!);
  const lines = [`HEADER    ${''.padEnd(40)}${''.padEnd(9)}   ${id.toUpperCase().padEnd(4)}`];
  const title = block.categories.struct ? new CifTable(block.categories.struct).str('title') : undefined;
  if (title) lines.push(`TITLE     ${title.slice(0, 70)}`);
  const cell = block.categories.cell ? new CifTable(block.categories.cell) : undefined;
  if (cell?.num('length_a')) {
    lines.push(
      `CRYST1${num(cell.num('length_a'), 9, 3)}${num(cell.num('length_b'), 9, 3)}${num(cell.num('length_c'), 9, 3)}` +
        `${num(cell.num('angle_alpha'), 7, 2)}${num(cell.num('angle_beta'), 7, 2)}${num(cell.num('angle_gamma'), 7, 2)} P 1           1`,
    );
  }
  const firstModel = atoms.str('pdbx_PDB_model_num', 0);
  const ter = (serial: number, at: { comp: string; chain: string; seq: string }) =>
    `TER   ${String(serial).padStart(5)}      ${at.comp.padStart(3)} ${at.chain}${at.seq.padStart(4)}`;
  let serial = 0;
  let previousPolymer = false;
  let last = { comp: '', chain: '', seq: '', residue: '' };
  const polymerResidues = new Map<string, string[]>();
  for (let row = 0; row < atoms.rowCount; row++) {
    if (atoms.str('pdbx_PDB_model_num', row) !== firstModel) break;
    const record = atoms.str('group_PDB', row) === 'HETATM' ? 'HETATM' : 'ATOM  ';
    // polymer residues are the ones with a label_seq_id (modified residues are HETATM records inside a chain)
    const polymer = atoms.str('label_seq_id', row) !== undefined;
    const chain = (atoms.str('auth_asym_id', row) ?? 'A').slice(0, 1);
    const comp = atoms.str('auth_comp_id', row) ?? atoms.str('label_comp_id', row) ?? 'UNK';
    const seq = String(atoms.int('auth_seq_id', row) ?? atoms.int('label_seq_id', row) ?? 0);
    const insertion = (atoms.str('pdbx_PDB_ins_code', row) ?? ' ').slice(0, 1);
    const residue = `${chain}|${seq}|${insertion}|${comp}`;
    // a polymer chain ends where its polymer residues end
    if (previousPolymer && (!polymer || chain !== last.chain)) lines.push(ter(++serial, last));
    if (polymer && residue !== last.residue) polymerResidues.set(chain, [...(polymerResidues.get(chain) ?? []), comp]);
    serial++;
    const element = atoms.str('type_symbol', row) ?? '';
    const name = atoms.str('auth_atom_id', row) ?? atoms.str('label_atom_id', row) ?? '';
    lines.push(
      record +
        String(serial).padStart(5) +
        ' ' +
        atomName(name, element) +
        (atoms.str('label_alt_id', row) ?? ' ').slice(0, 1) +
        comp.padStart(3).slice(0, 3) +
        ' ' +
        chain +
        seq.padStart(4) +
        insertion +
        '   ' +
        num(atoms.num('Cartn_x', row), 8, 3) +
        num(atoms.num('Cartn_y', row), 8, 3) +
        num(atoms.num('Cartn_z', row), 8, 3) +
        num(atoms.num('occupancy', row) ?? 1, 6, 2) +
        num(atoms.num('B_iso_or_equiv', row), 6, 2) +
        '          ' +
        element.padStart(2) +
        charge(atoms.int('pdbx_formal_charge', row)),
    );
    previousPolymer = polymer;
    last = { comp, chain, seq, residue };
  }
  if (previousPolymer) lines.push(ter(serial + 1, last));
  lines.push('END');
  if (withSeqres) lines.splice(title ? 2 : 1, 0, ...seqres(polymerResidues));
  return `${lines.join('\n')}\n`;
}
