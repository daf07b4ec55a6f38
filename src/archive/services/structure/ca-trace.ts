// Cα traces: what TM-align compares. A chain's trace is the Cα of each of its polymer residues
// that has one (nucleic acids have none and drop out); an assembly's trace is the traces of its
// chains, each under each of its operators, concatenated in the order the assembly generators
// list them — the same order for the same assembly, so an assembly aligns to itself residue by
// residue.

import { compose, parseOperExpression, type Operator } from '../../images/assembly.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import type { ChainResidues } from '../coordinates/residues.ts';
import { caTrace, type CaTrace } from '../../../model/structure-alignment/ca-trace.ts';

/**
 * The Cα coordinates of a chain's residues in residue order (residues without Cα skipped), with
 * their label_seq_id and their index among the chain's residues.
 */
export function chainCaResidues(chain: ChainResidues): {
  coords: Float64Array;
  seqIds: Int32Array;
  residueIndexes: Int32Array;
} {
  const coords: number[] = [];
  const seqIds: number[] = [];
  const residueIndexes: number[] = [];
  for (let r = 0; r + 1 < chain.atomStart.length; r++) {
    for (let a = chain.atomStart[r]!; a < chain.atomStart[r + 1]!; a++) {
      if (chain.atomNames[a] === 'CA') {
        coords.push(chain.coords[3 * a]!, chain.coords[3 * a + 1]!, chain.coords[3 * a + 2]!);
        seqIds.push(chain.seqIds[r]!);
        residueIndexes.push(r);
        break;
      }
    }
  }
  return {
    coords: Float64Array.from(coords),
    seqIds: Int32Array.from(seqIds),
    residueIndexes: Int32Array.from(residueIndexes),
  };
}

/** The Cα coordinates of a chain's residues, in residue order (residues without Cα skipped). */
export function chainCaCoords(chain: ChainResidues): Float64Array {
  return chainCaResidues(chain).coords;
}

/**
 * One chain of a complex as the complex aligner sees it: its Cα trace (moved by its assembly
 * operator) and label_seq_id per trace residue; chains with the same `entity` have one sequence.
 */
export interface ComplexChain {
  entity: string;
  trace: CaTrace;
  seqIds: Int32Array;
}

/** A chain's or an assembly's Cα trace, and its chains when it has more than one. */
export interface ComplexTrace {
  trace: CaTrace;
  chains: ComplexChain[];
}

/**
 * What identifies a chain's sequence across the structures of one search: its entry's entity, or
 * the chain itself when the file names none (PDB format).
 */
export function entityKey(entryId: string, chain: Pick<ChainResidues, 'entityId' | 'asymId'>): string {
  return chain.entityId ? `${entryId} entity ${chain.entityId}` : `${entryId} chain ${chain.asymId}`;
}

/** One chain of an assembly under one operator. */
export interface AssemblyPart {
  asymId: string;
  operator: Operator;
  /** The pdbx_struct_oper_list ids composed into `operator`, as the oper_expression names them. */
  operatorIds: string[];
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
      for (const chain of structure.chains)
        if (asymIds.has(chain.asymId)) parts.push({ asymId: chain.asymId, operator, operatorIds: combination });
    }
  }
  return parts;
}

/** `coords` moved by `op`, written to `out` from `offset`. */
export function moveInto(coords: Float64Array, op: Operator, out: Float64Array, offset: number): void {
  for (let k = 0; k < coords.length; k += 3) {
    const x = coords[k]!,
      y = coords[k + 1]!,
      z = coords[k + 2]!;
    out[offset + k] = op[0]! * x + op[1]! * y + op[2]! * z + op[3]!;
    out[offset + k + 1] = op[4]! * x + op[5]! * y + op[6]! * z + op[7]!;
    out[offset + k + 2] = op[8]! * x + op[9]! * y + op[10]! * z + op[11]!;
  }
}

/** The concatenated Cα coordinates of an assembly's parts. */
export function assemblyCaCoords(
  parts: readonly AssemblyPart[],
  chainCoords: (asymId: string) => Float64Array | undefined,
): Float64Array {
  const pieces = parts.map((part) => ({ part, coords: chainCoords(part.asymId) ?? new Float64Array(0) }));
  const out = new Float64Array(pieces.reduce((sum, p) => sum + p.coords.length, 0));
  let offset = 0;
  for (const { part, coords } of pieces) {
    moveInto(coords, part.operator, out, offset);
    offset += coords.length;
  }
  return out;
}

/** A complex of these chains: its trace is theirs concatenated. */
export function complexOf(chains: ComplexChain[]): ComplexTrace {
  const coords = new Float64Array(chains.reduce((sum, c) => sum + c.trace.coords.length, 0));
  let offset = 0;
  for (const chain of chains) {
    coords.set(chain.trace.coords, offset);
    offset += chain.trace.coords.length;
  }
  return { trace: caTrace(coords), chains };
}

/** A complex's chains without their coordinates (those are the trace's), to send to another thread. */
export interface PackedChains {
  entities: string[];
  lengths: number[];
  seqIds: Int32Array;
}

export function packChains(chains: readonly ComplexChain[]): PackedChains {
  const seqIds = new Int32Array(chains.reduce((sum, c) => sum + c.seqIds.length, 0));
  let offset = 0;
  for (const chain of chains) {
    seqIds.set(chain.seqIds, offset);
    offset += chain.seqIds.length;
  }
  return { entities: chains.map((c) => c.entity), lengths: chains.map((c) => c.trace.length), seqIds };
}

/** The complex packed chains and their concatenated coordinates describe. */
export function unpackComplex(coords: Float64Array, packed: PackedChains): ComplexTrace {
  let offset = 0;
  const chains = packed.entities.map((entity, i) => {
    const length = packed.lengths[i]!;
    const chain: ComplexChain = {
      entity,
      trace: caTrace(coords.slice(3 * offset, 3 * (offset + length))),
      seqIds: packed.seqIds.slice(offset, offset + length),
    };
    offset += length;
    return chain;
  });
  return { trace: caTrace(coords), chains };
}

/** An assembly's chains (each part with a Cα trace), in part order: its trace is their concatenation. */
export function assemblyChains(structure: EntryStructure, parts: readonly AssemblyPart[]): ComplexChain[] {
  const byAsym = new Map(structure.chains.map((chain) => [chain.asymId, { chain, residues: chainCaResidues(chain) }]));
  const chains: ComplexChain[] = [];
  for (const part of parts) {
    const found = byAsym.get(part.asymId);
    if (!found || found.residues.seqIds.length === 0) continue;
    const moved = new Float64Array(found.residues.coords.length);
    moveInto(found.residues.coords, part.operator, moved, 0);
    chains.push({
      entity: entityKey(structure.entryId, found.chain),
      trace: caTrace(moved),
      seqIds: found.residues.seqIds,
    });
  }
  return chains;
}
