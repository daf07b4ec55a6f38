import { memo } from 'react';
import { useSnapshot } from 'valtio';
import type { BuilderTerminalNode } from '../../model/types.ts';
import { terminalToQuery } from '../../model/builder.ts';
import { describeQueryText } from '../../model/describe.ts';
import { useBuilder } from './builder-context.ts';
import { RemoveButton } from './RemoveButton.tsx';

/**
 * A terminal of a service whose inputs are not in the builder yet (sequence, motifs, structure,
 * chemical): what it asks, in words, so a request opened here keeps and shows it, and a way to
 * drop it.
 */
export const ServiceTerminalSummary = memo(function ServiceTerminalSummary({
  terminal,
}: {
  terminal: BuilderTerminalNode;
}) {
  const { store } = useBuilder();
  const snap = useSnapshot(terminal) as BuilderTerminalNode;
  const wire = terminalToQuery(snap);
  const text = wire.ok ? (wire.value ? describeQueryText(wire.value) : 'No condition yet') : wire.message;
  return (
    <div className="terminal summary">
      <p className="summary-text">{text}</p>
      <RemoveButton label="Remove this condition" onRemove={() => store.actions.removeNode(terminal.id)} />
    </div>
  );
});
