// The molecular make-up of one entry as read from the file: entities, their instances (asyms)
// with author chain ids, sequences and monomers. Document builders work from this instead of
// re-reading categories.

import type { CifData } from './cif-table.ts';
import type { CoordinateStats } from './coordinates.ts';

export type EntityKind = 'polymer' | 'non-polymer' | 'branched' | 'water' | 'other';
export type PolymerType = 'Protein' | 'DNA' | 'RNA' | 'NA-hybrid' | 'Other';

export interface EntityInfo {
  id: string;
  kind: EntityKind;
  description?: string;
  /** Daltons, as in entity.formula_weight. */
  formulaWeight?: number;
  numberOfMolecules?: number;
  /** entity_poly.type, e.g. 'polypeptide(L)'. */
  polyType?: string;
  polymerType?: PolymerType;
  sequenceCanonical?: string;
  sequence?: string;
  /**
   * Sample sequence length: entity_poly_seq positions, else the canonical sequence length; for a
   * branched entity its pdbx_entity_branch_list positions.
   */
  length?: number;
  /** Distinct monomer comp ids in sequence order of first appearance (polymer and branched). */
  monomers: string[];
  /** Comp id of a non-polymer entity. */
  compId?: string;
  asymIds: string[];
}

export interface AsymInfo {
  id: string;
  entityId: string;
  authAsymId?: string;
}

export interface EntityModel {
  entities: EntityInfo[];
  asyms: AsymInfo[];
  entity(id: string): EntityInfo | undefined;
  asym(id: string): AsymInfo | undefined;
}

const POLYMER_TYPES: Record<string, PolymerType> = {
  'polypeptide(l)': 'Protein',
  'polypeptide(d)': 'Protein',
  polydeoxyribonucleotide: 'DNA',
  polyribonucleotide: 'RNA',
  'polydeoxyribonucleotide/polyribonucleotide hybrid': 'NA-hybrid',
};

export function polymerTypeOf(polyType: string): PolymerType {
  return POLYMER_TYPES[polyType.toLowerCase()] ?? 'Other';
}

function entityKind(type: string | undefined): EntityKind {
  switch (type?.toLowerCase()) {
    case 'polymer':
      return 'polymer';
    case 'non-polymer':
      return 'non-polymer';
    case 'branched':
      return 'branched';
    case 'water':
      return 'water';
    default:
      return 'other';
  }
}

const stripWhitespace = (s: string): string => s.replace(/\s+/g, '');

/** auth_asym_id of each label_asym_id, from the scheme categories the PDB writes for that. */
function authAsymMap(data: CifData): Map<string, string> {
  const map = new Map<string, string>();
  const schemes: Array<[string, string[]]> = [
    ['pdbx_poly_seq_scheme', ['pdb_strand_id']],
    ['pdbx_nonpoly_scheme', ['pdb_strand_id']],
    ['pdbx_branch_scheme', ['pdb_asym_id', 'auth_asym_id']],
  ];
  for (const [category, fields] of schemes) {
    const table = data.table(category);
    if (!table) continue;
    let previous = '';
    for (let row = 0; row < table.rowCount; row++) {
      const asym = table.str('asym_id', row);
      if (!asym || asym === previous || map.has(asym)) continue;
      previous = asym;
      for (const field of fields) {
        const auth = table.str(field, row);
        if (auth) {
          map.set(asym, auth);
          break;
        }
      }
    }
  }
  return map;
}

