// The words of the annotation tree calls' refusals (seed 001 §7), the server's and the
// browser-direct client's alike. A module of its own, apart from trees.ts, which the lone search
// bar's bundle holds: only the tree calls' answerers need these.

import { LIMITS } from './constants/limits.ts';
import { quoteInput } from './escape.ts';
import { treeDescriptor } from './trees.ts';

/**
 * sanitize.ts's hasControlCharacter, written out: imported here too, it would be shared with the
 * lazy direct client's chunk and cost the lone bar's bundle (at its budget) a function of its own.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Longest node id or tree search text read (the longest names are about 150 characters). */
export const TREE_TEXT_MAX_LENGTH = 200;

/** Why a node id or tree search text is refused (400), or undefined when it is read. */
export function treeTextRefusal(raw: string, what: 'node id' | 'tree search text'): string | undefined {
  if (raw.length === 0 || raw.length > TREE_TEXT_MAX_LENGTH || CONTROL_CHARACTER.test(raw))
    return TREE_MESSAGES.badText(what);
  return undefined;
}

/** The words of the tree calls' refusals: the server's and the browser-direct client's alike. */
export const TREE_MESSAGES = {
  badText: (what: 'node id' | 'tree search text'): string =>
    `The ${what} must be 1 to ${TREE_TEXT_MAX_LENGTH} characters without control characters`,
  searchTooShort: `The tree search needs more than ${LIMITS.treeSearchMinChars - 1} characters`,
  unknownTree: (treeId: string, available: readonly string[]): string =>
    `Unknown tree ${quoteInput(treeId)}. Available trees: ${available.join(', ')}`,
  notInArchive: (label: string, available: readonly string[]): string =>
    `The ${label} tree is not available in this archive. Available trees: ${available.join(', ')}`,
  /** Browser-direct mode: a tree the public Search and Data APIs cannot give, and why. */
  notFromApis: (label: string, reason: string): string =>
    `The ${label} tree is not available from the RCSB APIs: ${reason}`,
  /** Browser-direct mode: the tree search of a tree whose node names the public suggester lacks. */
  searchNotFromApis: (label: string): string =>
    `Searching the ${label} tree is not available from the RCSB APIs: their suggester has no names of its nodes`,
  noNode: (treeId: string, nodeId: string): string =>
    `No node ${quoteInput(nodeId)} in the ${treeDescriptor(treeId)?.label ?? treeId} tree`,
} as const;
