// Which editor draws a terminal inside a group of the tree services (full text, structure and
// chemical attributes). The single-terminal services have section editors (service-editors.ts);
// one of their terminals met in a tree shows in words.

import { createElement, type ReactElement } from 'react';
import type { BuilderTerminalNode } from '../../model/types.ts';
import { AttributeTerminal } from './attribute/AttributeTerminal.tsx';
import { FullTextTerminal } from './FullTextTerminal.tsx';
import { HeldCondition } from './HeldCondition.tsx';

export function terminalEditorFor(node: BuilderTerminalNode, index: number, depth: number): ReactElement {
  switch (node.service) {
    case 'full_text':
      return createElement(FullTextTerminal, { terminal: node, index, depth });
    case 'text':
    case 'text_chem':
      return createElement(AttributeTerminal, { terminal: node, index, depth });
    default:
      return createElement(HeldCondition, { node });
  }
}
