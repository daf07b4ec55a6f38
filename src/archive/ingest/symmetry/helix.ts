// Helical symmetry of an assembly without a point group (a filament): a screw motion, found as
// the point groups are (one subunit of the largest cluster superposed onto each of its
// equivalents), that carries every subunit but those at one end onto an equivalent one. As in
// BioJava's helix solver, the screw must turn by at least 5° (else it is a translational repeat)
// and rise at least 1 Å, the subunits it carries must deviate by less than half its rise, and the
// screw that carries the most subunits (the shortest step along the helix) is the one reported.

import { superpose, Superposition } from '../../../model/structure-alignment/superpose.ts';
import { CentreGrid, moveBy, superposeSubunits, type AssemblyFrame } from './operations.ts';
import { axisAngle, type Direction } from './point-group.ts';
import type { SubunitCluster } from './subunit-clusters.ts';

const MINIMUM_ANGLE = (5 * Math.PI) / 180;
const MINIMUM_RISE = 1.0;
const RMSD_TO_RISE = 0.5;

export interface Helix {
  /** A point on the screw axis, and its direction. */
  point: Direction;
  direction: Direction;
  rise: number;
  /** Turn per step, degrees. */
  angle: number;
  rmsd: number;
}

/** Pairs (subunit, where the screw puts it) of equivalent subunits, one target each. */
function carried(sp: Superposition, frame: AssemblyFrame, grid: CentreGrid) {
  const pairs: Array<[number, number]> = [];
  const taken = new Set<number>();
  const moved = [0, 0, 0];
  frame.centres.forEach((centre, i) => {
    // a centre moved off the end of the helix lands near no equivalent one
    const best = grid.within(moveBy(sp, centre, moved), frame.clusterOf[i]!);
    if (best >= 0 && best !== i && !taken.has(best)) {
      taken.add(best);
      pairs.push([i, best]);
    }
  });
  return pairs;
}

/** The screw axis through the point nearest the origin: c = (t⊥ + cot(θ/2)·(u × t⊥)) / 2. */
function screwAxis(fit: Superposition): Omit<Helix, 'rmsd'> {
  const { angle, direction: u } = axisAngle(fit.u);
  const t: Direction = [fit.t[0]!, fit.t[1]!, fit.t[2]!];
  const rise = t[0] * u[0] + t[1] * u[1] + t[2] * u[2];
  const perp: Direction = [t[0] - rise * u[0], t[1] - rise * u[1], t[2] - rise * u[2]];
  const cross: Direction = [
    u[1] * perp[2] - u[2] * perp[1],
    u[2] * perp[0] - u[0] * perp[2],
    u[0] * perp[1] - u[1] * perp[0],
  ];
  const cot = 1 / Math.tan(angle / 2);
  const point = perp.map((v, k) => (v + cot * cross[k]!) / 2) as Direction;
  return { point, direction: u, rise, angle: (angle * 180) / Math.PI };
}

/** The assembly's helical symmetry, or undefined when it has none. */
export function helicalSymmetry(frame: AssemblyFrame, clusters: readonly SubunitCluster[]): Helix | undefined {
  const reference = clusters.reduce((a, b) => (b.members.length > a.members.length ? b : a));
  if (reference.members.length < 3) return undefined;
  const grid = new CentreGrid(frame.centres, frame.clusterOf);
  const from = reference.members[0]!;
  const motion = new Superposition();
  let best: { helix: Helix; pairs: number } | undefined;
  for (const to of reference.members.slice(1)) {
    const coords = frame.coords[from]!;
    superpose(coords, frame.coords[to]!, coords.length / 3, motion);
    const pairs = carried(motion, frame, grid);
    if (pairs.length < frame.coords.length / 2) continue;
    const { fit, rmsd } = superposeSubunits(frame, pairs);
    const axis = screwAxis(fit);
    if (axis.angle * (Math.PI / 180) < MINIMUM_ANGLE || Math.abs(axis.rise) < MINIMUM_RISE) continue;
    if (rmsd >= RMSD_TO_RISE * Math.abs(axis.rise)) continue;
    if (!best || pairs.length > best.pairs || (pairs.length === best.pairs && rmsd < best.helix.rmsd))
      best = { helix: { ...axis, rmsd }, pairs: pairs.length };
  }
  return best?.helix;
}
