// rcsb_{polymer,nonpolymer,branched}_struct_conn (rcsb_mmcif_ext_v1.dic): "details about the
// intermolecular connections involving a polymer [non-polymer, branched] instance", read from the
// entry's struct_conn. Each row naming the instance as one partner is a record of that instance:
// that partner is its connect_target, the other its connect_partner; connect_type is the
// dictionary's name for the row's conn_type_id; ordinal_id numbers the instance's records.

import type { JsonObject } from './category-copy.ts';
import type { CifData, CifTable } from './cif-table.ts';

/** struct_conn_type.id -> the extension dictionary's connect_type, in its enumeration's order. */
const CONNECT_TYPES: Readonly<Record<string, string>> = {
  covale: 'covalent bond',
  disulf: 'disulfide bridge',
  hydrog: 'hydrogen bond',
  metalc: 'metal coordination',
  mismat: 'mismatched base pairs',
  saltbr: 'ionic interaction',
  modres: 'covalent residue modification',
  covale_base: 'covalent modification of a nucleotide base',
  covale_sugar: 'covalent modification of a nucleotide sugar',
  covale_phosphate: 'covalent modification of a nucleotide phosphate',
};

const VALUE_ORDERS = new Set(['doub', 'quad', 'sing', 'trip']);

/** One partner of a connection: its atom and where it sits. */
function partner(table: CifTable, row: number, side: 'ptnr1' | 'ptnr2', withAuth: boolean): JsonObject {
  const out: JsonObject = {};
  const text = (key: string, item: string) => {
    const value = table.str(item, row);
    if (value !== undefined) out[key] = value;
  };
  text('label_asym_id', `${side}_label_asym_id`);
  text('label_comp_id', `${side}_label_comp_id`);
  text('label_atom_id', `${side}_label_atom_id`);
  text('label_alt_id', side === 'ptnr1' ? 'pdbx_ptnr1_label_alt_id' : 'pdbx_ptnr2_label_alt_id');
  const seq = table.int(`${side}_label_seq_id`, row);
  if (seq !== undefined) out.label_seq_id = seq;
  text('symmetry', `${side}_symmetry`);
  if (withAuth) {
    text('auth_asym_id', `${side}_auth_asym_id`);
    text('auth_seq_id', `${side}_auth_seq_id`);
  }
  return out;
}

/** The connection records of one instance (label_asym_id), in the file's order. */
export function structConnRecords(data: CifData, asymId: string): JsonObject[] {
  const table = data.table('struct_conn');
  if (!table) return [];
  const records: JsonObject[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const sides = (['ptnr1', 'ptnr2'] as const).filter((side) => table.str(`${side}_label_asym_id`, row) === asymId);
    for (const side of sides) {
      const type = CONNECT_TYPES[(table.str('conn_type_id', row) ?? '').toLowerCase()];
      if (!type) continue;
      const other = side === 'ptnr1' ? 'ptnr2' : 'ptnr1';
      const record: JsonObject = {
        ordinal_id: records.length + 1,
        connect_type: type,
        connect_target: partner(table, row, side, true),
        connect_partner: partner(table, row, other, false),
      };
      const id = table.str('id', row);
      if (id) record.id = id;
      const distance = table.num('pdbx_dist_value', row);
      if (distance !== undefined) record.dist_value = distance;
      const details = table.str('details', row);
      if (details) record.description = details;
      const role = table.str('pdbx_role', row);
      if (role) record.role = role;
      const order = table.str('pdbx_value_order', row)?.toLowerCase();
      if (order && VALUE_ORDERS.has(order)) record.value_order = order;
      records.push(record);
    }
  }
  return records;
}
