// The in-page views' Mol* module (src/ui/viewers/molstar/molstar-view.ts) served bundled: wtr
// serves modules unbundled, and Mol*'s thousand modules took over 9 s to load that way, past the
// test ceiling. Bundled with esbuild as the server starts (not in a test's time), as the build
// bundles it.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ENTRY = 'src/ui/viewers/molstar/molstar-view.ts';

export function molstarBundle({ dir = '.wtr-vendor' } = {}) {
  const out = path.resolve(dir, 'molstar-view.js');
  return {
    name: 'molstar-bundle',
    async serverStart() {
      await build({
        entryPoints: [ENTRY],
        outfile: out,
        bundle: true,
        format: 'esm',
        minify: true,
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    },
    serve(context) {
      return context.path === `/${ENTRY}` ? { body: readFileSync(out, 'utf8'), type: 'js' } : undefined;
    },
  };
}
