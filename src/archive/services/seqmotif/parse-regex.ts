// Regular-expression motifs over residue letters, parsed here (never handed to the JS engine):
// letters, '.', classes [..] and [^..] with ranges, groups (..) (?:..) (?<name>..), alternation,
// quantifiers * + ? {n} {n,} {n,m} (a trailing lazy '?' is accepted and changes nothing: matches
// are leftmost-longest), anchors ^ $. Backreferences and lookarounds are refused: they have no
// linear-time matcher.

import {
  ANY_RESIDUE,
  MotifSyntaxError,
  isLetter,
  letterMask,
  rangeMask,
  repeat,
  seq,
  set,
  type MotifNode,
} from './ast.ts';

const MAX_DEPTH = 100;

export function parseRegexMotif(source: string): MotifNode {
  let pos = 0;
  const fail = (message: string): never => {
    throw new MotifSyntaxError(`${message} at position ${pos + 1} of the regular expression`);
  };
  const peek = (): string | undefined => source[pos];

  function alternation(depth: number): MotifNode {
    if (depth > MAX_DEPTH) fail('Groups are nested too deeply');
    const options = [sequence(depth)];
    while (peek() === '|') {
      pos++;
      options.push(sequence(depth));
    }
    return options.length === 1 ? (options[0] as MotifNode) : { kind: 'alt', options };
  }

  function sequence(depth: number): MotifNode {
    const items: MotifNode[] = [];
    for (;;) {
      const ch = peek();
      if (ch === undefined || ch === '|' || ch === ')') break;
      items.push(quantified(atom(depth)));
    }
    return items.length === 0 ? { kind: 'seq', items: [] } : seq(items);
  }

  function quantified(node: MotifNode): MotifNode {
    for (;;) {
      const ch = peek();
      const at = pos;
      let min: number;
      let max: number;
      if (ch === '*') [min, max] = [0, Infinity];
      else if (ch === '+') [min, max] = [1, Infinity];
      else if (ch === '?') [min, max] = [0, 1];
      else if (ch === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(pos));
        if (!m) fail("Malformed repetition '{'");
        min = Number(m![1]);
        max = m![2] === undefined ? min : m![3] === '' ? Infinity : Number(m![3]);
        pos += m![0].length - 1;
      } else return node;
      pos++;
      if (node.kind === 'start' || node.kind === 'end') fail('Nothing to repeat');
      node = repeat(node, min, max, `position ${at + 1} of the regular expression`);
      if (peek() === '?')
        pos++; // lazy: same matches under leftmost-longest
      else if (peek() === '+') fail('Possessive quantifiers are not supported');
    }
  }

  function atom(depth: number): MotifNode {
    const ch = peek() as string;
    if (ch === '(') {
      pos++;
      if (
        source.startsWith('?=', pos) ||
        source.startsWith('?!', pos) ||
        source.startsWith('?<=', pos) ||
        source.startsWith('?<!', pos)
      ) {
        fail('Lookaround assertions are not supported in sequence motifs');
      }
      if (source.startsWith('?:', pos)) pos += 2;
      else if (source.startsWith('?<', pos)) {
        const m = /^\?<[A-Za-z_][A-Za-z0-9_]*>/.exec(source.slice(pos));
        if (!m) fail('Malformed group name');
        pos += m![0].length;
      } else if (peek() === '?') fail('Unsupported group modifier');
      const inner = alternation(depth + 1);
      if (peek() !== ')') fail("Missing ')'");
      pos++;
      return inner;
    }
    if (ch === ')') fail("Unmatched ')'");
    if (ch === '*' || ch === '+' || ch === '?' || ch === '{') fail('Nothing to repeat');
    pos++;
    if (ch === '.') return set(ANY_RESIDUE);
    if (ch === '^') return { kind: 'start' };
    if (ch === '$') return { kind: 'end' };
    if (ch === '[') return characterClass();
    if (ch === '\\') return escape();
    if (isLetter(ch)) return set(letterMask(ch));
    pos--;
    return fail(`Invalid character '${ch}' (sequence motifs match residue letters)`);
  }

  function escape(): MotifNode {
    const ch = peek();
    if (ch === undefined) fail('Trailing backslash');
    if (/[1-9]/.test(ch!) || ch === 'k') fail('Backreferences are not supported in sequence motifs');
    if (ch === 'b' || ch === 'B') fail('Word boundaries are not supported in sequence motifs');
    if (isLetter(ch)) fail(`Unsupported escape '\\${ch}'`);
    pos++;
    // an escaped punctuation character: never a residue
    return set(0);
  }

  function characterClass(): MotifNode {
    let negated = false;
    if (peek() === '^') {
      negated = true;
      pos++;
    }
    let mask = 0;
    let first = true;
    for (;;) {
      const ch = peek();
      if (ch === undefined) fail("Missing ']'");
      if (ch === ']' && !first) break;
      first = false;
      pos++;
      if (ch === '\\') {
        const next = peek();
        if (next === undefined || isLetter(next)) fail(`Unsupported escape in a character class`);
        pos++;
        continue;
      }
      if (isLetter(ch) && source[pos] === '-' && isLetter(source[pos + 1]) && source[pos + 1] !== ']') {
        const to = source[pos + 1] as string;
        if (to.toUpperCase() < ch!.toUpperCase()) fail(`Reversed range '${ch}-${to}'`);
        mask |= rangeMask(ch!, to);
        pos += 2;
      } else if (isLetter(ch)) mask |= letterMask(ch!);
      else if (ch === '-' || ch === '*' || ch === '.') {
        // punctuation: never a residue
      } else fail(`Invalid character '${ch}' in a character class`);
    }
    pos++;
    return set(negated ? ANY_RESIDUE & ~mask : mask);
  }

  const node = alternation(0);
  if (pos < source.length) fail("Unmatched ')'");
  return node;
}
