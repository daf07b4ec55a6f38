// What the structure similarity service keeps in the index (table structure_shape, built at
// ingest from the stored coordinates): per protein chain (polymer instance) its Cα trace and
// shape descriptor, per assembly its length and the descriptor of its concatenated trace. The
// service loads the descriptors once to rank candidates and reads traces only for the few it
// aligns.

import type Database from 'better-sqlite3';
import type { ServiceIngest } from '../ingest-hooks.ts';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { decodeEntryStructure } from '../coordinates/structure-codec.ts';
import { ENTRY_STRUCTURE_TABLE } from '../coordinates/store.ts';
import { caTrace, MIN_CHAIN_RESIDUES } from '../../../model/structure-alignment/ca-trace.ts';
import { assemblyCaCoords, assemblyParts, chainCaCoords } from './ca-trace.ts';
import { DESCRIPTOR_LENGTH, shapeDescriptor } from './shape-descriptor.ts';
import { ShapeTree } from './shape-tree.ts';
import { Superposition, superposeSegments } from '../../../model/structure-alignment/superpose.ts';

export const SHAPE_TABLE = 'structure_shape';

/**
 * Assemblies longer than this are not compared: TM-align's dynamic programming is quadratic in
 * length, and a 3,000-residue pair already takes seconds (virus capsids reach millions).
 */
export const MAX_ASSEMBLY_RESIDUES = 3000;

/** What a shape row describes: a chain (polymer instance) or an assembly. */
export type ShapeKind = 'chain' | 'assembly';
const KIND_CODE: Record<ShapeKind, number> = { chain: 0, assembly: 1 };
const KIND_OF_CODE: readonly ShapeKind[] = ['chain', 'assembly'];

const CREATE = `CREATE TABLE IF NOT EXISTS ${SHAPE_TABLE} (
  doc_row INTEGER PRIMARY KEY,
  kind INTEGER NOT NULL,
  entry_id TEXT NOT NULL,
  part_id TEXT NOT NULL,
  residues INTEGER NOT NULL,
  descriptor BLOB,
  coords BLOB,
  copy_of INTEGER
)`;

/**
 * Two traces closer than this (RMSD after superposition) are rigid copies: the coordinates are
 * given to 0.001 Å, and symmetry copies of a chain differ by rounding alone (~0.0005 Å), while
 * the closest genuinely different copies in the archive differ by ~0.02 Å.
 */
export const RIGID_COPY_RMSD = 0.01;

const copyCheck = new Superposition();

/** Whether b is a rigid-body copy of a (same length, superposes within RIGID_COPY_RMSD). */
export function isRigidCopy(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  const n = a.length / 3;
  superposeSegments(a, 0, b, 0, n, copyCheck);
  return Math.sqrt(copyCheck.squaredDeviation / n) < RIGID_COPY_RMSD;
}

type ShapeRow = [number, number, string, string, number, Buffer | null, Buffer | null, number | null];

/** The first earlier row whose trace `coords` is a rigid copy of, or null. */
function copyOf(coords: Float64Array, seen: Array<{ row: number; coords: Float64Array }>): number | null {
  for (const other of seen) if (isRigidCopy(other.coords, coords)) return other.row;
  return null;
}

