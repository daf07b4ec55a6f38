// Least-squares superposition of paired points (the Kabsch problem) by Horn's quaternion method:
// the best rotation is the eigenvector of the largest eigenvalue of a 4×4 key matrix built from
// the cross-covariance of the two point sets. That eigenvalue is found by Newton's method on the
// key matrix's characteristic polynomial (Theobald's QCP), which costs a few dozen flops where a
// general eigensolver costs thousands — TM-align superposes tens of thousands of pair sets per
// alignment, so this is the innermost cost after the dynamic programming.

/** A rigid motion y ≈ u·x + t (u row-major 3×3). */
export class Superposition {
  readonly u = new Float64Array([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  readonly t = new Float64Array(3);
  /** Sum of squared deviations of the pairs after the motion. */
  squaredDeviation = 0;

  copyFrom(other: Superposition): void {
    this.u.set(other.u);
    this.t.set(other.t);
    this.squaredDeviation = other.squaredDeviation;
  }

  /** Writes the moved point `from[3i..]` to `to[3j..]`. */
  apply(from: Float64Array, i: number, to: Float64Array, j: number): void {
    const u = this.u;
    const x = from[3 * i]!,
      y = from[3 * i + 1]!,
      z = from[3 * i + 2]!;
    to[3 * j] = this.t[0]! + u[0]! * x + u[1]! * y + u[2]! * z;
    to[3 * j + 1] = this.t[1]! + u[3]! * x + u[4]! * y + u[5]! * z;
    to[3 * j + 2] = this.t[2]! + u[6]! * x + u[7]! * y + u[8]! * z;
  }

  /** Squared distance from point i of `from`, moved, to point j of `to`. */
  squaredDistance(from: Float64Array, i: number, to: Float64Array, j: number): number {
    const u = this.u;
    const x = from[3 * i]!,
      y = from[3 * i + 1]!,
      z = from[3 * i + 2]!;
    const dx = this.t[0]! + u[0]! * x + u[1]! * y + u[2]! * z - to[3 * j]!,
      dy = this.t[1]! + u[3]! * x + u[4]! * y + u[5]! * z - to[3 * j + 1]!,
      dz = this.t[2]! + u[6]! * x + u[7]! * y + u[8]! * z - to[3 * j + 2]!;
    return dx * dx + dy * dy + dz * dz;
  }
}

/** The pair statistics a superposition needs: Σx (3), Σy (3), Σ x_a·y_b (9), Σ|x|², Σ|y|². */
const STATS = 17;
// The statistics of the superposition being solved.
const sums = new Float64Array(STATS);
const key = new Float64Array(16);

/** Copies point i of x and point j of y into slot k of xs and ys: the paired sets superpose() reads. */
export function copyPair(
  x: Float64Array,
  i: number,
  y: Float64Array,
  j: number,
  xs: Float64Array,
  ys: Float64Array,
  k: number,
): void {
  xs[3 * k] = x[3 * i]!;
  xs[3 * k + 1] = x[3 * i + 1]!;
  xs[3 * k + 2] = x[3 * i + 2]!;
  ys[3 * k] = y[3 * j]!;
  ys[3 * k + 1] = y[3 * j + 1]!;
  ys[3 * k + 2] = y[3 * j + 2]!;
}

/**
 * Sums the statistics of n pairs into `sums`: point xStart + k of x with point yStart + k of y, or
 * with an index, point index[k] of both.
 */
function accumulate(
  x: Float64Array,
  xStart: number,
  y: Float64Array,
  yStart: number,
  n: number,
  index?: Int32Array,
): void {
  let sx = 0,
    sy = 0,
    sz = 0,
    tx = 0,
    ty = 0,
    tz = 0;
  let xx = 0,
    xy = 0,
    xz = 0,
    yx = 0,
    yy = 0,
    yz = 0,
    zx = 0,
    zy = 0,
    zz = 0;
  let g1 = 0,
    g2 = 0;
  for (let k = 0; k < n; k++) {
    const p = 3 * (index ? index[k]! : xStart + k),
      q = 3 * (index ? index[k]! : yStart + k);
    const ax = x[p]!,
      ay = x[p + 1]!,
      az = x[p + 2]!;
    const bx = y[q]!,
      by = y[q + 1]!,
      bz = y[q + 2]!;
    sx += ax;
    sy += ay;
    sz += az;
    tx += bx;
    ty += by;
    tz += bz;
    xx += ax * bx;
    xy += ax * by;
    xz += ax * bz;
    yx += ay * bx;
    yy += ay * by;
    yz += ay * bz;
    zx += az * bx;
    zy += az * by;
    zz += az * bz;
    g1 += ax * ax + ay * ay + az * az;
    g2 += bx * bx + by * by + bz * bz;
  }
  store(sx, sy, sz, tx, ty, tz, xx, xy, xz, yx, yy, yz, zx, zy, zz, g1, g2);
}

/** Superposes x[k] onto y[k] for k < n (xyz triplets), or for k = index[0..n) when an index is given. */
export function superpose(x: Float64Array, y: Float64Array, n: number, out: Superposition, index?: Int32Array): void {
  accumulate(x, 0, y, 0, n, index);
  solve(n, out);
}

/** Superposes the n points of x from xStart onto the n points of y from yStart. */
export function superposeSegments(
  x: Float64Array,
  xStart: number,
  y: Float64Array,
  yStart: number,
  n: number,
  out: Superposition,
): void {
  accumulate(x, xStart, y, yStart, n);
  solve(n, out);
}

/**
 * Prefix sums of the pair statistics of n point pairs, so that any run of consecutive pairs
 * superposes in constant time (TM-align superposes every fragment of every length).
 */
export class PairPrefixSums {
  private prefix = new Float64Array(0);

  build(x: Float64Array, y: Float64Array, n: number): void {
    if (this.prefix.length < STATS * (n + 1)) this.prefix = new Float64Array(STATS * (n + 1) * 2);
    const p = this.prefix;
    p.fill(0, 0, STATS);
    for (let k = 0; k < n; k++) {
      accumulate(x, k, y, k, 1);
      const o = STATS * k;
      for (let i = 0; i < STATS; i++) p[o + STATS + i] = p[o + i]! + sums[i]!;
    }
  }

  /** Superposes pairs start .. start + length − 1. */
  superposeRun(start: number, length: number, out: Superposition): void {
    const p = this.prefix;
    const a = STATS * start,
      b = STATS * (start + length);
    for (let i = 0; i < STATS; i++) sums[i] = p[b + i]! - p[a + i]!;
    solve(length, out);
  }
}

function store(
  sx: number,
  sy: number,
  sz: number,
  tx: number,
  ty: number,
  tz: number,
  xx: number,
  xy: number,
  xz: number,
  yx: number,
  yy: number,
  yz: number,
  zx: number,
  zy: number,
  zz: number,
  g1: number,
  g2: number,
): void {
  const s = sums;
  s[0] = sx;
  s[1] = sy;
  s[2] = sz;
  s[3] = tx;
  s[4] = ty;
  s[5] = tz;
  s[6] = xx;
  s[7] = xy;
  s[8] = xz;
  s[9] = yx;
  s[10] = yy;
  s[11] = yz;
  s[12] = zx;
  s[13] = zy;
  s[14] = zz;
  s[15] = g1;
  s[16] = g2;
}

function solve(n: number, out: Superposition): void {
  const u = out.u,
    t = out.t;
  if (n <= 0) {
    u.set([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    t.fill(0);
    out.squaredDeviation = 0;
    return;
  }
  const s = sums;
  const cx = s[0]! / n,
    cy = s[1]! / n,
    cz = s[2]! / n;
  const dx = s[3]! / n,
    dy = s[4]! / n,
    dz = s[5]! / n;
  // centred cross-covariance S_ab = Σ (x_a - c_a)(y_b - d_b)
  const Sxx = s[6]! - n * cx * dx,
    Sxy = s[7]! - n * cx * dy,
    Sxz = s[8]! - n * cx * dz;
  const Syx = s[9]! - n * cy * dx,
    Syy = s[10]! - n * cy * dy,
    Syz = s[11]! - n * cy * dz;
  const Szx = s[12]! - n * cz * dx,
    Szy = s[13]! - n * cz * dy,
    Szz = s[14]! - n * cz * dz;
  const g1 = Math.max(0, s[15]! - n * (cx * cx + cy * cy + cz * cz));
  const g2 = Math.max(0, s[16]! - n * (dx * dx + dy * dy + dz * dz));
  const e0 = (g1 + g2) / 2;

  // Horn's key matrix (symmetric, traceless)
  const k = key;
  k[0] = Sxx + Syy + Szz;
  k[1] = Syz - Szy;
  k[2] = Szx - Sxz;
  k[3] = Sxy - Syx;
  k[5] = Sxx - Syy - Szz;
  k[6] = Sxy + Syx;
  k[7] = Szx + Sxz;
  k[10] = -Sxx + Syy - Szz;
  k[11] = Syz + Szy;
  k[15] = -Sxx - Syy + Szz;
  k[4] = k[1]!;
  k[8] = k[2]!;
  k[9] = k[6]!;
  k[12] = k[3]!;
  k[13] = k[7]!;
  k[14] = k[11]!;

  const lambda = largestEigenvalue(k, e0);
  out.squaredDeviation = Math.max(0, 2 * (e0 - lambda));
  if (!quaternionOf(k, lambda, quaternion)) jacobiLargest(k, quaternion);
  let [q0, q1, q2, q3] = [quaternion[0]!, quaternion[1]!, quaternion[2]!, quaternion[3]!];
  const norm = Math.hypot(q0, q1, q2, q3) || 1;
  q0 /= norm;
  q1 /= norm;
  q2 /= norm;
  q3 /= norm;
  u[0] = q0 * q0 + q1 * q1 - q2 * q2 - q3 * q3;
  u[1] = 2 * (q1 * q2 - q0 * q3);
  u[2] = 2 * (q1 * q3 + q0 * q2);
  u[3] = 2 * (q1 * q2 + q0 * q3);
  u[4] = q0 * q0 - q1 * q1 + q2 * q2 - q3 * q3;
  u[5] = 2 * (q2 * q3 - q0 * q1);
  u[6] = 2 * (q1 * q3 - q0 * q2);
  u[7] = 2 * (q2 * q3 + q0 * q1);
  u[8] = q0 * q0 - q1 * q1 - q2 * q2 + q3 * q3;
  t[0] = dx - (u[0] * cx + u[1] * cy + u[2] * cz);
  t[1] = dy - (u[3] * cx + u[4] * cy + u[5] * cz);
  t[2] = dz - (u[6] * cx + u[7] * cy + u[8] * cz);
}

/** Largest root of det(λI − K) by Newton's method from the upper bound e0 = (G1 + G2)/2. */
function largestEigenvalue(k: Float64Array, e0: number): number {
  // characteristic polynomial λ⁴ + c2 λ² + c1 λ + c0 of a traceless symmetric K
  let trace2 = 0;
  for (let i = 0; i < 16; i++) trace2 += k[i]! * k[i]!;
  let trace3 = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      let k2 = 0;
      for (let m = 0; m < 4; m++) k2 += k[4 * i + m]! * k[4 * m + j]!;
      trace3 += k2 * k[4 * j + i]!;
    }
  }
  const c2 = -trace2 / 2;
  const c1 = -trace3 / 3;
  const c0 = det4(k);
  let lambda = e0;
  for (let it = 0; it < 60; it++) {
    const l2 = lambda * lambda;
    const p = l2 * l2 + c2 * l2 + c1 * lambda + c0;
    const dp = 4 * l2 * lambda + 2 * c2 * lambda + c1;
    if (dp === 0) break;
    const next = lambda - p / dp;
    if (Math.abs(next - lambda) <= 1e-11 * Math.abs(next) || !Number.isFinite(next)) {
      if (Number.isFinite(next)) lambda = next;
      break;
    }
    lambda = next;
  }
  return lambda;
}

function det3(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
  i: number,
): number {
  return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
}

function det4(m: Float64Array): number {
  const [a, b, c, d] = [m[0]!, m[1]!, m[2]!, m[3]!];
  return (
    a * det3(m[5]!, m[6]!, m[7]!, m[9]!, m[10]!, m[11]!, m[13]!, m[14]!, m[15]!) -
    b * det3(m[4]!, m[6]!, m[7]!, m[8]!, m[10]!, m[11]!, m[12]!, m[14]!, m[15]!) +
    c * det3(m[4]!, m[5]!, m[7]!, m[8]!, m[9]!, m[11]!, m[12]!, m[13]!, m[15]!) -
    d * det3(m[4]!, m[5]!, m[6]!, m[8]!, m[9]!, m[10]!, m[12]!, m[13]!, m[14]!)
  );
}

const quaternion = new Float64Array(4);
const shifted = new Float64Array(16);
const cofactors = new Float64Array(4);
/** The three indices other than i, for 3×3 minors. */
const OTHER = [
  [1, 2, 3],
  [0, 2, 3],
  [0, 1, 3],
  [0, 1, 2],
];

/**
 * The eigenvector of K for eigenvalue λ: the largest row of adj(K − λI). False when every row
 * vanishes (a repeated eigenvalue: collinear or too few points), where any vector of the
 * eigenspace is as good and a general solver picks one.
 */
function quaternionOf(k: Float64Array, lambda: number, q: Float64Array): boolean {
  const m = shifted;
  m.set(k);
  m[0] = m[0]! - lambda;
  m[5] = m[5]! - lambda;
  m[10] = m[10]! - lambda;
  m[15] = m[15]! - lambda;
  let best = 0;
  const scale = Math.max(Math.abs(lambda), 1e-12);
  const threshold = 1e-10 * scale * scale * scale;
  for (let r = 0; r < 4; r++) {
    // row r of the adjugate = cofactors of column r
    const cols = OTHER[r]!;
    let n2 = 0;
    for (let c = 0; c < 4; c++) {
      const rows = OTHER[c]!;
      const r0 = 4 * rows[0]!,
        r1 = 4 * rows[1]!,
        r2 = 4 * rows[2]!;
      const c0 = cols[0]!,
        c1 = cols[1]!,
        c2 = cols[2]!;
      const minor = det3(
        m[r0 + c0]!,
        m[r0 + c1]!,
        m[r0 + c2]!,
        m[r1 + c0]!,
        m[r1 + c1]!,
        m[r1 + c2]!,
        m[r2 + c0]!,
        m[r2 + c1]!,
        m[r2 + c2]!,
      );
      const value = (r + c) % 2 === 0 ? minor : -minor;
      cofactors[c] = value;
      n2 += value * value;
    }
    if (n2 > best) {
      best = n2;
      q.set(cofactors);
      if (Math.sqrt(n2) > threshold * 1e4) return true; // well-conditioned: no need to look further
    }
  }
  return Math.sqrt(best) > threshold;
}

/** Eigenvector of the largest eigenvalue by cyclic Jacobi rotations (fallback for degenerate sets). */
function jacobiLargest(k: Float64Array, q: Float64Array): void {
  const a = Array.from(k);
  const v = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < 4; p++) for (let r = p + 1; r < 4; r++) off += a[4 * p + r]! * a[4 * p + r]!;
    if (off < 1e-30) break;
    for (let p = 0; p < 4; p++) {
      for (let r = p + 1; r < 4; r++) {
        const apq = a[4 * p + r]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[4 * r + r]! - a[4 * p + p]!) / (2 * apq);
        const tt = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(tt * tt + 1);
        const s = tt * c;
        for (let i = 0; i < 4; i++) {
          const aip = a[4 * i + p]!,
            air = a[4 * i + r]!;
          a[4 * i + p] = c * aip - s * air;
          a[4 * i + r] = s * aip + c * air;
        }
        for (let i = 0; i < 4; i++) {
          const api = a[4 * p + i]!,
            ari = a[4 * r + i]!;
          a[4 * p + i] = c * api - s * ari;
          a[4 * r + i] = s * api + c * ari;
        }
        for (let i = 0; i < 4; i++) {
          const vip = v[4 * i + p]!,
            vir = v[4 * i + r]!;
          v[4 * i + p] = c * vip - s * vir;
          v[4 * i + r] = s * vip + c * vir;
        }
      }
    }
  }
  let best = 0;
  for (let i = 1; i < 4; i++) if (a[5 * i]! > a[5 * best]!) best = i;
  for (let i = 0; i < 4; i++) q[i] = v[4 * i + best]!;
}
