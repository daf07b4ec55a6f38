// The predefined tabular reports of rcsb.org that the archive's documents can fill, with the ids
// the UI sends as `report`. Every attribute is an RCSB schema path the catalogue knows, so a
// predefined report can also seed the custom report builder (GET /search/attributes/{id}).

import type { DocType } from '../doc-types.ts';
import { IDENTIFIER_COLUMN_ID, type ReportColumn, type Scalar } from './columns.ts';
import { identifierLabel } from './report-graph.ts';
import { PREDEFINED_REPORTS as PREDEFINED_REPORTS_OF_MODEL, type PredefinedReportId } from '../constants/labels.ts';

export interface PredefinedReport {
  id: string;
  name: string;
  /** Documents that make the rows: an entry result expands to these. */
  rowLevel: DocType;
  /** Whether the report also lists chemical components (mol_definition results), one per row. */
  chemical: boolean;
  columns: readonly ReportColumn[];
}

function column(path: string, name: string, level: DocType, where?: Record<string, Scalar>): ReportColumn {
  const id = where
    ? `${path}[${Object.entries(where)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}]`
    : path;
  return { id, name, path, levels: [level], ...(where ? { where } : {}) };
}

const entry = (path: string, name: string, where?: Record<string, Scalar>) => column(path, name, 'entry', where);
const polymer = (path: string, name: string, where?: Record<string, Scalar>) =>
  column(path, name, 'polymer_entity', where);
const nonPolymer = (path: string, name: string) => column(path, name, 'non_polymer_entity');
const chemical = (path: string, name: string) => column(path, name, 'mol_definition');

function identifier(level: DocType): ReportColumn {
  return { id: IDENTIFIER_COLUMN_ID, name: identifierLabel([level]), levels: [level] };
}

const ENTRY_ID = entry('rcsb_entry_container_identifiers.entry_id', 'Entry ID');
const MACROMOLECULE = polymer('rcsb_polymer_entity.pdbx_description', 'Macromolecule Name');
const CLUSTER_IDENTITIES = [100, 95, 90, 70, 50, 30] as const;

function report(
  id: PredefinedReportId,
  rowLevel: DocType,
  columns: ReportColumn[],
  options: { chemical?: boolean } = {},
): PredefinedReport {
  const name = PREDEFINED_REPORTS_OF_MODEL.find((r) => r.id === id)!.label;
  // Entity-level rows name their entry too; entry rows are named by the identifier column.
  const leading = rowLevel === 'entry' ? [identifier(rowLevel)] : [identifier(rowLevel), ENTRY_ID];
  return { id, name, rowLevel, chemical: options.chemical ?? false, columns: [...leading, ...columns] };
}

