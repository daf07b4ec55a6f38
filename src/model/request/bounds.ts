// The cost bounds of bounds.ts checked on a whole untrusted request before anything else reads it:
// one iterative walk (no recursion, so no tree can overflow the stack), every step O(1) or linear
// in a string already bounded by the body limit. Both request routes call it first.

import { BOUNDS, boundMessage, type BoundName } from '../bounds.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { isRecord } from '../json-shape.ts';

type Json = Record<string, unknown>;

/** Full-text tokens: "quoted phrases" (optionally -negated) or runs of non-space. */
export const FULL_TEXT_TOKEN = /(-?)"([^"]*)"|(\S+)/g;

/** Tokens that join terms rather than being terms. */
export const FULL_TEXT_OPERATORS: ReadonlySet<string> = new Set(['OR', '|', 'AND', '+', '&&']);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The terms of a full-text value as FTS5 sees them: the words of every token but the operators.
 * Words, not tokens: one token such as 'a-a-a-...' becomes a phrase of that many words, and a
 * 5,000-word phrase took FTS5 5 s. Stops counting past `limit`.
 */
export function countFullTextTerms(value: string, limit = Infinity): number {
  let count = 0;
  for (const token of value.matchAll(FULL_TEXT_TOKEN)) {
    if (token[3] !== undefined && FULL_TEXT_OPERATORS.has(token[3])) continue;
    for (const _ of token[0].matchAll(WORD)) if (++count > limit) return count;
  }
  return count;
}

const ORGANIC_ATOMS = new Set(['B', 'C', 'N', 'O', 'P', 'S', 'F', 'I', 'b', 'c', 'n', 'o', 'p', 's']);

/**
 * Heavy atoms of a SMILES counted from its characters, without parsing it: organic-subset symbols
 * (Cl and Br once each) and bracket atoms other than hydrogen. Never lower than the true count.
 */
export function estimateSmilesHeavyAtoms(smiles: string): number {
  let count = 0;
  for (let i = 0; i < smiles.length; i++) {
    const c = smiles[i] as string;
    if (c === '[') {
      const close = smiles.indexOf(']', i);
      const end = close < 0 ? smiles.length : close;
      const symbol = /^\d*([A-Za-z][a-z]?)/.exec(smiles.slice(i + 1, Math.min(end, i + 8)))?.[1];
      if (symbol !== 'H') count++;
      i = end;
    } else if (ORGANIC_ATOMS.has(c)) {
      count++;
      const next = smiles[i + 1];
      if ((c === 'C' && next === 'l') || (c === 'B' && next === 'r')) i++;
    }
  }
  return count;
}

/** Heavy atoms in an InChI's formula layer ('InChI=1S/2C6H6.Na/...'), multipliers included. */
export function estimateInchiHeavyAtoms(inchi: string): number {
  const formula = inchi.split('/')[1] ?? '';
  let count = 0;
  for (const part of formula.split('.')) {
    const multiplier = /^\d+/.exec(part);
    let atoms = 0;
    for (const [, element, n] of part.slice(multiplier?.[0].length ?? 0).matchAll(/([A-Z][a-z]?)(\d*)/g)) {
      if (element !== 'H') atoms += n ? Number(n) : 1;
    }
    count += atoms * (multiplier ? Number(multiplier[0]) : 1);
  }
  return count;
}

function over(name: BoundName, measured: number): string | null {
  return measured > BOUNDS[name].value ? boundMessage(name) : null;
}

function terminalProblem(node: Json): string | null {
  const p = node.parameters;
  if (!isRecord(p) || typeof p.value !== 'string') return null;
  const value = p.value;
  switch (node.service) {
    case 'full_text':
      return (
        over('fullTextLength', value.length) ??
        over('fullTextTerms', countFullTextTerms(value, BOUNDS.fullTextTerms.value))
      );
    case 'sequence':
      // whitespace is not residues; strip it only when the raw text is already long
      return over('sequenceLength', value.length) && over('sequenceLength', value.replace(/\s+/g, '').length);
    case 'seqmotif':
      return over('motifLength', value.trim().length);
    case 'chemical': {
      const type = p.type ?? DEFAULTS.chemicalType;
      if (type === 'formula') return over('formulaLength', value.trim().length);
      if (type !== 'descriptor') return null;
      const tooLong = over('descriptorLength', value.trim().length);
      if (tooLong) return tooLong;
      const inchi = p.descriptor_type === 'InChI' || value.trim().startsWith('InChI=');
      return over('descriptorAtoms', inchi ? estimateInchiHeavyAtoms(value) : estimateSmilesHeavyAtoms(value));
    }
    default:
      return null;
  }
}

/**
 * The first bound the query tree breaks (depth, node count, then each terminal's own bounds), or
 * null. Anything else wrong with the tree is left to validation, which may now recurse safely.
 */
export function queryBoundsProblem(query: unknown): string | null {
  const pending: Array<[unknown, number]> = [[query, 0]];
  let nodes = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (++nodes > BOUNDS.queryNodes.value) return boundMessage('queryNodes');
    if (depth > BOUNDS.queryDepth.value) return boundMessage('queryDepth');
    if (!isRecord(node)) continue;
    if (node.type === 'terminal') {
      const problem = terminalProblem(node);
      if (problem) return problem;
    } else if (Array.isArray(node.nodes)) {
      for (const child of node.nodes) pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** The first bound a whole request (query and all) breaks, or null. */
export function requestBoundsProblem(request: unknown): string | null {
  return isRecord(request) && request.query !== undefined ? queryBoundsProblem(request.query) : null;
}
