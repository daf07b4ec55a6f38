// The keyboard of the WAI-ARIA APG tree view pattern, as pure functions over the rows shown:
// Up/Down move, Right opens a closed node or moves to the first child of an open one, Left closes
// an open node or moves to the parent, Home/End go to the first and last row, Enter and Space
// select, and typing a letter or two moves to the next row whose name starts with them.

import { hasChildren, type TreeRow } from './tree-model.ts';

export type TreeKeyAction =
  | { kind: 'focus'; index: number }
  | { kind: 'open'; index: number }
  | { kind: 'close'; index: number }
  | { kind: 'select'; index: number }
  | { kind: 'none' };

const NONE: TreeKeyAction = { kind: 'none' };

/** What a key does on the row at `index` (the row with the roving tab stop). */
export function treeKeyAction(key: string, rows: readonly TreeRow[], index: number): TreeKeyAction {
  const row = rows[index];
  if (!row) return rows.length > 0 && (key === 'ArrowDown' || key === 'Home') ? { kind: 'focus', index: 0 } : NONE;
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { kind: 'focus', index: index + 1 } : NONE;
    case 'ArrowUp':
      return index > 0 ? { kind: 'focus', index: index - 1 } : NONE;
    case 'ArrowRight':
      if (!hasChildren(row.node)) return NONE;
      if (!row.node.o) return { kind: 'open', index };
      return rows[index + 1]?.parent === index ? { kind: 'focus', index: index + 1 } : NONE;
    case 'ArrowLeft':
      if (row.node.o && hasChildren(row.node)) return { kind: 'close', index };
      return row.parent >= 0 ? { kind: 'focus', index: row.parent } : NONE;
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: rows.length - 1 };
    case 'Enter':
    case ' ':
      return { kind: 'select', index };
    default:
      return NONE;
  }
}

/** Whether a key is a character to type ahead with (one printable character, no modifier). */
export function isTypeAheadKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The next row after `from` (wrapping round) whose name starts with `typed`, ignoring case. The
 * same letter typed again ('hhh') moves on through the rows starting with it, as in a file list.
 */
export function typeAheadMatch(rows: readonly TreeRow[], from: number, typed: string): number {
  if (!typed || rows.length === 0) return -1;
  const lower = typed.toLowerCase();
  const repeated = [...lower].every((c) => c === lower[0]);
  const prefix = repeated ? lower[0]! : lower;
  // A longer prefix may still name the row already focused; a new letter looks past it.
  const start = typed.length > 1 && !repeated ? from : from + 1;
  for (let step = 0; step < rows.length; step++) {
    const index = (((start + step) % rows.length) + rows.length) % rows.length;
    if (rows[index]!.node.n.toLowerCase().startsWith(prefix)) return index;
  }
  return -1;
}

/** Keys typed within this many milliseconds of each other make one type-ahead word. */
export const TYPE_AHEAD_MS = 500;

/** Collects typed characters into a word, starting afresh after a pause. */
export function createTypeAhead(now: () => number = () => Date.now()) {
  let word = '';
  let last = -Infinity;
  return {
    push(char: string): string {
      const time = now();
      word = time - last > TYPE_AHEAD_MS ? char : word + char;
      last = time;
      return word;
    },
    reset(): void {
      word = '';
      last = -Infinity;
    },
  };
}