export const PREDEFINED_REPORTS: readonly PredefinedReport[] = [
  report('structure_summary', 'entry', [
    entry('struct.title', 'Structure Title'),
    entry('exptl.method', 'Experimental Method'),
    entry('rcsb_entry_info.resolution_combined', 'Resolution (Angstrom)'),
    entry('rcsb_accession_info.initial_release_date', 'Release Date'),
    entry('rcsb_accession_info.deposit_date', 'Deposition Date'),
    entry('audit_author.name', 'Structure Authors'),
    entry('struct_keywords.pdbx_keywords', 'Structure Keywords'),
    entry('rcsb_entry_info.polymer_composition', 'Polymer Composition'),
    entry('rcsb_entry_info.polymer_entity_count', 'Polymer Entity Count'),
    entry('rcsb_entry_info.deposited_polymer_entity_instance_count', 'Total Number of Polymer Instances (Chains)'),
    entry('rcsb_entry_info.deposited_atom_count', 'Number of Non-Hydrogen Atoms'),
    entry('rcsb_entry_info.molecular_weight', 'Molecular Weight per Deposited Model (kDa)'),
    entry('rcsb_entry_info.nonpolymer_bound_components', 'Bound Ligands'),
  ]),
  report('entity_sequence', 'polymer_entity', [
    MACROMOLECULE,
    polymer('rcsb_polymer_entity_container_identifiers.auth_asym_ids', 'Chain IDs (Author)'),
    polymer('entity_poly.rcsb_entity_polymer_type', 'Polymer Type'),
    polymer('entity_poly.rcsb_sample_sequence_length', 'Sequence Length'),
    polymer('entity_poly.pdbx_seq_one_letter_code_can', 'Sequence'),
    polymer('rcsb_entity_source_organism.ncbi_scientific_name', 'Source Organism'),
    polymer('rcsb_entity_source_organism.ncbi_taxonomy_id', 'Taxonomy ID'),
    polymer('rcsb_polymer_entity_container_identifiers.uniprot_ids', 'UniProt Accession'),
    polymer('rcsb_polymer_entity.formula_weight', 'Entity Molecular Weight (kDa)'),
  ]),
  report(
    'ligands',
    'non_polymer_entity',
    [
      nonPolymer('rcsb_nonpolymer_entity_container_identifiers.nonpolymer_comp_id', 'Ligand ID'),
      chemical('chem_comp.name', 'Ligand Name'),
      chemical('chem_comp.formula', 'Ligand Formula'),
      chemical('chem_comp.formula_weight', 'Ligand Molecular Weight (Da)'),
      chemical('chem_comp.type', 'Ligand Type'),
      nonPolymer('rcsb_nonpolymer_entity_container_identifiers.auth_asym_ids', 'Chain IDs (Author)'),
      nonPolymer('rcsb_nonpolymer_entity.pdbx_number_of_molecules', 'Number of Instances'),
      chemical('rcsb_chem_comp_descriptor.InChIKey', 'InChIKey'),
      chemical('rcsb_chem_comp_descriptor.SMILES', 'SMILES'),
    ],
    { chemical: true },
  ),
  report('citation', 'entry', [
    entry('rcsb_primary_citation.title', 'Citation Title'),
    entry('rcsb_primary_citation.rcsb_authors', 'Citation Authors'),
    entry('rcsb_primary_citation.rcsb_journal_abbrev', 'Journal'),
    entry('rcsb_primary_citation.journal_volume', 'Volume'),
    entry('rcsb_primary_citation.page_first', 'First Page'),
    entry('rcsb_primary_citation.page_last', 'Last Page'),
    entry('rcsb_primary_citation.year', 'Year'),
    entry('rcsb_primary_citation.pdbx_database_id_PubMed', 'PubMed ID'),
    entry('rcsb_primary_citation.pdbx_database_id_DOI', 'DOI'),
  ]),
  report('experimental_details', 'entry', [
    entry('exptl.method', 'Experimental Method'),
    entry('rcsb_entry_info.resolution_combined', 'Resolution (Angstrom)'),
    entry('exptl_crystal_grow.method', 'Crystallization Method'),
    entry('exptl_crystal_grow.pH', 'Crystal Growth pH'),
    entry('exptl_crystal_grow.temp', 'Crystal Growth Temperature (K)'),
    entry('exptl_crystal_grow.pdbx_details', 'Crystal Growth Details'),
    entry('diffrn_source.source', 'Diffraction Source'),
    entry('diffrn_source.pdbx_synchrotron_site', 'Synchrotron Site'),
    entry('diffrn_source.pdbx_synchrotron_beamline', 'Beamline'),
    entry('diffrn_detector.detector', 'Detector'),
    entry('diffrn.ambient_temp', 'Data Collection Temperature (K)'),
    entry('reflns.d_resolution_high', 'Data Collection Resolution (Angstrom)'),
    entry('reflns.percent_possible_obs', 'Completeness (%)'),
    entry('reflns.pdbx_redundancy', 'Redundancy'),
    entry('reflns.pdbx_Rmerge_I_obs', 'Rmerge'),
    entry('em_experiment.reconstruction_method', 'EM Reconstruction Method'),
    entry('em_3d_reconstruction.resolution', 'EM Reconstruction Resolution (Angstrom)'),
    entry('em_imaging.microscope_model', 'EM Microscope'),
    entry('pdbx_nmr_refine.method', 'NMR Refinement Method'),
    entry('pdbx_nmr_spectrometer.manufacturer', 'NMR Spectrometer Manufacturer'),
    entry('pdbx_nmr_spectrometer.field_strength', 'NMR Field Strength (MHz)'),
  ]),
  report('refinement', 'entry', [
    entry('refine.pdbx_refine_id', 'Refinement Method'),
    entry('refine.ls_d_res_high', 'High Resolution Limit (Angstrom)'),
    entry('refine.ls_d_res_low', 'Low Resolution Limit (Angstrom)'),
    entry('refine.ls_R_factor_R_work', 'R Work'),
    entry('refine.ls_R_factor_R_free', 'R Free'),
    entry('refine.ls_R_factor_obs', 'R Observed'),
    entry('refine.ls_R_factor_all', 'R All'),
    entry('refine.ls_number_reflns_obs', 'Reflections Observed'),
    entry('refine.B_iso_mean', 'Average B Factor'),
    entry('refine.pdbx_method_to_determine_struct', 'Structure Solution Method'),
    entry('refine_hist.number_atoms_total', 'Total Atoms in Refinement'),
    entry('rcsb_entry_info.software_programs_combined', 'Software'),
  ]),
  report('sequence_clusters', 'polymer_entity', [
    MACROMOLECULE,
    ...CLUSTER_IDENTITIES.map((identity) =>
      polymer('rcsb_cluster_membership.cluster_id', `Cluster at ${identity}% Identity`, { identity }),
    ),
  ]),
  report('unit_cell', 'entry', [
    entry('cell.length_a', 'Length a (Angstrom)'),
    entry('cell.length_b', 'Length b (Angstrom)'),
    entry('cell.length_c', 'Length c (Angstrom)'),
    entry('cell.angle_alpha', 'Angle alpha (degrees)'),
    entry('cell.angle_beta', 'Angle beta (degrees)'),
    entry('cell.angle_gamma', 'Angle gamma (degrees)'),
    entry('symmetry.Int_Tables_number', 'Space Group Number'),
    entry('cell.Z_PDB', 'Z'),
  ]),
];

const BY_ID = new Map(PREDEFINED_REPORTS.map((r) => [r.id, r]));

export function predefinedReport(id: string): PredefinedReport | undefined {
  return BY_ID.get(id);
}

/** The attribute paths of a predefined report, each once (what the custom report builder loads). */
export function reportAttributePaths(report: PredefinedReport): string[] {
  return [...new Set(report.columns.flatMap((c) => (c.path ? [c.path] : [])))];
}
