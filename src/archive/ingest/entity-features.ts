// A polymer entity's sequence differences and modified monomers (rcsb_mmcif_ext_v1.dic):
// rcsb_polymer_entity_feature 'mutation' ("engineered mutations"), 'artifact' ("cloning artifact,
// expression tag, linker") and 'modified_monomer' ("modified chemical component"), located on the
// entity sequence, and the entity_poly counts: rcsb_mutation_count ("engineered mutations"),
// rcsb_artifact_monomer_count ("regions ... identified as expression tags, linkers, or cloning
// artifacts"), rcsb_conflict_count, rcsb_deletion_count and rcsb_insertion_count ("monomer
// conflicts/deletions/insertions relative to the reference sequence"). The differences are the
// file's struct_ref_seq_dif rows (their details), tied to the entity through struct_ref_seq and
// struct_ref; the modified monomers its pdbx_struct_mod_residue rows, through the chain.

import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { locatedFeature, runs, type Segment } from './feature-records.ts';

const ARTIFACTS = new Set(['expression tag', 'linker', 'cloning artifact']);

interface Difference {
  details: string;
  /** The entity sequence position, or the reference's for a deletion (absent from the entity). */
  key: string;
  seq?: number;
  comp?: string;
}

/** struct_ref_seq_dif rows of one entity, once per position and kind (chains of one entity repeat them). */
function differences(data: CifData, entityId: string): Difference[] {
  const dif = data.table('struct_ref_seq_dif');
  if (!dif) return [];
  const refSeq = data.table('struct_ref_seq');
  const ref = data.table('struct_ref');
  const entityOfRef = new Map<string, string>();
  for (let row = 0; row < (ref?.rowCount ?? 0); row++) {
    const id = ref?.str('id', row);
    const entity = ref?.str('entity_id', row);
    if (id !== undefined && entity !== undefined) entityOfRef.set(id, entity);
  }
  const entityOfAlign = new Map<string, string>();
  for (let row = 0; row < (refSeq?.rowCount ?? 0); row++) {
    const align = refSeq?.str('align_id', row);
    const entity = entityOfRef.get(refSeq?.str('ref_id', row) ?? '');
    if (align !== undefined && entity !== undefined) entityOfAlign.set(align, entity);
  }
  const seen = new Set<string>();
  const out: Difference[] = [];
  for (let row = 0; row < dif.rowCount; row++) {
    if (entityOfAlign.get(dif.str('align_id', row) ?? '') !== entityId) continue;
    const details = dif.str('details', row)?.toLowerCase();
    if (!details) continue;
    const seq = dif.int('seq_num', row);
    const key = seq !== undefined ? `${seq}` : `ref ${dif.str('pdbx_seq_db_seq_num', row) ?? row}`;
    if (seen.has(`${details}|${key}`)) continue;
    seen.add(`${details}|${key}`);
    const difference: Difference = { details, key };
    if (seq !== undefined) difference.seq = seq;
    const comp = dif.str('mon_id', row);
    if (comp) difference.comp = comp;
    out.push(difference);
  }
  return out;
}

/** Sequence positions of the entity's modified monomers, with their component. */
function modifiedMonomers(data: CifData, entityId: string): Map<number, string> {
  const mod = data.table('pdbx_struct_mod_residue');
  const asyms = data.table('struct_asym');
  const out = new Map<number, string>();
  if (!mod || !asyms) return out;
  const chains = new Set(asyms.rowsWhere('entity_id', entityId).map((row) => asyms.str('id', row)));
  for (let row = 0; row < mod.rowCount; row++) {
    const seq = mod.int('label_seq_id', row);
    const comp = mod.str('label_comp_id', row);
    if (seq !== undefined && comp !== undefined && chains.has(mod.str('label_asym_id', row))) out.set(seq, comp);
  }
  return out;
}

/** The entity's difference counts (for entity_poly) and its located features. */
export function polymerEntityDifferences(
  data: CifData,
  entityId: string,
): { counts: JsonObject; features: JsonObject[] } {
  const found = differences(data, entityId);
  if (found.length === 0 && !data.has('struct_ref_seq_dif') && !data.has('pdbx_struct_mod_residue'))
    return { counts: {}, features: [] };
  const positions = (test: (details: string) => boolean) =>
    found.filter((d) => test(d.details) && d.seq !== undefined).map((d) => d.seq!);
  const count = (details: string) => found.filter((d) => d.details === details).length;
  const mutations = positions((d) => d === 'engineered mutation');
  const artifacts = runs(positions((d) => ARTIFACTS.has(d)));
  const counts: JsonObject = data.has('struct_ref_seq_dif')
    ? {
        rcsb_mutation_count: mutations.length,
        rcsb_artifact_monomer_count: artifacts.length,
        rcsb_conflict_count: count('conflict'),
        rcsb_deletion_count: count('deletion'),
        rcsb_insertion_count: count('insertion'),
      }
    : {};
  const comps = new Map(found.flatMap((d) => (d.seq !== undefined && d.comp ? [[d.seq, d.comp] as const] : [])));
  const withComp = (segment: Segment): Segment => {
    const comp = comps.get(segment.beg);
    return comp ? { ...segment, begComp: comp } : segment;
  };
  const modified = modifiedMonomers(data, entityId);
  const features: JsonObject[] = [];
  if (mutations.length > 0) features.push(locatedFeature('mutation', runs(mutations).map(withComp)));
  if (artifacts.length > 0) features.push(locatedFeature('artifact', artifacts.map(withComp)));
  if (modified.size > 0)
    features.push(
      locatedFeature(
        'modified_monomer',
        [...modified].sort(([a], [b]) => a - b).map(([seq, comp]) => ({ beg: seq, end: seq, begComp: comp })),
      ),
    );
  return { counts, features };
}
