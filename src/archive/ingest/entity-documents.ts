// polymer_entity, non_polymer_entity and branched_entity documents of one entry.

import { polymerEntityDifferences } from './entity-features.ts';
import { addAnnotations, addFeatures } from './feature-records.ts';
import { subjectOfInvestigation } from './ligand-features.ts';
import type { CategoryCopier, JsonObject, JsonValue } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import type { EntityInfo, EntityModel } from './entity-model.ts';
import { ecLineage, parseEcNumbers } from './ec-numbers.ts';
import { hostOrganisms, sourceOrganisms } from './organisms.ts';
import { STANDARD_MONOMERS } from './standard-monomers.ts';

/** struct_ref / ModelCIF database names -> the RCSB's reference database enumeration. */
const REFERENCE_DATABASES: Record<string, string> = {
  unp: 'UniProt',
  uniprot: 'UniProt',
  sws: 'UniProt',
  trembl: 'UniProt',
  gb: 'GenBank',
  genbank: 'GenBank',
  emb: 'EMBL',
  embl: 'EMBL',
  pdb: 'PDB',
  nor: 'NORINE',
  norine: 'NORINE',
  pir: 'PIR',
  prf: 'PRF',
  ref: 'RefSeq',
  refseq: 'RefSeq',
  ndb: 'NDB',
};

const kDa = (daltons: number): number => Math.round(daltons) / 1000;

export interface EntityDocumentParts {
  entryId: string;
  data: CifData;
  model: EntityModel;
  copier: CategoryCopier;
  /** BIRD ids by asym, from pdbx_molecule. */
  birdByAsym: Map<string, string>;
}

function authAsymIds(parts: EntityDocumentParts, entity: EntityInfo): string[] {
  const out: string[] = [];
  for (const asymId of entity.asymIds) {
    const auth = parts.model.asym(asymId)?.authAsymId;
    if (auth && !out.includes(auth)) out.push(auth);
  }
  return out;
}

function birdOf(parts: EntityDocumentParts, entity: EntityInfo): string | undefined {
  for (const asymId of entity.asymIds) {
    const prd = parts.birdByAsym.get(asymId);
    if (prd) return prd;
  }
  return undefined;
}

function entityNames(data: CifData, entityId: string): { common: JsonObject[]; systematic: JsonObject[] } {
  const common: JsonObject[] = [];
  const systematic: JsonObject[] = [];
  const com = data.table('entity_name_com');
  for (const row of com?.rowsWhere('entity_id', entityId) ?? []) {
    const name = com?.str('name', row);
    if (name) common.push({ name });
  }
  const sys = data.table('entity_name_sys');
  for (const row of sys?.rowsWhere('entity_id', entityId) ?? []) {
    const name = sys?.str('name', row);
    if (!name) continue;
    const system = sys?.str('system', row);
    systematic.push(system ? { name, system } : { name });
  }
  return { common, systematic };
}

/** An ECO code: an author's statement, traceable to the entry (the names the depositor gave). */
const AUTHOR_STATEMENT = 'ECO:0000304';

/**
 * rcsb_polymer_entity's combined names: the entry's description as 'PDB Preferred Name' and its
 * common names as 'PDB Synonym' ("combined list of macromolecular names"), and the polymer name
 * from the 'PDB Description' (a UniProt name would come first, but those records are not here).
 */
function combinedNames(description: string | undefined, common: JsonObject[]): JsonObject {
  const names = [
    ...(description ? [{ name: description, provenance_source: 'PDB Preferred Name' }] : []),
    ...common.map(({ name }) => ({ name: name as string, provenance_source: 'PDB Synonym' })),
  ];
  const out: JsonObject = {};
  if (names.length > 0)
    out.rcsb_macromolecular_names_combined = names.map((n) => ({ ...n, provenance_code: AUTHOR_STATEMENT }));
  if (description) out.rcsb_polymer_name_combined = { names: [description], provenance_source: 'PDB Description' };
  return out;
}

function entityRow(data: CifData, entityId: string): number | undefined {
  return data.table('entity')?.rowsWhere('id', entityId)[0];
}

