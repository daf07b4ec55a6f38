// The archive's attribute names as descriptions of a query use them (MyPDB's notification mail).

import type { CatalogueAttribute } from '../../../archive/index/catalogue.ts';
import type { AttributeLabels } from '../../../model/describe.ts';

/** The archive's attributes' names, as the page's descriptions use them (its metadata schema's brief ones). */
export function archiveAttributeLabels(
  catalogue: Readonly<Record<'text' | 'text_chem', ReadonlyMap<string, CatalogueAttribute>>>,
): AttributeLabels {
  const labels: Record<string, { label: string; units?: string }> = {};
  for (const attributes of [catalogue.text, catalogue.text_chem])
    for (const { attribute, label, units } of attributes.values())
      if (label) labels[attribute] = { label, ...(units ? { units } : {}) };
  return labels;
}
