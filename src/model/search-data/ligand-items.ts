// One chemical component / BIRD result item (seed 001 §3): id, name, formula, weight, type, the
// systematic-name identifiers, InChIKey, DrugBank where the definition names it, and the image.

import type { LigandResultItem } from '../types.ts';
import type { DocumentReader } from './document-reader.ts';
import { definedFields, distinct, numberAt, objectAt, objectsAt, pathAt, textAt, type JsonObject } from './json.ts';
import { ligandImagePath } from './links.ts';

/** BIRD definitions name a molecule's DrugBank entry in its features (id) and synonyms (name). */
function drugBank(body: JsonObject, id: string): Pick<LigandResultItem, 'drugbank_id' | 'drugbank_name'> {
  // family-level records (no prd_id) describe the family, not this molecule
  const ofThisMolecule = (record: JsonObject): boolean =>
    textAt(record.source)?.toLowerCase() === 'drugbank' && textAt(record.prd_id) === id;
  const drugbankId = objectsAt(body.pdbx_reference_molecule_features)
    .filter((f) => ofThisMolecule(f) && textAt(f.type) === 'External_Reference_ID')
    .map((f) => textAt(f.value))
    .find(Boolean);
  const drugbankName = objectsAt(body.pdbx_reference_molecule_synonyms)
    .filter(ofThisMolecule)
    .map((s) => textAt(s.name))
    .find(Boolean);
  return { drugbank_id: drugbankId, drugbank_name: drugbankName };
}

export function ligandItem(reader: DocumentReader, row: number): LigandResultItem {
  const id = reader.id(row);
  const body = reader.body(row);
  const chemComp = objectAt(body.chem_comp);
  const identifiers = distinct(
    objectsAt(body.pdbx_chem_comp_identifier)
      .map((i) => textAt(i.identifier))
      .filter((v): v is string => v !== undefined),
  );
  return definedFields<LigandResultItem>({
    id,
    name: textAt(chemComp?.name),
    formula: textAt(chemComp?.formula),
    formula_weight: numberAt(chemComp?.formula_weight),
    type: textAt(chemComp?.type),
    identifiers: identifiers.length > 0 ? identifiers : undefined,
    InChIKey: textAt(pathAt(body, 'rcsb_chem_comp_descriptor', 'InChIKey')),
    ...drugBank(body, id),
    image: ligandImagePath(id),
  });
}
