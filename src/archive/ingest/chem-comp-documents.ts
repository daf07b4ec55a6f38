// mol_definition documents: Chemical Component Dictionary definitions (`ATP`) and BIRD reference
// molecules (`PRD_000009`, assembled from the PRD file, its PRDCC chemical representation and the
// FAM family files that list it). Components that entries use but that have no definition file
// get a definition from the entries' own chem_comp rows (id, name, formula, weight, type).

import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import type { ArchiveDocument } from './documents.ts';

const PROVENANCE = 'PDB Reference Data';

/** pdbx_chem_comp_descriptor -> rcsb_chem_comp_descriptor, preferring OpenEye as the RCSB does. */
function descriptorSummary(data: CifData, compId: string): JsonObject | undefined {
  const table = data.table('pdbx_chem_comp_descriptor');
  if (!table) return undefined;
  const pick = (type: string): string | undefined => {
    let fallback: string | undefined;
    for (let row = 0; row < table.rowCount; row++) {
      if (table.str('type', row)?.toUpperCase() !== type.toUpperCase()) continue;
      const value = table.str('descriptor', row);
      if (!value) continue;
      if (/openeye/i.test(table.str('program', row) ?? '')) return value;
      fallback ??= value;
    }
    return fallback;
  };
  const out: JsonObject = { comp_id: compId };
  const smiles = pick('SMILES');
  if (smiles) out.SMILES = smiles;
  const stereo = pick('SMILES_CANONICAL');
  if (stereo) out.SMILES_stereo = stereo;
  const inchi = pick('InChI');
  if (inchi) out.InChI = inchi;
  const key = pick('InChIKey');
  if (key) out.InChIKey = key;
  return Object.keys(out).length > 1 ? out : undefined;
}

function componentInfo(data: CifData, compId: string, chemComp: JsonObject | undefined): JsonObject {
  const info: JsonObject = { comp_id: compId };
  const atoms = data.table('chem_comp_atom');
  if (atoms) {
    let heavy = 0;
    let chiral = 0;
    for (let row = 0; row < atoms.rowCount; row++) {
      const symbol = atoms.str('type_symbol', row)?.toUpperCase();
      if (symbol !== 'H' && symbol !== 'D') heavy++;
      const stereo = atoms.str('pdbx_stereo_config', row)?.toUpperCase();
      if (stereo === 'R' || stereo === 'S') chiral++;
    }
    info.atom_count = atoms.rowCount;
    info.atom_count_heavy = heavy;
    info.atom_count_chiral = chiral;
  }
  const bonds = data.table('chem_comp_bond');
  if (bonds) {
    info.bond_count = bonds.rowCount;
    let aromatic = 0;
    for (let row = 0; row < bonds.rowCount; row++)
      if (bonds.str('pdbx_aromatic_flag', row)?.toUpperCase() === 'Y') aromatic++;
    info.bond_count_aromatic = aromatic;
  }
  if (chemComp) {
    if (typeof chemComp.pdbx_release_status === 'string') info.release_status = chemComp.pdbx_release_status;
    if (typeof chemComp.pdbx_initial_date === 'string') info.initial_deposition_date = chemComp.pdbx_initial_date;
    if (typeof chemComp.pdbx_modified_date === 'string') info.revision_date = chemComp.pdbx_modified_date;
  }
  const released = initialRelease(data);
  if (released) info.initial_release_date = released;
  return info;
}

/**
 * rcsb_chem_comp_related from the BIRD family's related structures: each CCDC entry is a
 * 'CCDC/CSD' resource with its CSD refcode, 'assigned by PDB' (the BIRD curators list them).
 */
function csdRelations(body: JsonObject, compId: string): JsonObject[] {
  const rows = (body.pdbx_reference_molecule_related_structures as JsonObject[] | undefined) ?? [];
  const codes = [
    ...new Set(
      rows.filter((r) => r.db_name === 'CCDC' && typeof r.db_code === 'string').map((r) => r.db_code as string),
    ),
  ];
  return codes.map((code, i) => ({
    comp_id: compId,
    ordinal: i + 1,
    resource_name: 'CCDC/CSD',
    resource_accession_code: code,
    related_mapping_method: 'assigned by PDB',
  }));
}

