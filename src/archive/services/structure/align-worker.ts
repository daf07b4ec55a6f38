// A worker thread that aligns a query's candidates as it takes them from the job's shared
// counter (align-pool.ts). It opens the index itself (read-only) and keeps its own trace cache
// and aligners, so only the query trace, the target keys and the scores cross threads.

import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { EntryStructure } from '../coordinates/entry-structure.ts';
import { decodeEntryStructure } from '../coordinates/structure-codec.ts';
import { ENTRY_STRUCTURE_TABLE } from '../coordinates/store.ts';
import { claimNext, type AlignAnswers, type AlignJob, type AlignReply } from './align-pool.ts';
import { unpackComplex } from './ca-trace.ts';
import { ComplexAligner } from './complex-align.ts';
import { ShapeTable } from './shape-index.ts';
import { Lru } from '../../../model/lru.ts';
import { TargetTraces } from './target-traces.ts';
import { TmAligner } from '../../../model/structure-alignment/tm-align.ts';

const { indexFile, keptCells } = workerData as { indexFile: string; keptCells: number };
const db = new Database(indexFile, { readonly: true, fileMustExist: true });
const table = new ShapeTable(db);
const readEntry = db.prepare(`SELECT data FROM ${ENTRY_STRUCTURE_TABLE} WHERE entry_id = ?`).pluck();
const entries = new Lru<string, EntryStructure>(32);
const traces = new TargetTraces(table, (entryId) => {
  let structure = entries.get(entryId);
  if (!structure) {
    const blob = readEntry.get(entryId) as Buffer | undefined;
    if (!blob) return undefined;
    structure = decodeEntryStructure(blob);
    entries.set(entryId, structure);
  }
  return structure;
});
const aligner = new TmAligner();
const complexAligner = new ComplexAligner(aligner);

parentPort!.on('message', (job: AlignJob) => {
  const query = unpackComplex(job.query, job.queryChains);
  const results: AlignAnswers = [];
  for (let at = claimNext(job.claims); at < job.targets.length; at = claimNext(job.claims)) {
    const target = traces.get(job.targets[at]!);
    results.push([at, target ? complexAligner.align(query, target, job.options) : null]);
  }
  aligner.shrink(keptCells);
  parentPort!.postMessage({ id: job.id, results } satisfies AlignReply);
});
parentPort!.postMessage({ ready: true });
