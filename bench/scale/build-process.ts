// Builds one synthetic archive in a process of its own (so the scale bench can measure the build's
// whole process tree): `node --import tsx bench/scale/build-process.ts <shared index> <out> <entries> <schema dir>`.
// Writes <out>.building, renames it into place, then runs the services' published() hooks (the
// MMseqs2 database when the binary is installed). Progress goes to stderr; the last stdout line is
// the build's JSON summary.

import { renameSync, rmSync } from 'node:fs';
import { buildSyntheticArchive } from './synthetic-archive.ts';

const [sharedIndex, out, entries, schemaDir] = process.argv.slice(2);
if (!sharedIndex || !out || !entries || !schemaDir) {
  console.error('usage: build-process.ts <shared index> <out> <entries> <schema dir>');
  process.exit(2);
}
const building = `${out}.building`;
rmSync(building, { force: true });
const started = performance.now();
const build = await buildSyntheticArchive(sharedIndex, building, Number(entries), schemaDir, (line) =>
  process.stderr.write(`  [build ${entries}] ${line}\n`),
);
renameSync(building, out);
for (const hook of build.hooks) await hook.published?.(out, build.inputHash);
const { hooks: _hooks, ...summary } = build;
console.log(JSON.stringify({ ...summary, seconds: (performance.now() - started) / 1000 }));
