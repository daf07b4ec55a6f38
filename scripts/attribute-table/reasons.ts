// Why an official attribute this archive does not hold cannot be derived from its files, for the
// categories the RCSB computes (rcsb_*, drugbank_*) or that need more than a copy. Plain mmCIF
// categories need no entry here: their gaps are found by reading the files (coverage.ts). A
// leaf's own reason wins over its category's. Each was checked against the files when issue 19
// took the census of what they allow (the plan's census is in git history, before its removal).

const DRUGBANK = 'DrugBank data (licensed CC BY-NC; not in the archive)';
const UNIPROT = 'UniProt records (the SIFTS tables give accessions only)';
const PUBMED = 'PubMed records (the archive has PubMed ids only)';
const TARGETS = 'ChEMBL/Pharos target data (not in the archive)';
const NO_KIND = 'no feature or annotation kind the files support defines this item';
const INTERFACES = "the RCSB's interface and buried-surface computation (not derivable from the files alone)";

export const CATEGORY_REASONS: Readonly<Record<string, string>> = {
  drugbank_container_identifiers: DRUGBANK,
  drugbank_info: DRUGBANK,
  drugbank_target: DRUGBANK,
  rcsb_chem_comp_target: TARGETS,
  rcsb_target_cofactors: TARGETS,
  rcsb_related_target_references: TARGETS,
  rcsb_binding_affinity: 'BindingDB/PDBbind/Binding MOAD affinities (not in the archive)',
  rcsb_chem_comp_annotation: 'ATC (WHO) and PSI-MOD classifications (not in the archive)',
  rcsb_uniprot_accession: UNIPROT,
  rcsb_uniprot_alignments: UNIPROT,
  rcsb_uniprot_annotation: UNIPROT,
  rcsb_uniprot_container_identifiers: UNIPROT,
  rcsb_uniprot_entry_name: UNIPROT,
  rcsb_uniprot_external_reference: UNIPROT,
  rcsb_uniprot_feature: UNIPROT,
  rcsb_uniprot_keyword: UNIPROT,
  rcsb_uniprot_protein: UNIPROT,
  rcsb_pubmed_abstract_text: PUBMED,
  rcsb_pubmed_affiliation_info: PUBMED,
  rcsb_pubmed_central_id: PUBMED,
  rcsb_pubmed_doi: PUBMED,
  rcsb_pubmed_mesh_descriptors: PUBMED,
  rcsb_pubmed_mesh_descriptors_lineage: PUBMED,
  rcsb_genomic_lineage: 'NCBI Gene/genome records (not in the archive)',
  rcsb_membrane_lineage: 'mpstruc/OPM/PDBTM membrane classifications (not in the archive; see extra/trees/SOURCES.md)',
  rcsb_membrane_lineage_provenance_code: 'mpstruc/OPM/PDBTM membrane classifications (not in the archive)',
  rcsb_cluster_flexibility: 'PDBFlex (not in the archive)',
  rcsb_schema_container_identifiers: "the RCSB's own collection names and schema versions (constants, not data)",
  rcsb_assembly_feature: "no feature type is defined by the extension dictionary (the RCSB's interface pipeline)",
  rcsb_assembly_annotation: "no annotation type is defined by the extension dictionary (the RCSB's interface pipeline)",
  rcsb_assembly_container_identifiers: INTERFACES,
  rcsb_assembly_info: INTERFACES,
  rcsb_polymer_entity_keywords: 'no file states entity keywords (entity_keywords.text is ? everywhere)',
  rcsb_nonpolymer_entity_keywords: 'no file states entity keywords',
  rcsb_branched_entity_keywords: 'no file states entity keywords',
  rcsb_nonpolymer_entity_name_com: 'no file gives a non-polymer entity a common name',
  rcsb_branched_entity_name_sys: 'no file gives a branched entity a systematic name',
  rcsb_polymer_entity_name_sys: 'no file names the naming system',
  rcsb_nonpolymer_entity: 'no file gives a non-polymer entity details',
  rcsb_branched_entity: 'no file gives a branched entity details',
  rcsb_branched_entity_annotation: 'no annotation kind the dictionary defines applies to glycans',
  rcsb_branched_entity_feature: "the dictionary's only kind (mutation) applies to no glycan",
  rcsb_branched_entity_feature_summary: "the dictionary's only kind (mutation) applies to no glycan",
  rcsb_branched_instance_annotation: 'no annotation kind the dictionary defines applies to glycans',
  rcsb_branched_instance_feature: NO_KIND,
  rcsb_branched_instance_feature_summary: NO_KIND,
  rcsb_polymer_instance_feature: NO_KIND,
  rcsb_polymer_instance_feature_summary: NO_KIND,
  rcsb_polymer_entity_feature: NO_KIND,
  rcsb_polymer_entity_feature_summary: NO_KIND,
  rcsb_nonpolymer_entity_feature: NO_KIND,
  rcsb_nonpolymer_entity_feature_summary: NO_KIND,
  rcsb_nonpolymer_instance_feature: NO_KIND,
  rcsb_nonpolymer_instance_feature_summary: NO_KIND,
  rcsb_polymer_instance_annotation: NO_KIND,
  rcsb_polymer_entity_annotation: NO_KIND,
  rcsb_nonpolymer_entity_annotation: NO_KIND,
  rcsb_nonpolymer_instance_annotation: NO_KIND,
  rcsb_nonpolymer_struct_conn: 'no connection of a ligand in the files has this item',
  rcsb_branched_struct_conn: 'no connection of a glycan in the files has this item',
  rcsb_primary_citation: 'no primary citation in the files gives it (book fields, language, linkage are ? everywhere)',
  rcsb_comp_model_provenance: "a URL template of the model's source database (not data in the files)",
  rcsb_external_references: 'a URL template of the external database (not data in the files)',
  rcsb_ma_qa_metric_global: 'no computed model in the archive gives it',
  rcsb_ihm_dataset_list: "the RCSB's own classes of input datasets (not defined by the ihm dictionary)",
  rcsb_entry_info: 'not defined by the ihm dictionary (multi-scale flag, structure description)',
  rcsb_polymer_entity_align: 'no SIFTS mapping in the archive names an isoform',
};

