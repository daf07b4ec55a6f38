// The sequence alignment view's bundle (issue 37), dist/viewers/saguaro-alignment.js: the RCSB's 1D
// viewer (@rcsb/rcsb-saguaro) from its ES modules, which its own webpack build would otherwise
// prepare. What that build does, done here so the viewer lives in a shadow root like every
// element (and a strict CSP allows it):
// - its `.module.scss` stylesheets are compiled with sass into modules that hand the CSS to
//   src/ui/viewers/saguaro/saguaro-css.ts (the dialog adopts it into its shadow root; webpack's
//   style-loader would put <style> elements in the document's head) and export the class names
//   unchanged (a shadow root keeps them apart from the page's);
// - its `.svg` icons become React components, as its svgr loader makes them;
// - its `document.getElementById(` / `document.querySelector(` lookups of its own elements go to
//   src/ui/viewers/saguaro/saguaro-dom.ts, which also searches the shadow roots it draws in;
// - `uniqid` (imported, not declared as a dependency; reads Node's `os`) is our unique-id.ts.
// The same rewrites serve the browser tests' esbuild bundle (test/wtr/vendor-bundles.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { compile } from 'sass';
import { precompressed } from './precompressed.mjs';

const SAGUARO_LIB = /[\\/]@rcsb[\\/]rcsb-saguaro[\\/]lib[\\/]/;
const HERE = path.resolve('src/ui/viewers/saguaro');
const DOM_MODULE = path.join(HERE, 'saguaro-dom.ts');
const CSS_MODULE = path.join(HERE, 'saguaro-css.ts');
export const UNIQUE_ID_MODULE = path.join(HERE, 'unique-id.ts');
export const SAGUARO_ENTRY = 'src/ui/viewers/saguaro/sequence-alignment-board.ts';

/** A `.module.scss` file as a module: its CSS registered, its class names exported as they are. */
export function styleModule(file) {
  const css = compile(file, { style: 'compressed' }).css;
  const names = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))];
  const identifiers = names.filter((name) => /^[_a-zA-Z]\w*$/.test(name));
  return [
    `import { addSaguaroCss } from ${JSON.stringify(CSS_MODULE)};`,
    `addSaguaroCss(${JSON.stringify(css)});`,
    ...identifiers.map((name) => `export const ${name} = ${JSON.stringify(name)};`),
    `export default ${JSON.stringify(Object.fromEntries(names.map((name) => [name, name])))};`,
  ].join('\n');
}

/** An `.svg` icon as a React component (svgr's shape: the caller's props on the <svg>). */
export function svgModule(file) {
  const text = readFileSync(file, 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(text)?.[1] ?? '0 0 24 24';
  const inner = text.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return [
    `import { jsx } from 'react/jsx-runtime';`,
    `const inner = { __html: ${JSON.stringify(inner)} };`,
    `export default function Icon(props) {`,
    `  return jsx('svg', { xmlns: 'http://www.w3.org/2000/svg', viewBox: ${JSON.stringify(viewBox)}, ...props, dangerouslySetInnerHTML: inner });`,
    `}`,
  ].join('\n');
}

/** A module of the viewer with its document lookups sent to saguaro-dom.ts. */
export function patchDocumentLookups(code) {
  if (!/\bdocument\.(getElementById|querySelector)\(/.test(code)) return code;
  const patched = code.replace(/\bdocument\.(getElementById|querySelector)\(/g, '__saguaroDom.$1(');
  return `import { saguaroDom as __saguaroDom } from ${JSON.stringify(DOM_MODULE)};\n${patched}`;
}

export const isSaguaroModule = (id) => SAGUARO_LIB.test(id);

function saguaroRollupPlugin() {
  return {
    name: 'saguaro',
    resolveId: (id) => (id === 'uniqid' ? UNIQUE_ID_MODULE : null),
    load(id) {
      if (!isSaguaroModule(id)) return null;
      if (id.endsWith('.module.scss')) return styleModule(id);
      if (id.endsWith('.svg')) return svgModule(id);
      return null;
    },
    transform: (code, id) => (isSaguaroModule(id) && id.endsWith('.js') ? patchDocumentLookups(code) : null),
  };
}

/** The saguaro bundle's rollup options; `onwarn` is the other builds' own. */
export function saguaroBuild(onwarn) {
  return {
    input: { 'saguaro-alignment': SAGUARO_ENTRY },
    output: {
      dir: 'dist/viewers',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'saguaro-[name]-[hash].js',
    },
    plugins: [
      saguaroRollupPlugin(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      resolve({ browser: true, preferBuiltins: false, extensions: ['.mjs', '.js', '.ts'] }),
      commonjs(),
      esbuild({ target: 'es2020', tsconfig: 'tsconfig.json', minify: true }),
      precompressed(),
    ],
    onwarn: (warning, warn) => {
      // d3's and rxjs's modules import each other in cycles, harmless in their own builds too
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      // the viewer's compiled modules say `this` at the top level (tslib's helpers)
      if (warning.code === 'THIS_IS_UNDEFINED') return;
      onwarn(warning, warn);
    },
  };
}

/** The same rewrites for esbuild (the browser tests bundle the viewer with it). */
export function saguaroEsbuildPlugin() {
  return {
    name: 'saguaro',
    setup(build) {
      build.onResolve({ filter: /^uniqid$/ }, () => ({ path: UNIQUE_ID_MODULE }));
      build.onLoad({ filter: /\.module\.scss$/ }, (args) => ({
        contents: styleModule(args.path),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /rcsb-saguaro[\\/]lib[\\/].*\.svg$/ }, (args) => ({
        contents: svgModule(args.path),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /rcsb-saguaro[\\/]lib[\\/].*\.js$/ }, (args) => ({
        contents: patchDocumentLookups(readFileSync(args.path, 'utf8')),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
