// Molecular formulas as element counts. A query may list elements in any order, with or without
// spaces ('C34 H32 Fe N4 O4', 'C34H32FeN4O4', 'FeC34H32N4O4'), repeat an element ('CH3COOH'),
// group with parentheses ('(CH3)2SO') and write a symbol in capitals when it stands alone as
// its own token ('C28 H33 CL N10'); elsewhere case decides ('Co' is cobalt, 'CO' carbon and
// oxygen). The archive's formulas are one element per token; formulas written for the
// chemical components of older entries end in the charge ('Cu 2', 'N O3 -1'), which is dropped.

import { elementSymbolIgnoringCase, isElementSymbol } from './elements.ts';

/** Element symbol -> number of atoms (every count at least 1). */
export type ElementCounts = ReadonlyMap<string, number>;

export class FormulaSyntaxError extends Error {}

const MAX_COUNT = 100_000;

/** Reads a formula typed by a user; throws FormulaSyntaxError naming what is wrong. */
export function parseQueryFormula(text: string): ElementCounts {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '');
  // the PDB writes a component's charge after its formula: a last bare number is that charge
  if (tokens.length > 1 && /^[+-]?\d+[+-]?$/.test(tokens[tokens.length - 1] as string)) tokens.pop();
  const counts = new Map<string, number>();
  for (const token of tokens) {
    const parsed = parseToken(token);
    for (const [symbol, n] of parsed) add(counts, symbol, n);
  }
  if (counts.size === 0) throw new FormulaSyntaxError('no element symbols found');
  return counts;
}

/** A formula as the archive stores it, or undefined when it is not one (missing, '?', ...). */
export function parseStoredFormula(text: unknown): ElementCounts | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  const counts = new Map<string, number>();
  const tokens = text.trim().split(/\s+/);
  for (const [i, token] of tokens.entries()) {
    const m = /^([A-Za-z]{1,3})(\d*)$/.exec(token);
    const symbol = m ? elementSymbolIgnoringCase(m[1] as string) : undefined;
    if (m && symbol) {
      add(counts, symbol, m[2] ? Number(m[2]) : 1);
      continue;
    }
    if (i === tokens.length - 1 && i > 0 && /^[+-]?\d+[+-]?$/.test(token)) continue; // the charge
    // not one element per token: read it the way a query is read
    try {
      return parseQueryFormula(text);
    } catch {
      return undefined;
    }
  }
  return counts.size ? counts : undefined;
}

/** Hill order, the way the PDB writes formulas: C and H first when there is carbon, then A-Z. */
export function hillOrder(counts: ElementCounts): string[] {
  const symbols = [...counts.keys()].sort();
  if (!counts.has('C')) return symbols;
  const rest = symbols.filter((s) => s !== 'C' && s !== 'H');
  return counts.has('H') ? ['C', 'H', ...rest] : ['C', ...rest];
}

/** 'C34 H32 Fe N4 O4': Hill order, counts of 1 left out. */
export function hillFormula(counts: ElementCounts): string {
  return hillOrder(counts)
    .map((s) => {
      const n = counts.get(s) as number;
      return n === 1 ? s : `${s}${n}`;
    })
    .join(' ');
}

function add(counts: Map<string, number>, symbol: string, n: number): void {
  const total = (counts.get(symbol) ?? 0) + n;
  if (total > MAX_COUNT) throw new FormulaSyntaxError(`the count of ${symbol} is too large`);
  counts.set(symbol, total);
}

/** One whitespace-free token: element symbols with counts and parenthesised groups. */
function parseToken(token: string): Map<string, number> {
  try {
    return new TokenReader(token).read();
  } catch (error) {
    // a lone symbol in another case ('CL', 'fe2') is still that element
    const m = /^([A-Za-z]{1,3})(\d*)$/.exec(token);
    const symbol = m ? elementSymbolIgnoringCase(m[1] as string) : undefined;
    if (m && symbol) return new Map([[symbol, count(m[2] as string, symbol)]]);
    throw error;
  }
}

function count(digits: string, symbol: string): number {
  if (digits === '') return 1;
  const n = Number(digits);
  if (n < 1) throw new FormulaSyntaxError(`the count of ${symbol} must be at least 1`);
  if (n > MAX_COUNT) throw new FormulaSyntaxError(`the count of ${symbol} is too large`);
  return n;
}

class TokenReader {
  private at = 0;

  constructor(private readonly text: string) {}

  read(): Map<string, number> {
    const counts = this.group();
    if (this.at < this.text.length) throw this.unexpected();
    return counts;
  }

  private group(): Map<string, number> {
    const counts = new Map<string, number>();
    while (this.at < this.text.length) {
      const ch = this.text[this.at] as string;
      if (ch === ')') break;
      if (ch === '(') {
        this.at++;
        const inner = this.group();
        if (this.text[this.at] !== ')') throw new FormulaSyntaxError(`missing ')' in '${this.text}'`);
        this.at++;
        const times = count(this.digits(), 'a group');
        for (const [symbol, n] of inner) add(counts, symbol, n * times);
        continue;
      }
      const symbol = this.symbol();
      add(counts, symbol, count(this.digits(), symbol));
    }
    return counts;
  }

  private symbol(): string {
    // a capital and a small letter are one symbol ('Co'), never a symbol and a stray letter
    const two = this.text.slice(this.at, this.at + 2);
    if (/^[A-Z][a-z]$/.test(two)) {
      if (!isElementSymbol(two)) throw new FormulaSyntaxError(`'${two}' is not an element symbol`);
      this.at += 2;
      return two;
    }
    const one = this.text[this.at] as string;
    if (/^[A-Z]$/.test(one) && isElementSymbol(one)) {
      this.at += 1;
      return one;
    }
    throw this.unexpected();
  }

  private digits(): string {
    const m = /^\d*/.exec(this.text.slice(this.at)) as RegExpExecArray;
    this.at += m[0].length;
    return m[0];
  }

  private unexpected(): FormulaSyntaxError {
    const rest = this.text.slice(this.at);
    const word = /^[A-Za-z][a-z]?/.exec(rest)?.[0];
    if (word) return new FormulaSyntaxError(`'${word}' is not an element symbol`);
    const digits = /^\d+/.exec(rest)?.[0];
    if (digits) return new FormulaSyntaxError(`the count ${digits} has no element symbol before it`);
    return new FormulaSyntaxError(`unexpected '${rest[0] ?? ''}' in '${this.text}'`);
  }
}
