// The descriptor match types of the RCSB Search API's chemical service and what each compares.
// The RCSB documents them (search.rcsb.org, "Descriptor Matching Criteria") as OpenEye graph
// matches of the query against each target: every query atom and bond must find a partner in
// the target that agrees on the listed properties, so a target matches when it holds the query.
//
//   graph-exact     atom type, formal charge, aromaticity, bond order, atom/bond stereo,
//                   valence degree, hydrogen count
//   graph-strict    atom type, formal charge, aromaticity, bond order, atom/bond stereo,
//                   ring membership, valence degree
//   graph-relaxed   atom type, formal charge, bond type
//   graph-relaxed-stereo  graph-relaxed plus atom/bond stereo
//
// The graph-* types run on the molecules a fingerprint screen finds similar to the query
// ("designed to find only similar molecules"); the sub-struct-graph-* types compare the same
// properties against every molecule, without the screen. fingerprint-similarity is the screen
// alone.
//
// Exact compares each atom's heavy-atom degree and hydrogen count, so the query must be a whole
// connected component of the target: graph-exact finds the molecule itself (isotopes, charges
// and stereo included). Strict leaves the degree out, as the RCSB's own OpenEye code for it does
// (rcsb/py-rcsb_utils_chem OeSearchUtils: atomic number, charge, aromaticity, bond order), so
// that sub-struct-graph-strict stays a substructure search; it keeps ring membership.
//
// "Bond type" without aromaticity (the relaxed types) is read here as: a bond that is aromatic
// in the query matches an aromatic target bond or one of its own Kekulé order, any other bond
// one of the same order. Benzene then finds every phenyl ring whatever Kekulé form either side
// was drawn in, and neither benzene nor cyclohexane finds the other.

import type { ChemicalMatchType } from '../../../model/types.ts';

export interface GraphRules {
  /** Aromatic atoms and bonds must be aromatic in the target too (and aliphatic ones aliphatic). */
  aromaticity: boolean;
  /** Tetrahedral centres (and double-bond geometry) must agree. */
  stereo: boolean;
  /**
   * The number of neighbours of each atom must agree (hydrogens are implicit on both sides,
   * but for isotopic ones such as [2H], which count as neighbours).
   */
  degree: boolean;
  /** The hydrogen count of each atom must agree (and isotopes, where the query gives them). */
  hydrogens: boolean;
  /** Ring atoms must be ring atoms in the target, chain atoms chain atoms. */
  ringMembership: boolean;
}

export type MatchKind = 'graph' | 'substructure' | 'fingerprint';

export interface MatchType {
  kind: MatchKind;
  /** How atoms and bonds are compared; absent for fingerprint-similarity. */
  rules?: GraphRules;
}

const EXACT: GraphRules = { aromaticity: true, stereo: true, degree: true, hydrogens: true, ringMembership: false };
const STRICT: GraphRules = { aromaticity: true, stereo: true, degree: false, hydrogens: false, ringMembership: true };
const RELAXED: GraphRules = {
  aromaticity: false,
  stereo: false,
  degree: false,
  hydrogens: false,
  ringMembership: false,
};
const RELAXED_STEREO: GraphRules = { ...RELAXED, stereo: true };

export const MATCH_TYPES: Readonly<Record<ChemicalMatchType, MatchType>> = {
  'graph-exact': { kind: 'graph', rules: EXACT },
  'graph-strict': { kind: 'graph', rules: STRICT },
  'graph-relaxed': { kind: 'graph', rules: RELAXED },
  'graph-relaxed-stereo': { kind: 'graph', rules: RELAXED_STEREO },
  'sub-struct-graph-exact': { kind: 'substructure', rules: EXACT },
  'sub-struct-graph-strict': { kind: 'substructure', rules: STRICT },
  'sub-struct-graph-relaxed': { kind: 'substructure', rules: RELAXED },
  'sub-struct-graph-relaxed-stereo': { kind: 'substructure', rules: RELAXED_STEREO },
  'fingerprint-similarity': { kind: 'fingerprint' },
};

/**
 * Tanimoto similarity (Morgan radius 2, 2048 bits) a molecule needs to pass the fingerprint
 * screen: the hits of fingerprint-similarity, and the candidates of the graph-* types. The
 * RCSB's screen keeps OpenEye TREE scores above 0.6 (or MACCS above 0.9); circular Morgan
 * fingerprints score the same pairs lower than path-based ones, and 0.5 keeps close analogues
 * (ATP and AMP score 0.83, ATP and GTP 0.69, L- and D-alanine 1, alanine and valine 0.59) while
 * leaving unrelated components out.
 */
export const MIN_SIMILARITY = 0.5;
