// rcsb_polymer_instance_feature and rcsb_branched_instance_feature (rcsb_mmcif_ext_v1.dic):
// features of a chain located on its entity sequence (label_seq_id; a branched chain's residues by
// pdbx_branch_scheme.num), read from the entry file: secondary structure (struct_conf by its
// conf_type_id, HELX_P named HELIX_P; struct_sheet_range as SHEET), residues and atoms unobserved
// or at zero occupancy (pdbx_unobs_or_zero_occ_residues and _atoms, occupancy_flag 1 and 0, the
// first model) and cis-peptides (struct_mon_prot_cis, with their omega angle). Numbering and
// summaries: feature-records.ts.

import type { JsonObject } from './category-copy.ts';
import type { CifData, CifTable } from './cif-table.ts';
import { locatedFeature, runs, type Segment } from './feature-records.ts';

/** struct_conf_type ids the schema names differently. */
const CONF_TYPES: Readonly<Record<string, string>> = { HELX_P: 'HELIX_P' };
const NAMES: Readonly<Record<string, string>> = { HELIX_P: 'helix', SHEET: 'sheet' };

function feature(type: string, segments: Segment[], extra: JsonObject = {}): JsonObject {
  const name = NAMES[type];
  return locatedFeature(type, segments, name ? { name, ...extra } : extra);
}

/** Appends to the list under `key` of a map. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Ranges of a category (beg_/end_label_* items) per chain they begin and end on, by type. */
function ranges(data: CifData, category: string, typeOf: (table: CifTable, row: number) => string | undefined) {
  return data.reading(`${category} ranges by chain`, () => {
    const byChain = new Map<string, Map<string, Segment[]>>();
    const table = data.table(category);
    for (let row = 0; row < (table?.rowCount ?? 0); row++) {
      const asym = table?.str('beg_label_asym_id', row);
      if (!table || asym === undefined || table.str('end_label_asym_id', row) !== asym) continue;
      const beg = table.int('beg_label_seq_id', row);
      const end = table.int('end_label_seq_id', row);
      const type = typeOf(table, row);
      if (beg === undefined || end === undefined || type === undefined) continue;
      const segment: Segment = { beg, end };
      const begComp = table.str('beg_label_comp_id', row);
      if (begComp) segment.begComp = begComp;
      if (!byChain.has(asym)) byChain.set(asym, new Map());
      push(byChain.get(asym)!, type, segment);
    }
    return byChain;
  });
}

/** The lowest model number a category names (its rows of other models describe the same chain again). */
function firstModel(table: CifTable, item: string): string | undefined {
  let first: number | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const model = table.int(item, row);
    if (model !== undefined && (first === undefined || model < first)) first = model;
  }
  return first === undefined ? undefined : String(first);
}

/** A polymer residue's label_asym_id and label_seq_id from its author address (pdbx_poly_seq_scheme). */
function labelOfAuthor(data: CifData, strand: string, authSeq: string, ins: string | undefined) {
  const map = data.reading('polymer residues by author address', () => {
    const map = new Map<string, { asym: string; seq: number }>();
    const scheme = data.table('pdbx_poly_seq_scheme');
    for (let row = 0; row < (scheme?.rowCount ?? 0); row++) {
      const asym = scheme?.str('asym_id', row);
      const seq = scheme?.int('seq_id', row);
      const key = `${scheme?.str('pdb_strand_id', row)}|${scheme?.str('pdb_seq_num', row)}|${scheme?.str('pdb_ins_code', row) ?? ''}`;
      if (asym !== undefined && seq !== undefined && !map.has(key)) map.set(key, { asym, seq });
    }
    return map;
  });
  return map.get(`${strand}|${authSeq}|${ins ?? ''}`);
}

/** A branched residue's position in its entity (pdbx_branch_scheme.num) from its chain and author number. */
function branchPosition(data: CifData, asymId: string, authSeqId: string): number | undefined {
  const map = data.reading('branched residues by author number', () => {
    const map = new Map<string, number>();
    const scheme = data.table('pdbx_branch_scheme');
    for (let row = 0; row < (scheme?.rowCount ?? 0); row++) {
      const num = scheme?.int('num', row);
      const asym = scheme?.str('asym_id', row);
      const authSeq = scheme?.str('pdb_seq_num', row) ?? scheme?.str('auth_seq_num', row);
      if (num !== undefined && asym !== undefined && authSeq !== undefined) map.set(`${asym}|${authSeq}`, num);
    }
    return map;
  });
  return map.get(`${asymId}|${authSeqId}`);
}

/**
 * Where a row of pdbx_unobs_or_zero_occ_residues/_atoms sits: its label items, or (older files
 * give only author items) its author address looked up in the sequence scheme; a branched
 * residue (no label_seq_id) by its number in the branch scheme.
 */
