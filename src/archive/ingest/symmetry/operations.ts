// The rotations that map an assembly onto itself, each subunit onto an equivalent one, as BioJava's
// quaternary symmetry solver finds them: superpose one subunit of the smallest cluster onto each
// member of its cluster, the motion pinned to a rotation about the assembly's centre; that
// rotation, applied to every subunit centre, proposes which subunit goes where; the proposal is
// kept when it sends each subunit to a distinct equivalent one and the whole assembly, superposed
// onto itself under that permutation, deviates by less than 7 Å RMSD (QuatSymmetryParameters'
// default). The kept operations must form a group; the worst fitting ones are dropped until they do.

import { superpose, Superposition } from '../../../model/structure-alignment/superpose.ts';
import type { SubunitCluster } from './subunit-clusters.ts';

const RMSD_THRESHOLD = 7.0;
/**
 * A subunit centre moved by a candidate rotation (pinned to the assembly's centre) must land this
 * close to an equivalent centre; the search grid's cell.
 */
const MATCH_DISTANCE = 10.0;
const CELL = 2 * MATCH_DISTANCE;

export interface SymmetryOperation {
  /** Row-major 3×3, about the assembly's centre. */
  rotation: Float64Array;
  /** Subunit i goes to subunit permutation[i] (indexes into the subunit list). */
  permutation: Int32Array;
  rmsd: number;
}

export interface AssemblyFrame {
  /** Per subunit index: its cluster and its shared-residue coordinates. */
  clusterOf: Int32Array;
  coords: Float64Array[];
  /** Per subunit: its centroid, and every k-th of its coordinates (at most MAX_FIT_POINTS in all). */
  centres: [number, number, number][];
  samples: Float64Array[];
  centre: [number, number, number];
}

/** Whole-assembly fits use a sample of this many points at most: enough to judge a 7 Å RMSD. */
const MAX_FIT_POINTS = 10_000;

function sample(coords: Float64Array, stride: number): Float64Array {
  if (stride === 1) return coords;
  const out = new Float64Array(3 * Math.ceil(coords.length / 3 / stride));
  for (let k = 0, j = 0; k < coords.length; k += 3 * stride, j += 3) {
    out[j] = coords[k]!;
    out[j + 1] = coords[k + 1]!;
    out[j + 2] = coords[k + 2]!;
  }
  return out;
}

export function assemblyFrame(clusters: readonly SubunitCluster[], subunitCount: number): AssemblyFrame {
  const clusterOf = new Int32Array(subunitCount).fill(-1);
  const coords: Float64Array[] = new Array<Float64Array>(subunitCount);
  clusters.forEach((cluster, c) =>
    cluster.members.forEach((member, m) => {
      clusterOf[member] = c;
      coords[member] = cluster.coords[m]!;
    }),
  );
  const centres = coords.map(centroid);
  const centre: [number, number, number] = [0, 1, 2].map(
    (k) => centres.reduce((sum, c) => sum + c[k]!, 0) / centres.length,
  ) as [number, number, number];
  const points = coords.reduce((sum, c) => sum + c.length / 3, 0);
  const stride = Math.max(1, Math.ceil(points / MAX_FIT_POINTS));
  return { clusterOf, coords, centres, samples: coords.map((c) => sample(c, stride)), centre };
}

function centroid(coords: Float64Array): [number, number, number] {
  const c: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < coords.length; i += 3) {
    c[0] += coords[i]!;
    c[1] += coords[i + 1]!;
    c[2] += coords[i + 2]!;
  }
  const n = coords.length / 3;
  return [c[0] / n, c[1] / n, c[2] / n];
}

/**
 * Subunit centres on a dense grid of cells twice MATCH_DISTANCE wide over their bounding box, for
 * the nearest equivalent centre: the centres within MATCH_DISTANCE of a point lie in at most two
 * cells along each axis. Cells are a counting sort of the centres (start offsets, then members).
 */
export class CentreGrid {
  private readonly origin: [number, number, number];
  private readonly size: [number, number, number];
  private readonly start: Int32Array;
  private readonly members: Int32Array;
  private readonly xyz: Float64Array;

