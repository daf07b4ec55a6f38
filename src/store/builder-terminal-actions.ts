// The query builder's terminal edits (seed 000 §4): NOT, the attribute and its operator, the value,
// and any other service's parameters. Each edit goes through `edited` (builder-actions.ts).

import type { AttributeDefinition, BuilderAttributeValue, SelectorItem } from '../model/types.ts';
import { chooseAttribute, chooseOperator, findTerminal, isAttributeTerminal } from '../model/builder/edit.ts';
import type { BuilderPanelState } from './state.ts';
import { plainCopy } from './request-options.ts';

type AttributeParametersPatch = { value?: BuilderAttributeValue; case_sensitive?: boolean };

export function createBuilderTerminalActions(builder: BuilderPanelState, edited: () => void) {
  function withEditedTerminal(id: string, edit: (terminal: NonNullable<ReturnType<typeof findTerminal>>) => void) {
    const terminal = findTerminal(builder.sections, id);
    if (!terminal) return;
    edit(terminal);
    edited();
  }

  return {
    toggleNegation(terminalId: string): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (!isAttributeTerminal(terminal)) return;
        if (terminal.parameters.negation) delete terminal.parameters.negation;
        else terminal.parameters.negation = true;
      });
    },

    chooseAttribute(terminalId: string, item: SelectorItem, definition?: AttributeDefinition): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (isAttributeTerminal(terminal))
          chooseAttribute(terminal, plainCopy(item), definition && plainCopy(definition));
      });
    },

    chooseOperator(terminalId: string, operator: string): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (isAttributeTerminal(terminal)) chooseOperator(terminal, operator as typeof terminal.parameters.operator);
      });
    },

    setAttributeValue(terminalId: string, patch: AttributeParametersPatch): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (!isAttributeTerminal(terminal)) return;
        const parameters = terminal.parameters;
        if ('value' in patch) {
          if (patch.value === undefined) delete parameters.value;
          else parameters.value = plainCopy(patch.value);
        }
        if ('case_sensitive' in patch) {
          if (patch.case_sensitive === undefined) delete parameters.case_sensitive;
          else parameters.case_sensitive = patch.case_sensitive;
        }
      });
    },

    /** Full-text and service terminals: a patch of their parameters. */
    setParameters(terminalId: string, patch: Record<string, unknown>): void {
      withEditedTerminal(terminalId, (terminal) => {
        Object.assign(terminal.parameters, plainCopy(patch));
      });
    },
  };
}