function rowPosition(data: CifData, table: CifTable, row: number): { asym: string; seq: number } | undefined {
  const asym = table.str('label_asym_id', row);
  const seq = table.int('label_seq_id', row);
  if (asym !== undefined && seq !== undefined) return { asym, seq };
  const authSeqId = table.str('auth_seq_id', row);
  if (asym !== undefined && authSeqId !== undefined) {
    const num = branchPosition(data, asym, authSeqId);
    if (num !== undefined) return { asym, seq: num };
  }
  if (table.has('label_asym_id') && table.has('label_seq_id')) return undefined;
  const strand = table.str('auth_asym_id', row);
  const authSeq = table.str('auth_seq_id', row);
  return strand && authSeq ? labelOfAuthor(data, strand, authSeq, table.str('PDB_ins_code', row)) : undefined;
}

/**
 * Sequence positions per chain and polymer flag of pdbx_unobs_or_zero_occ_residues or _atoms in
 * the first model, by feature type (UNOBSERVED_/ZERO_OCCUPANCY_ RESIDUE/ATOM_XYZ).
 */
function missingPositions(data: CifData, level: 'residues' | 'atoms') {
  return data.reading(`missing ${level} by chain`, () => {
    const byChain = new Map<string, Map<string, number[]>>();
    const table = data.table(`pdbx_unobs_or_zero_occ_${level}`);
    if (!table) return byChain;
    const model = firstModel(table, 'PDB_model_num');
    const unit = level === 'residues' ? 'RESIDUE' : 'ATOM';
    for (let row = 0; row < table.rowCount; row++) {
      const prefix = { '1': 'UNOBSERVED', '0': 'ZERO_OCCUPANCY' }[table.str('occupancy_flag', row) ?? ''];
      if (!prefix || (model !== undefined && table.str('PDB_model_num', row) !== model)) continue;
      const at = rowPosition(data, table, row);
      if (!at) continue;
      const flag = level === 'residues' ? (table.str('polymer_flag', row)?.toUpperCase() ?? '') : '';
      const key = `${at.asym}|${flag}`;
      if (!byChain.has(key)) byChain.set(key, new Map());
      push(byChain.get(key)!, `${prefix}_${unit}_XYZ`, at.seq);
    }
    return byChain;
  });
}

/** UNOBSERVED_/ZERO_OCCUPANCY_ RESIDUE/ATOM features of one chain (residues by their polymer flag). */
function missingCoordinates(data: CifData, asymId: string, polymerFlag: 'Y' | 'N'): JsonObject[] {
  return [
    ...(missingPositions(data, 'residues').get(`${asymId}|${polymerFlag}`) ?? []),
    ...(missingPositions(data, 'atoms').get(`${asymId}|`) ?? []),
  ].map(([type, seqs]) => feature(type, runs(seqs)));
}

/** Cis-peptides per chain, each a feature with its omega angle. */
function cisPeptides(data: CifData, asymId: string): JsonObject[] {
  const byChain = data.reading('cis-peptides by chain', () => {
    const out = new Map<string, JsonObject[]>();
    const table = data.table('struct_mon_prot_cis');
    if (!table) return out;
    const model = firstModel(table, 'pdbx_PDB_model_num');
    for (let row = 0; row < table.rowCount; row++) {
      const asym = table.str('label_asym_id', row);
      const beg = table.int('label_seq_id', row);
      if (asym === undefined || beg === undefined) continue;
      if (model !== undefined && table.str('pdbx_PDB_model_num', row) !== model) continue;
      const segment: Segment = { beg, end: table.int('pdbx_label_seq_id_2', row) ?? beg };
      const begComp = table.str('label_comp_id', row);
      if (begComp) segment.begComp = begComp;
      const omega = table.num('pdbx_omega_angle', row);
      const extra: JsonObject =
        omega === undefined ? {} : { additional_properties: [{ name: 'OMEGA_ANGLE', values: [omega] }] };
      push(out, asym, feature('CIS-PEPTIDE', [segment], extra));
    }
    return out;
  });
  return byChain.get(asymId) ?? [];
}

/** The features the entry file locates on one polymer chain. */
export function polymerChainFeatures(data: CifData, asymId: string): JsonObject[] {
  const helices = ranges(data, 'struct_conf', (table, row) => {
    const id = table.str('conf_type_id', row)?.toUpperCase();
    return id === undefined ? undefined : (CONF_TYPES[id] ?? id);
  }).get(asymId);
  const sheets = ranges(data, 'struct_sheet_range', () => 'SHEET').get(asymId);
  return [
    ...[...(helices ?? []), ...(sheets ?? [])].map(([type, segments]) => feature(type, segments)),
    ...missingCoordinates(data, asymId, 'Y'),
    ...cisPeptides(data, asymId),
  ];
}

/** The residues and atoms of a branched chain (an oligosaccharide) unobserved or at zero occupancy. */
export function branchedChainFeatures(data: CifData, asymId: string): JsonObject[] {
  return missingCoordinates(data, asymId, 'N');
}
