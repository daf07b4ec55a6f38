// The sort and group-by menus: each choice's label and the wire sort it sends (RCSB attribute names
// from the structure and chemical schemas), seed 000 §3, 001 §9. Default sorts: core.ts, limits.ts.

import type { AggregationMethod, RankingCriteria, ReturnType, SortDirection, SortEntry } from '../types.ts';
import { ALL_RETURN_TYPES } from './vocabulary.ts';

export interface SortChoice {
  id: string;
  label: string;
  sort_by: string;
  direction: SortDirection;
  /** Return types the choice applies to; absent means all but mol_definition. */
  returnTypes?: readonly ReturnType[];
}

/**
 * The twelve sort choices of seed 000 §3 with the RCSB attribute each sorts on (names from the
 * structure and chemical schemas). Direction is the natural "best first" one.
 */
export const SORT_CHOICES: readonly SortChoice[] = [
  { id: 'score', label: 'Score', sort_by: 'score', direction: 'desc', returnTypes: ALL_RETURN_TYPES },
  { id: 'release_date', label: 'Release Date', sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
  { id: 'entry_id', label: 'Entry ID', sort_by: 'rcsb_entry_container_identifiers.entry_id', direction: 'asc' },
  { id: 'resolution', label: 'Resolution', sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
  // Lower is higher priority: experimental 10, computational 100 (schema description).
  {
    id: 'method_priority',
    label: 'Method Priority',
    sort_by: 'rcsb_entry_info.structure_determination_methodology_priority',
    direction: 'asc',
  },
  {
    id: 'plddt',
    label: 'pLDDT Score',
    sort_by: 'rcsb_ma_qa_metric_global.ma_qa_metric_global.value',
    direction: 'desc',
  },
  {
    id: 'residue_count',
    label: 'Residue Count',
    sort_by: 'rcsb_entry_info.deposited_polymer_monomer_count',
    direction: 'desc',
  },
  {
    id: 'chain_count',
    label: 'Chain Count',
    sort_by: 'rcsb_entry_info.deposited_polymer_entity_instance_count',
    direction: 'desc',
  },
  { id: 'entity_count', label: 'Entity Count', sort_by: 'rcsb_entry_info.polymer_entity_count', direction: 'desc' },
  { id: 'molecular_weight', label: 'Molecular Weight', sort_by: 'rcsb_entry_info.molecular_weight', direction: 'desc' },
  { id: 'atom_count', label: 'Atom Count', sort_by: 'rcsb_entry_info.deposited_atom_count', direction: 'desc' },
  {
    id: 'component_id',
    label: 'Component ID',
    sort_by: 'rcsb_chem_comp_container_identifiers.comp_id',
    direction: 'asc',
    returnTypes: ['mol_definition'],
  },
];

/** Grouping order options: score and matched count, each ascending or descending. */
export const GROUP_ORDER_OPTIONS: ReadonlyArray<{ label: string; sort: SortEntry }> = [
  { label: 'Score (Descending)', sort: { sort_by: 'score', direction: 'desc' } },
  { label: 'Score (Ascending)', sort: { sort_by: 'score', direction: 'asc' } },
  { label: 'Matched Count (Descending)', sort: { sort_by: 'count', direction: 'desc' } },
  { label: 'Matched Count (Ascending)', sort: { sort_by: 'count', direction: 'asc' } },
];

export interface RankingOption {
  label: string;
  ranking_criteria_type: RankingCriteria;
}

const RANK_RESOLUTION: RankingOption = {
  label: 'Resolution (Best)',
  ranking_criteria_type: { sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' },
};
const RANK_SCORE: RankingOption = {
  label: 'Score (Best)',
  ranking_criteria_type: { sort_by: 'score', direction: 'desc' },
};
const RANK_ENTITY_RESIDUES: RankingOption = {
  label: 'Entity Residue Count (Highest)',
  ranking_criteria_type: { sort_by: 'entity_poly.rcsb_sample_sequence_length', direction: 'desc' },
};
const RANK_RELEASE_DATE: RankingOption = {
  label: 'Release Date (Newest)',
  ranking_criteria_type: { sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' },
};

export interface GroupByMode {
  aggregation_method: AggregationMethod;
  label: string;
  /** The return type the mode requires. */
  return_type: ReturnType;
  ranking: readonly RankingOption[];
}

/** Group-by modes and their "Represent by" ranking options (seed 000 §3, 001 §9). */
export const GROUP_BY_MODES: readonly GroupByMode[] = [
  {
    aggregation_method: 'matching_deposit_group_id',
    label: 'Deposition Group',
    return_type: 'entry',
    ranking: [
      {
        label: 'Entry Residues (Highest)',
        ranking_criteria_type: { sort_by: 'rcsb_entry_info.deposited_polymer_monomer_count', direction: 'desc' },
      },
      {
        label: 'Modeled Residues (Highest)',
        ranking_criteria_type: {
          sort_by: 'rcsb_entry_info.deposited_modeled_polymer_monomer_count',
          direction: 'desc',
        },
      },
      {
        label: 'Chain Count (Highest)',
        ranking_criteria_type: {
          sort_by: 'rcsb_entry_info.deposited_polymer_entity_instance_count',
          direction: 'desc',
        },
      },
      RANK_RESOLUTION,
      RANK_SCORE,
    ],
  },
  {
    aggregation_method: 'sequence_identity',
    label: 'Sequence Identity',
    return_type: 'polymer_entity',
    ranking: [RANK_ENTITY_RESIDUES, RANK_RELEASE_DATE, RANK_RESOLUTION, RANK_SCORE],
  },
  {
    aggregation_method: 'matching_uniprot_accession',
    label: 'UniProt Accession',
    return_type: 'polymer_entity',
    ranking: [
      { label: 'Coverage (Largest)', ranking_criteria_type: { sort_by: 'coverage' } },
      RANK_ENTITY_RESIDUES,
      RANK_RELEASE_DATE,
      RANK_RESOLUTION,
      RANK_SCORE,
    ],
  },
];