  constructor(
    centres: readonly [number, number, number][],
    private readonly clusterOf: Int32Array,
  ) {
    const low = [0, 1, 2].map((k) => Math.min(...centres.map((c) => c[k]!)));
    const high = [0, 1, 2].map((k) => Math.max(...centres.map((c) => c[k]!)));
    // a cell of margin: a point within MATCH_DISTANCE of any centre is inside the box
    this.origin = [low[0]! - CELL, low[1]! - CELL, low[2]! - CELL];
    this.size = [0, 1, 2].map((k) => Math.floor((high[k]! - low[k]!) / CELL) + 3) as [number, number, number];
    this.xyz = Float64Array.from(centres.flat());
    const cellOf = centres.map((c) => this.cell(c[0], c[1], c[2]));
    this.start = new Int32Array(this.size[0] * this.size[1] * this.size[2] + 1);
    for (const cell of cellOf) this.start[cell + 1]!++;
    for (let k = 1; k < this.start.length; k++) this.start[k]! += this.start[k - 1]!;
    const next = this.start.slice(0, -1);
    this.members = new Int32Array(centres.length);
    cellOf.forEach((cell, i) => (this.members[next[cell]!++] = i));
  }

  /** The cell of a point, or -1 outside the box. */
  private cell(x: number, y: number, z: number): number {
    const cx = Math.floor((x - this.origin[0]) / CELL);
    const cy = Math.floor((y - this.origin[1]) / CELL);
    const cz = Math.floor((z - this.origin[2]) / CELL);
    if (cx < 0 || cy < 0 || cz < 0 || cx >= this.size[0] || cy >= this.size[1] || cz >= this.size[2]) return -1;
    return (cx * this.size[1] + cy) * this.size[2] + cz;
  }

  /** The nearest centre of the cluster within MATCH_DISTANCE of p, or -1. */
  within(p: readonly number[], cluster: number): number {
    const [x, y, z] = [p[0]!, p[1]!, p[2]!];
    let best = -1;
    let bestDistance = MATCH_DISTANCE * MATCH_DISTANCE;
    // the cell of p, and its neighbour on the side of each axis where p is nearer the cell's edge
    const sx = ((x - this.origin[0]) / CELL) % 1 < 0.5 ? -MATCH_DISTANCE : MATCH_DISTANCE;
    const sy = ((y - this.origin[1]) / CELL) % 1 < 0.5 ? -MATCH_DISTANCE : MATCH_DISTANCE;
    const sz = ((z - this.origin[2]) / CELL) % 1 < 0.5 ? -MATCH_DISTANCE : MATCH_DISTANCE;
    for (let dx = 0; dx <= 1; dx++)
      for (let dy = 0; dy <= 1; dy++)
        for (let dz = 0; dz <= 1; dz++) {
          const cell = this.cell(x + dx * sx, y + dy * sy, z + dz * sz);
          if (cell < 0) continue;
          for (let m = this.start[cell]!; m < this.start[cell + 1]!; m++) {
            const i = this.members[m]!;
            if (this.clusterOf[i] !== cluster) continue;
            const d = (this.xyz[3 * i]! - x) ** 2 + (this.xyz[3 * i + 1]! - y) ** 2 + (this.xyz[3 * i + 2]! - z) ** 2;
            if (d < bestDistance) {
              best = i;
              bestDistance = d;
            }
          }
        }
    return best;
  }
}

/** p moved by the superposition's motion, written to out. */
export function moveBy(sp: Superposition, p: readonly number[], out: number[]): number[] {
  const u = sp.u;
  for (let r = 0; r < 3; r++) out[r] = u[3 * r]! * p[0]! + u[3 * r + 1]! * p[1]! + u[3 * r + 2]! * p[2]! + sp.t[r]!;
  return out;
}

/** The permutation the motion proposes, or undefined when two subunits land on one or one on none. */
function proposedPermutation(sp: Superposition, frame: AssemblyFrame, grid: CentreGrid) {
  const { centres } = frame;
  const permutation = new Int32Array(centres.length);
  const taken = new Uint8Array(centres.length);
  const moved = [0, 0, 0];
  for (let i = 0; i < centres.length; i++) {
    const target = grid.within(moveBy(sp, centres[i]!, moved), frame.clusterOf[i]!);
    if (target < 0 || taken[target]) return undefined;
    taken[target] = 1;
    permutation[i] = target;
  }
  return permutation;
}

