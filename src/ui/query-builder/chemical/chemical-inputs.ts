// What the Chemical Similarity section shows besides the model's rules: option labels and one
// example per kind of value as the textarea's placeholder. The rules stay in the model
// (validation.ts, builder/chemical.ts).

import type { ChemicalQueryType, DescriptorType } from '../../../model/types.ts';

export const CHEMICAL_QUERY_TYPE_LABELS: Readonly<Record<ChemicalQueryType, string>> = {
  formula: 'Formula',
  descriptor: 'Descriptor',
};

/** Benzene throughout, so switching between them shows how the same molecule reads in each. */
export const CHEMICAL_EXAMPLES: Readonly<Record<'formula' | DescriptorType, string>> = {
  formula: 'e.g. C6 H6',
  SMILES: 'e.g. c1ccccc1',
  InChI: 'e.g. InChI=1S/C6H6/c1-2-4-6-5-3-1/h1-6H',
};

export function chemicalPlaceholder(type: ChemicalQueryType, descriptorType: DescriptorType): string {
  return CHEMICAL_EXAMPLES[type === 'formula' ? 'formula' : descriptorType];
}
