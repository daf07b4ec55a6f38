// Counts taken from the coordinates (atom_site): the RCSB's "deposited" counts are per model, so
// only the first model is counted. Runs of equal label_asym_id are detected with
// areValuesEqual so a million-atom file costs one pass without allocating per-atom strings.

import type { CifData } from './cif-table.ts';

export interface AsymCoordinateStats {
  heavyAtoms: number;
  hydrogenAtoms: number;
  /** Distinct label_seq_id values with coordinates (polymer residues actually modelled). */
  modeledResidues: number;
  /** auth_asym_id seen on this asym's atoms (fallback when no scheme category maps it). */
  authAsymId?: string;
  /** label_entity_id seen on this asym's atoms (fallback when struct_asym is missing). */
  entityId?: string;
}

export interface CoordinateStats {
  modelIds: number[];
  /** The model the per-asym counts describe (the first one in the file). */
  firstModel?: number;
  asyms: Map<string, AsymCoordinateStats>;
}

export function readCoordinateStats(data: CifData): CoordinateStats {
  const stats: CoordinateStats = { modelIds: [], asyms: new Map() };
  const table = data.table('atom_site');
  if (!table) return stats;
  const modelField = table.field('pdbx_PDB_model_num');
  const asymField = table.field('label_asym_id');
  const typeField = table.field('type_symbol');
  const seqField = table.field('label_seq_id');
  const authAsymField = table.field('auth_asym_id');
  const entityField = table.field('label_entity_id');
  if (!asymField) return stats;

  const models = new Set<number>();
  let firstModel: number | undefined;
  let current: AsymCoordinateStats | undefined;
  let currentSeqs: Set<string> | undefined;
  const seqsByAsym = new Map<string, Set<string>>();
  const n = table.rowCount;
  let previousModel = Number.NaN;
  let inFirstModel = true;

  for (let row = 0; row < n; row++) {
    const model = modelField ? modelField.int(row) : 1;
    if (model !== previousModel) {
      models.add(model);
      if (firstModel === undefined) firstModel = model;
      inFirstModel = model === firstModel;
      previousModel = model;
      current = undefined;
    }
    if (!inFirstModel) continue;
    if (!current || row === 0 || !asymField.areValuesEqual(row, row - 1)) {
      const asym = asymField.str(row);
      current = stats.asyms.get(asym);
      if (!current) {
        current = { heavyAtoms: 0, hydrogenAtoms: 0, modeledResidues: 0 };
        const auth = authAsymField?.str(row);
        if (auth) current.authAsymId = auth;
        const entity = entityField?.str(row);
        if (entity) current.entityId = entity;
        stats.asyms.set(asym, current);
        seqsByAsym.set(asym, new Set());
      }
      currentSeqs = seqsByAsym.get(asym);
    }
    const symbol = typeField ? typeField.str(row) : '';
    if (symbol === 'H' || symbol === 'D' || symbol === 'h' || symbol === 'd') current.hydrogenAtoms++;
    else current.heavyAtoms++;
    if (seqField && seqField.valueKind(row) === 0) {
      const seq = seqField.str(row);
      if (!currentSeqs?.has(seq)) currentSeqs?.add(seq);
    }
  }
  for (const [asym, seqs] of seqsByAsym) {
    const entry = stats.asyms.get(asym);
    if (entry) entry.modeledResidues = seqs.size;
  }
  stats.modelIds = [...models].sort((a, b) => a - b);
  if (firstModel !== undefined) stats.firstModel = firstModel;
  return stats;
}
