// JS decode throughput of the postings format: every blob of a layout read into memory first,
// then decoded, so the figure is the decoder's and not SQLite's.

import { PostingSink, readLists } from './postings.ts';
import type { PostingsLayout } from './postings-layouts.ts';
import type { Source } from './source.ts';

export function decodeThroughput(source: Source, layouts: PostingsLayout[], perEntry: (n: number) => string): void {
  console.log('\npostings decode in JS (all attributes, blobs already in memory):');
  for (const layout of layouts) {
    const chunked = layout.name.startsWith('l3');
    const sql = chunked ? 'SELECT attr, first, blob FROM post' : 'SELECT attr, code, blob FROM vals';
    const readStart = performance.now();
    const blobs = layout.db.prepare(sql).raw().all() as Array<[number, number, Buffer]>;
    const readMs = performance.now() - readStart;
    let bytes = 0;
    for (const b of blobs) bytes += b[2].length;
    let best = Infinity;
    let decoded = 0;
    for (let run = 0; run < 3; run++) {
      const sink = new PostingSink();
      const start = performance.now();
      for (const [attr, first, blob] of blobs) {
        const mode = layout.modes.get(attr) ?? 2;
        readLists(blob, mode, first, first, chunked ? Number.MAX_SAFE_INTEGER : first, sink);
      }
      best = Math.min(best, performance.now() - start);
      decoded = sink.length;
    }
    const perSecond = decoded / (best / 1000);
    console.log(
      `  ${layout.name}: ${decoded} postings (${perEntry(decoded)} per entry) from ${blobs.length} blobs, ` +
        `${(bytes / 1048576).toFixed(1)} MB (${(bytes / decoded).toFixed(2)} bytes/posting): decode ${best.toFixed(0)} ms = ` +
        `${(perSecond / 1e6).toFixed(1)} M postings/s (SQLite read of the blobs ${readMs.toFixed(0)} ms)`,
    );
  }
  void source;
}
