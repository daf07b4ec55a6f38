// Two builds (docs/architecture.md, "Custom elements and bundles"): ESM per element with shared
// chunks, so React, valtio and r2wc load once however many elements a page imports; and one
// self-contained IIFE for a plain <script> tag (rollup cannot split an IIFE). Do not mix the two on one page. A third, the Chemical Sketch Tool
// page's (scripts/sketch-build.mjs), is loaded only by that page; a fourth, the in-page views' Mol*
// and the page's TM-align worker (scripts/viewer-build.mjs), and a fifth, the sequence alignment
// view's RCSB 1D viewer (scripts/saguaro-build.mjs), only when a view opens.
import { readFileSync, readdirSync } from 'node:fs';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { sketchBuild } from './scripts/sketch-build.mjs';
import { viewerBuild } from './scripts/viewer-build.mjs';
import { saguaroBuild } from './scripts/saguaro-build.mjs';

const elementEntries = Object.fromEntries(
  readdirSync('elements')
    .filter((f) => /^pdb-.*\.ts$/.test(f))
    .map((f) => [f.replace(/\.ts$/, ''), `elements/${f}`]),
);

// Shared libraries in named chunks that every element imports, so each loads once per page;
// valtio apart from React so the React-free context element stays small.
const CHUNKS = [
  ['valtio', /node_modules\/(valtio\/.*vanilla|proxy-compare\/)/],
  ['react', /node_modules\/(react|react-dom|scheduler|@r2wc|valtio)\//],
];
const manualChunks = (id) => CHUNKS.find(([, re]) => re.test(id))?.[0];

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/** `build` names the copy in the console message of a page that loads two (src/store/suite-copy.ts). */
const plugins = (build) => [
  replace({
    preventAssignment: true,
    values: {
      __PDB_BUILD__: JSON.stringify(build),
      __PDB_VERSION__: JSON.stringify(version),
      'process.env.NODE_ENV': JSON.stringify('production'),
      // valtio asks import.meta.env.MODE (Vite's spelling); left undefined it runs its debug code,
      // which walks every snapshot a component read after each render
      'import.meta.env.MODE': JSON.stringify('production'),
      'import.meta.env': JSON.stringify({ MODE: 'production' }),
    },
  }),
  {
    // import.meta.pdbDistFromChunk: the way from a chunk up to dist/, where the static sketch page
    // is (src/client/bundle-location.ts)
    name: 'dist-from-chunk',
    resolveImportMeta(property, { chunkId, format }) {
      if (property !== 'pdbDistFromChunk') return null;
      return JSON.stringify(format === 'es' ? '../'.repeat(chunkId.split('/').length) : './');
    },
  },
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  commonjs(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
  // a second compress pass finds what the first one's inlining exposed: ~250 B gzip off most entries
  terser({ format: { comments: false }, compress: { passes: 2 } }),
];

const onwarn = (warning, warn) => {
  // React's CJS wrappers use 'this' at top level; harmless.
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  warn(warning);
};

export default [
  {
    input: { 'pdb-search-elements': 'elements/index.ts', ...elementEntries },
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks,
    },
    plugins: plugins('esm'),
    onwarn,
  },
  {
    input: 'elements/index.ts',
    // an IIFE cannot load a chunk: the lazy ones (browser-direct mode's client) are inlined
    output: {
      file: 'dist/pdb-search-elements.iife.js',
      format: 'iife',
      name: 'PdbSearchElements',
      inlineDynamicImports: true,
    },
    plugins: plugins('iife'),
    onwarn,
  },
  sketchBuild(onwarn),
  viewerBuild(onwarn),
  saguaroBuild(onwarn),
];
