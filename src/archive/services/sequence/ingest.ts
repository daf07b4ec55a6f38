// What the sequence service adds to an index: at `finish`, the sequence sets (table sequence_set,
// sequence-store.ts; an addition in place decodes only the new entities and appends them) and the
// sequence-identity groups of the entities the cluster tables miss (table
// sequence_cluster_fallback, always created); once the
// index is published, the MMseqs2 database beside it when the binary is installed and the
// archive is large enough to need it (skipped when the built-in engine is forced). A failed
// MMseqs2 build only leaves the built-in aligner.

import Database from 'better-sqlite3';
import type { ServiceIngest } from '../ingest-hooks.ts';
import { clusterUnlistedEntities, writeClusterFallback } from './cluster-fallback.ts';
import {
  MIN_MMSEQS_RESIDUES,
  buildMmseqsDatabase,
  findMmseqs,
  mmseqsDirectory,
  removeStaleMmseqsDirectories,
} from './mmseqs-database.ts';
import type { SequenceType } from '../../../model/types.ts';
import type { SequenceSet } from './sequence-set.ts';
import {
  appendSequenceSet,
  decodeSequenceSets,
  readSequenceSets,
  storedSequenceSets,
  writeSequenceSets,
} from './sequence-store.ts';
import { SEQUENCE_ENGINE_ENV } from './service.ts';

/** The stored sets followed by the entities from `firstRow` on (all decoded when none are stored). */
function addedSequenceSets(db: Database.Database, firstRow: number): Map<SequenceType, SequenceSet> {
  const stored = storedSequenceSets(db);
  if (!stored) return decodeSequenceSets(db);
  const added = decodeSequenceSets(db, firstRow);
  return new Map(
    [...added].map(([type, set]): [SequenceType, SequenceSet] => {
      const before = stored.get(type);
      return [type, before ? appendSequenceSet(before, set) : set];
    }),
  );
}

export function sequenceIngest(): ServiceIngest {
  return {
    name: 'sequence',
    finish({ db, firstRow }) {
      const sets = firstRow > 1 ? addedSequenceSets(db, firstRow) : decodeSequenceSets(db);
      writeSequenceSets(db, sets);
      writeClusterFallback(db, clusterUnlistedEntities(db, sets));
    },
    async published(indexFile, inputHash) {
      const binary = process.env[SEQUENCE_ENGINE_ENV] === 'builtin' ? undefined : findMmseqs();
      if (!binary) return;
      const dir = mmseqsDirectory(indexFile, inputHash);
      await removeStaleMmseqsDirectories(indexFile, dir);
      const db = new Database(indexFile, { readonly: true, fileMustExist: true });
      let set;
      try {
        set = readSequenceSets(db).get('protein');
      } finally {
        db.close();
      }
      if (!set || set.totalResidues < MIN_MMSEQS_RESIDUES) return;
      try {
        await buildMmseqsDatabase(binary, dir, set);
      } catch (error) {
        console.warn(
          `MMseqs2 database not built (${(error as Error).message}); sequence searches use the built-in aligner`,
        );
      }
    },
  };
}
