// The point group a set of rotations forms, in Schoenflies notation as the RCSB's
// rcsb_struct_symmetry.symbol gives it (C1, Cn, Dn, T, O, I), with its rotation axes: rotations
// about one axis (within 10°, the angle tolerance of BioJava's solvers) share it, and an axis's
// order is the number of rotations about it plus the identity.

const AXIS_TOLERANCE = Math.cos((10 * Math.PI) / 180);

export type Direction = [number, number, number];

export interface PointGroup {
  symbol: string;
  type: 'Asymmetric' | 'Cyclic' | 'Dihedral' | 'Tetrahedral' | 'Octahedral' | 'Icosahedral';
  /** How many rotations the group has, the identity included. */
  order: number;
  /** Distinct rotation axes, highest order first. */
  axes: Array<{ direction: Direction; order: number }>;
}

/** Group order -> the polyhedral group of that order, with its highest axis order. */
const POLYHEDRAL: Record<number, { highest: number; symbol: string; type: PointGroup['type'] }> = {
  12: { highest: 3, symbol: 'T', type: 'Tetrahedral' },
  24: { highest: 4, symbol: 'O', type: 'Octahedral' },
  60: { highest: 5, symbol: 'I', type: 'Icosahedral' },
};

/** Rotation angle (radians) and unit axis of a row-major rotation matrix. */
export function axisAngle(r: Float64Array): { angle: number; direction: Direction } {
  const trace = r[0]! + r[4]! + r[8]!;
  const angle = Math.acos(Math.min(1, Math.max(-1, (trace - 1) / 2)));
  let direction: Direction = [r[7]! - r[5]!, r[2]! - r[6]!, r[3]! - r[1]!];
  if (Math.hypot(...direction) < 1e-3) {
    // near 180°: the axis is the largest column of R + I
    const columns: Direction[] = [0, 1, 2].map((c) => [
      r[c]! + (c === 0 ? 1 : 0),
      r[3 + c]! + (c === 1 ? 1 : 0),
      r[6 + c]! + (c === 2 ? 1 : 0),
    ]);
    direction = columns.reduce((a, b) => (Math.hypot(...b) > Math.hypot(...a) ? b : a));
  }
  const length = Math.hypot(...direction) || 1;
  return { angle, direction: direction.map((v) => v / length) as Direction };
}

/** The point group of these rotations (the identity included). */
export function pointGroup(rotations: readonly Float64Array[]): PointGroup {
  const axes: Array<{ direction: Direction; order: number }> = [];
  for (const rotation of rotations) {
    const { angle, direction } = axisAngle(rotation);
    if (angle < 1e-3) continue;
    const axis = axes.find((a) => Math.abs(dot(a.direction, direction)) > AXIS_TOLERANCE);
    if (axis) axis.order++;
    else axes.push({ direction, order: 2 });
  }
  axes.sort((a, b) => b.order - a.order);
  const n = rotations.length;
  const highest = axes[0]?.order ?? 1;
  if (axes.length === 0) return { symbol: 'C1', type: 'Asymmetric', order: 1, axes };
  if (axes.length === 1) return { symbol: `C${highest}`, type: 'Cyclic', order: highest, axes };
  const polyhedral = POLYHEDRAL[n];
  if (polyhedral?.highest === highest) return { symbol: polyhedral.symbol, type: polyhedral.type, order: n, axes };
  if (n === 2 * highest) return { symbol: `D${highest}`, type: 'Dihedral', order: n, axes };
  // not a point group (approximate operations): its highest cyclic subgroup
  return { symbol: `C${highest}`, type: 'Cyclic', order: highest, axes: axes.slice(0, 1) };
}

function dot(a: Direction, b: Direction): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
