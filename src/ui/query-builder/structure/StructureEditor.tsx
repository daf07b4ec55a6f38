// The Structure Similarity section (seed 000 §2): the reference (Entry ID with its assembly or chain,
// file URL plus format, or an uploaded file), the operator and the target search space, which
// follows the reference until the user picks another. The panel around it gives Help, Count and
// Clear; the model checks the terminal ('Enter a valid Entry ID', 'Enter a valid URL').

import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderTerminalNode } from '../../../model/types.ts';
import { STRUCTURE_OPERATORS, TARGET_SEARCH_SPACES } from '../../../model/constants/vocabulary.ts';
import { targetSearchSpaceFor } from '../../../model/structure-reference.ts';
import { useBuilder } from '../builder-context.ts';
import { terminalProblem } from '../TerminalMessage.tsx';
import type { ServiceEditorProps } from '../service-editor-props.ts';
import { StructureReference } from './StructureReference.tsx';
import { STRUCTURE_OPERATOR_LABELS, TARGET_SEARCH_SPACE_LABELS } from './structure-inputs.ts';
import { structureStyles } from './structure-styles.ts';
import { ChoiceField } from '../ChoiceField.tsx';
import { ShadowStyles } from '../../common/ShadowStyles.tsx';

type StructureTerminal = BuilderTerminalNode & { service: 'structure' };

export const StructureEditor = memo(function StructureEditor({ terminal }: ServiceEditorProps) {
  const { store } = useBuilder();
  const snap = useSnapshot(terminal) as StructureTerminal;
  const p = snap.parameters;
  const id = (part: string) => `${terminal.id}-${part}`;
  const set = (patch: Record<string, unknown>) => store.actions.setParameters(terminal.id, patch);

  return (
    <div className="terminal st-terminal">
      <ShadowStyles css={[structureStyles]} />
      {/* keyed by the terminal: a cleared section starts a fresh lookup and upload */}
      <StructureReference
        key={terminal.id}
        terminal={terminal as StructureTerminal}
        problem={terminalProblem(snap)}
        errorId={id('error')}
      />
      <div className="st-row">
        <ChoiceField
          id={id('operator')}
          label="Operator"
          value={p.operator}
          choices={STRUCTURE_OPERATORS}
          labels={STRUCTURE_OPERATOR_LABELS}
          onChoose={(choice) => set({ operator: choice })}
          prefix="st"
          selectClass="operator"
        />
        <ChoiceField
          id={id('target')}
          label="Target Search Space"
          value={p.target_search_space ?? targetSearchSpaceFor(p.value ?? {})}
          choices={TARGET_SEARCH_SPACES}
          labels={TARGET_SEARCH_SPACE_LABELS}
          onChoose={(choice) => set({ target_search_space: choice })}
          prefix="st"
          selectClass="operator"
        />
      </div>
    </div>
  );
});
