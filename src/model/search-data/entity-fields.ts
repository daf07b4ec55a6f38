// What the renderers show of one entity or chain, read from its document: description, polymer
// type, organisms, chains, sequence, the chemical component of a ligand, and the author chain
// mapping the alignment viewer needs.

import type { DocType } from '../doc-types.ts';
import type { AuthMapping, ResultEntity } from '../types.ts';
import type { DocumentReader } from './document-reader.ts';
import { distinct, objectAt, objectsAt, pathAt, textAt, textsAt, type JsonObject } from './json.ts';

const ENTITY_KEYS: Partial<Record<DocType, { info: string; ids: string }>> = {
  polymer_entity: { info: 'rcsb_polymer_entity', ids: 'rcsb_polymer_entity_container_identifiers' },
  non_polymer_entity: { info: 'rcsb_nonpolymer_entity', ids: 'rcsb_nonpolymer_entity_container_identifiers' },
  branched_entity: { info: 'rcsb_branched_entity', ids: 'rcsb_branched_entity_container_identifiers' },
};

export function entityDescription(body: JsonObject, type: DocType): string | undefined {
  const keys = ENTITY_KEYS[type];
  if (!keys) return undefined;
  return textAt(pathAt(body, keys.info, 'pdbx_description')) ?? textAt(pathAt(body, 'pdbx_entity_nonpoly', 'name'));
}

/** label_asym_ids of the entity's chains. */
function entityChains(body: JsonObject, type: DocType): string[] {
  const keys = ENTITY_KEYS[type];
  return keys ? textsAt(pathAt(body, keys.ids, 'asym_ids')) : [];
}

/** 'Protein', 'DNA', 'RNA', 'NA-hybrid' or 'Other' (the RCSB's polymer type). */
export function polymerType(body: JsonObject): string | undefined {
  return textAt(pathAt(body, 'entity_poly', 'rcsb_entity_polymer_type'));
}

export function polymerSequence(body: JsonObject): string | undefined {
  return textAt(pathAt(body, 'entity_poly', 'pdbx_seq_one_letter_code_can'));
}

/** Scientific names of the source organisms, NCBI's spelling first. */
export function entityOrganisms(body: JsonObject): string[] {
  return distinct(
    objectsAt(body.rcsb_entity_source_organism)
      .map((o) => textAt(o.ncbi_scientific_name) ?? textAt(o.scientific_name))
      .filter((name): name is string => name !== undefined),
  );
}

export function nonPolymerCompId(body: JsonObject): string | undefined {
  return (
    textAt(pathAt(body, 'rcsb_nonpolymer_entity_container_identifiers', 'nonpolymer_comp_id')) ??
    textAt(pathAt(body, 'pdbx_entity_nonpoly', 'comp_id'))
  );
}

/** Name and formula of a chemical component from its definition, when the documents hold one. */
export function componentDefinition(reader: DocumentReader, compId: string): { name?: string; formula?: string } {
  return reader.cached(`component:${compId}`, () => {
    const row = reader.rowOf('mol_definition', compId);
    if (row === undefined) return {};
    const chemComp = objectAt(reader.body(row).chem_comp);
    const name = textAt(chemComp?.name);
    const formula = textAt(chemComp?.formula);
    return { ...(name ? { name } : {}), ...(formula ? { formula } : {}) };
  });
}

/** The entity block of an entity or instance item. */
export function resultEntity(reader: DocumentReader, entityRow: number): ResultEntity {
  const type = reader.type(entityRow);
  const body = reader.body(entityRow);
  if (!type) return {};
  const entity: ResultEntity = { chains: entityChains(body, type) };
  const description = entityDescription(body, type);
  if (description) entity.pdbx_description = description;
  if (type === 'polymer_entity') {
    entity.organisms = entityOrganisms(body);
    const kind = polymerType(body);
    if (kind) entity.type = kind;
    const sequence = polymerSequence(body);
    if (sequence) entity.sequence = sequence;
  } else if (type === 'non_polymer_entity') {
    entity.type = 'non-polymer';
    const compId = nonPolymerCompId(body);
    if (compId) {
      entity.chem_comp_id = compId;
      const formula = componentDefinition(reader, compId).formula;
      if (formula) entity.chem_comp_formula = formula;
    }
  } else if (type === 'branched_entity') {
    entity.type = 'branched';
  }
  return entity;
}

/** Author chain id and residue numbering per chain (keyed by label_asym_id). */
export function authMapping(reader: DocumentReader, instanceRows: readonly number[]): Record<string, AuthMapping> {
  const mapping: Record<string, AuthMapping> = {};
  for (const row of instanceRows) {
    const ids = objectAt(reader.body(row).rcsb_polymer_entity_instance_container_identifiers);
    const asymId = textAt(ids?.asym_id);
    const authAsymId = textAt(ids?.auth_asym_id);
    if (!asymId || !authAsymId) continue;
    const numbering = textsAt(ids?.auth_to_entity_poly_seq_mapping);
    mapping[asymId] = {
      auth_asym_id: authAsymId,
      ...(numbering.length > 0 ? { auth_to_entity_poly_seq_mapping: numbering } : {}),
    };
  }
  return mapping;
}
