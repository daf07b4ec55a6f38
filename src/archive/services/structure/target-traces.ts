// The Cα traces of the chains and assemblies candidates are aligned to, read on demand and kept
// in a least-recently-used cache: chains from the shape table, assemblies built from their
// entry's stored coordinates (chains under the assembly's operators), with their chains for the
// complex aligner.

import { Lru } from '../../../model/lru.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { caTrace } from '../../../model/structure-alignment/ca-trace.ts';
import { assemblyChains, assemblyParts, complexOf, type ComplexTrace } from './ca-trace.ts';
import type { ShapeTable, ShapeTarget } from './shape-index.ts';

/** Target traces kept in memory between queries (a few MB for ~1,000 chains). */
const CACHE_SIZE = 4000;

/** What a target needs to be found again (also across threads). */
export type TargetKey = Pick<ShapeTarget, 'row' | 'kind' | 'entryId' | 'partId'>;

export class TargetTraces {
  private readonly cache = new Lru<number, ComplexTrace>(CACHE_SIZE);

  constructor(
    private readonly table: ShapeTable,
    private readonly entry: (entryId: string) => EntryStructure | undefined,
  ) {}

  /** A target's trace; an assembly's also with its chains (a chain's has none: it is one). */
  get(target: TargetKey): ComplexTrace | undefined {
    let complex = this.cache.get(target.row);
    if (complex) return complex;
    if (target.kind === 'chain') {
      const coords = this.table.chainCoords(target.row);
      if (!coords) return undefined;
      complex = { trace: caTrace(coords), chains: [] };
    } else {
      const structure = this.entry(target.entryId);
      const parts = structure && assemblyParts(structure, target.partId);
      if (!structure || !parts) return undefined;
      complex = complexOf(assemblyChains(structure, parts));
    }
    this.cache.set(target.row, complex);
    return complex;
  }
}
