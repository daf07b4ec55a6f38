// What the Sequence Similarity and Sequence Motif sections show besides the model's rules: the
// option labels, one example pattern per motif syntax, which input a seed message is about, and
// the typing filters of the cutoff inputs (seed 001 §5: numeric inputs accept only text that can
// still become a number). The rules themselves stay in the model (input-values.ts, validation).

import type { PatternType, SequenceType } from '../../../model/types.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { MESSAGES } from '../../../model/constants/messages.ts';
import { parseNonNegativeNumber } from '../../../model/input-values.ts';

export const SEQUENCE_TYPE_LABELS: Readonly<Record<SequenceType, string>> = {
  protein: 'Protein',
  dna: 'DNA',
  rna: 'RNA',
};

export const PATTERN_TYPE_LABELS: Readonly<Record<PatternType, string>> = {
  simple: 'Simple',
  prosite: 'PROSITE',
  regex: 'RegEx',
};

/**
 * The pattern input's placeholder per syntax. All three write the C2H2 zinc finger, so switching
 * the pattern type shows how the same motif reads in each syntax. The PROSITE form is the Search
 * API's own example (research/search-api-and-peers.md §A.3); the simple form, which has no ranges
 * or residue sets, fixes the spacing of one real finger (1G2F entity 3 in the test archive).
 */
export const SEQMOTIF_EXAMPLES: Readonly<Record<PatternType, string>> = {
  simple: 'CXXCXXXFXXXXXLXXHXXXH',
  prosite: 'C-x(2,4)-C-x(3)-[LIVMFYWC]-x(8)-H-x(3,5)-H',
  regex: 'C.{2,4}C.{3}[LIVMFYWC].{8}H.{3,5}H',
};

export const seqmotifPlaceholder = (type: PatternType): string => `e.g. ${SEQMOTIF_EXAMPLES[type]}`;

/** The sequence section's inputs a seed message can be about. */
export type SequenceField = 'sequence' | 'evalue' | 'identity';

/** Which input the model's message for a sequence terminal is about (the textarea unless a cutoff). */
export function sequenceProblemField(message: string): SequenceField {
  if (message === MESSAGES.evalueInvalid) return 'evalue';
  if (message === MESSAGES.identityInvalid) return 'identity';
  return 'sequence';
}

/**
 * The E-value and RMSD inputs take a keystroke only when the text is a number in scientific, decimal or
 * integer notation, or could still become one ('1e', '1e-', '.', '+'): letters are refused as
 * typed, while a half-typed number is kept and answered by the model's message.
 */
export function acceptsNumberTyping(text: string): boolean {
  if (text.trim() === '') return true;
  return parseNonNegativeNumber(text) !== null || parseNonNegativeNumber(`${text}0`) !== null;
}

/** The identity input takes digits only (an integer percent); 0..100 is the model's rule. */
export function acceptsIdentityTyping(text: string): boolean {
  return /^\s*\d*\s*$/.test(text);
}

/** How many residues a menu item shows of an entry's sequence before the ellipsis. */
export const SEQUENCE_PREVIEW_LENGTH = 20;

/** 'VLSPADKTNVKAAWGKVGAH... (141 residues)': enough to tell an entry's sequences apart. */
export function sequencePreview(sequence: string): string {
  const cut = sequence.length > SEQUENCE_PREVIEW_LENGTH;
  const head = cut ? `${sequence.slice(0, SEQUENCE_PREVIEW_LENGTH)}${LABELS.ellipsis}` : sequence;
  return `${head} (${sequence.length} ${sequence.length === 1 ? 'residue' : 'residues'})`;
}
