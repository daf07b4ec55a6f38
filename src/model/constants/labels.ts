// What the UI shows: the label of each wire value (services, return types, operators, match types,
// reports, views) and the UI's own words (LABELS), quoted exactly as the seeds write them (seed 000
// §1/§3, 001 §2/§5). The values themselves: vocabulary.ts; user-facing sentences: messages.ts.

import type { BuilderOperator, ChemicalMatchType, LoginProvider, ReturnType, ServiceType } from '../types.ts';
import { ALL_RETURN_TYPES, SERVICE_TYPES } from './vocabulary.ts';

// ---------------------------------------------------------------------------------------------
// Reports, services and return types

/** The predefined tabular reports (ids the UI sends as `report`), in the order rcsb.org lists them. */
export const PREDEFINED_REPORTS = [
  { id: 'structure_summary', label: 'Structure Summary' },
  { id: 'entity_sequence', label: 'Entity Sequence' },
  { id: 'ligands', label: 'Ligands' },
  { id: 'citation', label: 'Citation' },
  { id: 'experimental_details', label: 'Experimental Details' },
  { id: 'refinement', label: 'Refinement Details' },
  { id: 'sequence_clusters', label: 'Sequence Clusters' },
  { id: 'unit_cell', label: 'Unit Cell' },
] as const;
export type PredefinedReportId = (typeof PREDEFINED_REPORTS)[number]['id'];

export const SERVICE_LABELS: Readonly<Record<ServiceType, string>> = {
  full_text: 'Full Text',
  text: 'Structure Attributes',
  text_chem: 'Chemical Attributes',
  sequence: 'Sequence Similarity',
  seqmotif: 'Sequence Motif',
  structure: 'Structure Similarity',
  strucmotif: 'Structure Motif',
  chemical: 'Chemical Similarity',
};
/** Builder section order and labels (seed 000 §1). */
export const SERVICES: ReadonlyArray<{ service: ServiceType; label: string }> = SERVICE_TYPES.map((service) => ({
  service,
  label: SERVICE_LABELS[service],
}));

export const RETURN_TYPE_LABELS: Readonly<Record<ReturnType, string>> = {
  entry: 'Structures',
  polymer_entity: 'Polymer Entities',
  non_polymer_entity: 'Non-polymer Entities',
  polymer_instance: 'Polymer Instances',
  assembly: 'Assemblies',
  mol_definition: 'Molecular Definitions',
};
/** The same, for a count of one ('1 Structure'). */
export const RETURN_TYPE_LABELS_ONE: Readonly<Record<ReturnType, string>> = {
  entry: 'Structure',
  polymer_entity: 'Polymer Entity',
  non_polymer_entity: 'Non-polymer Entity',
  polymer_instance: 'Polymer Instance',
  assembly: 'Assembly',
  mol_definition: 'Molecular Definition',
};
/**
 * Return types offered by the builder, in the seed's order (000 §1); `polymer_instance` exists on
 * the API but the seed does not offer it, so it has a label but is not in this list.
 */
export const RETURN_TYPES: ReadonlyArray<{ value: ReturnType; label: string }> = ALL_RETURN_TYPES.filter(
  (value) => value !== 'polymer_instance',
).map((value) => ({ value, label: RETURN_TYPE_LABELS[value] }));

// ---------------------------------------------------------------------------------------------
// Service parameters and attribute operators

export const CHEMICAL_MATCH_TYPE_LABELS: Readonly<Record<ChemicalMatchType, string>> = {
  'graph-exact': 'Exact match',
  'graph-strict': 'Strict match',
  'graph-relaxed': 'Similar Ligands (including Stereoisomers)',
  'graph-relaxed-stereo': 'Similar Ligands (Stereospecific)',
  'fingerprint-similarity': 'Similar Ligands (Quick screen)',
  'sub-struct-graph-exact': 'Substructure (Exact)',
  'sub-struct-graph-strict': 'Substructure (Strict)',
  'sub-struct-graph-relaxed': 'Substructure (including Stereoisomers)',
  'sub-struct-graph-relaxed-stereo': 'Substructure (Stereospecific)',
};
export const OPERATOR_LABELS: Readonly<Record<BuilderOperator | 'range', string>> = {
  exact_match: 'is',
  contains_words: 'has any of words',
  contains_phrase: 'contains phrase',
  exists: 'exists',
  in: 'is any of',
  equals: '=',
  greater: '>',
  greater_or_equal: '>=',
  less: '<',
  less_or_equal: '<=',
  range: 'range',
  range_upper_excl: 'range [ )',
  range_upper_incl: 'range [ ]',
  last_seven_days_range: 'last 7 days',
  last_thirty_days_range: 'last 30 days',
};

