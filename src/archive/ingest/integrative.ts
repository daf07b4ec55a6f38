// An integrative (I/HM) entry's summary of its modelling, from the ihm dictionary's categories:
// rcsb_ihm_dataset_list ("input datasets used in integrative modeling": per ihm_dataset_list
// data_type, its name and count), rcsb_ihm_dataset_source_db_reference (the databases and
// accession codes of ihm_dataset_related_db_reference) and the rcsb_entry_info flags for
// multi-state modelling (ihm_multi_state_modeling names more than one state) and ordered states
// (the file has ihm_ordered_ensemble/ihm_ordered_model records). The dataset classes (type) and
// the multi-scale flag are the RCSB's own classifications and are left out.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';

export interface IntegrativeFacts {
  info: JsonObject;
  body: JsonObject;
}

export function integrativeFacts(data: CifData): IntegrativeFacts {
  const types = data.table('ihm_dataset_list')?.column('data_type') ?? [];
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  const body: JsonObject = {};
  if (counts.size > 0) body.rcsb_ihm_dataset_list = [...counts].map(([name, count]) => ({ name, count }));
  const refs = data.table('ihm_dataset_related_db_reference');
  const sources: JsonObject[] = [];
  for (let row = 0; row < (refs?.rowCount ?? 0); row++) {
    const source: JsonObject = {};
    const db = refs?.str('db_name', row);
    const accession = refs?.str('accession_code', row);
    if (db) source.db_name = db;
    if (accession) source.accession_code = accession;
    if (Object.keys(source).length > 0) sources.push(source);
  }
  if (sources.length > 0) body.rcsb_ihm_dataset_source_db_reference = sources;
  const states = new Set(data.table('ihm_multi_state_modeling')?.column('state_id') ?? []);
  const ordered = data.has('ihm_ordered_ensemble') || data.has('ihm_ordered_model');
  return {
    info: { ihm_multi_state_flag: states.size > 1 ? 'Y' : 'N', ihm_ordered_state_flag: ordered ? 'Y' : 'N' },
    body,
  };
}
