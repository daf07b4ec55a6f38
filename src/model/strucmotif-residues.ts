// The residue table of the structure motif section (seed 000 §5, §9; 001 §5): at least 2 rows are
// shown, a row is removed only above 2 and added only below 10, a new row's operator is '1', the
// residue number takes digits only and the exchanges are upper-cased, a fifth refused with its
// message (the edit answers it, and the row keeps its text). And the link that
// opens the reference's motif in the site's 3D view ("Open in Mol*").

import type { BuilderResidue, ResidueId, Result } from './types.ts';
import { DEFAULTS, LIMITS } from './constants/limits.ts';
import { linkFor, type LinkSettings } from './link-templates.ts';
import { resultOk } from './result.ts';
import { acceptExchangesInput, filterResidueNumberInput, type ResidueField } from './validation/strucmotif.ts';

export type { ResidueField };

export function newResidue(): BuilderResidue {
  return { label_asym_id: '', struct_oper_id: DEFAULTS.structOperId, label_seq_id: '', exchanges: '' };
}

/** The rows the table shows: the section's residues, with new rows up to the minimum of 2. */
export function displayedResidues(residues: readonly BuilderResidue[] | undefined): BuilderResidue[] {
  const rows = (residues ?? []).map((residue) => ({ ...residue }));
  while (rows.length < LIMITS.minStrucmotifResidues) rows.push(newResidue());
  return rows;
}

/** Add Residue is hidden at 10 rows. */
export function canAddResidue(rows: number): boolean {
  return rows < LIMITS.maxStrucmotifResidues;
}

/** A row can be removed only while there are more than 2. */
export function canRemoveResidue(rows: number): boolean {
  return rows > LIMITS.minStrucmotifResidues;
}

/**
 * The shown rows with one input of one row changed, as its typing filter lets it through; or the
 * message refusing the edit (a fifth exchange), the rows then staying as they were.
 */
export function editResidue(
  residues: readonly BuilderResidue[] | undefined,
  index: number,
  field: ResidueField,
  typed: string,
): Result<BuilderResidue[]> {
  const rows = displayedResidues(residues);
  const row = rows[index];
  if (!row) return resultOk(rows);
  const text =
    field === 'label_seq_id'
      ? resultOk(filterResidueNumberInput(typed))
      : field === 'exchanges'
        ? acceptExchangesInput(typed)
        : resultOk(typed.trim());
  if (!text.ok) return text;
  rows[index] = { ...row, [field]: text.value };
  return resultOk(rows);
}

export function addResidue(residues: readonly BuilderResidue[] | undefined): BuilderResidue[] {
  const rows = displayedResidues(residues);
  return canAddResidue(rows.length) ? [...rows, newResidue()] : rows;
}

export function removeResidue(residues: readonly BuilderResidue[] | undefined, index: number): BuilderResidue[] {
  const rows = displayedResidues(residues);
  return canRemoveResidue(rows.length) ? rows.filter((_, i) => i !== index) : rows;
}

/** The site's 3D view of an entry with the motif residues marked, as its motif links name them. */
export function motifViewLink(entryId: string, residues: readonly ResidueId[], settings: LinkSettings = {}): string {
  const structures = [
    {
      pdbId: entryId,
      props: {
        kind: 'motif',
        label: `${entryId}: query motif`,
        targets: residues.map((r) => ({
          label_asym_id: r.label_asym_id,
          label_seq_id: r.label_seq_id,
          ...(r.struct_oper_id ? { struct_oper_id: r.struct_oper_id } : {}),
        })),
      },
    },
  ];
  const page = linkFor('3d', entryId, settings);
  return `${page}${page.includes('?') ? '&' : '?'}loadPdbIds=${encodeURIComponent(JSON.stringify(structures))}`;
}