export function readEntityModel(data: CifData, coordinates: CoordinateStats): EntityModel {
  const entities = new Map<string, EntityInfo>();
  const entityTable = data.table('entity');
  if (entityTable) {
    for (let row = 0; row < entityTable.rowCount; row++) {
      const id = entityTable.str('id', row);
      if (!id || entities.has(id)) continue;
      const info: EntityInfo = { id, kind: entityKind(entityTable.str('type', row)), monomers: [], asymIds: [] };
      const description = entityTable.str('pdbx_description', row);
      if (description) info.description = description;
      const weight = entityTable.num('formula_weight', row);
      if (weight !== undefined) info.formulaWeight = weight;
      const count = entityTable.int('pdbx_number_of_molecules', row);
      if (count !== undefined) info.numberOfMolecules = count;
      entities.set(id, info);
    }
  }

  const poly = data.table('entity_poly');
  if (poly) {
    for (let row = 0; row < poly.rowCount; row++) {
      const info = entities.get(poly.str('entity_id', row) ?? '');
      if (!info) continue;
      const type = poly.str('type', row);
      if (type) {
        info.polyType = type;
        info.polymerType = polymerTypeOf(type);
      }
      const can = poly.str('pdbx_seq_one_letter_code_can', row);
      if (can) info.sequenceCanonical = stripWhitespace(can);
      const seq = poly.str('pdbx_seq_one_letter_code', row);
      if (seq) info.sequence = stripWhitespace(seq);
    }
  }

  // entity_poly_seq: length counts positions (num), not rows, because microheterogeneity
  // lists several monomers at one position.
  const polySeq = data.table('entity_poly_seq');
  if (polySeq) {
    const positions = new Map<string, Set<string>>();
    for (let row = 0; row < polySeq.rowCount; row++) {
      const entityId = polySeq.str('entity_id', row);
      const info = entityId ? entities.get(entityId) : undefined;
      if (!info || !entityId) continue;
      let set = positions.get(entityId);
      if (!set) positions.set(entityId, (set = new Set()));
      set.add(polySeq.str('num', row) ?? String(row));
      const mon = polySeq.str('mon_id', row);
      if (mon && !info.monomers.includes(mon)) info.monomers.push(mon);
    }
    for (const [entityId, set] of positions) {
      const info = entities.get(entityId);
      if (info) info.length = set.size;
    }
  }
  for (const info of entities.values()) {
    if (info.length === undefined && info.kind === 'polymer' && info.sequenceCanonical) {
      info.length = info.sequenceCanonical.length;
    }
  }

  const branchList = data.table('pdbx_entity_branch_list');
  if (branchList) {
    const positions = new Map<EntityInfo, Set<string>>();
    for (let row = 0; row < branchList.rowCount; row++) {
      const info = entities.get(branchList.str('entity_id', row) ?? '');
      const comp = branchList.str('comp_id', row);
      if (info && comp && !info.monomers.includes(comp)) info.monomers.push(comp);
      if (info) positions.set(info, (positions.get(info) ?? new Set()).add(branchList.str('num', row) ?? String(row)));
    }
    for (const [info, set] of positions) if (info.kind === 'branched') info.length = set.size;
  }

  const nonpoly = data.table('pdbx_entity_nonpoly');
  if (nonpoly) {
    for (let row = 0; row < nonpoly.rowCount; row++) {
      const info = entities.get(nonpoly.str('entity_id', row) ?? '');
      const comp = nonpoly.str('comp_id', row);
      if (info && comp) info.compId = comp;
    }
  }

  // Instances: struct_asym is authoritative; files without it still have atom_site labels.
  const asyms = new Map<string, AsymInfo>();
  const structAsym = data.table('struct_asym');
  if (structAsym) {
    for (let row = 0; row < structAsym.rowCount; row++) {
      const id = structAsym.str('id', row);
      const entityId = structAsym.str('entity_id', row);
      if (id && entityId && !asyms.has(id)) asyms.set(id, { id, entityId });
    }
  }
  for (const [id, stats] of coordinates.asyms) {
    if (!asyms.has(id) && stats.entityId) asyms.set(id, { id, entityId: stats.entityId });
  }
  const auth = authAsymMap(data);
  for (const asym of asyms.values()) {
    const authId = auth.get(asym.id) ?? coordinates.asyms.get(asym.id)?.authAsymId;
    if (authId) asym.authAsymId = authId;
    entities.get(asym.entityId)?.asymIds.push(asym.id);
  }

  // Non-polymer entities written without pdbx_entity_nonpoly still name their component on atoms.
  for (const info of entities.values()) {
    if (info.kind !== 'non-polymer' || info.compId) continue;
    const scheme = data.table('pdbx_nonpoly_scheme');
    const rows = scheme?.rowsWhere('entity_id', info.id) ?? [];
    const comp = rows.length > 0 ? scheme?.str('mon_id', rows[0]) : undefined;
    if (comp) info.compId = comp;
  }

  const entityList = [...entities.values()];
  const asymList = [...asyms.values()];
  return {
    entities: entityList,
    asyms: asymList,
    entity: (id) => entities.get(id),
    asym: (id) => asyms.get(id),
  };
}