function referenceSequences(parts: EntityDocumentParts, entityId: string): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<string>();
  const add = (dbName: string | undefined, accession: string | undefined, isoform?: string): void => {
    if (!dbName || !accession) return;
    const name = REFERENCE_DATABASES[dbName.toLowerCase()];
    if (!name) return;
    const key = `${name}|${accession}`;
    if (seen.has(key)) return;
    seen.add(key);
    const record: JsonObject = { database_name: name, database_accession: accession, provenance_source: 'PDB' };
    if (isoform) record.database_isoform = isoform;
    out.push(record);
  };
  const structRef = parts.data.table('struct_ref');
  for (const row of structRef?.rowsWhere('entity_id', entityId) ?? []) {
    add(
      structRef?.str('db_name', row),
      structRef?.str('pdbx_db_accession', row),
      structRef?.str('pdbx_db_isoform', row),
    );
  }
  const modelRef = parts.data.table('ma_target_ref_db_details');
  for (const row of modelRef?.rowsWhere('target_entity_id', entityId) ?? []) {
    add(modelRef?.str('db_name', row), modelRef?.str('db_accession', row), modelRef?.str('seq_db_isoform', row));
  }
  return out;
}

function copyEntityCategory(parts: EntityDocumentParts, body: JsonObject, category: string, entityId: string): void {
  const table = parts.data.table(category);
  if (!table) return;
  const rows = table.rowsWhere('entity_id', entityId);
  if (rows.length > 0) parts.copier.copyInto(body, parts.data, category, rows);
}

function setIfDefined(target: JsonObject, key: string, value: JsonValue | undefined): void {
  if (value !== undefined && !(Array.isArray(value) && value.length === 0)) target[key] = value;
}

export function polymerEntityDocument(parts: EntityDocumentParts, entity: EntityInfo): JsonObject {
  const { entryId, data } = parts;
  const rcsbId = `${entryId}_${entity.id}`;
  const body: JsonObject = { rcsb_id: rcsbId };
  const row = entityRow(data, entity.id);
  const entityTable = data.table('entity');

  copyEntityCategory(parts, body, 'entity_poly', entity.id);
  const poly = (body.entity_poly as JsonObject | undefined) ?? {};
  if (entity.sequenceCanonical) poly.pdbx_seq_one_letter_code_can = entity.sequenceCanonical;
  if (entity.sequence) poly.pdbx_seq_one_letter_code = entity.sequence;
  if (entity.polymerType) poly.rcsb_entity_polymer_type = entity.polymerType;
  if (entity.length !== undefined) poly.rcsb_sample_sequence_length = entity.length;
  const nonStandard = entity.monomers.filter((m) => !STANDARD_MONOMERS.has(m));
  if (entity.monomers.length > 0) {
    poly.rcsb_non_std_monomer_count = nonStandard.length;
    if (nonStandard.length > 0) poly.rcsb_non_std_monomers = nonStandard;
  }
  const prd = birdOf(parts, entity);
  if (prd) poly.rcsb_prd_id = prd;
  const { counts, features } = polymerEntityDifferences(data, entity.id);
  Object.assign(poly, counts);
  if (Object.keys(poly).length > 0) body.entity_poly = poly;
  addFeatures(body, 'rcsb_polymer_entity_feature', features, { sequenceLength: entity.length });

  const info = entityInfoBase(entity);
  if (entityTable && row !== undefined) {
    setIfDefined(info, 'pdbx_ec', entityTable.str('pdbx_ec', row));
    setIfDefined(info, 'pdbx_mutation', entityTable.str('pdbx_mutation', row));
    setIfDefined(info, 'pdbx_fragment', entityTable.str('pdbx_fragment', row));
    setIfDefined(info, 'details', entityTable.str('details', row));
    setIfDefined(info, 'src_method', entityTable.str('src_method', row));
  }
  const ecNumbers = parseEcNumbers(typeof info.pdbx_ec === 'string' ? info.pdbx_ec : undefined);
  if (ecNumbers.length > 0) {
    info.rcsb_ec_lineage = ecLineage(ecNumbers);
    info.rcsb_enzyme_class_combined = ecNumbers.map((ec) => ({
      ec,
      depth: ec.split('.').length,
      provenance_source: 'PDB Primary Data',
    }));
  }
  const organisms = sourceOrganisms(data, entity.id);
  if (organisms.length > 0) {
    const taxa = new Set(organisms.map((o) => o.ncbi_taxonomy_id ?? o.scientific_name));
    info.rcsb_source_part_count = organisms.length;
    info.rcsb_source_taxonomy_count = taxa.size;
    info.rcsb_multiple_source_flag = organisms.length > 1 ? 'Y' : 'N';
  }
  body.rcsb_polymer_entity = info;

  const containers = entityContainersBase(parts, entity, rcsbId);
  setIfDefined(containers, 'chem_comp_monomers', [...entity.monomers].sort());
  setIfDefined(containers, 'chem_comp_nstd_monomers', [...nonStandard].sort());
  const references = referenceSequences(parts, entity.id);
  setIfDefined(containers, 'reference_sequence_identifiers', references);
  const uniprot = references.filter((r) => r.database_name === 'UniProt').map((r) => r.database_accession as string);
  setIfDefined(containers, 'uniprot_ids', uniprot);
  if (prd) containers.prd_id = prd;
  body.rcsb_polymer_entity_container_identifiers = containers;

  for (const category of ['entity_src_gen', 'entity_src_nat', 'pdbx_entity_src_syn']) {
    copyEntityCategory(parts, body, category, entity.id);
  }
  setIfDefined(body, 'rcsb_entity_source_organism', organisms);
  setIfDefined(body, 'rcsb_entity_host_organism', hostOrganisms(data, entity.id));
  const names = entityNames(data, entity.id);
  setIfDefined(body, 'rcsb_polymer_entity_name_com', names.common);
  setIfDefined(body, 'rcsb_polymer_entity_name_sys', names.systematic);
  Object.assign(info, combinedNames(entity.description, names.common));
  return body;
}

