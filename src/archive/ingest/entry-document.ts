// The entry document: mmCIF entry-level categories under their own names plus the RCSB's
// derived rcsb_entry_info, rcsb_accession_info, citations and container identifiers.

import { accessionInfo } from './accession.ts';
import { integrativeFacts } from './integrative.ts';
import type { JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { readCitations } from './citations.ts';
import { globalQualityMetrics, modelProvenance } from './computed-model.ts';
import type { EntryDocumentParts } from './entry-document-parts.ts';
import { entryInfo } from './entry-info.ts';
import { exptlMethods, exptlRecords } from './experimental.ts';

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
  'pdbx_audit_revision_category',
  'pdbx_audit_revision_details',
  'pdbx_audit_revision_group',
  'pdbx_audit_revision_history',
  'pdbx_audit_revision_item',
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

/** rcsb_latest_revision: "the major [and minor] version number of the latest revision", "the release date of the latest revision item". */
function latestRevision(accession: JsonObject | undefined): JsonObject | undefined {
  if (accession?.major_revision === undefined) return undefined;
  const latest: JsonObject = { major_revision: accession.major_revision };
  if (accession.minor_revision !== undefined) latest.minor_revision = accession.minor_revision;
  if (accession.revision_date !== undefined) latest.revision_date = accession.revision_date;
  return latest;
}

/** rcsb_entry_group_membership: the entry's group deposition, "matching_deposit_group_id" (the schema's only method). */
function depositGroups(data: CifData): JsonObject[] {
  const ids = data.table('pdbx_deposit_group')?.column('group_id') ?? [];
  return [...new Set(ids)].map((group_id) => ({ group_id, aggregation_method: 'matching_deposit_group_id' }));
}

/** rcsb_repository_holdings_current content types of the files this archive holds. */
export const ENTRY_FILE_CONTENT = 'entry mmCIF';
export const VALIDATION_FILE_CONTENT = 'validation data mmCIF';

/**
 * What this archive holds of the entry ("the list of content types associated with this entry"):
 * its mmCIF file; a validation report adds its mmCIF data when ingest finds one. The RCSB's
 * weekly update_id names a release of its own and is left out.
 */
function currentHoldings(body: JsonObject, entryId: string, assemblyIds: string[]): void {
  body.rcsb_repository_holdings_current = { repository_content_types: [ENTRY_FILE_CONTENT] };
  body.rcsb_repository_holdings_current_entry_container_identifiers = {
    entry_id: entryId,
    rcsb_id: entryId,
    ...(assemblyIds.length > 0 ? { assembly_ids: assemblyIds } : {}),
  };
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
  const latest = latestRevision(accession);
  if (latest) body.rcsb_latest_revision = latest;

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
  const groups = depositGroups(data);
  if (groups.length > 0) body.rcsb_entry_group_membership = groups;
  // computed models are not the PDB's holdings: the RCSB lists them apart (rcsb_comp_model_provenance)
  if (parts.methodology !== 'computational') currentHoldings(body, entryId, parts.assemblyIds);

  if (parts.methodology === 'computational') {
    const metrics = globalQualityMetrics(data);
    if (metrics.length > 0) body.rcsb_ma_qa_metric_global = metrics;
    const provenance = modelProvenance(data);
    if (provenance) body.rcsb_comp_model_provenance = provenance;
  }
  if (parts.methodology === 'integrative') {
    const facts = integrativeFacts(data);
    Object.assign(body.rcsb_entry_info as JsonObject, facts.info);
    Object.assign(body, facts.body);
  }
  return body;
}
