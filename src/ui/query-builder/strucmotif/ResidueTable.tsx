// The residues of a structure motif (seed 000 §2, §5, §9): one row per residue with its chain id,
// operator (default '1'), residue number (digits only) and exchanges (upper-cased, at most 4: a
// fifth is refused with its message); at least 2 rows, Remove only above 2, Add Residue hidden at
// 10. The rules are the model's (strucmotif-residues.ts); the rows are written back whole through
// the store. Under the table, every residue problem the editor shows, each message once
// with the rows it is about; the inputs it is about are marked and point at it.

import { useState } from 'react';
import type { BuilderResidue } from '../../../model/types.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { plural } from '../../../model/plural.ts';
import {
  addResidue,
  canAddResidue,
  canRemoveResidue,
  displayedResidues,
  editResidue,
  removeResidue,
  type ResidueField,
} from '../../../model/strucmotif-residues.ts';
import { Button } from '../../common/Button.tsx';
import { RemoveButton } from '../RemoveButton.tsx';
import { TerminalMessage } from '../TerminalMessage.tsx';

/** A problem of one row, about some of its inputs. */
export interface ResidueRowProblem {
  row: number;
  inputs: readonly ResidueField[];
  message: string;
}

export interface ResidueTableProps {
  idPrefix: string;
  residues: readonly BuilderResidue[] | undefined;
  onChange: (residues: BuilderResidue[]) => void;
  /** Id of a datalist of the reference's chain ids, when it has loaded. */
  chainList?: string;
  /** The rows' problems to show now. */
  problems: readonly ResidueRowProblem[];
  /** The problem of the rows as a whole ('2 or more residues must be defined.'), to show now. */
  countProblem: string | null;
  /** Focus left an input of this row (its problems may show from now on). */
  onLeaveRow: (row: number) => void;
}

/** 'residue 2', 'residues 1 and 3', 'residues 1, 2 and 4'. */
function rowsLabel(rows: readonly number[]): string {
  const numbers = rows.map((row) => String(row + 1));
  const last = numbers.pop()!;
  return `${plural(rows.length, 'residue', 'residues')} ${numbers.length ? `${numbers.join(', ')} and ${last}` : last}`;
}

/** Each message once, with the rows it is about, in the order first met. */
function byMessage(problems: readonly ResidueRowProblem[]): Array<{ message: string; rows: number[] }> {
  const grouped = new Map<string, number[]>();
  for (const problem of problems) {
    const rows = grouped.get(problem.message) ?? [];
    if (!rows.includes(problem.row)) rows.push(problem.row);
    grouped.set(problem.message, rows);
  }
  return [...grouped].map(([message, rows]) => ({ message, rows }));
}

const COLUMNS: ReadonlyArray<{ field: ResidueField; label: string; hint?: string }> = [
  { field: 'label_asym_id', label: 'Chain ID' },
  { field: 'struct_oper_id', label: 'Operator' },
  { field: 'label_seq_id', label: 'Residue Number' },
  { field: 'exchanges', label: 'Exchanges', hint: 'HIS,ASP' },
];

export function ResidueTable(props: ResidueTableProps) {
  const { idPrefix, residues, onChange, chainList } = props;
  const rows = displayedResidues(residues);
  const removable = canRemoveResidue(rows.length);
  // a refused edit (a fifth exchange) leaves the rows as they were: its message lives here until
  // that row's next edit
  const [refused, setRefused] = useState<ResidueRowProblem | null>(null);
  const problems = refused ? [...props.problems, refused] : props.problems;
  const messages = byMessage(problems);
  const messageId = (index: number) => `${idPrefix}-residue-error-${index}`;
  const countId = `${idPrefix}-residue-count-error`;
  const describedBy = (row: number, field: ResidueField): string | undefined => {
    const ids = messages.flatMap((entry, index) =>
      entry.rows.includes(row) &&
      problems.some((p) => p.row === row && p.message === entry.message && p.inputs.includes(field))
        ? [messageId(index)]
        : [],
    );
    return ids.length ? ids.join(' ') : undefined;
  };

  function edit(index: number, field: ResidueField, typed: string): void {
    const edited = editResidue(residues, index, field, typed);
    if (!edited.ok) return setRefused({ row: index, inputs: [field], message: edited.message });
    if (refused?.row === index) setRefused(null);
    onChange(edited.value);
  }

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
              {COLUMNS.map((column) => {
                const described = describedBy(index, column.field);
                return (
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
                      {...(described ? { 'aria-invalid': true as const, 'aria-describedby': described } : {})}
                      onChange={(e) => edit(index, column.field, e.currentTarget.value)}
                      onBlur={() => props.onLeaveRow(index)}
                    />
                  </td>
                );
              })}
              <td className="st-remove">
                {removable ? (
                  <RemoveButton
                    label={`Remove residue ${index + 1}`}
                    onRemove={() => {
                      setRefused(null);
                      onChange(removeResidue(residues, index));
                    }}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {messages.map((entry, index) => (
        <TerminalMessage
          key={entry.message}
          id={messageId(index)}
          message={`${entry.message} (${rowsLabel(entry.rows)})`}
        />
      ))}
      <TerminalMessage id={countId} message={props.countProblem} />
      {canAddResidue(rows.length) ? (
        <Button variant="link" onClick={() => onChange(addResidue(residues))}>
          {LABELS.addResidue}
        </Button>
      ) : null}
    </div>
  );
}
