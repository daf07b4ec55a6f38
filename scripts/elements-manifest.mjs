// The custom elements manifest as `npm run manifest` writes it (same analyzer, same config), built
// in memory: tests and the README generator need it on a clean clone, before any build, and must
// not race a concurrent build writing custom-elements.json.
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

export function analyzeElements() {
  return cli({ argv: ['analyze', '--quiet'], noWrite: true });
}

/** The declarations that define a tag, in manifest order. */
export function customElementDeclarations(manifest) {
  return manifest.modules.flatMap((mod) => mod.declarations.filter((d) => d.customElement && d.tagName));
}
