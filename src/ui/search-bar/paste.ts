// A pasted FASTA record or multi-line sequence goes into the one-line input as its residues. Left
// to the browser, the input would join the lines with spaces (Chromium) or drop the breaks, and
// the '>' header line would end up glued to the sequence, which then reads as text.

import type { ClipboardEvent } from 'react';
import { sequenceOfText } from '../../model/search-term.ts';

/** The input's value after pasting `pasted` over the selection, or null to let the browser paste. */
export function pastedSequenceValue(value: string, start: number, end: number, pasted: string): string | null {
  if (!/[\r\n]/.test(pasted.trim())) return null;
  const sequence = sequenceOfText(pasted);
  if (sequence === null) return null;
  return value.slice(0, start) + sequence + value.slice(end);
}

/** The input's paste handler: a sequence goes to `change` as the new value; anything else pastes as usual. */
export function pasteSequence(event: ClipboardEvent<HTMLInputElement>, change: (value: string) => void): void {
  const field = event.currentTarget;
  const end = field.value.length;
  const pasted = event.clipboardData.getData('text/plain');
  const value = pastedSequenceValue(field.value, field.selectionStart ?? end, field.selectionEnd ?? end, pasted);
  if (value === null) return;
  event.preventDefault();
  change(value);
}
