// The constants the search bar's modules read (identifier patterns, search-term defaults, paging
// defaults, three messages), apart from the other modules of this folder so a lone bar's bundle does
// not carry every label and message of the app: bundlers split chunks by module, not by export.
// Import these names from here everywhere; keep this module to what the bar's import graph needs.

import type { GroupByReturnType, ResultsContentType, ReturnType, SequenceType, SortEntry } from '../types.ts';

/** "Default return type is the first configured". */
export const DEFAULT_RETURN_TYPE: ReturnType = 'entry';

export const DEFAULT_SORT: readonly SortEntry[] = [{ sort_by: 'score', direction: 'desc' }];
export const DEFAULT_GROUP_BY_RETURN_TYPE: GroupByReturnType = 'representatives';

export const DEFAULT_ROWS = 25;
export const MIN_ROWS = 25;
/** Official API bound on paginate.rows. */
export const MAX_ROWS = 10000;
/** Including CSM sets results_content_type to computational and experimental. */
export const CSM_RESULTS_CONTENT_TYPE: readonly ResultsContentType[] = ['computational', 'experimental'];

export const MIN_SEQUENCE_LENGTH = 25;
export const DEFAULT_EVALUE_CUTOFF = 0.1;
/** Percent as entered; 0 is also the fraction sent. */
export const DEFAULT_IDENTITY_CUTOFF = 0;
/** The search bar asks for suggestions from the second character on (LIMITS.suggestMinChars). */
export const SUGGEST_MIN_CHARS = 2;

/** Allowed residue letters per sequence type (case-insensitive, whitespace removed). */
export const SEQUENCE_ALPHABETS: Readonly<Record<SequenceType, string>> = {
  rna: 'ACUGNI',
  dna: 'ACTGUNI',
  protein: 'ARNDCEQGHILKMFPSTWYVOUBZX',
};

/** Entry id: a digit 1-9 followed by three alphanumerics (case-insensitive input is upper-cased). */
export const ENTRY_ID_PATTERN = /^[1-9][A-Za-z0-9]{3}$/;
/** Computed-model id: letters/digits, underscore, at least six alphanumerics (AF_AFP12345F1). */
export const CSM_ID_PATTERN = /^[A-Za-z0-9]+_[A-Za-z0-9]{6,}$/;
/** Chemical id of a BIRD reference molecule: 10 characters starting with PRD_. */
export const PRD_ID_PATTERN = /^PRD_[0-9A-Za-z]{6}$/i;

/** MESSAGES.invalidInput (seed 000 §5). */
export const INVALID_INPUT_MESSAGE = 'Invalid input detected';
/** MESSAGES.noResultIdsSelected (seed 001 §8). */
export const NO_RESULT_IDS_SELECTED_MESSAGE = 'No Result IDs have been selected.';

/** The kinds of id the search bar names when the archive does not hold one. */
export type NoDataIdKind = 'Entry ID' | 'PRD ID' | 'UniProt Accession';

/**
 * MESSAGE_TEMPLATES.noDataForEntry: 'No data found for Entry ID {id}' (seed 000 §5, 001 §8). The
 * search bar says the same of the other ids it looks up, naming their kind in place of Entry ID.
 */
export function noDataFoundMessage(id: string, kind: NoDataIdKind = 'Entry ID'): string {
  return `No data found for ${kind} ${id}`;
}
