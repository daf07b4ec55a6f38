// PROSITE patterns (https://prosite.expasy.org/prosuser.html#conv_pa): elements separated by '-',
// each a residue letter, x (any), [ABC] (any of), {ABC} (none of), optionally followed by (n) or
// (n,m); '<' at the start and '>' at the end anchor to the sequence's ends ('>' may also sit inside
// a final [...] meaning "or the end"); a terminal '.' is allowed.

import { ANY_RESIDUE, MotifSyntaxError, isLetter, letterMask, repeat, seq, set, type MotifNode } from './ast.ts';

export function parsePrositeMotif(input: string): MotifNode {
  let value = input.replace(/\s+/g, '');
  if (value.endsWith('.')) value = value.slice(0, -1);
  let anchoredStart = false;
  let anchoredEnd = false;
  if (value.startsWith('<')) {
    anchoredStart = true;
    value = value.slice(1);
  }
  if (value.endsWith('>')) {
    anchoredEnd = true;
    value = value.slice(0, -1);
  }
  if (value === '') throw new MotifSyntaxError('The PROSITE pattern has no elements');
  const elements = value.split('-');
  const items: MotifNode[] = [];
  if (anchoredStart) items.push({ kind: 'start' });
  elements.forEach((element, index) => {
    const where = `element ${index + 1} '${element}'`;
    if (element === '')
      throw new MotifSyntaxError(
        `Empty element in the PROSITE pattern (${where.replace(" ''", '')}): check the '-' separators`,
      );
    const m = /^(.*?)(?:\((\d+)(?:,(\d+))?\))?$/.exec(element);
    const body = m?.[1] ?? element;
    if (/[()]/.test(body))
      throw new MotifSyntaxError(`Malformed repetition in the PROSITE pattern (${where}): use x(n) or x(n,m)`);
    let node: MotifNode;
    if (body.length === 1 && isLetter(body)) {
      node = set(body === 'x' || body === 'X' ? ANY_RESIDUE : letterMask(body));
    } else if (body.startsWith('[') && body.endsWith(']') && body.length > 2) {
      let inner = body.slice(1, -1);
      const orEnd = inner.endsWith('>') && index === elements.length - 1 && m?.[2] === undefined;
      if (orEnd) inner = inner.slice(0, -1);
      const mask = lettersMask(inner, where);
      node = orEnd ? { kind: 'alt', options: [set(mask), { kind: 'end' }] } : set(mask);
    } else if (body.startsWith('{') && body.endsWith('}') && body.length > 2) {
      node = set(ANY_RESIDUE & ~lettersMask(body.slice(1, -1), where));
    } else {
      throw new MotifSyntaxError(
        `Invalid element in the PROSITE pattern (${where}): expected a residue letter, x, [...] or {...}`,
      );
    }
    if (m?.[2] !== undefined) {
      const min = Number(m[2]);
      const max = m[3] !== undefined ? Number(m[3]) : min;
      node = repeat(node, min, max, where);
    }
    items.push(node);
  });
  if (anchoredEnd) items.push({ kind: 'end' });
  return seq(items);
}

function lettersMask(letters: string, where: string): number {
  let mask = 0;
  for (const ch of letters) {
    if (!isLetter(ch) || ch === 'x')
      throw new MotifSyntaxError(`Invalid residue '${ch}' in the PROSITE pattern (${where})`);
    mask |= letterMask(ch);
  }
  return mask;
}
