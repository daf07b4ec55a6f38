// The entry document: mmCIF entry-level categories under their own names plus the RCSB's
// derived rcsb_entry_info, rcsb_accession_info, citations and container identifiers.

import { accessionInfo } from './accession.ts';
import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { readCitations } from './citations.ts';
import { compositionCategories, type CompositionCounts } from './composition.ts';
import { globalQualityMetrics, modelProvenance, type Methodology } from './computed-model.ts';
import type { CoordinateStats } from './coordinates.ts';
import type { EntityModel } from './entity-model.ts';
import {
  combinedResolution,
  diffractionDataResolution,
  experimentalMethodCategory,
  exptlMethods,
  exptlRecords,
} from './experimental.ts';

/** Entry-level mmCIF categories copied as they are (restricted to the RCSB schema's items). */
const ENTRY_CATEGORIES = [
  'audit_author',
  'cell',
  'database_2',
  'diffrn',
  'diffrn_detector',
  'diffrn_radiation',
  'diffrn_source',
  'em_2d_crystal_entity',
  'em_3d_crystal_entity',
  'em_3d_fitting',
  'em_3d_fitting_list',
  'em_3d_reconstruction',
  'em_ctf_correction',
  'em_diffraction',
  'em_diffraction_shell',
  'em_diffraction_stats',
  'em_embedding',
  'em_entity_assembly',
  'em_experiment',
  'em_helical_entity',
  'em_image_recording',
  'em_imaging',
  'em_particle_selection',
  'em_single_particle_entity',
  'em_software',
  'em_specimen',
  'em_staining',
  'em_vitrification',
  'entry',
  'exptl_crystal',
  'exptl_crystal_grow',
  'ihm_entry_collection_mapping',
  'ihm_external_reference_info',
  'ma_data',
  'pdbx_SG_project',
  'pdbx_audit_revision_details',
  'pdbx_audit_revision_group',
  'pdbx_audit_revision_history',
  'pdbx_audit_support',
  'pdbx_database_PDB_obs_spr',
  'pdbx_database_related',
  'pdbx_database_status',
  'pdbx_deposit_group',
  'pdbx_initial_refinement_model',
  'pdbx_molecule_features',
  'pdbx_nmr_details',
  'pdbx_nmr_ensemble',
  'pdbx_nmr_exptl',
  'pdbx_nmr_exptl_sample_conditions',
  'pdbx_nmr_refine',
  'pdbx_nmr_representative',
  'pdbx_nmr_sample_details',
  'pdbx_nmr_software',
  'pdbx_nmr_spectrometer',
  'pdbx_reflns_twin',
  'pdbx_related_exp_data_set',
  'pdbx_serial_crystallography_data_reduction',
  'pdbx_serial_crystallography_measurement',
  'pdbx_serial_crystallography_sample_delivery',
  'pdbx_serial_crystallography_sample_delivery_fixed_target',
  'pdbx_serial_crystallography_sample_delivery_injection',
  'pdbx_soln_scatter',
  'pdbx_soln_scatter_model',
  'refine',
  'refine_analyze',
  'refine_hist',
  'refine_ls_restr',
  'reflns',
  'reflns_shell',
  'software',
  'struct',
  'struct_keywords',
  'symmetry',
];

export interface EntryDocumentParts {
  entryId: string;
  data: CifData;
  model: EntityModel;
  coordinates: CoordinateStats;
  copier: CategoryCopier;
  methodology: Methodology;
  assemblyIds: string[];
}

const kDa = (daltons: number): number => Math.round(daltons) / 1000;
const round2 = (value: number): number => Math.round(value * 100) / 100;

function countConnections(data: CifData, type: string, interMolecular: boolean): number | undefined {
  const table = data.table('struct_conn');
  if (!table) return undefined;
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    if (table.str('conn_type_id', row)?.toLowerCase() !== type) continue;
    if (interMolecular) {
      const a = table.str('ptnr1_label_asym_id', row);
      const b = table.str('ptnr2_label_asym_id', row);
      if (!a || !b || a === b) continue;
    }
    count++;
  }
  return count;
}

function cisPeptideCount(data: CifData, firstModel: number | undefined): number | undefined {
  const table = data.table('struct_mon_prot_cis');
  if (!table) return undefined;
  let count = 0;
  for (let row = 0; row < table.rowCount; row++) {
    const model = table.int('pdbx_PDB_model_num', row);
    if (model === undefined || firstModel === undefined || model === firstModel) count++;
  }
  return count;
}

function wavelengthRange(data: CifData): { min?: number; max?: number } {
  const values: number[] = [];
  const table = data.table('diffrn_radiation_wavelength');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const value = table?.num('wavelength', row);
    if (value !== undefined && value > 0) values.push(value);
  }
  const source = data.table('diffrn_source');
  for (let row = 0; row < (source?.rowCount ?? 0); row++) {
    for (const part of (source?.str('pdbx_wavelength_list', row) ?? source?.str('pdbx_wavelength', row) ?? '').split(
      /[,\s]+/,
    )) {
      const value = Number(part);
      if (part && Number.isFinite(value) && value > 0) values.push(value);
    }
  }
  return values.length === 0 ? {} : { min: Math.min(...values), max: Math.max(...values) };
}

