// rcsb_nonpolymer_instance_validation_score: "the quality of a non-polymer instance", read from the
// entry's validation report (pdbx_vrpt_model_instance and its _density, _geometry and
// _map_fitting rows, the clash and stereo tables) for the instance's residue in the report's
// first model, one record per alternate conformer. Only values the report states are kept: the
// RCSB's score_*/ranking_* components and is_best_instance rank an instance against the whole
// PDB and are left out, as is is_subject_of_investigation: the one report whose entry names a
// subject (6LU7) names a peptide, which has no such record.

import type { JsonObject } from './category-copy.ts';
import type { CifData, CifTable } from './cif-table.ts';

/** Rows of a per-instance category by the report's instance id, first row wins. */
function byInstance(table: CifTable | undefined): Map<string, number> {
  const rows = new Map<string, number>();
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const id = table?.str('instance_id', row);
    if (id !== undefined && !rows.has(id)) rows.set(id, row);
  }
  return rows;
}

/** Per report: instance id -> asym, and the clashes each instance has with another instance. */
interface ReportIndex {
  firstModel: number | undefined;
  density: Map<string, number>;
  geometry: Map<string, number>;
  mapFitting: Map<string, number>;
  interClashes: Map<string, number> | undefined;
}

const reportCache = new WeakMap<CifData, ReportIndex>();

/** Clash pairs (cid) whose two atoms lie in different instances, counted per instance id. */
function intermolecularClashes(report: CifData, asymOf: Map<string, string>): Map<string, number> | undefined {
  const clashes = report.table('pdbx_vrpt_instance_clashes');
  if (!clashes) return undefined;
  const pairs = new Map<string, string[]>();
  for (let row = 0; row < clashes.rowCount; row++) {
    const cid = clashes.str('cid', row);
    const instance = clashes.str('instance_id', row);
    if (cid === undefined || instance === undefined) continue;
    pairs.set(cid, [...(pairs.get(cid) ?? []), instance]);
  }
  const counts = new Map<string, number>();
  for (const [first, second] of pairs.values()) {
    if (first === undefined || second === undefined || asymOf.get(first) === asymOf.get(second)) continue;
    for (const instance of new Set([first, second])) counts.set(instance, (counts.get(instance) ?? 0) + 1);
  }
  return counts;
}

function indexReport(report: CifData): ReportIndex {
  const cached = reportCache.get(report);
  if (cached) return cached;
  const instances = report.table('pdbx_vrpt_model_instance');
  const asymOf = new Map<string, string>();
  let firstModel: number | undefined;
  for (let row = 0; row < (instances?.rowCount ?? 0); row++) {
    const id = instances?.str('id', row);
    const asym = instances?.str('label_asym_id', row);
    if (id !== undefined && asym !== undefined) asymOf.set(id, asym);
    const model = instances?.int('PDB_model_num', row);
    if (model !== undefined && (firstModel === undefined || model < firstModel)) firstModel = model;
  }
  const index: ReportIndex = {
    firstModel,
    density: byInstance(report.table('pdbx_vrpt_model_instance_density')),
    geometry: byInstance(report.table('pdbx_vrpt_model_instance_geometry')),
    mapFitting: byInstance(report.table('pdbx_vrpt_model_instance_map_fitting')),
    interClashes: intermolecularClashes(report, asymOf),
  };
  reportCache.set(report, index);
  return index;
}

/** Copies `item` of `table` at `row` as a number under `key`, when stated. */
function copyNumber(out: JsonObject, key: string, table: CifTable | undefined, item: string, row: number | undefined) {
  const value = row === undefined ? undefined : table?.num(item, row);
  if (value !== undefined) out[key] = value;
}

/** The validation score records of one non-polymer instance (label_asym_id). */
export function ligandValidationScores(report: CifData, asymId: string): JsonObject[] {
  const instances = report.table('pdbx_vrpt_model_instance');
  if (!instances) return [];
  const index = indexReport(report);
  const density = report.table('pdbx_vrpt_model_instance_density');
  const geometry = report.table('pdbx_vrpt_model_instance_geometry');
  const mapFitting = report.table('pdbx_vrpt_model_instance_map_fitting');
  const records: JsonObject[] = [];
  for (const row of instances.rowsWhere('label_asym_id', asymId)) {
    const id = instances.str('id', row);
    if (id === undefined || instances.int('PDB_model_num', row) !== index.firstModel) continue;
    const record: JsonObject = {};
    const alt = instances.str('label_alt_id', row);
    if (alt !== undefined) record.alt_id = alt;
    copyNumber(record, 'RSR', density, 'RSR', index.density.get(id));
    copyNumber(record, 'RSCC', density, 'RSRCC', index.density.get(id));
    copyNumber(record, 'natoms_eds', density, 'natoms_eds', index.density.get(id));
    copyNumber(record, 'Q_score', mapFitting, 'Q_score', index.mapFitting.get(id));
    const geometryRow = index.geometry.get(id);
    copyNumber(record, 'average_occupancy', geometry, 'average_occupancy', geometryRow);
    if (
      geometry &&
      geometryRow !== undefined &&
      geometry.str('program_for_bond_angle_geometry', geometryRow) === 'mogul'
    ) {
      copyNumber(record, 'mogul_bonds_RMSZ', geometry, 'bonds_RMSZ', geometryRow);
      copyNumber(record, 'num_mogul_bonds_RMSZ', geometry, 'num_bonds_RMSZ', geometryRow);
      copyNumber(record, 'mogul_angles_RMSZ', geometry, 'angles_RMSZ', geometryRow);
      copyNumber(record, 'num_mogul_angles_RMSZ', geometry, 'num_angles_RMSZ', geometryRow);
      // Mogul ran on this residue: no outlier count (or no such column in the report) means none.
      record.mogul_bond_outliers = instances.int('count_mogul_bond_outliers', row) ?? 0;
      record.mogul_angle_outliers = instances.int('count_mogul_angle_outliers', row) ?? 0;
    }
    // A report that checked chirality has the column; '?' there means no outlier.
    if (instances.has('count_chiral_outliers'))
      record.stereo_outliers = instances.int('count_chiral_outliers', row) ?? 0;
    if (index.interClashes) record.intermolecular_clashes = index.interClashes.get(id) ?? 0;
    records.push(record);
  }
  return records;
}
