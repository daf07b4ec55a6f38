// The Chemical Sketch Tool page's bundle (issue 15), in dist/sketch/: Ketcher with its own copy of
// React, and indigo's worker and WASM from ketcher-standalone's binary build. No element imports
// it: the builder frames /chemical-sketch only when the sketcher is opened, so it never enters an
// initial load. The worker is an entry of its own under the name Ketcher's code asks for
// (new URL('indigoWorker-<hash>.js', import.meta.url)), beside the chunks that ask; the WASM and
// Ketcher's stylesheet are copied next to it. esbuild minifies: terser takes minutes on Ketcher's
// megabytes and makes them no smaller worth having. The page itself is copied beside them too, for
// static hosts. Used by rollup.config.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { precompressed } from './precompressed.mjs';

const KETCHER_WASM_DIR = 'node_modules/ketcher-standalone/dist/binaryWasmNoRender';
const ketcherFiles = readdirSync(KETCHER_WASM_DIR);
const indigoWorker = ketcherFiles.find((f) => /^indigoWorker-[0-9a-f]+\.js$/.test(f));
const indigoWasm = ketcherFiles.find((f) => /^indigo-ketcher-norender-.*\.wasm$/.test(f));

// Stylesheets Ketcher's modules import (react-contexify's) join Ketcher's own in ketcher.css, which
// the page links: a page that shows nothing but Ketcher needs no CSS-in-JS step for them.
const sketchAssets = () => {
  const imported = [];
  return {
    name: 'sketch-assets',
    // paper.js (Ketcher's geometry) requires its Node shims and acorn (for PaperScript, which
    // Ketcher does not use) where no browser takes the branch; its package's browser field drops
    // them, which the CommonJS conversion misses, leaving imports of fs and jsdom in the page
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/paper/') && (source.startsWith('./node/') || source === 'acorn'))
        return '\0sketch-empty';
      return null;
    },
    load(id) {
      return id === '\0sketch-empty' ? 'export default undefined;' : null;
    },
    transform(code, id) {
      // ketcher-standalone starts indigo's worker when its module runs, after all of Ketcher has
      // loaded; the page's entry starts the same worker at once, and this hands it over
      if (id.endsWith(`${KETCHER_WASM_DIR}/main.js`)) {
        const start = `new Worker(new URL("${indigoWorker}", import.meta.url)`;
        if (!code.includes(start)) this.error(`ketcher-standalone no longer starts its worker with ${start}`);
        return { code: code.replace(start, `globalThis.__pdbIndigoWorker || ${start}`), map: null };
      }
      // ketcher-react mounts its macromolecules editor even when told to show only the molecules
      // one (disableMacromoleculesEditor): 0.7 s of a 2-core machine parsing a 4 MB monomer library,
      // which it then serialises into every structure call to indigo. The sketch tool never shows
      // that mode, so the lazy import of its component answers an empty one.
      if (id.endsWith('node_modules/ketcher-react/dist/index.js')) {
        const lazyMacromolecules = /import\('\.\/index\.modern-[0-9a-f]+\.js'\)/g;
        if ((code.match(lazyMacromolecules) ?? []).length !== 1)
          this.error("ketcher-react no longer loads its macromolecules editor with import('./index.modern-<hash>.js')");
        const empty = 'Promise.resolve({ default: function NoMacromoleculesEditor() { return null; } })';
        return { code: code.replace(lazyMacromolecules, empty), map: null };
      }
      // ...and so the 4 MB monomer library that editor starts with (half of ketcher-core) goes too
      if (id.endsWith('node_modules/ketcher-core/dist/index.modern.js')) {
        const library = /^var monomersDataRaw = ".*";$/m;
        if (!library.test(code)) this.error('ketcher-core no longer holds its monomer library in monomersDataRaw');
        const empty = JSON.stringify(JSON.stringify({ root: { nodes: [], connections: [], templates: [] } }));
        return { code: code.replace(library, `var monomersDataRaw = ${empty};`), map: null };
      }
      // the sketch page's warm-up (src/ui/chemical-sketch/indigo-warm-up.ts) speaks the worker's
      // protocol: its Layout command must still be 2, laying out { struct, format, options }
      if (
        /\/binaryWasmNoRender\/indigoWorker\.types-[0-9a-f]+\.js$/.test(id) &&
        !code.includes('Command["Layout"] = 2]')
      )
        this.error('ketcher-standalone changed its worker commands: check indigo-warm-up.ts');
      if (
        id.endsWith(`${KETCHER_WASM_DIR}/${indigoWorker}`) &&
        !code.includes('indigo.layout(_data.struct, _data.format, indigoOptions)')
      )
        this.error('ketcher-standalone changed how its worker lays out: check indigo-warm-up.ts');
      // ajv (Ketcher's settings schemas) requires its JSON meta-schemas
      if (id.endsWith('.json')) return { code: `export default ${code};`, map: null };
      if (!id.endsWith('.css')) return null;
      imported.push(code);
      return { code: '', map: null };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: indigoWasm, source: readFileSync(`${KETCHER_WASM_DIR}/${indigoWasm}`) });
      const ketcherCss = readFileSync('node_modules/ketcher-react/dist/index.css', 'utf8');
      this.emitFile({ type: 'asset', fileName: 'ketcher.css', source: [...imported, ketcherCss].join('\n') });
      // The same page for a static host (browser-direct mode, no server of ours): beside its
      // bundle, naming it relatively, so it works wherever dist/ is copied to
      const page = readFileSync('demo/chemical-sketch.html', 'utf8').replaceAll('/dist/sketch/', './');
      this.emitFile({ type: 'asset', fileName: 'chemical-sketch.html', source: page });
    },
  };
};

const sketchPlugins = () => [
  sketchAssets(), // first, so its resolveId answers before node-resolve's
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // what Ketcher's own build fills in (Node's util, bundled into ketcher-react, reads
      // NODE_DEBUG at load); a page has no process
      'process.env.NODE_DEBUG': 'undefined',
      'process.env.INDIGO_VERSION': 'undefined',
      'process.env.INDIGO_MACHINE': 'undefined',
      'process.env.HELP_LINK': 'undefined',
      __INDIGO_WORKER_FILE__: JSON.stringify(`./${indigoWorker}`),
    },
  }),
  resolve({ browser: true, preferBuiltins: false, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
  // ketcher-core's ES module still require()s raphael
  commonjs({ transformMixedEsModules: true }),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: true }),
  precompressed(),
];

/** The sketch build's rollup options; `onwarn` is the other builds' own. */
export function sketchBuild(onwarn) {
  return {
    input: {
      'chemical-sketch': 'src/ui/chemical-sketch/main.tsx',
      [indigoWorker.replace(/\.js$/, '')]: `${KETCHER_WASM_DIR}/${indigoWorker}`,
    },
    output: { dir: 'dist/sketch', format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    plugins: sketchPlugins(),
    onwarn: (warning, warn) => {
      // MUI's and others' 'use client' mean nothing outside React Server Components
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
      onwarn(warning, warn);
    },
  };
}
