// The tabular reports the Tabular Report select offers, kept in one place. The ids are the
// `report` names POST /search/data answers (the archive server's predefined reports, seed 000 §4
// sub-views pdb_ids, custom_report and create_custom_report); the labels are what users see.

import { REPORT_SUBVIEWS } from '../../../model/constants/vocabulary.ts';
import { PREDEFINED_REPORTS as MODEL_PREDEFINED_REPORTS } from '../../../model/constants/labels.ts';

export interface ReportChoice {
  id: string;
  label: string;
}

/** Sub-views that are not predefined reports (seed 000 §4). */
export const [PDB_IDS_REPORT, CUSTOM_REPORT, CREATE_CUSTOM_REPORT] = REPORT_SUBVIEWS;

/** Predefined reports: the model's one list. */
export const PREDEFINED_REPORTS: readonly ReportChoice[] = MODEL_PREDEFINED_REPORTS;

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
