// Cα traces: what TM-align compares. A chain's trace is the Cα of each of its polymer residues
// that has one (nucleic acids have none and drop out); an assembly's trace is the traces of its
// chains, each under each of its operators, concatenated in the order the assembly generators
// list them — the same order for the same assembly, so an assembly aligns to itself residue by
// residue.

import { compose, parseOperExpression, type Operator } from '../../images/assembly.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import type { ChainResidues } from '../coordinates/residues.ts';
import { assignSecondaryStructure } from './secondary-structure.ts';

export interface CaTrace {
  readonly length: number;
  /** x, y, z per residue. */
  readonly coords: Float64Array;
  /** TM-align's secondary-structure code per residue. */
  readonly sec: Uint8Array;
}

export function caTrace(coords: Float64Array): CaTrace {
  const length = Math.floor(coords.length / 3);
  return { length, coords, sec: assignSecondaryStructure(coords, length) };
}

/** The Cα coordinates of a chain's residues, in residue order (residues without Cα skipped). */
export function chainCaCoords(chain: ChainResidues): Float64Array {
  const out: number[] = [];
  for (let r = 0; r + 1 < chain.atomStart.length; r++) {
    for (let a = chain.atomStart[r]!; a < chain.atomStart[r + 1]!; a++) {
      if (chain.atomNames[a] === 'CA') {
        out.push(chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!);
        break;
      }
    }
  }
  return Float64Array.from(out);
}

/** One chain of an assembly under one operator. */
export interface AssemblyPart {
  asymId: string;
  operator: Operator;
}

/** The chains and operators of an assembly, in generator order; undefined when it is not defined. */
export function assemblyParts(structure: EntryStructure, assemblyId: string): AssemblyPart[] | undefined {
  const generators = structure.assemblies.filter((a) => a.assemblyId === assemblyId);
  if (generators.length === 0) return undefined;
  const parts: AssemblyPart[] = [];
  for (const generator of generators) {
    const asymIds = new Set(generator.asymIds);
    for (const combination of parseOperExpression(generator.operExpression)) {
      const operators = combination.map((id) => structure.operators[id]);
      if (operators.some((op) => !op)) continue;
      const operator = (operators as Operator[]).reduce((acc, op) => compose(acc, op));
      for (const chain of structure.chains) if (asymIds.has(chain.asymId)) parts.push({ asymId: chain.asymId, operator });
    }
  }
  return parts;
}

/** The concatenated Cα coordinates of an assembly's parts. */
export function assemblyCaCoords(parts: readonly AssemblyPart[], chainCoords: (asymId: string) => Float64Array | undefined): Float64Array {
  const pieces = parts.map((part) => ({ part, coords: chainCoords(part.asymId) ?? new Float64Array(0) }));
  const out = new Float64Array(pieces.reduce((sum, p) => sum + p.coords.length, 0));
  let offset = 0;
  for (const { part, coords } of pieces) {
    const op = part.operator;
    for (let k = 0; k < coords.length; k += 3) {
      const x = coords[k]!, y = coords[k + 1]!, z = coords[k + 2]!;
      out[offset + k] = op[0]! * x + op[1]! * y + op[2]! * z + op[3]!;
      out[offset + k + 1] = op[4]! * x + op[5]! * y + op[6]! * z + op[7]!;
      out[offset + k + 2] = op[8]! * x + op[9]! * y + op[10]! * z + op[11]!;
    }
    offset += coords.length;
  }
  return out;
}