function entryInfo(parts: EntryDocumentParts, methods: string[]): JsonObject {
  const { data, model, coordinates, methodology } = parts;
  const info: JsonObject = { structure_determination_methodology: methodology };
  if (methodology === 'experimental') info.structure_determination_methodology_priority = 10;
  if (methodology === 'computational') info.structure_determination_methodology_priority = 100;

  const category = experimentalMethodCategory(methods, methodology === 'integrative');
  if (category) info.experimental_method = category;
  const distinct = new Set(methods);
  if (distinct.size > 0) info.experimental_method_count = distinct.size;
  const resolution = combinedResolution(data, methods);
  if (resolution.length > 0) info.resolution_combined = resolution;
  const reflns = diffractionDataResolution(data);
  if (reflns !== undefined) info.diffrn_resolution_high = { value: reflns, provenance_source: 'Depositor assigned' };
  const wavelength = wavelengthRange(data);
  if (wavelength.min !== undefined) info.diffrn_radiation_wavelength_minimum = wavelength.min;
  if (wavelength.max !== undefined) info.diffrn_radiation_wavelength_maximum = wavelength.max;

  const polymers = model.entities.filter((e) => e.kind === 'polymer');
  const nonpolymers = model.entities.filter((e) => e.kind === 'non-polymer');
  const branched = model.entities.filter((e) => e.kind === 'branched');
  const waters = model.entities.filter((e) => e.kind === 'water');
  const byType = (type: string): number => polymers.filter((e) => e.polymerType === type).length;
  const counts: CompositionCounts = {
    protein: byType('Protein'),
    dna: byType('DNA'),
    rna: byType('RNA'),
    hybrid: byType('NA-hybrid'),
    other: byType('Other'),
    proteinEntities: byType('Protein'),
    branched: branched.length,
  };
  info.entity_count = model.entities.length;
  info.polymer_entity_count = polymers.length;
  info.polymer_entity_count_protein = counts.protein;
  info.polymer_entity_count_DNA = counts.dna;
  info.polymer_entity_count_RNA = counts.rna;
  info.polymer_entity_count_nucleic_acid = counts.dna + counts.rna;
  info.polymer_entity_count_nucleic_acid_hybrid = counts.hybrid;
  info.nonpolymer_entity_count = nonpolymers.length;
  info.branched_entity_count = branched.length;
  info.solvent_entity_count = waters.length;
  Object.assign(info, compositionCategories(counts));

  const asymsOf = (kind: string): string[] =>
    model.asyms.filter((a) => model.entity(a.entityId)?.kind === kind).map((a) => a.id);
  const polymerAsyms = asymsOf('polymer');
  info.deposited_polymer_entity_instance_count = polymerAsyms.length;
  info.deposited_nonpolymer_entity_instance_count = asymsOf('non-polymer').length;
  let monomers = 0;
  for (const asymId of polymerAsyms) monomers += model.entity(model.asym(asymId)?.entityId ?? '')?.length ?? 0;
  info.deposited_polymer_monomer_count = monomers;

  if (coordinates.asyms.size > 0) {
    let heavy = 0;
    let hydrogen = 0;
    let solvent = 0;
    let modeled = 0;
    const polymerSet = new Set(polymerAsyms);
    const waterSet = new Set(asymsOf('water'));
    for (const [asymId, stats] of coordinates.asyms) {
      heavy += stats.heavyAtoms;
      hydrogen += stats.hydrogenAtoms;
      if (waterSet.has(asymId)) solvent += stats.heavyAtoms;
      if (polymerSet.has(asymId)) modeled += stats.modeledResidues;
    }
    info.deposited_atom_count = heavy;
    info.deposited_hydrogen_atom_count = hydrogen;
    info.deposited_solvent_atom_count = solvent;
    info.deposited_model_count = coordinates.modelIds.length;
    info.deposited_modeled_polymer_monomer_count = modeled;
    info.deposited_unmodeled_polymer_monomer_count = Math.max(0, monomers - modeled);
  }

  // Molecular weight only when every non-solvent entity states its weight; a partial sum would
  // be a wrong number rather than an absent one.
  const weighed = [...polymers, ...nonpolymers, ...branched];
  if (weighed.length > 0 && weighed.every((e) => e.formulaWeight !== undefined)) {
    let total = 0;
    for (const entity of weighed) {
      const copies = entity.numberOfMolecules ?? entity.asymIds.length;
      total += (entity.formulaWeight ?? 0) * copies;
    }
    info.molecular_weight = round2(total / 1000);
  }
  const range = (list: typeof polymers, prefix: string): void => {
    const weights = list.map((e) => e.formulaWeight).filter((w): w is number => w !== undefined);
    if (weights.length === 0) return;
    info[`${prefix}_molecular_weight_maximum`] = kDa(Math.max(...weights));
    info[`${prefix}_molecular_weight_minimum`] = kDa(Math.min(...weights));
  };
  range(polymers, 'polymer');
  range(nonpolymers, 'nonpolymer');
  range(branched, 'branched');
  const lengths = polymers.map((e) => e.length).filter((l): l is number => l !== undefined);
  if (lengths.length > 0) {
    info.polymer_monomer_count_maximum = Math.max(...lengths);
    info.polymer_monomer_count_minimum = Math.min(...lengths);
  }
  const taxa = new Set<string>();
  for (const entity of polymers) {
    for (const table of ['entity_src_gen', 'entity_src_nat', 'pdbx_entity_src_syn']) {
      const t = data.table(table);
      const field =
        table === 'entity_src_gen'
          ? 'pdbx_gene_src_ncbi_taxonomy_id'
          : table === 'entity_src_nat'
            ? 'pdbx_ncbi_taxonomy_id'
            : 'ncbi_taxonomy_id';
      for (const row of t?.rowsWhere('entity_id', entity.id) ?? []) {
        const tax = t?.str(field, row);
        if (tax && /^\d+$/.test(tax)) taxa.add(tax);
      }
    }
  }
  if (taxa.size > 0) info.polymer_entity_taxonomy_count = taxa.size;

  const bound = [...new Set(nonpolymers.map((e) => e.compId).filter((c): c is string => !!c))].sort();
  if (bound.length > 0) info.nonpolymer_bound_components = bound;
  info.assembly_count = parts.assemblyIds.length;

  const software = [...new Set((data.table('software')?.column('name') ?? []).map((n) => n.toUpperCase()))].sort();
  if (software.length > 0) info.software_programs_combined = software;
  const disulfide = countConnections(data, 'disulf', false);
  if (disulfide !== undefined) info.disulfide_bond_count = disulfide;
  const covalent = countConnections(data, 'covale', true);
  if (covalent !== undefined) info.inter_mol_covalent_bond_count = covalent;
  const metal = countConnections(data, 'metalc', true);
  if (metal !== undefined) info.inter_mol_metalic_bond_count = metal;
  const cis = cisPeptideCount(data, coordinates.firstModel);
  if (cis !== undefined) info.cis_peptide_count = cis;
  return info;
}

