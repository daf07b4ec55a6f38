// The search bar's suggestion menu as rcsb.org groups it (seed 001 §2, §3): each header over the
// attributes whose values it lists, all of them attributes with the RCSB's `suggest` search
// context, so the public suggester answers for them. The archive answers the same menu from its
// own values (src/archive/suggest/search-bar.ts), where its files lack one of these attributes.

export interface SuggestionGroup {
  header: string;
  attributes: readonly string[];
}

export const SEARCH_BAR_MENU: readonly SuggestionGroup[] = [
  { header: 'Entry ID', attributes: ['rcsb_entry_container_identifiers.entry_id'] },
  { header: 'Macromolecule Name', attributes: ['rcsb_polymer_entity.pdbx_description'] },
  { header: 'Structure Title', attributes: ['struct.title'] },
  { header: 'Source Organism', attributes: ['rcsb_entity_source_organism.taxonomy_lineage.name'] },
  {
    header: 'Ligand',
    attributes: ['rcsb_chem_comp_container_identifiers.comp_id', 'chem_comp.name', 'pdbx_reference_molecule.prd_id'],
  },
  { header: 'Author', attributes: ['audit_author.name'] },
  { header: 'Keywords', attributes: ['struct_keywords.pdbx_keywords', 'struct_keywords.text'] },
  { header: 'Gene Name', attributes: ['rcsb_entity_source_organism.rcsb_gene_name.value'] },
  {
    header: 'Sequence Accession',
    attributes: ['rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession'],
  },
  { header: 'Experimental Method', attributes: ['exptl.method'] },
];

/** Values listed under each header. */
export const SEARCH_BAR_ITEMS_PER_GROUP = 5;