// ---------------------------------------------------------------------------------------------
// Views, tabs, MyPDB

export const RESULT_VIEWS: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'summary', label: 'Summary' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'compact', label: 'Compact' },
  { id: 'stats', label: 'Stats' },
  { id: 'report', label: 'Tabular Report' },
];
export const ALIGNMENT_REFERENCES = ['Query', 'Subject', 'Pairwise'] as const;
export const MAIN_TABS = ['Search', 'Query History', 'Browse Annotations', 'MyPDB'] as const;
export const MYPDB_TITLES = {
  help: 'Help',
  login: 'Sign In',
  queries: 'Search Queries',
  account: 'Account Settings',
} as const;
export const LOGIN_PROVIDERS: ReadonlyArray<{ id: LoginProvider; name: string }> = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'orcid', name: 'ORCID' },
];

// ---------------------------------------------------------------------------------------------
// UI labels quoted by the seeds

export const LABELS = {
  selectValue: '-- Select value --',
  more: 'More...',
  less: 'Less',
  ellipsis: '...',
  loading: 'Loading...',
  noImage: 'No Image',
  continue: 'Continue',
  createCustomReport: 'Create Custom Tabular Report',
  /** Seed 001 §2: /search/report-query opens a GraphQL query view. */
  reportQuery: 'GraphQL Query',
  returnToResults: 'Return to Search Results',
  downloadIds: 'Download IDs',
  displayIds: 'Display IDs',
  alignmentReference: 'Alignment Reference',
  downloadAlignments: 'Download Alignments (FASTA)',
  /** Seed 001 §2 routes: /3d-view?loadPdbIds= and alignment?request-body=. */
  motifAlignment3d: 'Motif alignment in 3D',
  pairwiseAlignment3d: '3D pairwise alignment (tm-align)',
  /** Opens a sequence hit's alignment in the view dialog (issue 37). */
  sequenceAlignmentView: 'Alignment view',
  representBy: 'Represent by',
  sortBy: 'Sort by',
  all: 'All',
  selected: 'Selected',
  count: 'Count',
  clear: 'Clear',
  clearAll: 'Clear all',
  appliedRefinements: 'Applied refinements',
  search: 'Search',
  and: 'AND',
  or: 'OR',
  not: 'NOT',
  addAttribute: 'Add Attribute',
  addSubquery: 'Add Subquery',
  removeSubquery: 'Remove Subquery',
  addTerm: 'Add Term',
  addResidue: 'Add Residue',
  openInMolstar: 'Open in Mol*',
  openChemicalSketch: 'Open Chemical Sketch Tool',
  historyColumns: ['Query', 'Include CSM', 'Result Type', 'Count', 'Last run', 'Save to MyPDB'],
  savedColumns: ['Query', 'Include CSM', 'Result Type', 'Count', 'Saved', 'Notify'],
  ligandColumns: ['ID', 'Name', 'Formula', 'Molecular Weight', 'Type'],
  accountFields: ['Name', 'Notification Email', 'Provider', 'Provider ID', 'Account Created', 'Last Update'],
  myPdbLinks: {
    help: 'Help',
    queries: 'Saved Queries',
    account: 'Account Settings',
    signOut: 'Sign out',
    signIn: 'Sign In',
  },
  myPdbLogin: 'MyPDB Login',
  saveToMyPdb: 'Save to MyPDB',
  edit: 'Edit',
  save: 'Save',
  deleteAll: 'Delete All',
  downloadAccountData: 'Download Account Data',
  deleteAllQueries: 'Delete All Queries',
  deleteAccount: 'Delete Account',
} as const;
