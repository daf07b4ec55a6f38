// The Data API fields the result items are built from (model/search-data/: entry summaries, entity
// fields, structure, group and ligand items, the builder's entry lookups), per kind of document,
// as GraphQL selections. test/node/client/direct-search-view.test.ts builds every document's item
// both ways (from the archive, and from these fields through the Data API) and fails on any
// difference, so a field the builders read that is missing here is found; direct-lookups.test.ts
// does the same for the entry lookups.

export const ENTRY_FIELDS = `rcsb_id
  struct { title }
  audit_author { name }
  exptl { method }
  em_3d_reconstruction { resolution }
  refine { ls_d_res_high pdbx_refine_id }
  pdbx_deposit_group { group_id group_title group_description }
  rcsb_accession_info { initial_release_date }
  rcsb_entry_info { polymer_entity_count polymer_entity_count_protein polymer_entity_count_nucleic_acid
    polymer_entity_count_nucleic_acid_hybrid resolution_combined structure_determination_methodology }
  rcsb_primary_citation { rcsb_authors rcsb_journal_abbrev journal_abbrev journal_volume page_first page_last year
    pdbx_database_id_DOI }
  rcsb_comp_model_provenance { source_db source_url entry_id }
  rcsb_ma_qa_metric_global { ma_qa_metric_global { type value } }`;

export const POLYMER_ENTITY_FIELDS = `rcsb_id
  entity_poly { rcsb_entity_polymer_type pdbx_seq_one_letter_code_can }
  rcsb_polymer_entity { pdbx_description }
  rcsb_polymer_entity_container_identifiers { asym_ids entity_id auth_asym_ids }
  rcsb_entity_source_organism { ncbi_scientific_name scientific_name }`;

export const POLYMER_INSTANCE_FIELDS = `rcsb_id
  rcsb_polymer_entity_instance_container_identifiers { asym_id auth_asym_id auth_to_entity_poly_seq_mapping }`;

export const NONPOLYMER_ENTITY_FIELDS = `rcsb_id
  rcsb_nonpolymer_entity { pdbx_description }
  rcsb_nonpolymer_entity_container_identifiers { asym_ids nonpolymer_comp_id }
  pdbx_entity_nonpoly { name comp_id }`;

export const BRANCHED_ENTITY_FIELDS = `rcsb_id
  rcsb_branched_entity { pdbx_description }
  rcsb_branched_entity_container_identifiers { asym_ids chem_comp_monomers }`;

export const ASSEMBLY_FIELDS = `rcsb_id
  pdbx_struct_assembly { id oligomeric_count }
  rcsb_struct_symmetry { kind type symbol }`;

export const CHEM_COMP_FIELDS = `rcsb_id
  chem_comp { id name formula formula_weight type }
  pdbx_chem_comp_identifier { identifier }
  rcsb_chem_comp_descriptor { InChIKey }
  pdbx_reference_molecule_features { prd_id source type value }
  pdbx_reference_molecule_synonyms { prd_id source name }`;

/** An entry with every document its items read, as one GraphQL selection. */
export const ENTRY_TREE = `${ENTRY_FIELDS}
  polymer_entities { ${POLYMER_ENTITY_FIELDS} polymer_entity_instances { ${POLYMER_INSTANCE_FIELDS} } }
  nonpolymer_entities { ${NONPOLYMER_ENTITY_FIELDS} nonpolymer_comp { ${CHEM_COMP_FIELDS} } }
  branched_entities { ${BRANCHED_ENTITY_FIELDS} }
  assemblies { ${ASSEMBLY_FIELDS} }`;

/** An entry's polymer entities, chains and assemblies: what the builder's entry lookups read. */
export const ENTRY_LOOKUP_TREE = `rcsb_id
  polymer_entities { ${POLYMER_ENTITY_FIELDS} polymer_entity_instances { ${POLYMER_INSTANCE_FIELDS} } }
  assemblies { ${ASSEMBLY_FIELDS} }`;
