// How a structure was determined (experimental, computational, integrative) and what ModelCIF
// files say about computed models: global quality scores and the source database.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';

export type Methodology = 'experimental' | 'computational' | 'integrative';

/** RCSB computed-model ids: 'AF_AFP69905F1', 'MA_MABAKCEPC0003'. */
export const COMPUTED_MODEL_ID = /^(AF|MA)_[A-Z0-9]+$/i;

export function determinationMethodology(data: CifData, entryId: string): Methodology {
  if (COMPUTED_MODEL_ID.test(entryId) || data.has('ma_model_list') || data.has('ma_qa_metric')) return 'computational';
  if (data.has('ihm_model_list') || data.has('ihm_struct_assembly') || data.has('ihm_modeling_protocol')) {
    return 'integrative';
  }
  return 'experimental';
}

/** rcsb_ma_qa_metric_global: one record per model with its global scores (pLDDT, pTM...). */
export function globalQualityMetrics(data: CifData): JsonObject[] {
  const metrics = data.table('ma_qa_metric');
  const global = data.table('ma_qa_metric_global');
  if (!global) return [];
  const byId = new Map<string, { name?: string; type?: string; typeOther?: string; description?: string }>();
  if (metrics) {
    for (let row = 0; row < metrics.rowCount; row++) {
      const id = metrics.str('id', row);
      if (!id) continue;
      const info: { name?: string; type?: string; typeOther?: string; description?: string } = {};
      const name = metrics.str('name', row);
      if (name) info.name = name;
      const type = metrics.str('type', row);
      if (type) info.type = type;
      const other = metrics.str('type_other_details', row);
      if (other) info.typeOther = other;
      const description = metrics.str('description', row);
      if (description) info.description = description;
      byId.set(id, info);
    }
  }
  const byModel = new Map<number, JsonObject[]>();
  for (let row = 0; row < global.rowCount; row++) {
    const value = global.num('metric_value', row);
    const metricId = global.str('metric_id', row);
    if (value === undefined || !metricId) continue;
    const model = global.int('model_id', row) ?? 1;
    const info = byId.get(metricId);
    const record: JsonObject = { value };
    const type = metricType(info?.type, info?.name);
    if (type) record.type = type;
    if (info?.name) record.name = info.name;
    if (info?.typeOther) record.type_other_details = info.typeOther;
    if (info?.description) record.description = info.description;
    byModel.set(model, [...(byModel.get(model) ?? []), record]);
  }
  return [...byModel].map(([model, list]) => ({ model_id: model, ma_qa_metric_global: list }));
}

/** ModelCIF metric types; early AlphaFold DB files write type 'other' with the name 'pLDDT'. */
const METRIC_TYPES = [
  'pLDDT',
  'pTM',
  'ipTM',
  'PAE',
  'zscore',
  'energy',
  'distance',
  'normalized score',
  'contact probability',
];

function metricType(type: string | undefined, name: string | undefined): string | undefined {
  if (type && type.toLowerCase() !== 'other') return type;
  const named = METRIC_TYPES.find((t) => t.toLowerCase() === name?.trim().toLowerCase());
  return named ?? type;
}

const SOURCE_DATABASES: Record<string, string> = { alphafolddb: 'AlphaFoldDB', modelarchive: 'ModelArchive' };

/** rcsb_comp_model_provenance from the file's own database_2 reference. */
export function modelProvenance(data: CifData): JsonObject | undefined {
  const table = data.table('database_2');
  if (!table) return undefined;
  for (let row = 0; row < table.rowCount; row++) {
    const db = table.str('database_id', row);
    const code = table.str('database_code', row);
    const sourceDb = db ? SOURCE_DATABASES[db.toLowerCase()] : undefined;
    if (sourceDb && code) return { source_db: sourceDb, entry_id: code };
  }
  return undefined;
}
