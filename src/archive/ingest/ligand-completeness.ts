// rcsb_nonpolymer_instance_validation_score.completeness, "the reported fraction of atomic
// coordinate records for the non-polymer entity instance": the heavy atoms the entry's first model
// gives the instance (those of its alternate conformer, or of none), over the heavy atoms of its
// component's formula as the entry states it (chem_comp.formula). The formula counts leaving atoms
// too (the entry file does not flag them), so a sugar that lost its O1 to a link is 14 of 15.

import type { CifData } from './cif-table.ts';

const HYDROGEN = new Set(['H', 'D']);

interface ModelledAtom {
  name: string;
  alt: string | undefined;
}

/** Heavy atoms of the first model, by label_asym_id, with the component each asym is. */
function heavyAtomsByAsym(data: CifData): Map<string, { compId: string; atoms: ModelledAtom[] }> {
  return data.reading('heavy atoms by asym', () => {
    const byAsym = new Map<string, { compId: string; atoms: ModelledAtom[] }>();
    const sites = data.table('atom_site');
    let firstModel: number | undefined;
    for (let row = 0; row < (sites?.rowCount ?? 0); row++) {
      const model = sites!.int('pdbx_PDB_model_num', row);
      firstModel ??= model;
      if (model !== firstModel || HYDROGEN.has(sites!.str('type_symbol', row)?.toUpperCase() ?? '')) continue;
      const asym = sites!.str('label_asym_id', row);
      const name = sites!.str('label_atom_id', row);
      const compId = sites!.str('label_comp_id', row);
      if (asym === undefined || name === undefined || compId === undefined) continue;
      let found = byAsym.get(asym);
      if (!found) byAsym.set(asym, (found = { compId, atoms: [] }));
      found.atoms.push({ name, alt: sites!.str('label_alt_id', row) });
    }
    return byAsym;
  });
}

/** Heavy atoms of a chemical formula such as 'C34 H32 Fe N4 O4'. */
export function formulaHeavyAtoms(formula: string): number {
  let count = 0;
  for (const token of formula.trim().split(/\s+/)) {
    const match = /^([A-Z][a-z]?)(\d*)$/.exec(token);
    if (match && !HYDROGEN.has(match[1]!.toUpperCase())) count += match[2] ? Number(match[2]) : 1;
  }
  return count;
}

export function ligandCompleteness(data: CifData, asymId: string, altId: string | undefined): number | undefined {
  const modelled = heavyAtomsByAsym(data).get(asymId);
  if (!modelled) return undefined;
  const comps = data.table('chem_comp');
  const row = comps?.rowsWhere('id', modelled.compId)[0];
  const expected = row === undefined ? 0 : formulaHeavyAtoms(comps?.str('formula', row) ?? '');
  if (expected === 0) return undefined;
  const names = new Set(modelled.atoms.filter((a) => !a.alt || !altId || a.alt === altId).map((a) => a.name));
  return Math.round(Math.min(1, names.size / expected) * 100) / 100;
}
