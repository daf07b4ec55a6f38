// A clone's coordinates: the template's entry_structure moved by a random rigid motion (uniform
// rotation, translation up to 50 Å) with Gaussian noise of 0.3 Å RMS per atom, so no clone
// superposes exactly onto its template or a sibling. Assembly operators are conjugated by the same
// motion (R·O·Rᵀ, R·t_O + t − R·O·Rᵀ·t), so every assembly keeps its shape in the new frame.
// Coordinates are rounded to 0.001 Å, as mmCIF files write them (and as the index stores them
// compactly; noise to the last bit would be kept exactly, at Float32's cost).

import type { EntryStructure } from '../../src/archive/services/coordinates/entry-structure.ts';
import type { Operator } from '../../src/archive/images/assembly.ts';
import { gaussian, type Random } from './random.ts';

const NOISE_RMS = 0.3;
const TRANSLATION = 50;

type Matrix = [number, number, number, number, number, number, number, number, number];

/** A uniformly distributed rotation (Shoemake's random unit quaternion). */
function randomRotation(next: Random): Matrix {
  const [u1, u2, u3] = [next(), next(), next()];
  const x = Math.sqrt(1 - u1) * Math.sin(2 * Math.PI * u2);
  const y = Math.sqrt(1 - u1) * Math.cos(2 * Math.PI * u2);
  const z = Math.sqrt(u1) * Math.sin(2 * Math.PI * u3);
  const w = Math.sqrt(u1) * Math.cos(2 * Math.PI * u3);
  return [
    1 - 2 * (y * y + z * z),
    2 * (x * y - z * w),
    2 * (x * z + y * w),
    2 * (x * y + z * w),
    1 - 2 * (x * x + z * z),
    2 * (y * z - x * w),
    2 * (x * z - y * w),
    2 * (y * z + x * w),
    1 - 2 * (x * x + y * y),
  ];
}

function multiply(a: readonly number[], b: readonly number[]): Matrix {
  const out = new Array<number>(9).fill(0);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) for (let k = 0; k < 3; k++) out[i * 3 + j]! += a[i * 3 + k]! * b[k * 3 + j]!;
  return out as Matrix;
}

function apply(r: readonly number[], v: readonly number[]): [number, number, number] {
  return [0, 1, 2].map((i) => r[i * 3]! * v[0]! + r[i * 3 + 1]! * v[1]! + r[i * 3 + 2]! * v[2]!) as [
    number,
    number,
    number,
  ];
}

function conjugate(op: Operator, r: Matrix, t: readonly number[]): Operator {
  const o = [op[0]!, op[1]!, op[2]!, op[4]!, op[5]!, op[6]!, op[8]!, op[9]!, op[10]!];
  const rt = [r[0], r[3], r[6], r[1], r[4], r[7], r[2], r[5], r[8]];
  const rot = multiply(multiply(r, o), rt);
  const rTo = apply(r, [op[3]!, op[7]!, op[11]!]);
  const rotT = apply(rot, t);
  const tr = [0, 1, 2].map((i) => rTo[i]! + t[i]! - rotT[i]!);
  return [rot[0], rot[1], rot[2], tr[0]!, rot[3], rot[4], rot[5], tr[1]!, rot[6], rot[7], rot[8], tr[2]!];
}

export function perturbStructure(template: EntryStructure, entryId: string, next: Random): EntryStructure {
  const r = randomRotation(next);
  const t = [0, 1, 2].map(() => (next() * 2 - 1) * TRANSLATION);
  const sd = NOISE_RMS / Math.sqrt(3);
  const chains = template.chains.map((chain) => {
    const coords = new Array<number>(chain.coords.length);
    for (let a = 0; a < chain.coords.length; a += 3) {
      const moved = apply(r, [chain.coords[a]!, chain.coords[a + 1]!, chain.coords[a + 2]!]);
      for (let i = 0; i < 3; i++) coords[a + i] = Math.round((moved[i]! + t[i]! + gaussian(next) * sd) * 1000) / 1000;
    }
    return { ...chain, coords };
  });
  const operators = Object.fromEntries(Object.entries(template.operators).map(([id, op]) => [id, conjugate(op, r, t)]));
  return { entryId, chains, assemblies: template.assemblies, operators };
}
