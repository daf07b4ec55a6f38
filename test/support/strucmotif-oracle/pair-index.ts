// The residue-level motif index of formats 21–23, rebuilt in memory for the motif oracle: per
// (type pair, anchor-distance bin) the postings (entry, first residue, second residue) of every
// residue pair, grouped by geometry code, entries ascending (one segment: the shared archive's
// 9 M pairs fit one). The pairs come from a verbatim copy of the enumeration ingest used then, so
// the oracle shares nothing with the entry-level index it checks but the descriptors.

import type Database from 'better-sqlite3';
import type { EntryStructure } from '../../../src/archive/services/coordinates/entry-structure.ts';
import { ENTRY_STRUCTURE_TABLE } from '../../../src/archive/services/coordinates/store.ts';
import { decodeEntryStructure } from '../../../src/archive/services/coordinates/structure-codec.ts';
import {
  ANGLE_BINS,
  BACKBONE_BINS,
  PAIR_CUTOFF,
  SIDE_CHAIN_BINS,
  binGeometry,
  geometryCode,
  typePairKey,
} from '../../../src/archive/services/strucmotif/descriptor.ts';
import { forEachClosePair } from '../../../src/archive/services/strucmotif/neighbors.ts';
import { AssemblyOperators } from '../../../src/archive/services/strucmotif/operators.ts';
import { residuePoints } from '../../../src/archive/services/strucmotif/representatives.ts';
import { chainOffsets } from '../../../src/archive/services/strucmotif/residue-numbering.ts';
import {
  decodeDirectory,
  encodePostings,
  findCode,
  readPostings,
  type PostingDirectory,
  type PostingSink,
} from './pair-postings.ts';

type PairVisitor = (typePair: number, code: number, r1: number, r2: number) => void;

/** entry-pairs.ts as of format 23. */
export function forEachEntryPairOracle(structure: EntryStructure, visit: PairVisitor): void {
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

const backboneBin = (code: number): number => Math.floor(code / (SIDE_CHAIN_BINS * ANGLE_BINS));

interface Row {
  directory: PostingDirectory;
  postings: Uint8Array;
}

/** The old index's read side: forEachPosting as StrucmotifIndexReader had it. */
export class PairIndexOracle {
  private readonly rows = new Map<number, Row>();
  readonly pairs: number;

  /** Every entry of `db`'s entry_structure table, ordinals in entry_row order. */
  constructor(db: Database.Database) {
    const columns = new Map<number, number[]>();
    let ordinal = 0;
    let pairs = 0;
    for (const data of db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} ORDER BY entry_row`).pluck().iterate()) {
      forEachEntryPairOracle(decodeEntryStructure(data as Buffer), (typePair, code, r1, r2) => {
        const key = typePair * BACKBONE_BINS + backboneBin(code);
        let list = columns.get(key);
        if (!list) columns.set(key, (list = []));
        list.push(code, ordinal, r1, r2);
        pairs++;
      });
      ordinal++;
    }
    this.pairs = pairs;
    for (const [key, list] of columns) {
      const n = list.length / 4;
      // stable by code, entries (and pairs within an entry) in enumeration order
      const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => list[4 * x]! - list[4 * y]! || x - y);
      const col = (k: number) => Int32Array.from(order, (i) => list[4 * i + k]!);
      const { directory, postings } = encodePostings(col(0), col(1), col(2), col(3), n);
      this.rows.set(key, { directory: decodeDirectory(directory), postings });
      columns.delete(key);
    }
  }

  forEachPosting(key: number, code: number, sink: PostingSink): number {
    const row = this.rows.get(key * BACKBONE_BINS + backboneBin(code));
    if (!row) return 0;
    const slot = findCode(row.directory, code);
    if (slot < 0) return 0;
    readPostings(row.directory, row.postings, slot, sink);
    return row.directory.counts[slot]!;
  }
}
