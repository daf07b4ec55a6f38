// Builds one synthetic archive in a process of its own (so the scale bench can measure the build's
// whole process tree): `node --import tsx bench/scale/build-process.ts <shared index> <out> <entries> <schema dir>`.
// The build is resumable: all but the last ADDED_ENTRIES entries go into <out>.building as a first
// build of CHUNK_ENTRIES, then additions in place of CHUNK_ENTRIES each (one transaction each, so
// a build stopped or killed keeps every chunk it committed, and the next run goes on from there);
// additions give the archive a build of the whole size gives (test/node/archive/additions.test.ts).
// The file is then renamed into place, the last ADDED_ENTRIES are added in place as a weekly
// release would come, and the services' published() hooks run (the MMseqs2 database when the
// binary is installed): that addition is timed with them. Progress goes to stderr; the last stdout
// line is the run's JSON summary.

import { existsSync, renameSync, rmSync } from 'node:fs';
import { readIndexMetadata } from '../../src/archive/ingest.ts';
import { ADDED_ENTRIES, CHUNK_ENTRIES } from './archive-files.ts';
import { addSyntheticEntries, buildSyntheticArchive } from './synthetic-archive.ts';

const [sharedIndex, out, entriesArgument, schemaDir] = process.argv.slice(2);
if (!sharedIndex || !out || !entriesArgument || !schemaDir) {
  console.error('usage: build-process.ts <shared index> <out> <entries> <schema dir>');
  process.exit(2);
}
const entries = Number(entriesArgument);
const added = Math.min(ADDED_ENTRIES, Math.floor(entries / 2));
const base = entries - added;
const log = (line: string) => process.stderr.write(`  [build ${entries}] ${line}\n`);
const building = `${out}.building`;
const started = performance.now();

// a first build that did not finish has no metadata: it starts again
let done = (existsSync(building) && readIndexMetadata(building)?.documentCounts.entry) || 0;
if (done > 0) log(`resuming: ${done} entries built`);
let documents = 0;
let components = 0;
if (done === 0) {
  rmSync(building, { force: true });
  done = Math.min(CHUNK_ENTRIES, base);
  const first = await buildSyntheticArchive(sharedIndex, building, done, schemaDir, log);
  documents += first.documents;
  components += first.components;
}
while (done < base) {
  const to = Math.min(done + CHUNK_ENTRIES, base);
  const chunk = await addSyntheticEntries(sharedIndex, building, done, to, schemaDir, log);
  documents += chunk.documents;
  components += chunk.components;
  done = to;
  log(`${done} of ${base} entries built`);
}
renameSync(building, out);
const adding = performance.now();
const addition = await addSyntheticEntries(sharedIndex, out, base, entries, schemaDir, log);
for (const hook of addition.hooks) await hook.published?.(out, addition.inputHash);
const now = performance.now();
console.log(
  JSON.stringify({
    entries,
    documents: documents + addition.documents,
    components: components + addition.components,
    added,
    additionSeconds: (now - adding) / 1000,
    seconds: (now - started) / 1000,
  }),
);
