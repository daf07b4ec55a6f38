// The Structure Motif section (seed 000 §2, §5): the reference (Entry ID, file URL with format cif
// or bcif, or an uploaded file), the residue table, the RMSD cutoff (numeric typing only), the atom
// pairing scheme and "Open in Mol*", the site's 3D view of the reference with the motif marked.
// The model checks the terminal; its 'Structure Motif query is invalid.' message is shown under the
// inputs it is about. The panel around it gives Help, Count and Clear.

import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderResidue, BuilderTerminalNode, Result, StrucmotifParameters } from '../../model/types.ts';
import { ATOM_PAIRING_SCHEMES, LABELS } from '../../model/constants.ts';
import { validateStrucmotif } from '../../model/validation-strucmotif.ts';
import { motifViewLink } from '../../model/strucmotif-residues.ts';
import { referenceSource } from '../../model/structure-reference.ts';
import { useBuilder } from './builder-context.ts';
import { TerminalMessage, terminalProblem } from './TerminalMessage.tsx';
import type { ServiceEditorProps } from './service-editors.ts';
import { StructureReference, chainListId } from './StructureReference.tsx';
import { ResidueTable } from './ResidueTable.tsx';
import { ATOM_PAIRING_LABELS, strucmotifProblemField } from './structure-inputs.ts';
// seed 001 §5: the E-value and RMSD inputs share one numeric-pattern typing rule
import { acceptsNumberTyping } from './sequence-inputs.ts';
import { structureStyles } from './structure-styles.ts';
import { ChoiceField } from './ChoiceField.tsx';

type StrucmotifTerminal = BuilderTerminalNode & { service: 'strucmotif' };

export const StrucmotifEditor = memo(function StrucmotifEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  // sync: text inputs must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as StrucmotifTerminal;
  const config = useSnapshot(store.state.config);
  const p = snap.parameters;
  const id = (part: string) => `${terminal.id}-${part}`;
  const set = (patch: Record<string, unknown>) => store.actions.setParameters(terminal.id, patch);
  const problem = terminalProblem(snap);
  const field = problem ? strucmotifProblemField(problem) : null;
  const errorId = id('error');
  const shown = <TerminalMessage id={errorId} message={problem} />;
  const motif: Result<StrucmotifParameters> = validateStrucmotif(p);
  const view =
    motif.ok && 'entry_id' in motif.value.value
      ? motifViewLink(motif.value.value.entry_id, motif.value.value.residue_ids, config)
      : null;

  return (
    <div className="terminal st-terminal">
      <style>{structureStyles}</style>
      <StructureReference
        key={terminal.id}
        terminal={terminal as StrucmotifTerminal}
        problem={field === 'reference' ? problem : null}
        errorId={errorId}
      />
      <ResidueTable
        idPrefix={terminal.id}
        residues={p.residues as BuilderResidue[] | undefined}
        onChange={(residues) => set({ residues })}
        {...(referenceSource(p) === 'entry_id' ? { chainList: chainListId(terminal.id) } : {})}
        {...(field === 'residues' || field === 'other' ? { describedBy: errorId } : {})}
      />
      {field === 'residues' || field === 'other' ? shown : null}
      <div className="st-row">
        <div className="st-field st-rmsd">
          <label className="st-label" htmlFor={id('rmsd')}>
            RMSD Cutoff (Å)
          </label>
          <input
            id={id('rmsd')}
            className="text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={String(p.rmsd_cutoff ?? '')}
            {...(field === 'rmsd' ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {})}
            onChange={(e) => {
              const typed = e.currentTarget.value;
              if (acceptsNumberTyping(typed)) set({ rmsd_cutoff: typed });
            }}
          />
        </div>
        <ChoiceField
          id={id('pairing')}
          label="Atom Pairing Scheme"
          value={p.atom_pairing_scheme}
          choices={ATOM_PAIRING_SCHEMES}
          labels={ATOM_PAIRING_LABELS}
          onChoose={(choice) => set({ atom_pairing_scheme: choice })}
          prefix="st"
          selectClass="operator"
        />
        <div className="st-field st-view">
          {view ? (
            <a className="pdb-button st-view-link" href={view} target="_blank" rel="noopener noreferrer">
              {LABELS.openInMolstar}
              <span className="pdb-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <button type="button" className="pdb-button" disabled title="Needs an Entry ID and 2 or more residues">
              {LABELS.openInMolstar}
            </button>
          )}
        </div>
      </div>
      {field === 'rmsd' ? shown : null}
    </div>
  );
});
