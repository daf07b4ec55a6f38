// Times the query mix on an existing index file, without ingesting anything first (a quicker
// loop than `npm run bench -- archive` while working on the engine).
//   npx tsx bench/archive/mix-file.ts <index.sqlite> [repeat] [query-name-substring]

import { ArchiveSearch } from '../../src/archive/query/search.ts';
import { fmt, row, timeRuns } from '../lib/stats.ts';
import { QUERY_MIX } from './query-mix.ts';

const [file, repeatArg, only] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx bench/archive/mix-file.ts <index.sqlite> [repeat] [name filter]');
  process.exit(2);
}
const repeat = Number(repeatArg ?? 20);
const widths = [52, 9, 11, 11, 11];
const opened = performance.now();
const engine = new ArchiveSearch(file);
console.log(`opened in ${fmt(performance.now() - opened)}`);
console.log(row(['query', 'hits', 'first', 'p50', 'p95'], widths));
for (const { name, request } of QUERY_MIX) {
  if (only && !name.includes(only)) continue;
  let hits = 0;
  const t = await timeRuns(async () => {
    hits = (await engine.search(request)).total_count;
  }, repeat);
  console.log(row([name, hits, fmt(t.first), fmt(t.p50), fmt(t.p95)], widths));
}
engine.close();
