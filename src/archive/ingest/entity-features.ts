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
  /** The entity sequence position; a deletion has none (it is absent from the entity). */
  seq?: number;
  comp?: string;
}

/** struct_ref_seq_dif rows by entity, once per position and kind (chains of one entity repeat them). */
function differences(data: CifData, entityId: string): Difference[] {
  const byEntity = data.reading('sequence differences by entity', () => {
    const out = new Map<string, Difference[]>();
    const dif = data.table('struct_ref_seq_dif');
    if (!dif) return out;
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
    for (let row = 0; row < dif.rowCount; row++) {
      const entity = entityOfAlign.get(dif.str('align_id', row) ?? '');
      const details = dif.str('details', row)?.toLowerCase();
      if (entity === undefined || !details) continue;
      const seq = dif.int('seq_num', row);
      const position = seq !== undefined ? `${seq}` : `ref ${dif.str('pdbx_seq_db_seq_num', row) ?? row}`;
      if (seen.has(`${entity}|${details}|${position}`)) continue;
      seen.add(`${entity}|${details}|${position}`);
      const difference: Difference = { details };
      if (seq !== undefined) difference.seq = seq;
      const comp = dif.str('mon_id', row);
      if (comp) difference.comp = comp;
      out.set(entity, [...(out.get(entity) ?? []), difference]);
    }
    return out;
  });
  return byEntity.get(entityId) ?? [];
}

/** Sequence positions of the entity's modified monomers, with their component. */
function modifiedMonomers(data: CifData, entityId: string): Map<number, string> {
  const byEntity = data.reading('modified monomers by entity', () => {
    const out = new Map<string, Map<number, string>>();
    const mod = data.table('pdbx_struct_mod_residue');
    const asyms = data.table('struct_asym');
    if (!mod || !asyms) return out;
    const entityOf = new Map<string, string | undefined>();
    for (let row = 0; row < asyms.rowCount; row++)
      entityOf.set(asyms.str('id', row) ?? '', asyms.str('entity_id', row));
    for (let row = 0; row < mod.rowCount; row++) {
      const entity = entityOf.get(mod.str('label_asym_id', row) ?? '');
      const seq = mod.int('label_seq_id', row);
      const comp = mod.str('label_comp_id', row);
      if (entity === undefined || seq === undefined || comp === undefined) continue;
      if (!out.has(entity)) out.set(entity, new Map());
      out.get(entity)!.set(seq, comp);
    }
    return out;
  });
  return byEntity.get(entityId) ?? new Map();
}

/** The entity's difference counts (for entity_poly) and its located features. */
export function polymerEntityDifferences(
  data: CifData,
  entityId: string,
): { counts: JsonObject; features: JsonObject[] } {
  const found = differences(data, entityId);
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
