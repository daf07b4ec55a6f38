// rcsb_nonpolymer_instance_validation_score, a ligand's quality as its entry's validation report
// states it (pdbx_vrpt_model_instance with its counts, its _density, _geometry and _map_fitting
// rows, and the clash table), for the instance's residue in the report's first model, one record
// per alternate conformer. Only values the report states are kept: the RCSB's score_*/ranking_*
// components and is_best_instance rank an instance against the whole PDB and are left out, as is
// is_subject_of_investigation: the one report whose entry names a subject (6LU7) names a peptide,
// which has no such record.

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

/** A report read once: its first model, rows per chain and per instance, clashes between instances. */
interface ReportIndex {
  firstModel: number | undefined;
  /** pdbx_vrpt_model_instance rows by label_asym_id. */
  rowsOfChain: Map<string, number[]>;
  density: Map<string, number>;
  geometry: Map<string, number>;
  mapFitting: Map<string, number>;
  interClashes: Map<string, number> | undefined;
}

/** Who assigned a feature read from the validation report. */
const VALIDATION_PROVENANCE = 'wwPDB validation report';

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

const indexReport = (report: CifData): ReportIndex =>
  report.reading('validation report index', () => readReportIndex(report));

function readReportIndex(report: CifData): ReportIndex {
  const instances = report.table('pdbx_vrpt_model_instance');
  const asymOf = new Map<string, string>();
  const rowsOfChain = new Map<string, number[]>();
  let firstModel: number | undefined;
  for (let row = 0; row < (instances?.rowCount ?? 0); row++) {
    const id = instances?.str('id', row);
    const asym = instances?.str('label_asym_id', row);
    if (id !== undefined && asym !== undefined) asymOf.set(id, asym);
    const chainRows = asym === undefined ? undefined : rowsOfChain.get(asym);
    if (chainRows) chainRows.push(row);
    else if (asym !== undefined) rowsOfChain.set(asym, [row]);
    const model = instances?.int('PDB_model_num', row);
    if (model !== undefined && (firstModel === undefined || model < firstModel)) firstModel = model;
  }
  const index: ReportIndex = {
    firstModel,
    rowsOfChain,
    density: byInstance(report.table('pdbx_vrpt_model_instance_density')),
    geometry: byInstance(report.table('pdbx_vrpt_model_instance_geometry')),
    mapFitting: byInstance(report.table('pdbx_vrpt_model_instance_map_fitting')),
    interClashes: intermolecularClashes(report, asymOf),
  };
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
  for (const row of index.rowsOfChain.get(asymId) ?? []) {
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

/** Every row of a per-instance category, by the report's instance id. */
function allByInstance(table: CifTable | undefined): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const id = table?.str('instance_id', row);
    if (id !== undefined) rows.set(id, [...(rows.get(id) ?? []), row]);
  }
  return rows;
}

const outlierRows = (report: CifData) =>
  report.reading('validation outliers by instance', () => ({
    bonds: allByInstance(report.table('pdbx_vrpt_instance_mogul_bond_outliers')),
    angles: allByInstance(report.table('pdbx_vrpt_instance_mogul_angle_outliers')),
    stereo: allByInstance(report.table('pdbx_vrpt_instance_stereo_outliers')),
  }));

/** A Mogul outlier's value: its atoms, the observed and the CSD's mean value, and its Z-score. */
function mogulValue(table: CifTable, row: number, atomItems: string[]): JsonObject {
  const value: JsonObject = {};
  const atoms = atomItems.map((item) => table.str(item, row));
  if (atoms.every((atom) => atom !== undefined)) value.details = atoms.join(',');
  copyNumber(value, 'reported', table, 'obsval', row);
  copyNumber(value, 'reference', table, 'mean', row);
  copyNumber(value, 'uncertainty_estimate', table, 'Zscore', row);
  if (value.uncertainty_estimate !== undefined) value.uncertainty_estimate_type = 'Z-Score';
  return value;
}

/**
 * The report's outliers of one ligand as rcsb_nonpolymer_instance_feature records, by the
 * extension dictionary's types: MOGUL_BOND_OUTLIER, MOGUL_ANGLE_OUTLIER (one per outlier),
 * STEREO_OUTLIER (one per atom, its problem as description), RSRZ_OUTLIER ("Real space R-value Z
 * score > 2") and RSCC_OUTLIER ("Real space density correlation value < 0.65"), with the
 * annotations IS_RSRZ_OUTLIER and IS_RSCC_OUTLIER. The report's first model only.
 */
export function ligandValidationFeatures(
  report: CifData,
  asymId: string,
  compId: string | undefined,
): { features: JsonObject[]; annotations: JsonObject[] } {
  const instances = report.table('pdbx_vrpt_model_instance');
  const features: JsonObject[] = [];
  if (!instances) return { features, annotations: [] };
  const index = indexReport(report);
  const outliers = outlierRows(report);
  const feature = (type: string, value: JsonObject, description?: string): JsonObject => {
    const out: JsonObject = { type, provenance_source: VALIDATION_PROVENANCE };
    if (compId) out.comp_id = compId;
    if (description) out.description = description;
    out.feature_value = [compId ? { comp_id: compId, ...value } : value];
    return out;
  };
  const bonds = report.table('pdbx_vrpt_instance_mogul_bond_outliers');
  const angles = report.table('pdbx_vrpt_instance_mogul_angle_outliers');
  const stereo = report.table('pdbx_vrpt_instance_stereo_outliers');
  const density = report.table('pdbx_vrpt_model_instance_density');
  for (const row of index.rowsOfChain.get(asymId) ?? []) {
    const id = instances.str('id', row);
    if (id === undefined || instances.int('PDB_model_num', row) !== index.firstModel) continue;
    for (const r of outliers.bonds.get(id) ?? [])
      if (bonds) features.push(feature('MOGUL_BOND_OUTLIER', mogulValue(bonds, r, ['atom_1', 'atom_2'])));
    for (const r of outliers.angles.get(id) ?? [])
      if (angles) features.push(feature('MOGUL_ANGLE_OUTLIER', mogulValue(angles, r, ['atom_1', 'atom_2', 'atom_3'])));
    for (const r of outliers.stereo.get(id) ?? []) {
      const atom = stereo?.str('label_atom_id', r);
      features.push(feature('STEREO_OUTLIER', atom ? { details: atom } : {}, stereo?.str('problem', r)));
    }
    const densityRow = index.density.get(id);
    const rsrz = densityRow === undefined ? undefined : density?.num('RSRZ', densityRow);
    const rscc = densityRow === undefined ? undefined : density?.num('RSRCC', densityRow);
    if (rsrz !== undefined && rsrz > 2) features.push(feature('RSRZ_OUTLIER', { reported: rsrz }));
    if (rscc !== undefined && rscc < 0.65) features.push(feature('RSCC_OUTLIER', { reported: rscc }));
  }
  const annotations = (['RSRZ_OUTLIER', 'RSCC_OUTLIER'] as const)
    .filter((type) => features.some((f) => f.type === type))
    .map((type) => {
      const annotation: JsonObject = { type: `IS_${type}`, provenance_source: VALIDATION_PROVENANCE };
      if (compId) annotation.comp_id = compId;
      return annotation;
    });
  return { features, annotations };
}
