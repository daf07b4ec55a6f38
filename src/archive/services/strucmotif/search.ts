// Motif search over the index: candidate entries from the pair lookups, their combinations from
// the pairs enumerated in their coordinates (candidates.ts, candidate-pairs.ts), each superposed
// onto the motif on the atoms of the pairing scheme; those within the RMSD cutoff that lie in one
// assembly become hits. A combination found twice (the same residues in another order, e.g. two
// cysteines swapped) counts once, with its best RMSD. A candidate's structure is decoded once for
// its pairs and its superpositions.

import type { AtomPairingScheme } from '../../../model/types.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import type { StructureStore } from '../coordinates/store.ts';
import { Lru } from '../../../model/lru.ts';
import { joinCombinations, lookupPair, type EntryPairs } from './candidates.ts';
import type { StrucmotifIndexReader } from './index-reader.ts';
import { LookupPairs } from './lookup-pairs.ts';
import type { MotifPair, MotifResidue } from './motif.ts';
import { AssemblyOperators, isIdentity } from './operators.ts';
import { pairPosition, residueAtoms } from './pairing.ts';
import type { Tolerances } from './parameters.ts';
import { chainsTogether, residueTable, type ResidueTable } from './residue-table.ts';
import { chainOffsets, locateResidue } from './residue-numbering.ts';
import { columnMajor, superpose } from './superpose.ts';
import { operatorTransform } from './transform.ts';

/** Combinations superposed per query at most; a motif generic enough to exceed it is cut there. */
export const MAX_SUPERPOSITIONS = 200_000;

export interface HitResidue {
  asymId: string;
  entityId: string;
  seqId: number;
  operId: string;
  compId: string;
}

export interface MotifHit {
  entryId: string;
  /** undefined for structures without assemblies. */
  assemblyId: string | undefined;
  residues: HitResidue[];
  rmsd: number;
  /** Column-major 4×4 moving the hit's residues (as placed by their operator) onto the motif. */
  transformation: number[];
}

export interface MotifSearchOptions {
  rmsdCutoff: number;
  scheme: AtomPairingScheme;
  tolerances: Tolerances;
  /** Whether an entry (by id) may hold hits. */
  acceptEntry: (entryId: string) => boolean;
}

interface EntryContext {
  structure: EntryStructure;
  offsets: Int32Array;
  assemblies: AssemblyOperators;
  /** Whether two chains lie in one assembly (filled as pairings ask, for every query alike). */
  sameAssembly: (chainA: number, chainB: number) => boolean;
}

interface PairingContext {
  table: ResidueTable;
  sameAssembly: (chainA: number, chainB: number) => boolean;
}

/**
 * Entries' numbering and assemblies, and tables of a query's residue types, kept for the next
 * query: few, as each holds its whole decoded structure beyond the store's bound (at 20,000
 * entries 256 contexts and 1,024 tables held 2.4 GB while a motif query ran; 32 of each, 0.6 GB,
 * and queries 15–40 % faster for the garbage collection saved).
 */
const CONTEXTS_KEPT = 32;
const TABLES_KEPT = 32;

const NO_PAIRS: EntryPairs = { all: () => [], partners: () => [], has: () => false };

export class MotifSearcher {
  private readonly entryContexts = new Lru<string, EntryContext | null>(CONTEXTS_KEPT);
  private readonly pairingContexts = new Lru<string, PairingContext>(TABLES_KEPT);

  constructor(
    private readonly reader: StrucmotifIndexReader,
    private readonly store: StructureStore,
  ) {}

  private entry(entryId: string): EntryContext | undefined {
    let found = this.entryContexts.get(entryId);
    if (found === undefined) {
      const structure = this.store.get(entryId);
      if (structure) {
        const assemblies = new AssemblyOperators(structure);
        found = {
          structure,
          offsets: chainOffsets(structure),
          assemblies,
          sameAssembly: chainsTogether(structure, assemblies),
        };
      } else found = null;
      this.entryContexts.set(entryId, found);
    }
    return found ?? undefined;
  }

