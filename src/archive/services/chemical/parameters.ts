// The chemical terminal's parameters, checked (the RCSB schemas: chemical_formula and
// chemical_descriptor) and with the seed's defaults filled in: type 'formula', descriptor_type
// 'SMILES', match_type 'graph-relaxed-stereo', match_subset false. The field rules are the model's
// (validation/chemical.ts, which the builder and the request checks call too), so a bad value or
// option is refused with the same message there and here; the length bounds and the reading of
// a formula or descriptor are this service's. Whatever is wrong becomes a QueryError with a
// message the user can act on.

import { DEFAULTS } from '../../../model/constants/limits.ts';
import type { ChemicalMatchType, DescriptorType } from '../../../model/types.ts';
import { checkChemicalFields } from '../../../model/validation/chemical.ts';
import { QueryError } from '../../query/query-error.ts';
import { BOUNDS, boundMessage } from '../../../model/bounds.ts';
import { FormulaSyntaxError, parseQueryFormula, type ElementCounts } from './formula.ts';

/** Messages for values that cannot be read, worded like the seed's 'Enter a value.'. */
export const CHEMICAL_MESSAGES = {
  invalidFormula: 'Enter a valid molecular formula',
  invalidSmiles: 'Enter a valid SMILES string',
  invalidInchi: 'Enter a valid InChI string',
} as const;

export type ChemicalQuery =
  | { type: 'formula'; formula: ElementCounts; subset: boolean }
  | { type: 'descriptor'; value: string; descriptorType: DescriptorType; matchType: ChemicalMatchType };

type Raw = Partial<Record<'value' | 'type' | 'match_subset' | 'descriptor_type' | 'match_type', unknown>>;

export function readChemicalParameters(parameters: unknown): ChemicalQuery {
  if (!parameters || typeof parameters !== 'object' || Array.isArray(parameters))
    throw new QueryError('No parameters found for the chemical terminal');
  const p = parameters as Raw;
  // the model's rules for every field; what is left here is reading, defaults and the bounds
  const problem = checkChemicalFields(p);
  if (problem) throw new QueryError(problem.message);
  const value = (p.value as string).trim();
  const type = p.type ?? DEFAULTS.chemicalType;
  // the request routes check these first; the service keeps them for its other callers
  const bound = type === 'formula' ? 'formulaLength' : 'descriptorLength';
  if (value.length > BOUNDS[bound].value) throw new QueryError(boundMessage(bound));

  if (type === 'formula') {
    try {
      return { type: 'formula', formula: parseQueryFormula(value), subset: p.match_subset === true };
    } catch (error) {
      if (error instanceof FormulaSyntaxError)
        throw new QueryError(`${CHEMICAL_MESSAGES.invalidFormula}: ${error.message} (for example C9 H8 O4).`);
      throw error;
    }
  }

  return {
    type: 'descriptor',
    value,
    descriptorType: (p.descriptor_type as DescriptorType | undefined) ?? DEFAULTS.descriptorType,
    matchType: (p.match_type as ChemicalMatchType | undefined) ?? DEFAULTS.matchType,
  };
}
