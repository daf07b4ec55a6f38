// Draws a structure thumbnail as SVG: backbone traces coloured by chain, ligands as small dots,
// viewed along the structure's thinnest principal axis so the widest face is shown, with depth
// cueing (farther parts paler and thinner) instead of a 3D renderer.

export interface SketchChain {
  /** Colour key: copies of one chain in an assembly may share or differ in colour. */
  colorIndex: number;
  points: readonly number[];
}

export interface SketchLigand {
  points: readonly number[];
}

const PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#3f51b5',
  '#009688',
  '#ff5722',
  '#795548',
  '#607d8b',
  '#cddc39',
  '#673ab7',
];
const LIGAND_COLOR = '#555555';
/** Above this many segments the trace is thinned so big assemblies stay small files. */
const MAX_SEGMENTS = 12_000;

export function renderSketchSvg(
  chains: SketchChain[],
  ligands: SketchLigand[],
  options: { size?: number; title?: string } = {},
): string {
  const size = options.size ?? 300;
  const all: number[] = [];
  for (const c of chains) pushAll(all, c.points);
  for (const l of ligands) pushAll(all, l.points);
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  if (all.length < 3) {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img">${title}<text x="50%" y="50%" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#888">No Image</text></svg>`;
  }
  const frame = principalFrame(all);
  const project = (p: readonly number[], k: number): [number, number, number] => {
    const x = p[k]! - frame.center[0],
      y = p[k + 1]! - frame.center[1],
      z = p[k + 2]! - frame.center[2];
    return [dot(frame.axes[0], x, y, z), dot(frame.axes[1], x, y, z), dot(frame.axes[2], x, y, z)];
  };

  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity;
  for (let k = 0; k < all.length; k += 3) {
    const [u, v, w] = project(all, k);
    minX = Math.min(minX, u);
    maxX = Math.max(maxX, u);
    minY = Math.min(minY, v);
    maxY = Math.max(maxY, v);
    minZ = Math.min(minZ, w);
    maxZ = Math.max(maxZ, w);
  }
  const margin = size * 0.06;
  const extent = Math.max(maxX - minX, maxY - minY, 1);
  const scale = (size - 2 * margin) / extent;
  const offX = (size - (maxX - minX) * scale) / 2,
    offY = (size - (maxY - minY) * scale) / 2;
  const depth = (w: number) => (maxZ - minZ < 1e-6 ? 1 : (w - minZ) / (maxZ - minZ)); // 1 = nearest
  const screen = (u: number, v: number) => [offX + (u - minX) * scale, size - (offY + (v - minY) * scale)] as const;

  const totalSegments = chains.reduce((n, c) => n + c.points.length / 3 - 1, 0);
  const step = Math.max(1, Math.ceil(totalSegments / MAX_SEGMENTS));
  const width = Math.max(0.6, Math.min(4, (size / 90) * Math.sqrt(120 / Math.max(120, totalSegments / step / 4))));

  // Short runs of segments sorted back to front, so nearer chains are drawn over farther ones.
  const runs: Array<{ z: number; d: string; color: string; w: number }> = [];
  for (const chain of chains) {
    const color = PALETTE[chain.colorIndex % PALETTE.length]!;
    const n = chain.points.length / 3;
    for (let start = 0; start < n - 1; start += 6 * step) {
      const end = Math.min(n - 1, start + 6 * step);
      let d = '';
      let zSum = 0,
        count = 0;
      for (let i = start; i <= end; i += step) {
        const [u, v, w] = project(chain.points, i * 3);
        const [sx, sy] = screen(u, v);
        d += `${count === 0 ? 'M' : 'L'}${sx.toFixed(1)} ${sy.toFixed(1)}`;
        zSum += w;
        count++;
      }
      if (count < 2) continue;
      const z = depth(zSum / count);
      runs.push({ z, d, color: fade(color, z), w: width * (0.6 + 0.4 * z) });
    }
  }
  runs.sort((a, b) => a.z - b.z);

  const dots: string[] = [];
  for (const ligand of ligands) {
    for (let k = 0; k < ligand.points.length; k += 3 * step) {
      const [u, v, w] = project(ligand.points, k);
      const [sx, sy] = screen(u, v);
      dots.push(
        `<circle cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" r="${(width * 0.9).toFixed(2)}" fill="${fade(LIGAND_COLOR, depth(w))}"/>`,
      );
    }
  }

  const paths = runs.map((r) => `<path d="${r.d}" stroke="${r.color}" stroke-width="${r.w.toFixed(2)}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img">${title}` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${paths}</g>${dots.join('')}</svg>`
  );
}

function pushAll(target: number[], source: readonly number[]): void {
  for (let i = 0; i < source.length; i++) target.push(source[i]!);
}

function dot(axis: readonly number[], x: number, y: number, z: number): number {
  return axis[0]! * x + axis[1]! * y + axis[2]! * z;
}

/** Mixes a colour towards white as it recedes (near = 1 keeps it). */
function fade(hex: string, near: number): string {
  const mix = 0.55 * (1 - near);
  const channel = (i: number) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - mix) + 255 * mix);
  return `rgb(${channel(1)},${channel(3)},${channel(5)})`;
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** Centre and principal axes (largest variance first) by Jacobi eigen-decomposition. */
export function principalFrame(points: readonly number[]): {
  center: [number, number, number];
  axes: [number[], number[], number[]];
} {
  const n = points.length / 3;
  const c: [number, number, number] = [0, 0, 0];
  for (let k = 0; k < points.length; k += 3) {
    c[0] += points[k]!;
    c[1] += points[k + 1]!;
    c[2] += points[k + 2]!;
  }
  c[0] /= n;
  c[1] /= n;
  c[2] /= n;
  const a = [
    [0, 0, 0],
    [0, 0, 0],
    [0, 0, 0],
  ] as number[][];
  for (let k = 0; k < points.length; k += 3) {
    const d = [points[k]! - c[0], points[k + 1]! - c[1], points[k + 2]! - c[2]];
    for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) a[i]![j]! += d[i]! * d[j]!;
  }
  const v = [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ] as number[][];
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = a[0]![1]! ** 2 + a[0]![2]! ** 2 + a[1]![2]! ** 2;
    if (off < 1e-12) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      if (Math.abs(a[p]![q]!) < 1e-15) continue;
      const theta = (a[q]![q]! - a[p]![p]!) / (2 * a[p]![q]!);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const cos = 1 / Math.sqrt(t * t + 1),
        sin = t * cos;
      for (let k = 0; k < 3; k++) {
        const akp = a[k]![p]!,
          akq = a[k]![q]!;
        a[k]![p] = cos * akp - sin * akq;
        a[k]![q] = sin * akp + cos * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[p]![k]!,
          aqk = a[q]![k]!;
        a[p]![k] = cos * apk - sin * aqk;
        a[q]![k] = sin * apk + cos * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[k]![p]!,
          vkq = v[k]![q]!;
        v[k]![p] = cos * vkp - sin * vkq;
        v[k]![q] = sin * vkp + cos * vkq;
      }
    }
  }
  const order = [0, 1, 2].sort((i, j) => a[j]![j]! - a[i]![i]!);
  const axis = (i: number) => [v[0]![i]!, v[1]![i]!, v[2]![i]!];
  const x = axis(order[0]!),
    y = axis(order[1]!);
  // Right-handed: z = x × y, so the view is never mirrored.
  const z = [x[1]! * y[2]! - x[2]! * y[1]!, x[2]! * y[0]! - x[0]! * y[2]!, x[0]! * y[1]! - x[1]! * y[0]!];
  return { center: c, axes: [x, y, z] };
}