function float32Blob(values: ArrayLike<number>): Buffer {
  const array = Float32Array.from(values);
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

/** The rows one entry contributes: its chains, then its assemblies. */
function shapeRows(
  structure: EntryStructure,
  rowOf: (type: 'polymer_instance' | 'assembly', id: string) => number | undefined,
): ShapeRow[] {
  const rows: ShapeRow[] = [];
  // representatives of the entry's chains and assemblies, for rigid copies
  const chains: Array<{ row: number; coords: Float64Array }> = [];
  const assemblies: Array<{ row: number; coords: Float64Array }> = [];
  const entryId = structure.entryId;
  const coordsOf = new Map(structure.chains.map((chain) => [chain.asymId, chainCaCoords(chain)]));
  for (const chain of structure.chains) {
    const coords = coordsOf.get(chain.asymId)!;
    const length = coords.length / 3;
    const row = rowOf('polymer_instance', `${entryId}.${chain.asymId}`);
    if (row === undefined || length < MIN_CHAIN_RESIDUES) continue;
    const trace = caTrace(coords);
    const copy = copyOf(coords, chains);
    if (copy === null) chains.push({ row, coords });
    rows.push([
      row,
      KIND_CODE.chain,
      entryId,
      chain.asymId,
      length,
      float32Blob(shapeDescriptor(trace.coords, trace.sec)),
      float32Blob(coords),
      copy,
    ]);
  }
  for (const assemblyId of new Set(structure.assemblies.map((a) => a.assemblyId))) {
    const row = rowOf('assembly', `${entryId}-${assemblyId}`);
    const parts = assemblyParts(structure, assemblyId);
    if (row === undefined || !parts) continue;
    const length = parts.reduce((sum, part) => sum + (coordsOf.get(part.asymId)?.length ?? 0) / 3, 0);
    if (length < MIN_CHAIN_RESIDUES) continue;
    let descriptor: Buffer | null = null;
    let copy: number | null = null;
    if (length <= MAX_ASSEMBLY_RESIDUES) {
      const trace = caTrace(assemblyCaCoords(parts, (asymId) => coordsOf.get(asymId)));
      descriptor = float32Blob(shapeDescriptor(trace.coords, trace.sec));
      copy = copyOf(trace.coords, assemblies);
      if (copy === null) assemblies.push({ row, coords: trace.coords });
    }
    rows.push([row, KIND_CODE.assembly, entryId, assemblyId, length, descriptor, null, copy]);
  }
  return rows;
}

/** Fills the shape table of `db` from its entry_structure table: the entries from row `fromRow` on. */
export function buildShapeTable(
  db: Database.Database,
  rowOf: (type: 'polymer_instance' | 'assembly', id: string) => number | undefined,
  fromRow = 0,
): void {
  db.exec(CREATE);
  const hasCoordinates =
    db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(ENTRY_STRUCTURE_TABLE) !==
    undefined;
  if (!hasCoordinates) return;
  const insert = db.prepare(
    `INSERT OR REPLACE INTO ${SHAPE_TABLE} (doc_row, kind, entry_id, part_id, residues, descriptor, coords, copy_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const entries = db
    .prepare(`SELECT entry_row FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_row >= ? ORDER BY entry_row`)
    .pluck()
    .all(fromRow) as number[];
  const read = db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_row = ?`).pluck();
  const write = db.transaction((rows: ReturnType<typeof shapeRows>) => {
    for (const row of rows) insert.run(...row);
  });
  for (const entry of entries) write(shapeRows(decodeEntryStructure(read.get(entry) as Buffer), rowOf));
}

export function structureShapeIngest(): ServiceIngest {
  return {
    name: 'structure-shape',
    finish({ db, rowOf, firstRow }) {
      buildShapeTable(db, rowOf, firstRow);
    },
  };
}

/** One comparable chain or assembly. */
export interface ShapeTarget {
  row: number;
  kind: ShapeKind;
  entryId: string;
  /** asym_id of a chain, assembly_id of an assembly. */
  partId: string;
  residues: number;
  /** The row of the same entry's chain (assembly) this one is a rigid copy of. */
  copyOf: number | undefined;
}

/** The descriptors of one kind of target, row-aligned with `targets`. */
export interface ShapeSet {
  targets: ShapeTarget[];
  descriptors: Float32Array;
  /** The filter index over `descriptors` (items are positions in `targets`). */
  tree: ShapeTree;
  /** Shapes with rigid copies: the shape's row (the original's) → positions of it and its copies. */
  copies: Map<number, number[]>;
}

/** A target's shape: the row of the chain (assembly) it is a rigid copy of, or its own. */
export const shapeOf = (target: ShapeTarget): number => target.copyOf ?? target.row;

function shapeSet(targets: ShapeTarget[], blobs: Buffer[]): ShapeSet {
  const descriptors = new Float32Array(targets.length * DESCRIPTOR_LENGTH);
  blobs.forEach((blob, i) =>
    descriptors.set(
      new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength)),
      i * DESCRIPTOR_LENGTH,
    ),
  );
  const copies = new Map<number, number[]>();
  const at = new Map(targets.map((target, i) => [target.row, i]));
  targets.forEach((target, i) => {
    if (target.copyOf === undefined) return;
    let group = copies.get(target.copyOf);
    if (!group) copies.set(target.copyOf, (group = at.has(target.copyOf) ? [at.get(target.copyOf)!] : []));
    group.push(i);
  });
  const tree = new ShapeTree(
    descriptors,
    targets.map((t) => t.residues),
    targets.map((t) => t.row),
  );
  return { targets, descriptors, tree, copies };
}

/** Reads the shape table of an open index. */
export class ShapeTable {
  private sets: Map<ShapeKind, ShapeSet> | undefined;
  private readonly coordsStatement: Database.Statement | undefined;

  constructor(private readonly db: Database.Database) {
    this.coordsStatement = this.available
      ? db.prepare(`SELECT coords FROM ${SHAPE_TABLE} WHERE doc_row = ?`).pluck()
      : undefined;
  }

  get available(): boolean {
    return (
      this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(SHAPE_TABLE) !== undefined
    );
  }

  /** Chains and assemblies with a descriptor, and their filter index (loaded and built once). */
  set(kind: ShapeKind): ShapeSet {
    if (!this.sets) {
      const byKind = new Map<ShapeKind, { targets: ShapeTarget[]; blobs: Buffer[] }>(
        KIND_OF_CODE.map((k) => [k, { targets: [], blobs: [] }]),
      );
      if (this.available) {
        const rows = this.db
          .prepare(
            `SELECT doc_row, kind, entry_id, part_id, residues, descriptor, copy_of FROM ${SHAPE_TABLE} WHERE descriptor IS NOT NULL ORDER BY doc_row`,
          )
          .raw()
          .iterate() as IterableIterator<[number, number, string, string, number, Buffer, number | null]>;
        for (const [row, code, entryId, partId, residues, descriptor, copy] of rows) {
          const k = KIND_OF_CODE[code];
          const bucket = k && byKind.get(k);
          if (!k || !bucket) continue;
          bucket.targets.push({ row, kind: k, entryId, partId, residues, copyOf: copy ?? undefined });
          bucket.blobs.push(descriptor);
        }
      }
      this.sets = new Map([...byKind].map(([k, { targets, blobs }]) => [k, shapeSet(targets, blobs)]));
    }
    return this.sets.get(kind)!;
  }

  /** A chain's stored Cα coordinates. */
  chainCoords(row: number): Float64Array | undefined {
    const blob = this.coordsStatement?.get(row) as Buffer | null | undefined;
    if (!blob) return undefined;
    return Float64Array.from(new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength)));
  }
}
