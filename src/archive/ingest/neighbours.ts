// rcsb_target_neighbors (on a ligand: "the target of interaction") and rcsb_ligand_neighbors (on a
// polymer chain: "the ligand interaction"), computed from the first model's coordinates. Neither
// dictionary defines a cutoff, so this archive states its own: a polymer residue neighbours a
// ligand when any of their heavy atoms lie within 5.0 Å (NEIGHBOUR_CUTOFF); each such pair of
// ligand instance and residue is one record, carrying its closest pair of atoms and their
// distance. "Bound" ('Y') means the file's struct_conn joins the two by a covalent bond or a metal
// coordination. Ligands are non-polymer instances other than water.

import type { JsonObject } from './category-copy.ts';
import { PRESENT, type CifData } from './cif-table.ts';
import type { EntityModel } from './entity-model.ts';

export const NEIGHBOUR_CUTOFF = 5.0;

interface Atom {
  asym: string;
  entity: string;
  comp: string;
  atom: string;
  alt?: string;
  seq?: number;
  authSeq?: number;
  x: number;
  y: number;
  z: number;
}

export interface Contact {
  ligand: Atom;
  target: Atom;
  distance: number;
  bound: boolean;
  model: number;
}

const cellOf = (v: number) => Math.floor(v / NEIGHBOUR_CUTOFF);
const cellKey = (x: number, y: number, z: number) => `${x},${y},${z}`;

/** Heavy atoms of the first model, split into polymer and ligand atoms (one pass, raw columns). */
function readAtoms(data: CifData, model: EntityModel): { polymer: Atom[]; ligand: Atom[]; firstModel: number } {
  const polymer: Atom[] = [];
  const ligand: Atom[] = [];
  const table = data.table('atom_site');
  const kindOf = new Map(model.asyms.map((a) => [a.id, model.entity(a.entityId)?.kind]));
  const f = (name: string) => table?.field(name);
  const [modelF, typeF, asymF, entityF, compF, atomF, altF, seqF, authSeqF, xF, yF, zF] = [
    'pdbx_PDB_model_num',
    'type_symbol',
    'label_asym_id',
    'label_entity_id',
    'label_comp_id',
    'label_atom_id',
    'label_alt_id',
    'label_seq_id',
    'auth_seq_id',
    'Cartn_x',
    'Cartn_y',
    'Cartn_z',
  ].map(f);
  const firstModel = modelF && table && table.rowCount > 0 ? modelF.int(0) : 1;
  if (!table || !asymF || !xF || !yF || !zF || ![...kindOf.values()].includes('non-polymer'))
    return { polymer, ligand, firstModel };
  const text = (field: typeof asymF | undefined, row: number) =>
    field && field.valueKind(row) === PRESENT ? field.str(row) : undefined;
  const int = (field: typeof asymF | undefined, row: number) =>
    field && field.valueKind(row) === PRESENT ? field.int(row) : undefined;
  for (let row = 0; row < table.rowCount; row++) {
    if (modelF && modelF.int(row) !== firstModel) continue;
    const element = typeF?.str(row).toUpperCase();
    if (element === 'H' || element === 'D') continue;
    const asym = asymF.str(row);
    const kind = kindOf.get(asym);
    if (kind !== 'polymer' && kind !== 'non-polymer') continue;
    const atom: Atom = {
      asym,
      entity: text(entityF, row) ?? '',
      comp: text(compF, row) ?? '',
      atom: text(atomF, row) ?? '',
      x: xF.float(row),
      y: yF.float(row),
      z: zF.float(row),
    };
    const alt = text(altF, row);
    if (alt) atom.alt = alt;
    const seq = int(seqF, row);
    if (seq !== undefined) atom.seq = seq;
    const authSeq = int(authSeqF, row);
    if (authSeq !== undefined) atom.authSeq = authSeq;
    (kind === 'polymer' ? polymer : ligand).push(atom);
  }
  return { polymer, ligand, firstModel };
}