/** "The initial date the chemical definition was released": its audit's earliest 'Initial release' row. */
function initialRelease(data: CifData): string | undefined {
  const audit = data.table('pdbx_chem_comp_audit');
  const dates: string[] = [];
  for (let row = 0; row < (audit?.rowCount ?? 0); row++) {
    const date = audit?.str('date', row);
    if (date && audit?.str('action_type', row)?.toLowerCase() === 'initial release') dates.push(date);
  }
  return dates.sort()[0];
}

export function synonyms(compId: string, name: unknown, synonymText: string | undefined, data?: CifData): JsonObject[] {
  const out: JsonObject[] = [];
  const seen = new Set<string>();
  const add = (value: string, type: string): void => {
    const key = value.toUpperCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ comp_id: compId, name: value, type, provenance_source: PROVENANCE, ordinal: out.length + 1 });
  };
  if (typeof name === 'string' && name) add(name, 'Preferred Name');
  for (const part of (synonymText ?? '').split(';')) if (part.trim()) add(part.trim(), 'Synonym');
  const table = data?.table('pdbx_chem_comp_synonyms');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const value = table?.str('name', row);
    if (value) add(value, table?.str('type', row) ?? 'Synonym');
  }
  return out;
}

/** A CCD definition file (one component). */
export function chemCompDocument(data: CifData, copier: CategoryCopier): ArchiveDocument | { skip: string } {
  const compId = data.str('chem_comp', 'id');
  if (!compId) return { skip: 'not a chemical component definition (no _chem_comp.id)' };
  const body: JsonObject = { rcsb_id: compId };
  for (const category of [
    'chem_comp',
    'pdbx_chem_comp_descriptor',
    'pdbx_chem_comp_identifier',
    'pdbx_chem_comp_audit',
    'pdbx_chem_comp_feature',
  ]) {
    copier.copyInto(body, data, category);
  }
  const chemComp = body.chem_comp as JsonObject | undefined;
  const descriptor = descriptorSummary(data, compId);
  if (descriptor) body.rcsb_chem_comp_descriptor = descriptor;
  body.rcsb_chem_comp_info = componentInfo(data, compId, chemComp);
  const ids: JsonObject = { comp_id: compId, rcsb_id: compId };
  const subcomponents = data.str('chem_comp', 'pdbx_subcomponent_list');
  if (subcomponents) ids.subcomponent_ids = subcomponents.split(/\s+/).filter(Boolean);
  body.rcsb_chem_comp_container_identifiers = ids;
  const syn = synonyms(compId, chemComp?.name, data.str('chem_comp', 'pdbx_synonyms'), data);
  if (syn.length > 0) body.rcsb_chem_comp_synonyms = syn;
  return { id: compId, type: 'mol_definition', entryId: null, entityId: null, contentType: null, body };
}

/** A component known only from entries' chem_comp rows. */
export interface BirdFiles {
  prd?: CifData;
  /** PRDCC: the chemical-component representation of the same molecule. */
  prdcc?: CifData;
  families: CifData[];
}

const PRD_CATEGORIES = [
  'pdbx_reference_molecule',
  'pdbx_reference_entity_list',
  'pdbx_reference_entity_poly',
  'pdbx_reference_entity_poly_link',
  'pdbx_reference_entity_poly_seq',
  'pdbx_reference_entity_sequence',
  'pdbx_reference_entity_src_nat',
  'pdbx_reference_molecule_annotation',
  'pdbx_reference_molecule_related_structures',
  'pdbx_prd_audit',
];

const FAMILY_MEMBER_CATEGORIES = [
  'pdbx_reference_molecule_synonyms',
  'pdbx_reference_molecule_features',
  'pdbx_reference_molecule_details',
  // the BIRD files keep these in the family (FAM_*) file, not the molecule's own
  'pdbx_reference_molecule_annotation',
  'pdbx_reference_molecule_related_structures',
];

function mergeArray(body: JsonObject, key: string, values: JsonObject[]): void {
  if (values.length === 0) return;
  const current = Array.isArray(body[key]) ? (body[key] as JsonObject[]) : [];
  body[key] = [...current, ...values];
}

