// Prints the minified and min+gzip size of every bundle, and what one element costs on its own
// (its entry plus the chunks it imports), against the budgets of docs/architecture.md.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const DIST = 'dist';
const BUDGETS_KB = { 'pdb-search-bar': 85, 'pdb-query-builder': 150, 'pdb-search-elements': 250 };

if (!existsSync(DIST)) {
  console.error("No dist/ folder: run 'npm run build' first.");
  process.exit(1);
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function files(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.js') ? [p] : [];
  });
}

/** An ESM entry together with every chunk it imports statically, as a page would load it. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:import|export)\s*(?:[^'";]*?from\s*)?["'](\.[^"']+)["']/g)) {
    closure(path.join(path.dirname(file), m[1]), seen);
  }
  return seen;
}

const rows = files(DIST).map((f) => {
  const buf = readFileSync(f);
  return { bundle: path.relative(DIST, f), min: buf.length, gzip: gz(buf) };
});
console.log('bundle'.padEnd(52), 'min'.padStart(10), 'min+gzip'.padStart(10));
for (const r of rows) console.log(r.bundle.padEnd(52), kb(r.min).padStart(10), kb(r.gzip).padStart(10));

console.log('\nInitial load per ESM entry (entry + static chunks):');
let over = false;
for (const entry of readdirSync(path.join(DIST, 'esm')).filter((n) => n.endsWith('.js'))) {
  const name = entry.replace(/\.js$/, '');
  const all = [...closure(path.join(DIST, 'esm', entry))];
  const total = gz(Buffer.concat(all.map((f) => readFileSync(f))));
  const budget = BUDGETS_KB[name];
  const verdict = budget ? (total / 1024 <= budget ? `within ${budget} kB budget` : `OVER ${budget} kB budget`) : '';
  if (budget && total / 1024 > budget) over = true;
  console.log(`  ${name.padEnd(30)} ${kb(total).padStart(10)}  ${verdict.padEnd(22)} (${total} B)`);
}

// Loaded only when asked for (a view opened, the sketcher framed): never part of an initial load.
const LAZY = /(^|\/)(viewers|sketch)\//;
console.log('\nLazy bundles (loaded when a view or the sketcher opens):');
for (const r of rows.filter((row) => LAZY.test(row.bundle) && !row.bundle.includes('indigo')))
  console.log(`  ${r.bundle.padEnd(50)} ${kb(r.gzip).padStart(10)}`);
for (const entry of [
  ...readdirSync(path.join(DIST, 'esm')).map((n) => path.join(DIST, 'esm', n)),
  path.join(DIST, 'pdb-search-elements.iife.js'),
]) {
  if (!entry.endsWith('.js')) continue;
  const loaded = [...closure(entry)];
  // 'canvas3d' names Mol*'s renderer all through its code (142 times), 'rcsbFvRow' the RCSB 1D
  // viewer's rows; neither appears in ours
  const holdsViewer = (f) => /canvas3d|rcsbFvRow/.test(readFileSync(f, 'utf8'));
  if (loaded.some((f) => LAZY.test(path.relative(DIST, f)) || holdsViewer(f))) {
    console.log(`  ${path.relative(DIST, entry)} loads a lazy bundle at once: OVER`);
    over = true;
  }
}
process.exit(over ? 1 : 0);
