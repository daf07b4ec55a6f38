// `npm run bench -- similarity` (issue 36): the structure service's filter index — its cost as
// the archive grows (similarity-scale.ts) and its recall against exhaustive TM-align
// (similarity-recall.ts) on the shared archive's index (ingested first when missing or stale).
// SIMILARITY_SYNTHETIC=<size> measures the recall on the scale bench's synthetic archive of that
// size instead (built by `SCALE_SIZES=<size> npm run bench -- scale`), with SIMILARITY_QUERIES
// queries (default 100): each a chain of a template's first clone, its family all the clones of
// that template (synthetic entry i clones template i mod the number of templates).

import { existsSync } from 'node:fs';
import { resolveIndexFile, resolveSourceDir } from '../../src/archive/config.ts';
import { ingest } from '../../src/archive/ingest.ts';
import { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { ShapeTable, type ShapeTarget } from '../../src/archive/services/structure/shape-index.ts';
import { scaleArchiveFile } from '../scale/archive-files.ts';
import { readTemplates } from '../scale/clone-entry.ts';
import { benchFilterRecall, sharedQueries, type RecallQueries } from './similarity-recall.ts';
import { benchFilterScale } from './similarity-scale.ts';

/** The synthetic entry number of an id made by syntheticEntryId (bench/scale/random.ts). */
function syntheticNumber(entryId: string): number {
  return (Number(entryId[0]) - 1) * 46656 + parseInt(entryId.slice(1), 36);
}

function syntheticQueries(index: ArchiveIndex, templates: number, count: number): RecallQueries {
  const family = (target: ShapeTarget): number => syntheticNumber(target.entryId) % templates;
  const firsts = new ShapeTable(index.db)
    .set('chain')
    .targets.filter((t) => t.copyOf === undefined && syntheticNumber(t.entryId) < templates);
  return {
    label: `a synthetic archive (${templates} templates)`,
    queries: Array.from(
      { length: Math.min(count, firsts.length) },
      (_, k) => firsts[Math.floor((k * firsts.length) / count)]!,
    ),
    ownFamily: (query, hit) => family(query) === family(hit),
  };
}

export async function benchSimilarity(): Promise<void> {
  const file = resolveIndexFile();
  const summary = await ingest({ source: resolveSourceDir(), out: file });
  const synthetic = Number(process.env.SIMILARITY_SYNTHETIC ?? 0);
  const queries = Number(process.env.SIMILARITY_QUERIES ?? 100);
  const index = new ArchiveIndex(file);
  try {
    if (!synthetic) {
      benchFilterScale(index.db);
      await benchFilterRecall(index, sharedQueries(index, queries));
      return;
    }
    const archive = scaleArchiveFile(synthetic, summary.inputHash);
    if (!existsSync(archive))
      throw new Error(`no synthetic archive ${archive}: run SCALE_SIZES=${synthetic} npm run bench -- scale`);
    const templates = readTemplates(index).length;
    const clones = new ArchiveIndex(archive);
    try {
      await benchFilterRecall(clones, syntheticQueries(clones, templates, queries));
    } finally {
      clones.close();
    }
  } finally {
    index.close();
  }
}
