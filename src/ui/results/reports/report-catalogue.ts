// The tabular reports the Tabular Report select offers, kept in one place. The ids are the
// `report` names POST /search/data answers (the archive server's predefined reports, seed 000 §4
// sub-views pdb_ids, custom_report and create_custom_report); the labels are what users see.

import { REPORT_SUBVIEWS } from '../../../model/constants.ts';

export interface ReportChoice {
  id: string;
  label: string;
}

/** Sub-views that are not predefined reports (seed 000 §4). */
export const [PDB_IDS_REPORT, CUSTOM_REPORT, CREATE_CUSTOM_REPORT] = REPORT_SUBVIEWS;

/** Predefined reports, in the order rcsb.org lists them. */
export const PREDEFINED_REPORTS: readonly ReportChoice[] = [
  { id: 'structure_summary', label: 'Structure Summary' },
  { id: 'entity_sequence', label: 'Entity Sequence' },
  { id: 'ligands', label: 'Ligands' },
  { id: 'citation', label: 'Citation' },
  { id: 'experimental_details', label: 'Experimental Details' },
  { id: 'refinement', label: 'Refinement Details' },
  { id: 'sequence_clusters', label: 'Sequence Clusters' },
  { id: 'unit_cell', label: 'Unit Cell' },
];

export const PDB_IDS_CHOICE: ReportChoice = { id: PDB_IDS_REPORT, label: 'Identifiers' };
export const CREATE_CUSTOM_CHOICE: ReportChoice = { id: CREATE_CUSTOM_REPORT, label: 'Create Custom Report' };
export const CUSTOM_CHOICE: ReportChoice = { id: CUSTOM_REPORT, label: 'Custom Report' };

/**
 * What the select lists: the ids report, the predefined ones, the builder, and the custom report
 * itself once columns have been chosen.
 */
export function reportChoices(hasCustomColumns: boolean): ReportChoice[] {
  return [PDB_IDS_CHOICE, ...PREDEFINED_REPORTS, CREATE_CUSTOM_CHOICE, ...(hasCustomColumns ? [CUSTOM_CHOICE] : [])];
}

export function reportLabel(id: string): string {
  return reportChoices(true).find((choice) => choice.id === id)?.label ?? id;
}

/** Reports whose data is a table of rows (everything but the column editor). */
export function isTableReport(id: string): boolean {
  return id !== CREATE_CUSTOM_REPORT;
}
