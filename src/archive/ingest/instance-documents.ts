// Instance documents (one per label_asym_id): polymer, non-polymer and branched chains.

import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import type { CoordinateStats } from './coordinates.ts';
import type { AsymInfo, EntityInfo, EntityModel } from './entity-model.ts';
import { ligandContacts, polymerLigandNeighbours, targetNeighbours } from './neighbours.ts';
import { branchedChainFeatures, polymerChainFeatures } from './chain-features.ts';
import { addAnnotations, addFeatures } from './feature-records.ts';
import { ligandLinkages } from './ligand-features.ts';
import { structConnRecords } from './struct-conn.ts';

export interface InstanceDocumentParts {
  entryId: string;
  data: CifData;
  model: EntityModel;
  coordinates: CoordinateStats;
  copier: CategoryCopier;
}

function containers(parts: InstanceDocumentParts, asym: AsymInfo): JsonObject {
  const out: JsonObject = {
    entry_id: parts.entryId,
    entity_id: asym.entityId,
    asym_id: asym.id,
    rcsb_id: `${parts.entryId}.${asym.id}`,
  };
  if (asym.authAsymId) out.auth_asym_id = asym.authAsymId;
  return out;
}

/** The categories of the file that describe one chain, each by the item naming its label_asym_id. */
const CHAIN_CATEGORIES = [
  ['struct_asym', 'id'],
  ['pdbx_struct_special_symmetry', 'label_asym_id'],
] as const;

/** What the file says of one chain: its categories, and its connections under `connections`. */
function copyChainCategories(
  parts: InstanceDocumentParts,
  body: JsonObject,
  asymId: string,
  connections: string,
): void {
  for (const [category, asymItem] of CHAIN_CATEGORIES) {
    const rows = parts.data.table(category)?.rowsWhere(asymItem, asymId);
    if (rows && rows.length > 0) parts.copier.copyInto(body, parts.data, category, rows);
  }
  const records = structConnRecords(parts.data, asymId);
  if (records.length > 0) body[connections] = records;
}

/**
 * Author residue numbers in sequence order per polymer asym (pdbx_poly_seq_scheme.auth_seq_num,
 * '?' where the residue is unobserved), as renderers map alignments onto author numbering.
 */
function authSeqMapping(data: CifData, asymId: string): string[] | undefined {
  const map = data.reading('author numbers by chain', () => {
    const map = new Map<string, string[]>();
    const scheme = data.table('pdbx_poly_seq_scheme');
    const seen = new Set<string>();
    for (let row = 0; row < (scheme?.rowCount ?? 0); row++) {
      const asym = scheme?.str('asym_id', row);
      const seq = scheme?.str('seq_id', row);
      if (!asym || !seq || seen.has(`${asym}|${seq}`)) continue; // one entry per position (microheterogeneity)
      seen.add(`${asym}|${seq}`);
      const auth = scheme?.str('auth_seq_num', row) ?? scheme?.str('pdb_seq_num', row) ?? '?';
      const ins = scheme?.str('pdb_ins_code', row);
      let list = map.get(asym);
      if (!list) map.set(asym, (list = []));
      list.push(ins ? `${auth}${ins}` : auth);
    }
    return map;
  });
  return map.get(asymId);
}

export function polymerInstanceDocument(parts: InstanceDocumentParts, asym: AsymInfo): JsonObject {
  const ids = containers(parts, asym);
  const mapping = authSeqMapping(parts.data, asym.id);
  if (mapping && mapping.length > 0) ids.auth_to_entity_poly_seq_mapping = mapping;
  const body: JsonObject = {
    rcsb_id: `${parts.entryId}.${asym.id}`,
    rcsb_polymer_entity_instance_container_identifiers: ids,
  };
  const stats = parts.coordinates.asyms.get(asym.id);
  if (stats) body.rcsb_polymer_instance_info = { modeled_residue_count: stats.modeledResidues };
  copyChainCategories(parts, body, asym.id, 'rcsb_polymer_struct_conn');
  const features = polymerChainFeatures(parts.data, asym.id);
  addFeatures(body, 'rcsb_polymer_instance_feature', features, {
    sequenceLength: parts.model.entity(asym.entityId)?.length,
  });
  const neighbours = polymerLigandNeighbours(ligandContacts(parts.data, parts.model), asym.id);
  if (neighbours.length > 0) body.rcsb_ligand_neighbors = neighbours;
  return body;
}

/** auth_seq_id of a non-polymer instance, from pdbx_nonpoly_scheme (one pass per file). */
function nonPolymerAuthSeqId(data: CifData, asymId: string): string | undefined {
  const map = data.reading('ligand author numbers', () => {
    const map = new Map<string, string>();
    const scheme = data.table('pdbx_nonpoly_scheme');
    for (let row = 0; row < (scheme?.rowCount ?? 0); row++) {
      const asym = scheme?.str('asym_id', row);
      const seq = scheme?.str('auth_seq_num', row) ?? scheme?.str('pdb_seq_num', row);
      if (asym && seq && !map.has(asym)) map.set(asym, seq);
    }
    return map;
  });
  return map.get(asymId);
}

export function nonPolymerInstanceDocument(
  parts: InstanceDocumentParts,
  asym: AsymInfo,
  entity: EntityInfo,
): JsonObject {
  const ids = containers(parts, asym);
  if (entity.compId) ids.comp_id = entity.compId;
  const seq = nonPolymerAuthSeqId(parts.data, asym.id);
  if (seq) ids.auth_seq_id = seq;
  const body: JsonObject = {
    rcsb_id: `${parts.entryId}.${asym.id}`,
    rcsb_nonpolymer_entity_instance_container_identifiers: ids,
  };
  copyChainCategories(parts, body, asym.id, 'rcsb_nonpolymer_struct_conn');
  const connections = Array.isArray(body.rcsb_nonpolymer_struct_conn)
    ? (body.rcsb_nonpolymer_struct_conn as JsonObject[])
    : [];
  const { features, annotations } = ligandLinkages(connections, entity.compId);
  const extra: JsonObject = entity.compId ? { comp_id: entity.compId } : {};
  addFeatures(body, 'rcsb_nonpolymer_instance_feature', features, { extra });
  addAnnotations(body, 'rcsb_nonpolymer_instance_annotation', annotations);
  const neighbours = targetNeighbours(ligandContacts(parts.data, parts.model), asym.id);
  if (neighbours.length > 0) body.rcsb_target_neighbors = neighbours;
  return body;
}

export function branchedInstanceDocument(parts: InstanceDocumentParts, asym: AsymInfo): JsonObject {
  const body: JsonObject = {
    rcsb_id: `${parts.entryId}.${asym.id}`,
    rcsb_branched_entity_instance_container_identifiers: containers(parts, asym),
  };
  copyChainCategories(parts, body, asym.id, 'rcsb_branched_struct_conn');
  addFeatures(body, 'rcsb_branched_instance_feature', branchedChainFeatures(parts.data, asym.id), {
    sequenceLength: parts.model.entity(asym.entityId)?.length,
  });
  return body;
}
