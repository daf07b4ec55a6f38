// wtr serves modules unbundled, and React ships CommonJS only: pre-bundle React into ESM once per
// run (with splitting, so every entry shares one React instance) and resolve bare imports to it.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ENTRIES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
};

export function reactEsm({ dir = '.wtr-vendor' } = {}) {
  const abs = path.resolve(dir);
  return {
    name: 'react-esm',
    async serverStart() {
      mkdirSync(abs, { recursive: true });
      const entryPoints = {};
      for (const [spec, name] of Object.entries(ENTRIES)) {
        const keys = Object.keys(require(spec)).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
        const file = path.join(abs, `${name}.entry.js`);
        writeFileSync(
          file,
          `import M from ${JSON.stringify(spec)};\nexport const { ${keys.join(', ')} } = M;\nexport default M;\n`,
        );
        entryPoints[name] = file;
      }
      await build({
        entryPoints,
        outdir: path.join(abs, 'out'),
        bundle: true,
        splitting: true,
        format: 'esm',
        minify: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    },
    resolveImport({ source }) {
      if (ENTRIES[source]) return `/${dir}/out/${ENTRIES[source]}.js`;
      return undefined;
    },
  };
}
