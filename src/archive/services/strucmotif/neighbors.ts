// Pairs of points within a distance, by a uniform grid whose cells are as wide as the cutoff:
// each point only meets the points of its own and the 26 surrounding cells.

/** Calls `visit(i, j, d)` once for every i < j whose points (x, y, z triples) are at most `cutoff` apart. */
export function forEachClosePair(
  points: Float64Array,
  cutoff: number,
  visit: (i: number, j: number, d: number) => void,
): void {
  const n = points.length / 3;
  if (n < 2) return;
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, points[3 * i]!);
    minY = Math.min(minY, points[3 * i + 1]!);
    minZ = Math.min(minZ, points[3 * i + 2]!);
  }
  const cell = (v: number, min: number) => Math.floor((v - min) / cutoff);
  // cell coordinates are non-negative and small: pack them into one number key
  const SPAN = 1 << 16;
  const keyOf = (cx: number, cy: number, cz: number) => (cx * SPAN + cy) * SPAN + cz;
  const keys = new Float64Array(n);
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    keys[i] = keyOf(cell(points[3 * i]!, minX), cell(points[3 * i + 1]!, minY), cell(points[3 * i + 2]!, minZ));
    order[i] = i;
  }
  order.sort((a, b) => keys[a]! - keys[b]! || a - b);
  const cells = new Map<number, [number, number]>();
  for (let k = 0; k < n;) {
    const key = keys[order[k]!]!;
    let end = k + 1;
    while (end < n && keys[order[end]!] === key) end++;
    cells.set(key, [k, end]);
    k = end;
  }
  const squared = cutoff * cutoff;
  for (let i = 0; i < n; i++) {
    const [x, y, z] = [points[3 * i]!, points[3 * i + 1]!, points[3 * i + 2]!];
    const [cx, cy, cz] = [cell(x, minX), cell(y, minY), cell(z, minZ)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          if (cx + dx < 0 || cy + dy < 0 || cz + dz < 0) continue;
          const range = cells.get(keyOf(cx + dx, cy + dy, cz + dz));
          if (!range) continue;
          for (let k = range[0]; k < range[1]; k++) {
            const j = order[k]!;
            if (j <= i) continue;
            const ddx = points[3 * j]! - x,
              ddy = points[3 * j + 1]! - y,
              ddz = points[3 * j + 2]! - z;
            const d2 = ddx * ddx + ddy * ddy + ddz * ddz;
            if (d2 <= squared) visit(i, j, Math.sqrt(d2));
          }
        }
      }
    }
  }
}