/** Ligand asym|target asym|target seq for every covalent or metal bond struct_conn records. */
function bonds(data: CifData): Set<string> {
  const out = new Set<string>();
  const conn = data.table('struct_conn');
  for (let row = 0; row < (conn?.rowCount ?? 0); row++) {
    const type = conn?.str('conn_type_id', row)?.toLowerCase();
    if (type !== 'covale' && type !== 'metalc') continue;
    const side = (p: string) => `${conn?.str(`${p}_label_asym_id`, row)}|${conn?.str(`${p}_label_seq_id`, row) ?? ''}`;
    out.add(`${conn?.str('ptnr1_label_asym_id', row)}|${side('ptnr2')}`);
    out.add(`${conn?.str('ptnr2_label_asym_id', row)}|${side('ptnr1')}`);
  }
  return out;
}

/** Every ligand-residue contact of the entry's first model, closest atom pair each. */
export const ligandContacts = (data: CifData, model: EntityModel): Contact[] =>
  data.reading('ligand contacts', () => findContacts(data, model));

function findContacts(data: CifData, model: EntityModel): Contact[] {
  const { polymer, ligand, firstModel } = readAtoms(data, model);
  const grid = new Map<string, Atom[]>();
  for (const atom of polymer) {
    const key = cellKey(cellOf(atom.x), cellOf(atom.y), cellOf(atom.z));
    const cell = grid.get(key);
    if (cell) cell.push(atom);
    else grid.set(key, [atom]);
  }
  const bound = ligand.length > 0 ? bonds(data) : new Set<string>();
  const closest = new Map<string, Contact>();
  const limit = NEIGHBOUR_CUTOFF * NEIGHBOUR_CUTOFF;
  for (const lig of ligand) {
    const [cx, cy, cz] = [cellOf(lig.x), cellOf(lig.y), cellOf(lig.z)];
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++)
          for (const target of grid.get(cellKey(cx + dx, cy + dy, cz + dz)) ?? []) {
            const d2 = (lig.x - target.x) ** 2 + (lig.y - target.y) ** 2 + (lig.z - target.z) ** 2;
            if (d2 > limit) continue;
            const key = `${lig.asym}|${target.asym}|${target.seq ?? target.authSeq ?? ''}`;
            const distance = Math.sqrt(d2);
            const known = closest.get(key);
            if (known && known.distance <= distance) continue;
            const isBound = bound.has(`${lig.asym}|${target.asym}|${target.seq ?? ''}`);
            closest.set(key, { ligand: lig, target, distance, bound: isBound, model: firstModel });
          }
  }
  return [...closest.values()];
}

const rounded = (distance: number) => Math.round(distance * 1000) / 1000;

/** rcsb_target_neighbors of one ligand instance. */
export function targetNeighbours(contacts: Contact[], ligandAsym: string): JsonObject[] {
  return contacts
    .filter((c) => c.ligand.asym === ligandAsym)
    .map(({ ligand, target, distance, bound, model }) => {
      const out: JsonObject = {
        comp_id: ligand.comp,
        atom_id: ligand.atom,
        target_asym_id: target.asym,
        target_entity_id: target.entity,
        target_comp_id: target.comp,
        target_atom_id: target.atom,
        target_model_id: model,
        target_is_bound: bound ? 'Y' : 'N',
        distance: rounded(distance),
      };
      if (ligand.alt) out.alt_id = ligand.alt;
      if (target.seq !== undefined) out.target_seq_id = target.seq;
      if (target.authSeq !== undefined) out.target_auth_seq_id = target.authSeq;
      return out;
    });
}

/** rcsb_ligand_neighbors of one polymer chain. */
export function polymerLigandNeighbours(contacts: Contact[], polymerAsym: string): JsonObject[] {
  return contacts
    .filter((c) => c.target.asym === polymerAsym)
    .map(({ ligand, target, distance, bound, model }) => {
      const out: JsonObject = {
        comp_id: target.comp,
        atom_id: target.atom,
        ligand_asym_id: ligand.asym,
        ligand_entity_id: ligand.entity,
        ligand_comp_id: ligand.comp,
        ligand_atom_id: ligand.atom,
        ligand_model_id: model,
        ligand_is_bound: bound ? 'Y' : 'N',
        distance: rounded(distance),
      };
      if (target.alt) out.alt_id = target.alt;
      if (ligand.alt) out.ligand_alt_id = ligand.alt;
      if (target.seq !== undefined) out.seq_id = target.seq;
      if (target.authSeq !== undefined) out.auth_seq_id = target.authSeq;
      return out;
    });
}
