import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderGroupNode, BuilderTerminalNode } from '../../model/types.ts';
import { terminalsOf } from '../../model/builder/edit.ts';
import { useBuilder } from './builder-context.ts';
import { useSection } from './section-context.ts';
import { CountControl } from './CountControl.tsx';
import { RemoveButton } from './RemoveButton.tsx';
import { TerminalMessage, terminalProblem } from './TerminalMessage.tsx';

export interface TerminalEditorProps {
  terminal: BuilderTerminalNode;
  index: number;
  depth: number;
}

/** A full-text term (seed 000 §2): its input, Count, and remove while the section has more than one. */
export const FullTextTerminal = memo(function FullTextTerminal({ terminal, index, depth }: TerminalEditorProps) {
  const { store } = useBuilder();
  const section = useSection();
  // sync: a text input must see each keystroke at once, or the caret jumps
  const snap = useSnapshot(terminal, { sync: true }) as BuilderTerminalNode & { service: 'full_text' };
  const terms = terminalsOf(useSnapshot(section.root) as BuilderGroupNode).length;
  const problem = terminalProblem(snap);
  const inputId = `${terminal.id}-value`;
  const errorId = `${terminal.id}-error`;
  const name = depth > 0 ? `Term ${index + 1} of subquery level ${depth}` : `Term ${index + 1}`;

  return (
    <div className="terminal full-text">
      <div className="terminal-row">
        <label className="pdb-visually-hidden" htmlFor={inputId}>
          {`Full text: ${name}`}
        </label>
        <input
          id={inputId}
          className="text-input grow"
          type="text"
          value={snap.parameters.value}
          placeholder="Enter search term(s)"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => store.actions.setParameters(terminal.id, { value: event.target.value })}
        />
        <CountControl
          countKey={`node:${terminal.id}`}
          count={snap.count}
          subject={`full text ${name.toLowerCase()}`}
          run={() => store.actions.countNode(terminal.id)}
        />
        {terms > 1 ? (
          <RemoveButton label={`Remove ${name.toLowerCase()}`} onRemove={() => store.actions.removeNode(terminal.id)} />
        ) : null}
      </div>
      <TerminalMessage id={errorId} message={problem} />
    </div>
  );
});
