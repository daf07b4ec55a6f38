// The residues of a structure motif (seed 000 §2, §5, §9): one row per residue with its chain id,
// operator (default '1'), residue number (digits only) and exchanges (upper-cased, at most 4);
// at least 2 rows, Remove only above 2, Add Residue hidden at 10. The rules are the model's
// (strucmotif-residues.ts); the rows are written back whole through the store.

import type { BuilderResidue } from '../../model/types.ts';
import { LABELS } from '../../model/constants.ts';
import {
  addResidue,
  canAddResidue,
  canRemoveResidue,
  displayedResidues,
  editResidue,
  removeResidue,
  type ResidueField,
} from '../../model/strucmotif-residues.ts';
import { Button } from '../common/Button.tsx';
import { RemoveButton } from './RemoveButton.tsx';

export interface ResidueTableProps {
  idPrefix: string;
  residues: readonly BuilderResidue[] | undefined;
  onChange: (residues: BuilderResidue[]) => void;
  /** Id of a datalist of the reference's chain ids, when it has loaded. */
  chainList?: string;
  /** Id of the message about the residues, when one stands. */
  describedBy?: string;
}

const COLUMNS: ReadonlyArray<{ field: ResidueField; label: string; hint?: string }> = [
  { field: 'label_asym_id', label: 'Chain ID' },
  { field: 'struct_oper_id', label: 'Operator' },
  { field: 'label_seq_id', label: 'Residue Number' },
  { field: 'exchanges', label: 'Exchanges', hint: 'HIS,ASP' },
];

export function ResidueTable({ idPrefix, residues, onChange, chainList, describedBy }: ResidueTableProps) {
  const rows = displayedResidues(residues);
  const removable = canRemoveResidue(rows.length);
  const invalid = describedBy ? { 'aria-invalid': true as const, 'aria-describedby': describedBy } : {};

  return (
    <div className="st-residues">
      <table className="st-residue-table">
        <caption className="st-label">Residues</caption>
        <thead>
          <tr>
            <th scope="col" className="pdb-visually-hidden">
              Residue
            </th>
            {COLUMNS.map((column) => (
              <th key={column.field} scope="col" id={`${idPrefix}-col-${column.field}`}>
                {column.label}
              </th>
            ))}
            <th scope="col" className="pdb-visually-hidden">
              Remove
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" className="st-row-number">
                {index + 1}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.field}>
                  <input
                    className="text-input"
                    type="text"
                    aria-label={`${column.label}, residue ${index + 1}`}
                    value={String(row[column.field] ?? '')}
                    placeholder={column.hint}
                    autoComplete="off"
                    spellCheck={false}
                    {...(column.field === 'label_seq_id' ? { inputMode: 'numeric' as const } : {})}
                    {...(column.field === 'label_asym_id' && chainList ? { list: chainList } : {})}
                    {...(column.field === 'exchanges' ? { autoCapitalize: 'characters' } : {})}
                    {...invalid}
                    onChange={(e) => onChange(editResidue(residues, index, column.field, e.currentTarget.value))}
                  />
                </td>
              ))}
              <td className="st-remove">
                {removable ? (
                  <RemoveButton
                    label={`Remove residue ${index + 1}`}
                    onRemove={() => onChange(removeResidue(residues, index))}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canAddResidue(rows.length) ? (
        <Button variant="link" onClick={() => onChange(addResidue(residues))}>
          {LABELS.addResidue}
        </Button>
      ) : null}
    </div>
  );
}
