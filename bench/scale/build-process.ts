// Builds one synthetic archive in a process of its own (so the scale bench can measure the build's
// whole process tree): `node --import tsx bench/scale/build-process.ts <shared index> <out> <entries> <schema dir>`.
// Builds all but the last ADDED_ENTRIES entries into <out>.building, renames it into place, then
// adds those entries in place as a weekly release would come (additions give the archive a build
// of the whole size gives, test/node/archive/additions.test.ts) and runs the services' published()
// hooks (the MMseqs2 database when the binary is installed): the addition is timed with them.
// Progress goes to stderr; the last stdout line is the build's JSON summary.

import { renameSync, rmSync } from 'node:fs';
import { addSyntheticEntries, buildSyntheticArchive } from './synthetic-archive.ts';

/** Entries a week of PDB releases brings (issue 36: 1,000 added to 200,000 in ≤ 10 minutes). */
export const ADDED_ENTRIES = 1_000;

const [sharedIndex, out, entriesArgument, schemaDir] = process.argv.slice(2);
if (!sharedIndex || !out || !entriesArgument || !schemaDir) {
  console.error('usage: build-process.ts <shared index> <out> <entries> <schema dir>');
  process.exit(2);
}
const entries = Number(entriesArgument);
const added = Math.min(ADDED_ENTRIES, Math.floor(entries / 2));
const log = (line: string) => process.stderr.write(`  [build ${entries}] ${line}\n`);
const building = `${out}.building`;
rmSync(building, { force: true });
const started = performance.now();
const built = await buildSyntheticArchive(sharedIndex, building, entries - added, schemaDir, log);
renameSync(building, out);
const adding = performance.now();
const addition = await addSyntheticEntries(sharedIndex, out, entries - added, entries, schemaDir, log);
for (const hook of addition.hooks) await hook.published?.(out, addition.inputHash);
const now = performance.now();
console.log(
  JSON.stringify({
    entries,
    documents: built.documents + addition.documents,
    components: built.components + addition.components,
    added,
    additionSeconds: (now - adding) / 1000,
    seconds: (now - started) / 1000,
  }),
);
