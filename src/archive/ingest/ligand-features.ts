// A ligand's connections as features and annotations (rcsb_nonpolymer_instance_feature types
// HAS_COVALENT_LINKAGE "has a covalent attachment" and HAS_METAL_COORDINATION_LINKAGE "has a metal
// coordination attachment"; rcsb_nonpolymer_instance_annotation the same, or
// HAS_NO_COVALENT_LINKAGE), read from the instance's struct_conn records: one feature per
// connection, its value the partner's component, the two atoms and the distance the file gives.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { ENTRY_PROVENANCE } from './feature-records.ts';

const LINKAGES: Readonly<Record<string, string>> = {
  'covalent bond': 'HAS_COVALENT_LINKAGE',
  'metal coordination': 'HAS_METAL_COORDINATION_LINKAGE',
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Features and annotations of one ligand from its rcsb_nonpolymer_struct_conn records. */
export function ligandLinkages(
  connections: JsonObject[],
  compId: string | undefined,
): { features: JsonObject[]; annotations: JsonObject[] } {
  const features: JsonObject[] = [];
  for (const connection of connections) {
    const type = LINKAGES[text(connection.connect_type) ?? ''];
    if (!type) continue;
    const target = connection.connect_target as JsonObject;
    const partner = connection.connect_partner as JsonObject;
    const value: JsonObject = {};
    const partnerComp = text(partner.label_comp_id);
    if (partnerComp) value.comp_id = partnerComp;
    const atoms = [text(target.label_atom_id), text(partner.label_atom_id)];
    if (atoms.every(Boolean)) value.details = atoms.join(',');
    if (typeof connection.dist_value === 'number') value.reported = connection.dist_value;
    const feature: JsonObject = { type, provenance_source: ENTRY_PROVENANCE, feature_value: [value] };
    if (compId) feature.comp_id = compId;
    features.push(feature);
  }
  const types = [...new Set(features.map((f) => f.type as string))];
  if (!types.includes('HAS_COVALENT_LINKAGE')) types.push('HAS_NO_COVALENT_LINKAGE');
  const annotations = types.map((type) => {
    const annotation: JsonObject = { type, provenance_source: ENTRY_PROVENANCE };
    if (compId) annotation.comp_id = compId;
    return annotation;
  });
  return { features, annotations };
}

/**
 * SUBJECT_OF_INVESTIGATION as a non-polymer entity's feature and annotation: the entry's
 * pdbx_entity_instance_feature names the component as what the study is about (the author's
 * choice, hence provenance 'Author', as the schema's provenance enumeration names it).
 */
export function subjectOfInvestigation(
  data: CifData,
  compId: string | undefined,
): { features: JsonObject[]; annotations: JsonObject[] } {
  const table = data.table('pdbx_entity_instance_feature');
  const named = (row: number) =>
    table?.str('feature_type', row)?.toUpperCase() === 'SUBJECT OF INVESTIGATION' &&
    (table.str('comp_id', row) ?? table.str('auth_comp_id', row)) === compId;
  if (!compId || !table || !Array.from({ length: table.rowCount }, (_, row) => row).some(named))
    return { features: [], annotations: [] };
  const record = { type: 'SUBJECT_OF_INVESTIGATION', comp_id: compId, provenance_source: 'Author' };
  return { features: [{ ...record }], annotations: [{ ...record }] };
}
