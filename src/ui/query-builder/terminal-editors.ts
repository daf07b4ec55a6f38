// Which editor draws a terminal of each service. The attribute-style services of this issue have
// their own; the others show what they ask until their sections arrive (see section-registry.ts).

import { createElement, type ReactElement } from 'react';
import type { BuilderTerminalNode } from '../../model/types.ts';
import { AttributeTerminal } from './AttributeTerminal.tsx';
import { FullTextTerminal } from './FullTextTerminal.tsx';
import { ServiceTerminalSummary } from './ServiceTerminalSummary.tsx';

export function terminalEditorFor(node: BuilderTerminalNode, index: number, depth: number): ReactElement {
  switch (node.service) {
    case 'full_text':
      return createElement(FullTextTerminal, { terminal: node, index, depth });
    case 'text':
    case 'text_chem':
      return createElement(AttributeTerminal, { terminal: node, index, depth });
    default:
      return createElement(ServiceTerminalSummary, { terminal: node });
  }
}
