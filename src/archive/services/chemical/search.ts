// The chemical searches over the library, each hit a mol_definition row with a score.
//
// Formula: exactly the query's elements with exactly its counts; with match_subset the query is
// a subset of the target's formula: at least its count of each of its elements, other elements
// allowed (the RCSB's own ChemCompSearchWrapper.matchByFormula keeps the queried counts
// exact and only lets other elements in). Score 1.
//
// Descriptor: the score is the Tanimoto similarity of the Morgan fingerprints (as the RCSB
// scores graph matches by their fingerprint score), so the closest molecules rank first.
// fingerprint-similarity keeps molecules at MIN_SIMILARITY or above; graph-* keeps those of them
// the query's graph matches under the type's rules; sub-struct-graph-* matches against every
// molecule, after screens that cannot reject a true match (element counts, and for the
// aromaticity-aware types RDKit's pattern fingerprint).

import type { MainModule as RDKitModule, Mol } from '@rdkit/rdkit';
import type { ChemicalMatchType } from '../../../model/types.ts';
import { covers, tanimoto, type Fingerprint } from './fingerprint.ts';
import type { ElementCounts } from './formula.ts';
import { graphQuerySmarts } from './graph-query.ts';
import type { ChemicalLibrary, MoleculeEntry } from './library.ts';
import { MATCH_TYPES, MIN_SIMILARITY } from './match-types.ts';
import { readMolJson } from './mol-json.ts';
import { hasAtomsOf, moleculeFeatures, patternFingerprint } from './molecule.ts';

export type ScoredHit = [row: number, score: number];

/** RDKit's bond order code for a dative bond in its JSON. */
const DATIVE = 17;

export function formulaHits(library: ChemicalLibrary, formula: ElementCounts, subset: boolean): ScoredHit[] {
  if (!subset) return library.withFormula(formula).map((c): ScoredHit => [c.row, 1]);
  const hits: ScoredHit[] = [];
  for (const component of library.components) {
    const target = component.formula;
    if (!target) continue;
    let matches = true;
    for (const [element, count] of formula) {
      if ((target.get(element) ?? 0) < count) {
        matches = false;
        break;
      }
    }
    if (matches) hits.push([component.row, 1]);
  }
  return hits;
}

export function descriptorHits(
  rdkit: RDKitModule,
  library: ChemicalLibrary,
  query: Mol,
  matchType: ChemicalMatchType,
): ScoredHit[] {
  const type = MATCH_TYPES[matchType];
  const features = moleculeFeatures(query);
  const hits: ScoredHit[] = [];
  if (!type.rules) {
    for (const target of library.molecules) {
      const similarity = tanimoto(features.morgan, target.features.morgan);
      if (similarity >= MIN_SIMILARITY) hits.push([target.row, similarity]);
    }
    return hits;
  }

  const rules = type.rules;
  const pattern =
    rules.aromaticity && !readMolJson(query.get_json()).bonds.some((b) => b.order === DATIVE)
      ? patternFingerprint(query)
      : undefined;
  const smarts = graphQuerySmarts(rdkit, query, rules);
  const compiled = rdkit.get_qmol(smarts);
  if (!compiled) throw new Error(`RDKit cannot read the query pattern ${smarts}`);
  const details = JSON.stringify({ useChirality: rules.stereo });
  try {
    for (const target of library.molecules) {
      const similarity = tanimoto(features.morgan, target.features.morgan);
      if (type.kind === 'graph' && similarity < MIN_SIMILARITY) continue;
      if (!hasAtomsOf(target.features.atomCounts, features.atomCounts)) continue;
      // dative bonds are any-bonds in the pattern, which the pattern fingerprint does not know
      if (pattern && !coversPattern(target, pattern)) continue;
      if (matches(target.mol, compiled, details)) hits.push([target.row, similarity]);
    }
  } finally {
    compiled.delete();
  }
  return hits;
}

/**
 * Whether the target's pattern fingerprint holds the query's (computed on first need and kept).
 * A molecule RDKit read unsanitised has no reliable one: it always passes.
 */
function coversPattern(target: MoleculeEntry, query: Fingerprint): boolean {
  if (!target.sanitized) return true;
  if (target.pattern === undefined) {
    try {
      target.pattern = patternFingerprint(target.mol);
    } catch {
      target.pattern = null;
    }
  }
  return target.pattern === null || covers(target.pattern, query);
}

function matches(target: Mol, pattern: Mol, details: string): boolean {
  try {
    return target.get_substruct_match(pattern, details) !== '{}';
  } catch {
    return false; // a molecule read without sanitising that RDKit cannot match
  }
}
