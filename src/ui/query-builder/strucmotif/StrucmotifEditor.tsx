// The Structure Motif section (seed 000 §2, §5): the reference (Entry ID, file URL with format cif
// or bcif, or an uploaded file), the residue table, the RMSD cutoff (numeric typing only), the atom
// pairing scheme and "Open in Mol*", the site's 3D view of the reference with the motif marked.
// The model lists every problem of the section (strucmotifProblems); each shows under the inputs it
// is about once the user has acted on them: the reference once it has been typed in or
// left, a residue row once left, all of them once a Count or Search was refused. The panel around
// it gives Help, Count and Clear.

import { memo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type {
  BuilderResidue,
  BuilderStrucmotifParameters,
  BuilderTerminalNode,
  Result,
  StrucmotifParameters,
} from '../../../model/types.ts';
import { ATOM_PAIRING_SCHEMES } from '../../../model/constants/vocabulary.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import {
  strucmotifProblems,
  validateStrucmotif,
  type StrucmotifProblem,
} from '../../../model/validation/strucmotif.ts';
import { isBlank } from '../../../model/validation/common.ts';
import { motifViewLink } from '../../../model/strucmotif-residues.ts';
import { referenceSource } from '../../../model/structure-reference.ts';
import { useBuilder } from '../builder-context.ts';
import { TerminalMessage } from '../TerminalMessage.tsx';
import type { ServiceEditorProps } from '../service-editor-props.ts';
import { StructureReference, chainListId } from '../structure/StructureReference.tsx';
import { ResidueTable, type ResidueRowProblem } from './ResidueTable.tsx';
import { ATOM_PAIRING_LABELS } from '../structure/structure-inputs.ts';
import { useProblemsRevealed } from '../problem-reveal.ts';
// seed 001 §5: the E-value and RMSD inputs share one numeric-pattern typing rule
import { acceptsNumberTyping } from '../sequence/sequence-inputs.ts';
import { structureStyles } from '../structure/structure-styles.ts';
import { ChoiceField } from '../ChoiceField.tsx';
import { ShadowStyles } from '../../common/ShadowStyles.tsx';

type StrucmotifTerminal = BuilderTerminalNode & { service: 'strucmotif' };

const NOTHING_LEFT: ReadonlySet<string> = new Set();

/** The problems to show: those of the inputs the user has acted on ('reference', 'row:N'), or all once revealed. */
function shownProblems(
  problems: readonly StrucmotifProblem[],
  left: ReadonlySet<string>,
  revealed: boolean,
  typedReference: boolean,
): StrucmotifProblem[] {
  const anyRowLeft = [...left].some((place) => place.startsWith('row:'));
  return problems.filter((problem) => {
    if (revealed || problem.field === 'options') return true;
    if (problem.field === 'reference') return typedReference || left.has('reference');
    if (problem.field === 'count') return anyRowLeft;
    return problem.field === 'residue' && left.has(`row:${problem.row}`);
  });
}

export const StrucmotifEditor = memo(function StrucmotifEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  // sync: text inputs must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as StrucmotifTerminal;
  const config = useSnapshot(store.state.config);
  const p = snap.parameters;
  const id = (part: string) => `${terminal.id}-${part}`;
  const set = (patch: Record<string, unknown>) => store.actions.setParameters(terminal.id, patch);
  const revealed = useProblemsRevealed(store, terminal.id);
  // the inputs acted on, for this terminal (Clear puts in a new one, which starts untouched)
  const [acted, setActed] = useState<{ terminal: string; places: ReadonlySet<string> }>({
    terminal: terminal.id,
    places: NOTHING_LEFT,
  });
  const left = acted.terminal === terminal.id ? acted.places : NOTHING_LEFT;
  const leave = (place: string) => {
    if (!left.has(place)) setActed({ terminal: terminal.id, places: new Set([...left, place]) });
  };
  const typedReference = !isBlank(p.value?.entry_id) || !isBlank(p.value?.url);
  const shown = shownProblems(strucmotifProblems(p as BuilderStrucmotifParameters), left, revealed, typedReference);
  const messageOf = (field: StrucmotifProblem['field']) =>
    shown.find((problem) => problem.field === field)?.message ?? null;
  const rowProblems = shown.filter(
    (problem): problem is ResidueRowProblem & StrucmotifProblem => problem.field === 'residue',
  );
  const errorId = id('error');
  const optionsError = id('options-error');
  const optionsProblem = messageOf('options');
  const motif: Result<StrucmotifParameters> = validateStrucmotif(p);
  const view =
    motif.ok && 'entry_id' in motif.value.value
      ? motifViewLink(motif.value.value.entry_id, motif.value.value.residue_ids, config)
      : null;

  return (
    <div className="terminal st-terminal">
      <ShadowStyles css={[structureStyles]} />
      <StructureReference
        key={terminal.id}
        terminal={terminal as StrucmotifTerminal}
        problem={messageOf('reference')}
        errorId={errorId}
        onLeave={() => leave('reference')}
      />
      <ResidueTable
        idPrefix={terminal.id}
        residues={p.residues as BuilderResidue[] | undefined}
        onChange={(residues) => set({ residues })}
        {...(referenceSource(p) === 'entry_id' ? { chainList: chainListId(terminal.id) } : {})}
        problems={rowProblems}
        countProblem={messageOf('count')}
        onLeaveRow={(row) => leave(`row:${row}`)}
      />
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
            {...(optionsProblem ? { 'aria-invalid': true as const, 'aria-describedby': optionsError } : {})}
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
      <TerminalMessage id={optionsError} message={optionsProblem} />
    </div>
  );
});
