// The in-page views' large modules served bundled: wtr serves modules unbundled, and Mol*'s
// thousand modules took over 9 s to load that way, past the test ceiling. Bundled with esbuild as
// the server starts (not in a test's time), as the build bundles them: the Mol* view, the page's
// TM-align worker (Mol*'s CIF reader) and the RCSB 1D viewer with the build's rewrites
// (scripts/saguaro-build.mjs).
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SAGUARO_ENTRY, saguaroEsbuildPlugin } from '../../scripts/saguaro-build.mjs';

const ENTRIES = [
  { entry: 'src/ui/viewers/molstar/molstar-view.ts', plugins: [] },
  { entry: 'src/client/alignment-worker.ts', plugins: [] },
  { entry: SAGUARO_ENTRY, plugins: [saguaroEsbuildPlugin()] },
];

export function vendorBundles({ dir = '.wtr-vendor' } = {}) {
  const outOf = (entry) => path.resolve(dir, `${path.basename(entry, '.ts')}.js`);
  return {
    name: 'vendor-bundles',
    async serverStart() {
      await Promise.all(
        ENTRIES.map(({ entry, plugins }) =>
          build({
            entryPoints: [entry],
            outfile: outOf(entry),
            bundle: true,
            format: 'esm',
            minify: true,
            target: 'es2022',
            define: { 'process.env.NODE_ENV': '"production"' },
            logLevel: 'warning',
            plugins,
          }),
        ),
      );
    },
    serve(context) {
      const found = ENTRIES.find(({ entry }) => context.path === `/${entry}`);
      return found ? { body: readFileSync(outOf(found.entry), 'utf8'), type: 'js' } : undefined;
    },
  };
}