function emdbIds(data: CifData): { associated: string[]; related: string[] } {
  const associated: string[] = [];
  const related: string[] = [];
  const table = data.table('pdbx_database_related');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    if (table?.str('db_name', row)?.toUpperCase() !== 'EMDB') continue;
    const id = table.str('db_id', row);
    if (!id) continue;
    const content = table.str('content_type', row)?.toLowerCase() ?? '';
    (content.includes('associated') ? associated : related).push(id);
  }
  return { associated, related };
}

export function entryDocument(parts: EntryDocumentParts): JsonObject {
  const { entryId, data, model, copier, coordinates } = parts;
  const body: JsonObject = { rcsb_id: entryId };
  for (const category of ENTRY_CATEGORIES) copier.copyInto(body, data, category);
  if (body.entry && typeof body.entry === 'object' && !Array.isArray(body.entry)) body.entry.id = entryId;
  else body.entry = { id: entryId };

  const exptl = exptlRecords(data);
  if (exptl.length > 0) body.exptl = exptl;
  const methods = exptlMethods(data);
  body.rcsb_entry_info = entryInfo(parts, methods);
  const accession = accessionInfo(data);
  if (accession) body.rcsb_accession_info = accession;

  const { citation, primary } = readCitations(data, copier);
  if (citation.length > 0) body.citation = citation;
  if (primary) body.rcsb_primary_citation = primary;
  const pubmed = primary?.pdbx_database_id_PubMed;
  if (typeof pubmed === 'number') body.rcsb_pubmed_container_identifiers = { pubmed_id: pubmed };

  const ids: JsonObject = { entry_id: entryId, rcsb_id: entryId };
  const idsOf = (kind: string): string[] => model.entities.filter((e) => e.kind === kind).map((e) => e.id);
  const lists: Array<[string, string[]]> = [
    ['entity_ids', model.entities.map((e) => e.id)],
    ['polymer_entity_ids', idsOf('polymer')],
    ['non_polymer_entity_ids', idsOf('non-polymer')],
    ['branched_entity_ids', idsOf('branched')],
    ['water_entity_ids', idsOf('water')],
    ['assembly_ids', parts.assemblyIds],
  ];
  for (const [key, list] of lists) if (list.length > 0) ids[key] = list;
  if (coordinates.modelIds.length > 0) ids.model_ids = coordinates.modelIds;
  if (typeof pubmed === 'number') ids.pubmed_id = pubmed;
  const emdb = emdbIds(data);
  if (emdb.associated.length > 0) ids.emdb_ids = emdb.associated;
  if (emdb.related.length > 0) ids.related_emdb_ids = emdb.related;
  body.rcsb_entry_container_identifiers = ids;

  if (parts.methodology === 'computational') {
    const metrics = globalQualityMetrics(data);
    if (metrics.length > 0) body.rcsb_ma_qa_metric_global = metrics;
    const provenance = modelProvenance(data);
    if (provenance) body.rcsb_comp_model_provenance = provenance;
  }
  return body;
}
