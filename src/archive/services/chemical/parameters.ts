// The chemical terminal's parameters, checked (the RCSB schemas: chemical_formula and
// chemical_descriptor) and with the seed's defaults filled in: type 'formula', descriptor_type
// 'SMILES', match_type 'graph-relaxed-stereo', match_subset false. Whatever is wrong becomes a
// QueryError with a message the user can act on.

import {
  ALL_CHEMICAL_MATCH_TYPES,
  CHEMICAL_QUERY_TYPES,
  DEFAULTS,
  DESCRIPTOR_TYPES,
  MESSAGES,
} from '../../../model/constants.ts';
import type { ChemicalMatchType, DescriptorType } from '../../../model/types.ts';
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
  if (p.value !== undefined && typeof p.value !== 'string')
    throw new QueryError('The chemical service needs a string value');
  const value = (p.value ?? '').trim();
  if (value === '') throw new QueryError(MESSAGES.chemicalValueRequired);

  const type = p.type ?? DEFAULTS.chemicalType;
  if (!CHEMICAL_QUERY_TYPES.includes(type as never))
    throw new QueryError(`Unknown chemical type '${String(type)}' (formula or descriptor)`);
  // the request routes check these first; the service keeps them for its other callers
  const bound = type === 'formula' ? 'formulaLength' : 'descriptorLength';
  if (value.length > BOUNDS[bound].value) throw new QueryError(boundMessage(bound));

  if (type === 'formula') {
    if (p.match_subset !== undefined && typeof p.match_subset !== 'boolean')
      throw new QueryError('match_subset must be true or false');
    try {
      return { type: 'formula', formula: parseQueryFormula(value), subset: p.match_subset === true };
    } catch (error) {
      if (error instanceof FormulaSyntaxError)
        throw new QueryError(`${CHEMICAL_MESSAGES.invalidFormula}: ${error.message} (for example C9 H8 O4).`);
      throw error;
    }
  }

  const descriptorType = p.descriptor_type ?? DEFAULTS.descriptorType;
  if (!DESCRIPTOR_TYPES.includes(descriptorType as never))
    throw new QueryError(`Unknown descriptor_type '${String(descriptorType)}' (SMILES or InChI)`);
  const matchType = p.match_type ?? DEFAULTS.matchType;
  if (!ALL_CHEMICAL_MATCH_TYPES.includes(matchType as never)) {
    throw new QueryError(`Unknown match_type '${String(matchType)}' (${ALL_CHEMICAL_MATCH_TYPES.join(', ')})`);
  }
  return {
    type: 'descriptor',
    value,
    descriptorType: descriptorType as DescriptorType,
    matchType: matchType as ChemicalMatchType,
  };
}
