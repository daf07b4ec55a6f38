// A motif tree compiled to a Thompson NFA: one state per residue set, anchor or branch, with
// repetitions expanded (bounded by BOUNDS.motifStates). matcher.ts runs it over sequences.

import { BOUNDS, boundMessage } from '../../../model/bounds.ts';
import { MotifSyntaxError, type MotifNode } from './ast.ts';

export const CHAR = 0;
export const SPLIT = 1;
export const START = 2;
export const END = 3;
export const MATCH = 4;
export const EMPTY = 5;

/** The states as parallel arrays; state 0 is the MATCH state. */
export interface Nfa {
  readonly kind: readonly number[];
  /** CHAR states: the residues accepted, one bit per letter A-Z. */
  readonly mask: readonly number[];
  readonly out1: readonly number[];
  /** SPLIT states: the second way on. */
  readonly out2: readonly number[];
  readonly entry: number;
}

export function compileNfa(root: MotifNode): Nfa {
  const builder = new NfaBuilder();
  const match = builder.state(MATCH, 0, -1, -1);
  const entry = builder.compile(root, match, 0);
  return { kind: builder.kind, mask: builder.mask, out1: builder.out1, out2: builder.out2, entry };
}

class NfaBuilder {
  readonly kind: number[] = [];
  readonly mask: number[] = [];
  readonly out1: number[] = [];
  readonly out2: number[] = [];

  state(kind: number, mask: number, out1: number, out2: number): number {
    if (this.kind.length >= BOUNDS.motifStates.value) throw new MotifSyntaxError(boundMessage('motifStates'));
    this.kind.push(kind);
    this.mask.push(mask);
    this.out1.push(out1);
    this.out2.push(out2);
    return this.kind.length - 1;
  }

  /** Builds the states of `node` leading to `next`; returns its first state. */
  compile(node: MotifNode, next: number, depth: number): number {
    if (depth > 500) throw new MotifSyntaxError('The sequence motif is nested too deeply');
    switch (node.kind) {
      case 'set':
        return this.state(CHAR, node.mask, next, -1);
      case 'start':
        return this.state(START, 0, next, -1);
      case 'end':
        return this.state(END, 0, next, -1);
      case 'seq': {
        let cur = next;
        for (let i = node.items.length - 1; i >= 0; i--) cur = this.compile(node.items[i] as MotifNode, cur, depth + 1);
        return node.items.length === 0 ? this.state(EMPTY, 0, next, -1) : cur;
      }
      case 'alt': {
        let cur = this.compile(node.options[node.options.length - 1] as MotifNode, next, depth + 1);
        for (let i = node.options.length - 2; i >= 0; i--)
          cur = this.state(SPLIT, 0, this.compile(node.options[i] as MotifNode, next, depth + 1), cur);
        return cur;
      }
      case 'repeat': {
        let cur = next;
        if (node.max === Infinity) {
          const loop = this.state(SPLIT, 0, -1, next);
          this.out1[loop] = this.compile(node.node, loop, depth + 1);
          cur = loop;
        } else {
          for (let i = node.min; i < node.max; i++)
            cur = this.state(SPLIT, 0, this.compile(node.node, cur, depth + 1), next);
        }
        for (let i = 0; i < node.min; i++) cur = this.compile(node.node, cur, depth + 1);
        return cur;
      }
    }
  }
}
