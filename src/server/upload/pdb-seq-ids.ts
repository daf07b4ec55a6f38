// Residue numbers for a PDB-format upload after molstar's pdbToMmCif. Without SEQRES records (most
// files programs write) pdbToMmCif leaves atom_site.label_seq_id undefined, so the structure
// services, which read polymer residues by label_seq_id as in the archive's own mmCIF, found no
// polymer at all and refused every PDB upload ('The structure file has no polymer coordinates').
// With SEQRES it numbers every atom, ligands and waters too, which would make them residues.
//
// Here polymer atoms are numbered as mmCIF does and as Mol* numbers such a file when it opens it
// (1, 2, ... per chain in file order), so a motif residue a user reads off the uploaded file in Mol*
// is the residue the search compares; numbers pdbToMmCif did give (SEQRES) are kept. Atoms of
// non-polymer and water entities get no label_seq_id ('.'), as in the archive's files.

import { CifCategory, CifField, type CifFrame } from 'molstar/lib/mol-io/reader/cif.js';

/** A field's value as text, or '' when missing or not present. */
function text(field: CifField | undefined, row: number): string {
  return field && field.valueKind(row) === 0 ? field.str(row) : '';
}

/** The frame with atom_site.label_seq_id set for polymer atoms only (a new frame; `frame` is not changed). */
export function withPolymerSeqIds(frame: CifFrame): CifFrame {
  const atoms = frame.categories.atom_site;
  const entity = frame.categories.entity;
  if (!atoms || !entity) return frame;
  const entityIds = entity.getField('id');
  const entityTypes = entity.getField('type');
  const polymers = new Set<string>();
  for (let row = 0; row < entity.rowCount; row++) {
    if (text(entityTypes, row) === 'polymer') polymers.add(text(entityIds, row));
  }
  const field = (name: string) => atoms.getField(name);
  const [entityOf, asym, seq, authSeq, insCode, model] = [
    field('label_entity_id'),
    field('label_asym_id'),
    field('label_seq_id'),
    field('auth_seq_id'),
    field('pdbx_PDB_ins_code'),
    field('pdbx_PDB_model_num'),
  ];
  const numbered = new Array<string>(atoms.rowCount);
  // per chain of a model: the residue last numbered and its number
  const chains = new Map<string, { residue: string; n: number }>();
  for (let row = 0; row < atoms.rowCount; row++) {
    if (!polymers.has(text(entityOf, row))) {
      numbered[row] = '.';
      continue;
    }
    const given = text(seq, row);
    if (given !== '') {
      numbered[row] = given;
      continue;
    }
    const chainKey = `${text(model, row)}|${text(asym, row)}`;
    const residue = `${text(authSeq, row)}|${text(insCode, row)}`;
    let chain = chains.get(chainKey);
    if (!chain) chains.set(chainKey, (chain = { residue, n: 1 }));
    else if (chain.residue !== residue) chain = Object.assign(chain, { residue, n: chain.n + 1 });
    numbered[row] = String(chain.n);
  }
  const fields: Record<string, CifField> = {};
  for (const name of atoms.fieldNames) {
    const existing = atoms.getField(name);
    if (existing) fields[name] = existing;
  }
  fields.label_seq_id = CifField.ofStrings(numbered);
  return {
    header: frame.header,
    categoryNames: frame.categoryNames.includes('atom_site')
      ? frame.categoryNames
      : [...frame.categoryNames, 'atom_site'],
    categories: { ...frame.categories, atom_site: CifCategory.ofFields('atom_site', fields) },
  };
}
