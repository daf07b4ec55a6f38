import { memo, useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { AttributeOperator, BuilderTerminalNode, SelectorItem } from '../../../model/types.ts';
import { OPERATOR_LABELS } from '../../../model/constants/labels.ts';
import { attributeDisplayName } from '../../../model/validation/attribute.ts';
import { useBuilder } from '../builder-context.ts';
import { AttributeSelector } from './AttributeSelector.tsx';
import { AttributeValueInput } from './AttributeValueInput.tsx';
import { CountControl } from '../CountControl.tsx';
import { RemoveButton } from '../RemoveButton.tsx';
import { TerminalMessage, terminalProblem } from '../TerminalMessage.tsx';
import type { TerminalEditorProps } from '../FullTextTerminal.tsx';

type AttributeTerminalNode = BuilderTerminalNode & { service: 'text' | 'text_chem' };

/**
 * An attribute terminal (seed 000 §2): attribute selector, operator select, value input, unit
 * label, NOT toggle, Count and remove; the seed message for a bad value right below it.
 */
export const AttributeTerminal = memo(function AttributeTerminal({ terminal, index, depth }: TerminalEditorProps) {
  const { store, catalogues, suggest } = useBuilder();
  const actions = store.actions;
  const snap = useSnapshot(terminal, { sync: true }) as AttributeTerminalNode;
  const catalogue = catalogues[snap.service];
  const p = snap.parameters;
  const definition = snap.attrObj ?? (p.attribute ? catalogue?.definitions.get(p.attribute) : undefined);
  const allowed: readonly AttributeOperator[] = definition?.operators ?? [];
  // a request may hold an operator the menu does not offer (a 'range' with its own bounds): keep it shown
  const operators = allowed.includes(p.operator) ? allowed : [...allowed, p.operator];
  const chosen = p.attribute !== '';
  const name = chosen
    ? attributeDisplayName(p, definition, snap.item as SelectorItem | undefined)
    : `attribute ${index + 1}`;
  const where = depth > 0 ? ` (subquery level ${depth})` : '';
  const problem = terminalProblem(snap);
  const errorId = `${terminal.id}-error`;
  const item = snap.item as SelectorItem | undefined;
  const nested = Boolean(item?.nested_attribute && item.nested_attribute_value);
  // which attributes have suggestions is the client's to say (the public suggester has fewer)
  const suggestContext = actions.valueSuggestContext(nested);

  const suggestValues = useCallback(
    (text: string, signal: AbortSignal) => {
      const node = terminal as AttributeTerminalNode;
      const nested = node.item?.nested_attribute && node.item.nested_attribute_value;
      return suggest(
        node.service,
        node.parameters.attribute,
        text,
        signal,
        nested
          ? { attribute: node.item?.nested_attribute ?? '', value: node.item?.nested_attribute_value ?? '' }
          : undefined,
      );
    },
    [suggest, terminal],
  );

  return (
    <div className="terminal attribute" data-negated={p.negation ? 'true' : undefined}>
      <div className="terminal-row">
        <div className="selector-cell">
          <AttributeSelector
            catalogue={catalogue}
            value={item}
            label={`Attribute ${index + 1}${where}`}
            id={`${terminal.id}-attribute`}
            onSelect={(next: SelectorItem) =>
              actions.chooseAttribute(terminal.id, next, catalogue?.definitions.get(next.attribute))
            }
          />
        </div>
        <select
          className="operator"
          aria-label={`Operator for ${name}`}
          value={p.operator}
          disabled={!chosen}
          onChange={(event) => actions.chooseOperator(terminal.id, event.target.value)}
        >
          {operators.map((operator) => (
            <option key={operator} value={operator}>
              {OPERATOR_LABELS[operator]}
            </option>
          ))}
        </select>
        {chosen ? (
          <div className="value-cell">
            <AttributeValueInput
              definition={definition}
              item={item}
              operator={p.operator}
              value={p.value}
              label={`Value for ${name}`}
              idPrefix={terminal.id}
              suggest={suggestValues}
              suggestContext={suggestContext}
              invalid={problem !== null}
              {...(problem ? { describedBy: errorId } : {})}
              onChange={(value) => actions.setAttributeValue(terminal.id, { value })}
            />
          </div>
        ) : null}
        {definition?.units ? <span className="units">{definition.units}</span> : null}
        <button
          type="button"
          className="not-toggle"
          aria-pressed={p.negation === true}
          aria-label={`NOT: exclude ${name}`}
          onClick={() => actions.toggleNegation(terminal.id)}
        >
          NOT
        </button>
        <CountControl
          countKey={`node:${terminal.id}`}
          count={snap.count}
          subject={name}
          run={() => actions.countNode(terminal.id)}
        />
        <RemoveButton label={`Remove ${name}`} onRemove={() => actions.removeNode(terminal.id)} />
      </div>
      <TerminalMessage id={errorId} message={problem} />
    </div>
  );
});
