// Least-squares superposition of paired points (Horn 1987, unit quaternions): the optimal
// rotation is the eigenvector of the largest eigenvalue of a 4×4 symmetric matrix built from
// the cross-covariance of the centred point sets; the RMSD follows from that eigenvalue. The
// eigenvector comes from cyclic Jacobi rotations, exact enough for 4×4 and free of reflections.

export interface Superposition {
  rmsd: number;
  /** Row-major 3×3: moving point x goes to rotation · x + translation. */
  rotation: number[];
  translation: [number, number, number];
}

/** Eigen-decomposition of a symmetric 4×4 matrix (row-major): eigenvalues and column eigenvectors. */
function jacobi4(input: number[]): { values: number[]; vectors: number[] } {
  const a = input.slice();
  const v = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 60; sweep++) {
    let off = 0;
    for (let p = 0; p < 3; p++) for (let q = p + 1; q < 4; q++) off += a[p * 4 + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < 3; p++) {
      for (let q = p + 1; q < 4; q++) {
        const apq = a[p * 4 + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * 4 + q]! - a[p * 4 + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < 4; k++) {
          const akp = a[k * 4 + p]!;
          const akq = a[k * 4 + q]!;
          a[k * 4 + p] = c * akp - s * akq;
          a[k * 4 + q] = s * akp + c * akq;
        }
        for (let k = 0; k < 4; k++) {
          const apk = a[p * 4 + k]!;
          const aqk = a[q * 4 + k]!;
          a[p * 4 + k] = c * apk - s * aqk;
          a[q * 4 + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < 4; k++) {
          const vkp = v[k * 4 + p]!;
          const vkq = v[k * 4 + q]!;
          v[k * 4 + p] = c * vkp - s * vkq;
          v[k * 4 + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: [a[0]!, a[5]!, a[10]!, a[15]!], vectors: v };
}

/** Superposes `moving` onto `fixed` (x, y, z triples of equal length, at least one point). */
export function superpose(fixed: ArrayLike<number>, moving: ArrayLike<number>): Superposition {
  const n = fixed.length / 3;
  const cf = [0, 0, 0];
  const cm = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 3; k++) {
      cf[k]! += fixed[3 * i + k]!;
      cm[k]! += moving[3 * i + k]!;
    }
  }
  for (let k = 0; k < 3; k++) {
    cf[k]! /= n;
    cm[k]! /= n;
  }
  // S[a][b] = Σ moving_a · fixed_b over centred points; G = Σ |x|² of both sets
  const S = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let g = 0;
  for (let i = 0; i < n; i++) {
    const m = [moving[3 * i]! - cm[0]!, moving[3 * i + 1]! - cm[1]!, moving[3 * i + 2]! - cm[2]!];
    const f = [fixed[3 * i]! - cf[0]!, fixed[3 * i + 1]! - cf[1]!, fixed[3 * i + 2]! - cf[2]!];
    for (let a = 0; a < 3; a++) for (let b = 0; b < 3; b++) S[a * 3 + b]! += m[a]! * f[b]!;
    g += m[0]! ** 2 + m[1]! ** 2 + m[2]! ** 2 + f[0]! ** 2 + f[1]! ** 2 + f[2]! ** 2;
  }
  const [sxx, sxy, sxz, syx, syy, syz, szx, szy, szz] = S as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const N = [
    sxx + syy + szz,
    syz - szy,
    szx - sxz,
    sxy - syx,
    syz - szy,
    sxx - syy - szz,
    sxy + syx,
    szx + sxz,
    szx - sxz,
    sxy + syx,
    -sxx + syy - szz,
    syz + szy,
    sxy - syx,
    szx + sxz,
    syz + szy,
    -sxx - syy + szz,
  ];
  const { values, vectors } = jacobi4(N);
  let best = 0;
  for (let k = 1; k < 4; k++) if (values[k]! > values[best]!) best = k;
  let [q0, q1, q2, q3] = [vectors[best]!, vectors[4 + best]!, vectors[8 + best]!, vectors[12 + best]!];
  const norm = Math.hypot(q0, q1, q2, q3) || 1;
  q0 /= norm;
  q1 /= norm;
  q2 /= norm;
  q3 /= norm;
  const rotation = [
    q0 * q0 + q1 * q1 - q2 * q2 - q3 * q3,
    2 * (q1 * q2 - q0 * q3),
    2 * (q1 * q3 + q0 * q2),
    2 * (q1 * q2 + q0 * q3),
    q0 * q0 - q1 * q1 + q2 * q2 - q3 * q3,
    2 * (q2 * q3 - q0 * q1),
    2 * (q1 * q3 - q0 * q2),
    2 * (q2 * q3 + q0 * q1),
    q0 * q0 - q1 * q1 - q2 * q2 + q3 * q3,
  ];
  const translation: [number, number, number] = [0, 1, 2].map(
    (r) => cf[r]! - (rotation[r * 3]! * cm[0]! + rotation[r * 3 + 1]! * cm[1]! + rotation[r * 3 + 2]! * cm[2]!),
  ) as [number, number, number];
  const rmsd = Math.sqrt(Math.max(0, (g - 2 * values[best]!) / n));
  return { rmsd, rotation, translation };
}

/** Column-major 4×4 (index j * 4 + i) of a superposition, as match contexts report it. */
export function columnMajor(s: Superposition): number[] {
  const r = s.rotation;
  return [
    r[0]!,
    r[3]!,
    r[6]!,
    0,
    r[1]!,
    r[4]!,
    r[7]!,
    0,
    r[2]!,
    r[5]!,
    r[8]!,
    0,
    s.translation[0],
    s.translation[1],
    s.translation[2],
    1,
  ];
}
