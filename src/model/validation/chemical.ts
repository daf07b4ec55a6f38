// The Chemical Similarity section (seed 000 §5, §9) and the field rules of a sent chemical
// terminal, with the seeds' message ('Enter a value.'). The builder, the request checks
// (request/terminals.ts) and the archive's chemical service all call checkChemicalFields, so a
// chemical query is refused alike wherever it comes in. Which fields a request must carry is the
// schema's; the service defaults the absent ones as the builder does.

import type { BuilderChemicalParameters, ChemicalParameters, Err, Result } from '../types.ts';
import { ALL_CHEMICAL_MATCH_TYPES, CHEMICAL_QUERY_TYPES, DESCRIPTOR_TYPES } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { includes, invalidOption } from './common.ts';
import { structural } from '../request/checks.ts';

/**
 * A non-blank value and a known type (absent: formula); then a formula's match_subset, or a
 * descriptor's descriptor_type and match_type, where given.
 */
export function checkChemicalFields(p: {
  value?: unknown;
  type?: unknown;
  match_subset?: unknown;
  descriptor_type?: unknown;
  match_type?: unknown;
}): Err | null {
  if (typeof p.value !== 'string' || p.value.trim() === '') return resultErr(MESSAGES.chemicalValueRequired);
  const type = p.type ?? DEFAULTS.chemicalType;
  if (!includes(CHEMICAL_QUERY_TYPES, type)) return invalidOption('type', type);
  if (type === 'formula') {
    return p.match_subset === undefined || typeof p.match_subset === 'boolean'
      ? null
      : structural('match_subset must be a boolean');
  }
  if (p.descriptor_type !== undefined && !includes(DESCRIPTOR_TYPES, p.descriptor_type))
    return invalidOption('descriptor_type', p.descriptor_type);
  if (p.match_type !== undefined && !includes(ALL_CHEMICAL_MATCH_TYPES, p.match_type))
    return invalidOption('match_type', p.match_type);
  return null;
}

export function validateChemical(params: BuilderChemicalParameters): Result<ChemicalParameters> {
  const value = typeof params.value === 'string' ? params.value.trim() : '';
  const type = params.type ?? DEFAULTS.chemicalType;
  if (type === 'formula') {
    const bad = checkChemicalFields({ value, type });
    if (bad) return bad;
    const formula: ChemicalParameters = { type: 'formula', value };
    if (params.match_subset !== undefined) formula.match_subset = Boolean(params.match_subset);
    return resultOk(formula);
  }
  // Choosing the descriptor type fills descriptor and match types when absent.
  const descriptorType = params.descriptor_type ?? DEFAULTS.descriptorType;
  const matchType = params.match_type ?? DEFAULTS.matchType;
  const bad = checkChemicalFields({ value, type, descriptor_type: descriptorType, match_type: matchType });
  return bad ?? resultOk({ type: 'descriptor', value, descriptor_type: descriptorType, match_type: matchType });
}
