// The Sequence Similarity section (seed 000 §2): the Entry ID lookup, the sequence textarea,
// sequence type, E-value cutoff and identity cutoff (integer percent; the model sends a fraction).
// The panel around it gives Help, Count and Clear. The model checks the terminal (its four seed
// rules, seed 000 §5); this shows its message under the input it is about.

import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderTerminalNode } from '../../../model/types.ts';
import { SEQUENCE_TYPES } from '../../../model/constants/vocabulary.ts';
import { useBuilder } from '../builder-context.ts';
import { EntrySequenceMenu } from './EntrySequenceMenu.tsx';
import { TerminalMessage, terminalProblem } from '../TerminalMessage.tsx';
import type { ServiceEditorProps } from '../service-editor-props.ts';
import {
  SEQUENCE_TYPE_LABELS,
  acceptsNumberTyping,
  acceptsIdentityTyping,
  sequenceProblemField,
  type SequenceField,
} from './sequence-inputs.ts';
import { sequenceStyles } from './sequence-styles.ts';
import { ChoiceField } from '../ChoiceField.tsx';
import { ShadowStyles } from '../../common/ShadowStyles.tsx';

type SequenceTerminal = BuilderTerminalNode & { service: 'sequence' };

export const SequenceEditor = memo(function SequenceEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  // sync: text inputs must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as SequenceTerminal;
  const p = snap.parameters;
  const set = (patch: Record<string, unknown>) => store.actions.setParameters(terminal.id, patch);
  const problem = terminalProblem(snap);
  const field: SequenceField | null = problem ? sequenceProblemField(problem) : null;
  const id = (part: string) => `${terminal.id}-${part}`;
  const errorId = id('error');
  // the input the message is about points at it, and only that one is marked invalid
  const invalid = (which: SequenceField) =>
    field === which ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const shown = <TerminalMessage id={errorId} message={problem} />;

  return (
    <div className="terminal seq-terminal">
      {/* the builder's own sheets do not carry these rules, so the section brings them along */}
      <ShadowStyles css={[sequenceStyles]} />
      <EntrySequenceMenu
        key={terminal.id}
        idPrefix={terminal.id}
        entryId={p.entry_id ?? ''}
        onEntryIdChange={(entryId) => set({ entry_id: entryId })}
        onChoose={(item) =>
          set({ value: item.sequence, ...(item.sequence_type ? { sequence_type: item.sequence_type } : {}) })
        }
        lookup={store.actions.lookupSequences}
      />
      <div className="seq-field">
        <label className="seq-label" htmlFor={id('sequence')}>
          Sequence
        </label>
        <textarea
          id={id('sequence')}
          className="seq-textarea"
          rows={4}
          // a FASTA record may be pasted whole: the model drops its '>' header line (cleanSequence)
          placeholder="Paste a sequence or a FASTA record, or choose one by Entry ID"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          value={p.value}
          onChange={(e) => set({ value: e.currentTarget.value })}
          {...invalid('sequence')}
        />
        {field === 'sequence' ? shown : null}
      </div>
      <div className="seq-options">
        <ChoiceField
          id={id('type')}
          label="Sequence Type"
          value={p.sequence_type}
          choices={SEQUENCE_TYPES}
          labels={SEQUENCE_TYPE_LABELS}
          onChoose={(choice) => set({ sequence_type: choice })}
          prefix="seq"
        />
        <div className="seq-field">
          <label className="seq-label" htmlFor={id('evalue')}>
            E-Value Cutoff
          </label>
          <input
            id={id('evalue')}
            className="value-input"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={String(p.evalue_cutoff ?? '')}
            onChange={(e) => {
              const text = e.currentTarget.value;
              if (acceptsNumberTyping(text)) set({ evalue_cutoff: text });
            }}
            {...invalid('evalue')}
          />
        </div>
        <div className="seq-field">
          <label className="seq-label" htmlFor={id('identity')}>
            Identity Cutoff (%)
          </label>
          <input
            id={id('identity')}
            className="value-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={String(p.identity_cutoff ?? '')}
            onChange={(e) => {
              const text = e.currentTarget.value;
              if (acceptsIdentityTyping(text)) set({ identity_cutoff: text });
            }}
            {...invalid('identity')}
          />
        </div>
      </div>
      {field === 'evalue' || field === 'identity' ? shown : null}
    </div>
  );
});