/** Subunits (their samples) superposed onto their partners in `pairs`, with the RMSD of the fit. */
export function superposeSubunits(
  frame: AssemblyFrame,
  pairs: ReadonlyArray<readonly [number, number]>,
): { fit: Superposition; rmsd: number } {
  const size = pairs.reduce((sum, [i]) => sum + frame.samples[i]!.length, 0);
  const from = new Float64Array(size);
  const to = new Float64Array(size);
  let offset = 0;
  for (const [i, k] of pairs) {
    from.set(frame.samples[i]!, offset);
    to.set(frame.samples[k]!, offset);
    offset += frame.samples[i]!.length;
  }
  const fit = new Superposition();
  superpose(from, to, size / 3, fit);
  return { fit, rmsd: Math.sqrt(Math.max(0, fit.squaredDeviation) / (size / 3)) };
}

/**
 * Whether every product of two operations is one of them. An operation is known by where it
 * sends one subunit (no chain is its own image); the product must agree with it on a spread of
 * subunits.
 */
function isClosed(operations: readonly SymmetryOperation[], from: number): boolean {
  const byImage = new Map(operations.map((op) => [op.permutation[from]!, op.permutation]));
  const count = operations[0]?.permutation.length ?? 0;
  const step = Math.max(1, Math.floor(count / 64));
  for (const { permutation: a } of operations)
    for (const { permutation: b } of operations) {
      const product = byImage.get(a[b[from]!]!);
      if (!product) return false;
      for (let k = 0; k < count; k += step) if (product[k] !== a[b[k]!]) return false;
    }
  return true;
}

/** The assembly's symmetry operations, the identity first. */
export function symmetryOperations(frame: AssemblyFrame, clusters: readonly SubunitCluster[]): SymmetryOperation[] {
  const grid = new CentreGrid(frame.centres, frame.clusterOf);
  // A chain is never its own image, so each operation moves the first member of any cluster onto
  // a distinct member of it: the smallest cluster proposes the fewest candidates.
  const reference = clusters.reduce((a, b) => (b.members.length < a.members.length ? b : a));
  const from = reference.members[0]!;
  const operations: SymmetryOperation[] = [];
  const seen = new Set<number>();
  const motion = new Superposition();
  // the centre, weighted as much as the subunit, pins each motion to a rotation about it
  const length = frame.coords[from]!.length;
  const fromCoords = new Float64Array(2 * length);
  const toCoords = new Float64Array(2 * length);
  for (const pivoted of [fromCoords, toCoords])
    for (let k = length; k < pivoted.length; k += 3) pivoted.set(frame.centre, k);
  fromCoords.set(frame.coords[from]!);
  for (const to of reference.members) {
    toCoords.set(frame.coords[to]!);
    superpose(fromCoords, toCoords, fromCoords.length / 3, motion);
    // a member that no rotation about the centre reaches is no symmetry mate
    if (Math.sqrt(motion.squaredDeviation / (fromCoords.length / 6)) >= RMSD_THRESHOLD) continue;
    const permutation = proposedPermutation(motion, frame, grid);
    if (!permutation || seen.has(permutation[from]!)) continue;
    // the whole assembly superposed onto itself under the permutation
    const { fit, rmsd } = superposeSubunits(
      frame,
      Array.from(permutation, (k, i) => [i, k] as const),
    );
    if (rmsd >= RMSD_THRESHOLD) continue;
    seen.add(permutation[from]!);
    operations.push({ rotation: Float64Array.from(fit.u), permutation, rmsd });
  }
  while (operations.length > 1 && !isClosed(operations, from)) {
    let worst = 1;
    for (let i = 2; i < operations.length; i++) if (operations[i]!.rmsd > operations[worst]!.rmsd) worst = i;
    operations.splice(worst, 1);
  }
  return operations;
}
