// The menu's 'Search by sequence' item: text the model reads as a sequence (as Enter
// would search it) heads the menu, so the user sees the bar has recognised it and can choose it
// like any other option. Suggestions on a sequence's prefix rarely match anything.

import { detectSequenceType, sequenceOfText } from '../../model/search-term.ts';
import type { MenuItem } from './menu.ts';
import { countOf } from '../../model/paging.ts';

export const SEQUENCE_ITEM_LABEL = 'Search by sequence';

export function sequenceMenuItem(text: string): MenuItem | null {
  const sequence = sequenceOfText(text);
  if (!sequence) return null;
  return {
    label: SEQUENCE_ITEM_LABEL,
    value: sequence,
    action: 'sequence_search',
    detail: `${detectSequenceType(sequence)}, ${countOf(sequence.length, 'residue', 'residues')}`,
  };
}
