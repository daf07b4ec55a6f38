// Every indexed residue pair of one entry: residues with representative points whose anchors
// are within PAIR_CUTOFF, on chains that some assembly holds together under one operator (as
// strucmotif-search indexes only pairs within an assembly). Each pair is reported once, lower
// residue type first (both orders are equivalent when the types are equal).

import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { PAIR_CUTOFF, binGeometry, geometryCode, typePairKey } from './descriptor.ts';
import { forEachClosePair } from './neighbors.ts';
import { AssemblyOperators } from './operators.ts';
import { residuePoints } from './representatives.ts';
import { chainOffsets } from './residue-numbering.ts';

export type PairVisitor = (typePair: number, code: number, r1: number, r2: number) => void;

export function forEachEntryPair(structure: EntryStructure, visit: PairVisitor): void {
  const offsets = chainOffsets(structure);
  const total = offsets[offsets.length - 1]!;
  const anchors = new Float64Array(total * 3);
  const sides = new Float64Array(total * 3);
  const directions = new Float64Array(total * 3);
  const types = new Int32Array(total);
  const chainOf = new Int32Array(total);
  const residueOf = new Int32Array(total);
  let n = 0;
  structure.chains.forEach((chain, c) => {
    for (let i = 0; i < chain.seqIds.length; i++) {
      const p = residuePoints(chain, i);
      if (!p) continue;
      anchors.set(p.anchor, 3 * n);
      sides.set(p.sideChain, 3 * n);
      const d = [p.sideChain[0] - p.anchor[0], p.sideChain[1] - p.anchor[1], p.sideChain[2] - p.anchor[2]];
      const length = Math.hypot(d[0]!, d[1]!, d[2]!) || 1;
      directions.set([d[0]! / length, d[1]! / length, d[2]! / length], 3 * n);
      types[n] = p.type;
      chainOf[n] = c;
      residueOf[n] = offsets[c]! + i;
      n++;
    }
  });

  // chain pairs that share an assembly under one operator
  const assemblies = new AssemblyOperators(structure);
  const chains = structure.chains.length;
  const together = new Int8Array(chains * chains).fill(-1);
  const sameAssembly = (a: number, b: number): boolean => {
    const k = a * chains + b;
    if (together[k] === -1) {
      const ok = assemblies.placement([structure.chains[a]!.asymId, structure.chains[b]!.asymId]) !== undefined ? 1 : 0;
      together[k] = ok;
      together[b * chains + a] = ok;
    }
    return together[k] === 1;
  };

  forEachClosePair(anchors.subarray(0, 3 * n), PAIR_CUTOFF, (i, j, d) => {
    if (chainOf[i] !== chainOf[j] && !sameAssembly(chainOf[i]!, chainOf[j]!)) return;
    const side = Math.hypot(
      sides[3 * i]! - sides[3 * j]!,
      sides[3 * i + 1]! - sides[3 * j + 1]!,
      sides[3 * i + 2]! - sides[3 * j + 2]!,
    );
    const cos =
      directions[3 * i]! * directions[3 * j]! +
      directions[3 * i + 1]! * directions[3 * j + 1]! +
      directions[3 * i + 2]! * directions[3 * j + 2]!;
    const code = geometryCode(binGeometry(d, side, cos));
    const [ti, tj] = [types[i]!, types[j]!];
    if (ti <= tj) visit(typePairKey(ti, tj), code, residueOf[i]!, residueOf[j]!);
    else visit(typePairKey(ti, tj), code, residueOf[j]!, residueOf[i]!);
  });
}