  /** An entry's table of the residue types a query asks for, kept for the next queries alike. */
  private pairing(ordinal: number, types: ReadonlySet<number>): PairingContext | undefined {
    const entryId = this.reader.entryIds()[ordinal]!;
    const key = `${entryId} ${[...types].join(',')}`;
    let found = this.pairingContexts.get(key);
    if (!found) {
      const context = this.entry(entryId);
      if (!context) return undefined;
      found = {
        table: residueTable(context.structure, { types, origin: this.reader.origin(ordinal) }),
        sameAssembly: context.sameAssembly,
      };
      this.pairingContexts.set(key, found);
    }
    return found;
  }

  /** Hits, best (lowest RMSD) first. */
  search(motif: readonly MotifResidue[], pairs: readonly MotifPair[], options: MotifSearchOptions): MotifHit[] {
    const ids = this.reader.entryIds();
    const accepted = ids.map((id) => options.acceptEntry(id));
    const lookups = pairs.map((pair) =>
      lookupPair(this.reader, motif, pair, options.tolerances, (entry) => accepted[entry] === true),
    );
    const lookupPairs = new LookupPairs(motif, pairs, options.tolerances);
    const types = new Set(motif.flatMap((position) => position.types).sort((x, y) => x - y));
    const pairsOf = (ordinal: number) => {
      const pairing = this.pairing(ordinal, types);
      return pairing ? lookupPairs.of(pairing.table, pairing.sameAssembly) : NO_PAIRS;
    };
    const best = new Map<string, MotifHit>();
    let superpositions = 0;
    joinCombinations(motif.length, lookups, pairsOf, (ordinal, residues) => {
      if (++superpositions > MAX_SUPERPOSITIONS) return false;
      const entryId = ids[ordinal]!;
      const hit = this.verify(entryId, motif, residues, options);
      if (hit) {
        const key = `${entryId}:${[...residues].sort((x, y) => x - y).join(',')}`;
        const known = best.get(key);
        if (!known || hit.rmsd < known.rmsd) best.set(key, hit);
      }
      return true;
    });
    return [...best.values()].sort((x, y) => x.rmsd - y.rmsd);
  }

  /** The hit a combination of an entry's residues (entry numbering) makes, if any. */
  verify(
    entryId: string,
    motif: readonly MotifResidue[],
    residues: Int32Array,
    options: MotifSearchOptions,
  ): MotifHit | undefined {
    const context = this.entry(entryId);
    if (!context) return undefined;
    const located = [...residues].map((r) => locateResidue(context.offsets, r));
    if (located.some((l) => !l)) return undefined;
    const chains = located.map((l) => context.structure.chains[l![0]]!);
    const placement = context.assemblies.placement(chains.map((c) => c.asymId));
    if (!placement) return undefined;

    const candidateAtoms = located.map((l, i) => residueAtoms(chains[i]!, l![1]));
    const superposeOn = (atoms: typeof candidateAtoms) => {
      const fixed: number[] = [];
      const moving: number[] = [];
      motif.forEach((position, i) => pairPosition(options.scheme, position.atoms, atoms[i]!, fixed, moving));
      return fixed.length > 0 ? superpose(fixed, moving) : undefined;
    };
    const fit = superposeOn(candidateAtoms);
    if (!fit || !(fit.rmsd <= options.rmsdCutoff)) return undefined;
    // report the transformation for the residues where the assembly puts them
    const placed = isIdentity(placement.operator)
      ? fit
      : superposeOn(located.map((l, i) => residueAtoms(chains[i]!, l![1], operatorTransform(placement.operator))))!;
    return {
      entryId,
      assemblyId: placement.assemblyId,
      residues: located.map((l, i) => ({
        asymId: chains[i]!.asymId,
        entityId: chains[i]!.entityId,
        seqId: chains[i]!.seqIds[l![1]]!,
        operId: placement.operId,
        compId: chains[i]!.compIds[l![1]]!,
      })),
      rmsd: fit.rmsd,
      transformation: columnMajor(placed),
    };
  }
}
