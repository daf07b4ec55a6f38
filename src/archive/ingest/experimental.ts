// Experimental method and resolution, following the rules the RCSB schema documents for
// rcsb_entry_info.resolution_combined and experimental_method.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';

const EXPTL_METHODS = [
  'ELECTRON CRYSTALLOGRAPHY',
  'ELECTRON MICROSCOPY',
  'EPR',
  'FIBER DIFFRACTION',
  'FLUORESCENCE TRANSFER',
  'INFRARED SPECTROSCOPY',
  'NEUTRON DIFFRACTION',
  'POWDER DIFFRACTION',
  'SOLID-STATE NMR',
  'SOLUTION NMR',
  'SOLUTION SCATTERING',
  'THEORETICAL MODEL',
  'X-RAY DIFFRACTION',
];

/** Methods whose resolution is refine.ls_d_res_high (schema text of resolution_combined). */
const DIFFRACTION_METHODS = new Set([
  'X-RAY DIFFRACTION',
  'FIBER DIFFRACTION',
  'POWDER DIFFRACTION',
  'ELECTRON CRYSTALLOGRAPHY',
  'NEUTRON DIFFRACTION',
]);

/**
 * Spelling normalised to the dictionary enumeration when it differs only in case or spacing
 * (PDBe "updated" files write 'X-ray diffraction'); unknown spellings are kept as written.
 */
export function normaliseMethod(method: string): string {
  const key = method.trim().toUpperCase().replace(/\s+/g, ' ');
  return EXPTL_METHODS.includes(key) ? key : method.trim();
}

export function exptlMethods(data: CifData): string[] {
  const table = data.table('exptl');
  if (!table) return [];
  return table.column('method').map(normaliseMethod);
}

export function exptlRecords(data: CifData): JsonObject[] {
  const table = data.table('exptl');
  if (!table) return [];
  const out: JsonObject[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const method = table.str('method', row);
    if (!method) continue;
    const record: JsonObject = { method: normaliseMethod(method) };
    const crystals = table.int('crystals_number', row);
    if (crystals !== undefined) record.crystals_number = crystals;
    const details = table.str('details', row);
    if (details) record.details = details;
    out.push(record);
  }
  return out;
}

/** rcsb_entry_info.experimental_method: the category the RCSB search facets on. */
export function experimentalMethodCategory(methods: readonly string[], integrative: boolean): string | undefined {
  if (integrative) return 'Integrative';
  const distinct = [...new Set(methods)];
  if (distinct.length === 0) return undefined;
  if (distinct.length > 1) return 'Multiple methods';
  switch (distinct[0]) {
    case 'X-RAY DIFFRACTION':
    case 'FIBER DIFFRACTION':
    case 'POWDER DIFFRACTION':
      return 'X-ray';
    case 'ELECTRON MICROSCOPY':
    case 'ELECTRON CRYSTALLOGRAPHY':
      return 'EM';
    case 'SOLUTION NMR':
    case 'SOLID-STATE NMR':
      return 'NMR';
    case 'NEUTRON DIFFRACTION':
      return 'Neutron';
    default:
      return 'Other';
  }
}

function emResolution(data: CifData): number | undefined {
  const table = data.table('em_3d_reconstruction');
  if (!table) return undefined;
  let best: number | undefined;
  let bestFsc: number | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const value = table.num('resolution', row);
    if (value === undefined || value <= 0) continue;
    best = best === undefined ? value : Math.min(best, value);
    const method = table.str('resolution_method', row)?.toUpperCase();
    if (method === 'FSC 0.143 CUT-OFF') bestFsc = bestFsc === undefined ? value : Math.min(bestFsc, value);
  }
  return bestFsc ?? best;
}

/** refine.ls_d_res_high for one diffraction method, matched through refine.pdbx_refine_id. */
function refineResolution(data: CifData, method: string, methodCount: number): number | undefined {
  const table = data.table('refine');
  if (!table) return undefined;
  let best: number | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const refineId = table.str('pdbx_refine_id', row);
    // Old files write no refine id; a lone refinement (or a lone method) can only be that one.
    const matches = refineId ? normaliseMethod(refineId) === method : methodCount === 1 || table.rowCount === 1;
    if (!matches) continue;
    const value = table.num('ls_d_res_high', row);
    if (value !== undefined && value > 0) best = best === undefined ? value : Math.min(best, value);
  }
  return best;
}

/** reflns.d_resolution_high: the data-collection resolution (rcsb_entry_info.diffrn_resolution_high). */
export function diffractionDataResolution(data: CifData): number | undefined {
  const table = data.table('reflns');
  if (!table) return undefined;
  let best: number | undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const value = table.num('d_resolution_high', row);
    if (value !== undefined && value > 0) best = best === undefined ? value : Math.min(best, value);
  }
  return best;
}

/**
 * rcsb_entry_info.resolution_combined: one value per method that has one. A diffraction method
 * whose refinement states no resolution falls back to the data-collection resolution (reflns),
 * which is the closest statement the file makes.
 */
export function combinedResolution(data: CifData, methods: readonly string[]): number[] {
  const distinct = [...new Set(methods)];
  const values: number[] = [];
  for (const method of distinct) {
    let value: number | undefined;
    if (DIFFRACTION_METHODS.has(method)) {
      value = refineResolution(data, method, distinct.length) ?? diffractionDataResolution(data);
    } else if (method === 'ELECTRON MICROSCOPY') {
      value = emResolution(data);
    }
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  return values;
}
