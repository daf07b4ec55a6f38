// The Sequence Motif section (seed 000 §2): the pattern, its sequence type and its pattern type
// (simple, PROSITE, regex), with an example of the chosen syntax as the placeholder. The panel
// around it gives Help, Count and Clear; the model's two-character minimum shows under the pattern.

import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderTerminalNode } from '../../model/types.ts';
import { PATTERN_TYPES, SEQUENCE_TYPES } from '../../model/constants/vocabulary.ts';
import { useBuilder } from './builder-context.ts';
import { TerminalMessage, terminalProblem } from './TerminalMessage.tsx';
import type { ServiceEditorProps } from './service-editor-props.ts';
import { PATTERN_TYPE_LABELS, SEQUENCE_TYPE_LABELS, seqmotifPlaceholder } from './sequence/sequence-inputs.ts';
import { sequenceStyles } from './sequence/sequence-styles.ts';
import { ChoiceField } from './ChoiceField.tsx';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

type SeqmotifTerminal = BuilderTerminalNode & { service: 'seqmotif' };

export const SeqmotifEditor = memo(function SeqmotifEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  // sync: the pattern input must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as SeqmotifTerminal;
  const p = snap.parameters;
  const set = (patch: Record<string, unknown>) => store.actions.setParameters(terminal.id, patch);
  const problem = terminalProblem(snap);
  const id = (part: string) => `${terminal.id}-${part}`;
  const errorId = id('error');

  return (
    <div className="terminal seq-terminal">
      {/* the builder's own sheets do not carry these rules, so the section brings them along */}
      <ShadowStyles css={[sequenceStyles]} />
      <div className="seq-field">
        <label className="seq-label" htmlFor={id('pattern')}>
          Pattern
        </label>
        <input
          id={id('pattern')}
          className="value-input seq-pattern"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={seqmotifPlaceholder(p.pattern_type)}
          value={p.value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => set({ value: e.currentTarget.value })}
        />
        <TerminalMessage id={errorId} message={problem} />
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
        <ChoiceField
          id={id('pattern-type')}
          label="Pattern Type"
          value={p.pattern_type}
          choices={PATTERN_TYPES}
          labels={PATTERN_TYPE_LABELS}
          onChoose={(choice) => set({ pattern_type: choice })}
          prefix="seq"
        />
      </div>
    </div>
  );
});