function birdCitations(data: CifData, copier: CategoryCopier): JsonObject[] {
  const table = data.table('citation');
  if (!table) return [];
  const authors = data.table('citation_author');
  const out: JsonObject[] = [];
  for (let row = 0; row < table.rowCount; row++) {
    const record = copier.row(table, row, 'citation');
    const id = table.str('id', row);
    if (!record || !id) continue;
    const names = (authors?.rowsWhere('citation_id', id) ?? [])
      .map((r) => authors?.str('name', r))
      .filter((n): n is string => !!n);
    if (names.length > 0) record.rcsb_authors = names;
    out.push(record);
  }
  return out;
}

export function birdDocument(
  prdId: string,
  files: BirdFiles,
  copier: CategoryCopier,
  chemCopier: CategoryCopier,
): ArchiveDocument {
  const body: JsonObject = { rcsb_id: prdId };
  if (files.prd) for (const category of PRD_CATEGORIES) chemCopier.copyInto(body, files.prd, category);

  for (const family of files.families) {
    const list = family.table('pdbx_reference_molecule_list');
    const memberRows = list?.rowsWhere('prd_id', prdId) ?? [];
    if (memberRows.length === 0) continue;
    chemCopier.copyInto(body, family, 'pdbx_reference_molecule_family');
    if (list)
      mergeArray(
        body,
        'pdbx_reference_molecule_list',
        chemCopier.rows(list, memberRows, 'pdbx_reference_molecule_list'),
      );
    for (const category of FAMILY_MEMBER_CATEGORIES) {
      const table = family.table(category);
      if (!table) continue;
      // Family-level rows (no prd_id) describe every member.
      const rows: number[] = [];
      for (let row = 0; row < table.rowCount; row++) {
        const member = table.str('prd_id', row);
        if (member === undefined || member === prdId) rows.push(row);
      }
      mergeArray(body, category, chemCopier.rows(table, rows, category));
    }
    mergeArray(body, 'rcsb_bird_citation', birdCitations(family, copier));
    const audit = family.table('pdbx_family_prd_audit');
    if (audit) mergeArray(body, 'pdbx_family_prd_audit', chemCopier.rows(audit, undefined, 'pdbx_family_prd_audit'));
  }

  let chemComp: JsonObject | undefined;
  if (files.prdcc) {
    for (const category of [
      'chem_comp',
      'pdbx_chem_comp_descriptor',
      'pdbx_chem_comp_identifier',
      'pdbx_chem_comp_audit',
    ]) {
      chemCopier.copyInto(body, files.prdcc, category);
    }
    chemComp = body.chem_comp as JsonObject | undefined;
    const descriptor = descriptorSummary(files.prdcc, prdId);
    if (descriptor) body.rcsb_chem_comp_descriptor = descriptor;
    body.rcsb_chem_comp_info = componentInfo(files.prdcc, prdId, chemComp);
  }
  const molecule = body.pdbx_reference_molecule as JsonObject | undefined;
  const compId = typeof molecule?.chem_comp_id === 'string' ? molecule.chem_comp_id : prdId;
  body.rcsb_chem_comp_container_identifiers = { comp_id: compId, prd_id: prdId, rcsb_id: prdId };
  const name = molecule?.name ?? chemComp?.name;
  const syn = synonyms(prdId, name, undefined);
  for (const record of (body.pdbx_reference_molecule_synonyms as JsonObject[] | undefined) ?? []) {
    if (
      typeof record.name === 'string' &&
      !syn.some((s) => String(s.name).toUpperCase() === String(record.name).toUpperCase())
    ) {
      syn.push({
        comp_id: prdId,
        name: record.name,
        type: 'Synonym',
        provenance_source: PROVENANCE,
        ordinal: syn.length + 1,
      });
    }
  }
  if (syn.length > 0) body.rcsb_chem_comp_synonyms = syn;
  const related = csdRelations(body, compId);
  if (related.length > 0) body.rcsb_chem_comp_related = related;
  return { id: prdId, type: 'mol_definition', entryId: null, entityId: null, contentType: null, body };
}
