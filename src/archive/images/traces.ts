// The backbone trace of each chain (Cα for amino acids, P for nucleotides) and the heavy atoms of
// ligands, from the first model of an mmCIF block: everything a thumbnail needs, nothing more.

import type { CifData } from '../ingest/cif-table.ts';

export interface Trace {
  asymId: string;
  /** x, y, z triples in file order; a chain break starts a new trace. */
  points: number[];
}

export interface StructureSketch {
  traces: Trace[];
  /** x, y, z triples of ligand heavy atoms (no water). */
  ligandAtoms: Map<string, number[]>;
}

const TRACE_ATOMS = new Set(['CA', 'P']);
const WATER = new Set(['HOH', 'DOD', 'WAT']);
/** Consecutive trace atoms further apart than this (Å) belong to different segments. */
const BREAK_DISTANCE = 8.5;

export function readStructureSketch(data: CifData): StructureSketch {
  const sketch: StructureSketch = { traces: [], ligandAtoms: new Map() };
  const atoms = data.table('atom_site');
  if (!atoms) return sketch;
  const f = (name: string) => atoms.field(name);
  const [model, atomId, asym, comp, group, type, x, y, z, seq] = [
    f('pdbx_PDB_model_num'),
    f('label_atom_id'),
    f('label_asym_id'),
    f('label_comp_id'),
    f('group_PDB'),
    f('type_symbol'),
    f('Cartn_x'),
    f('Cartn_y'),
    f('Cartn_z'),
    f('label_seq_id'),
  ];
  if (!atomId || !asym || !x || !y || !z) return sketch;

  const firstModel = model ? model.int(0) : 1;
  let current: Trace | undefined;
  for (let row = 0; row < atoms.rowCount; row++) {
    if (model && model.int(row) !== firstModel) break;
    const asymId = asym.str(row);
    const px = x.float(row),
      py = y.float(row),
      pz = z.float(row);
    // Polymer residues have a label_seq_id; ligands, sugars and water have '.'.
    const isPolymer = seq ? seq.valueKind(row) === 0 : group?.str(row) === 'ATOM';
    if (isPolymer) {
      if (!TRACE_ATOMS.has(atomId.str(row))) continue;
      const continues =
        current && current.asymId === asymId && distanceToLast(current.points, px, py, pz) <= BREAK_DISTANCE;
      if (!continues) {
        current = { asymId, points: [] };
        sketch.traces.push(current);
      }
      current!.points.push(px, py, pz);
      continue;
    }
    const compId = comp?.str(row) ?? '';
    const symbol = type?.str(row).toUpperCase() ?? '';
    if (WATER.has(compId) || symbol === 'H' || symbol === 'D') continue;
    let list = sketch.ligandAtoms.get(asymId);
    if (!list) sketch.ligandAtoms.set(asymId, (list = []));
    list.push(px, py, pz);
  }
  sketch.traces = sketch.traces.filter((t) => t.points.length >= 6);
  return sketch;
}

function distanceToLast(points: number[], x: number, y: number, z: number): number {
  const n = points.length;
  if (n < 3) return 0;
  return Math.hypot(points[n - 3]! - x, points[n - 2]! - y, points[n - 1]! - z);
}
