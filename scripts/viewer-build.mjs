// The in-page views' bundles (issue 37), in dist/viewers/: Mol*'s plugin, drawing without its React
// interface (src/ui/viewers/molstar/molstar-view.ts), and the page's TM-align worker. No element imports it: the view dialog
// imports it by URL when a view first opens (src/ui/viewers/load-viewer.ts), from the ESM
// build and the IIFE alike, so its megabytes are never in an initial load. esbuild minifies, as
// for the sketch bundle: terser takes minutes on Mol* and makes it little smaller. Used by
// rollup.config.mjs.
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { molstarLazyElementSymbols } from './molstar-lazy-element-symbols.mjs';
import { precompressed } from './precompressed.mjs';

/** The viewer build's rollup options; `onwarn` is the other builds' own. */
export function viewerBuild(onwarn) {
  return {
    input: {
      'molstar-view': 'src/ui/viewers/molstar/molstar-view.ts',
      // browser-direct mode's TM-align thread (src/client/page-alignment.ts): a module worker
      'alignment-worker': 'src/client/alignment-worker.ts',
    },
    output: {
      dir: 'dist/viewers',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'molstar-[name]-[hash].js',
    },
    plugins: [
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }),
      resolve({ browser: true, preferBuiltins: false, extensions: ['.mjs', '.js', '.ts'] }),
      commonjs(),
      molstarLazyElementSymbols(),
      esbuild({ target: 'es2020', tsconfig: 'tsconfig.json', minify: true }),
      precompressed(),
    ],
    onwarn: (warning, warn) => {
      // Mol*'s modules import each other in cycles, harmless in its own build too
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      onwarn(warning, warn);
    },
  };
}