export const LEAF_REASONS: Readonly<Record<string, string>> = {
  'rcsb_repository_holdings_current_entry_container_identifiers.update_id':
    "the RCSB's weekly data-exchange release the record comes from (not in the files)",
  'rcsb_chem_comp_container_identifiers.drugbank_id': DRUGBANK,
  'rcsb_chem_comp_container_identifiers.atc_codes': 'ATC (WHO) codes (not in the archive)',
  'rcsb_entity_host_organism.ncbi_common_names': 'NCBI taxonomy common names (names.dmp is not in the archive)',
  'rcsb_entity_source_organism.ncbi_common_names': 'NCBI taxonomy common names (names.dmp is not in the archive)',
  'rcsb_polymer_entity_instance_container_identifiers.auth_to_entity_poly_seq_mapping':
    'held in the documents, deliberately not indexed (one value per residue)',
  'rcsb_polymer_entity_container_identifiers.chem_ref_def_id': 'no polymer entity is a BIRD definition in the files',
  'rcsb_branched_entity_container_identifiers.chem_ref_def_id': 'no glycan is a BIRD definition in the files',
  'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.reference_sequence_coverage':
    UNIPROT + ' (sequence lengths)',
  'rcsb_branched_entity_container_identifiers.reference_identifiers.provenance_source':
    'GlyTouCan/GlyCosmos identifiers (not in the archive)',
  'rcsb_branched_entity_container_identifiers.reference_identifiers.resource_accession':
    'GlyTouCan/GlyCosmos identifiers (not in the archive)',
  'rcsb_branched_entity_container_identifiers.reference_identifiers.resource_name':
    'GlyTouCan/GlyCosmos identifiers (not in the archive)',
  'rcsb_nonpolymer_entity_container_identifiers.reference_chemical_identifiers_provenance_source':
    'ChEBI/DrugBank identifiers (not in the archive)',
  'rcsb_nonpolymer_entity_container_identifiers.reference_chemical_identifiers_resource_accession':
    'ChEBI/DrugBank identifiers (not in the archive)',
  'rcsb_nonpolymer_entity_container_identifiers.reference_chemical_identifiers_resource_name':
    'ChEBI/DrugBank identifiers (not in the archive)',
  'rcsb_nonpolymer_instance_validation_score.ranking_model_fit': 'ranks a ligand against the whole PDB',
  'rcsb_nonpolymer_instance_validation_score.ranking_model_geometry': 'ranks a ligand against the whole PDB',
  'rcsb_nonpolymer_instance_validation_score.score_model_fit': "the RCSB's score against the whole PDB",
  'rcsb_nonpolymer_instance_validation_score.score_model_geometry': "the RCSB's score against the whole PDB",
  'rcsb_nonpolymer_instance_validation_score.is_best_instance': 'ranks instances by the RCSB scores above',
  'rcsb_nonpolymer_instance_validation_score.type': 'names the RCSB score above',
  'rcsb_nonpolymer_instance_validation_score.is_subject_of_investigation':
    'the one report whose entry names a subject (6LU7) names a peptide, which has no ligand score',
  'rcsb_nonpolymer_instance_validation_score.is_subject_of_investigation_provenance':
    'the one report whose entry names a subject (6LU7) names a peptide, which has no ligand score',
};
