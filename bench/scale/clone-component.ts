// A new chemical component made from a real one: a methyl added to the descriptor's first atom
// ('C' + SMILES), so the clone is a different molecule (no exact duplicate for a chemical
// search to find twice), its formula one CH2 heavier, its name marked; the InChI and InChIKey,
// which would now be wrong, are dropped (the chemical service reads the SMILES). Where the first
// atom has no valence to spare ('[O-]S(=O)(=O)[O-]', 'O=C...'), the methyl would make an invalid
// SMILES, so methane joins as a separate fragment instead ('C.' + SMILES, CH4 heavier).

import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import type { ArchiveDocument } from '../../src/archive/ingest/documents.ts';
import type { JsonObject } from '../../src/archive/ingest/category-copy.ts';

/** 46,656 ids of the CCD's five-character shape that no CCD id of today takes ('9Z' + 3 base-36). */
export function syntheticComponentId(n: number): string {
  return `9Z${(n % 46656).toString(36).toUpperCase().padStart(3, '0')}`;
}

function heavierFormula(formula: string, hydrogens: number): string {
  const counts = new Map<string, number>();
  for (const [, element, n] of formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) counts.set(element!, Number(n || 1));
  counts.set('C', (counts.get('C') ?? 0) + 1);
  counts.set('H', (counts.get('H') ?? 0) + hydrogens);
  return [...counts].map(([e, n]) => (n === 1 ? e : `${e}${n}`)).join(' ');
}

/** Whether RDKit reads a SMILES as a molecule. */
export function smilesValidator(rdkit: RDKitModule): (smiles: string) => boolean {
  return (smiles) => {
    const mol = rdkit.get_mol(smiles);
    const valid = mol?.is_valid() ?? false;
    mol?.delete();
    return valid;
  };
}

/**
 * `templateJson`: the real component's body as JSON text; `validSmiles` tells whether RDKit reads
 * a SMILES as a molecule.
 */
export function cloneComponent(
  templateId: string,
  templateJson: string,
  id: string,
  validSmiles: (smiles: string) => boolean,
): ArchiveDocument {
  const body = JSON.parse(templateJson.replaceAll(JSON.stringify(templateId), JSON.stringify(id))) as JsonObject;
  const rcsb = body.rcsb_chem_comp_descriptor as JsonObject | undefined;
  const bonded = typeof rcsb?.SMILES !== 'string' || validSmiles(`C${rcsb.SMILES}`);
  const methylated = (smiles: string): string => (bonded ? `C${smiles}` : `C.${smiles}`);
  const chem = body.chem_comp as JsonObject | undefined;
  if (chem) {
    if (typeof chem.name === 'string') chem.name = `${chem.name} (METHYL ${id})`;
    if (typeof chem.formula === 'string') chem.formula = heavierFormula(chem.formula, bonded ? 2 : 4);
    if (typeof chem.formula_weight === 'number')
      chem.formula_weight = Math.round((chem.formula_weight + (bonded ? 14.027 : 16.043)) * 1000) / 1000;
  }
  if (rcsb) {
    for (const key of ['SMILES', 'SMILES_stereo']) if (typeof rcsb[key] === 'string') rcsb[key] = methylated(rcsb[key]);
    delete rcsb.InChI;
    delete rcsb.InChIKey;
  }
  if (Array.isArray(body.pdbx_chem_comp_descriptor)) {
    body.pdbx_chem_comp_descriptor = (body.pdbx_chem_comp_descriptor as JsonObject[])
      .filter((d) => !String(d.type).startsWith('InChI'))
      .map((d) => (String(d.type).startsWith('SMILES') ? { ...d, descriptor: methylated(String(d.descriptor)) } : d));
  }
  return { id, type: 'mol_definition', entryId: null, entityId: null, contentType: null, body };
}