/** pdbx_description, weight (kDa) and molecule count: the info every entity kind starts from. */
function entityInfoBase(entity: EntityInfo): JsonObject {
  const info: JsonObject = {};
  setIfDefined(info, 'pdbx_description', entity.description);
  if (entity.formulaWeight !== undefined) info.formula_weight = kDa(entity.formulaWeight);
  setIfDefined(info, 'pdbx_number_of_molecules', entity.numberOfMolecules);
  return info;
}

/** The container identifiers every entity kind carries. */
function entityContainersBase(parts: EntityDocumentParts, entity: EntityInfo, rcsbId: string): JsonObject {
  const containers: JsonObject = { entry_id: parts.entryId, entity_id: entity.id, rcsb_id: rcsbId };
  setIfDefined(containers, 'asym_ids', entity.asymIds);
  setIfDefined(containers, 'auth_asym_ids', authAsymIds(parts, entity));
  return containers;
}

export function nonPolymerEntityDocument(parts: EntityDocumentParts, entity: EntityInfo): JsonObject {
  const { entryId, data } = parts;
  const rcsbId = `${entryId}_${entity.id}`;
  const body: JsonObject = { rcsb_id: rcsbId };
  copyEntityCategory(parts, body, 'pdbx_entity_nonpoly', entity.id);
  const info = entityInfoBase(entity);
  const row = entityRow(data, entity.id);
  if (row !== undefined) setIfDefined(info, 'details', data.str('entity', 'details', row));
  body.rcsb_nonpolymer_entity = info;
  const containers = entityContainersBase(parts, entity, rcsbId);
  if (entity.compId) {
    containers.nonpolymer_comp_id = entity.compId;
    containers.chem_ref_def_id = entity.compId;
  }
  const prd = birdOf(parts, entity);
  if (prd) containers.prd_id = prd;
  body.rcsb_nonpolymer_entity_container_identifiers = containers;
  const names = entityNames(data, entity.id);
  setIfDefined(body, 'rcsb_nonpolymer_entity_name_com', names.common);
  const subject = subjectOfInvestigation(data, entity.compId);
  addFeatures(body, 'rcsb_nonpolymer_entity_feature', subject.features, {
    extra: entity.compId ? { comp_id: entity.compId } : {},
  });
  addAnnotations(body, 'rcsb_nonpolymer_entity_annotation', subject.annotations);
  return body;
}

export function branchedEntityDocument(parts: EntityDocumentParts, entity: EntityInfo): JsonObject {
  const { entryId, data } = parts;
  const rcsbId = `${entryId}_${entity.id}`;
  const body: JsonObject = { rcsb_id: rcsbId };
  copyEntityCategory(parts, body, 'pdbx_entity_branch', entity.id);
  copyEntityCategory(parts, body, 'pdbx_entity_branch_descriptor', entity.id);
  const info = entityInfoBase(entity);
  const row = entityRow(data, entity.id);
  if (row !== undefined) setIfDefined(info, 'details', data.str('entity', 'details', row));
  body.rcsb_branched_entity = info;
  const containers = entityContainersBase(parts, entity, rcsbId);
  setIfDefined(containers, 'chem_comp_monomers', [...entity.monomers].sort());
  const prd = birdOf(parts, entity);
  if (prd) containers.prd_id = prd;
  body.rcsb_branched_entity_container_identifiers = containers;
  const names = entityNames(data, entity.id);
  setIfDefined(body, 'rcsb_branched_entity_name_com', names.common);
  setIfDefined(body, 'rcsb_branched_entity_name_sys', names.systematic);
  return body;
}
