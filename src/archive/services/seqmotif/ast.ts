// The shared form every sequence-motif syntax (simple, PROSITE, regex) is parsed into. Residues
// are the letters A-Z, so a set of residues is a 26-bit mask: matching a residue is one AND.

/** A set of residue letters as a bit mask: bit i is the letter 'A' + i. */
export type ResidueMask = number;

export const ANY_RESIDUE: ResidueMask = (1 << 26) - 1;

export type MotifNode =
  | { kind: 'set'; mask: ResidueMask }
  | { kind: 'seq'; items: MotifNode[] }
  | { kind: 'alt'; options: MotifNode[] }
  | { kind: 'repeat'; node: MotifNode; min: number; max: number /* Infinity when unbounded */ }
  | { kind: 'start' }
  | { kind: 'end' };

/** A pattern that cannot compile; the message is meant for the user (a 400 answer). */
export class MotifSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MotifSyntaxError';
  }
}

/** Largest repetition bound accepted ({n,m}, x(n,m)). */
export const MAX_REPEAT = 1000;

export function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && ch.length === 1 && ((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z'));
}

export function letterMask(ch: string): ResidueMask {
  return 1 << (ch.toUpperCase().charCodeAt(0) - 65);
}

/** Mask of the letters from `a` to `b` (inclusive, case-insensitive). */
export function rangeMask(a: string, b: string): ResidueMask {
  const from = a.toUpperCase().charCodeAt(0) - 65;
  const to = b.toUpperCase().charCodeAt(0) - 65;
  let mask = 0;
  for (let i = from; i <= to; i++) mask |= 1 << i;
  return mask;
}

export const set = (mask: ResidueMask): MotifNode => ({ kind: 'set', mask });
export const seq = (items: MotifNode[]): MotifNode =>
  items.length === 1 ? (items[0] as MotifNode) : { kind: 'seq', items };

export function repeat(node: MotifNode, min: number, max: number, where: string): MotifNode {
  if (!Number.isFinite(min) || min < 0 || min > MAX_REPEAT || (Number.isFinite(max) && max > MAX_REPEAT)) {
    throw new MotifSyntaxError(`Repetition counts above ${MAX_REPEAT} are not supported (${where})`);
  }
  if (max < min) throw new MotifSyntaxError(`The repetition range is reversed (${where})`);
  if (min === 1 && max === 1) return node;
  return { kind: 'repeat', node, min, max };
}

/** Whether the pattern can only match an empty stretch (nothing worth reporting). */
export function matchesOnlyEmpty(node: MotifNode): boolean {
  switch (node.kind) {
    case 'set':
      return false;
    case 'start':
    case 'end':
      return true;
    case 'seq':
      return node.items.every(matchesOnlyEmpty);
    case 'alt':
      return node.options.every(matchesOnlyEmpty);
    case 'repeat':
      return node.max === 0 || matchesOnlyEmpty(node.node);
  }
}
