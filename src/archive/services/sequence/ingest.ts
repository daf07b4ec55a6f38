// What the sequence service adds to an index: at `finish`, the sequence-identity groups of the
// entities the cluster tables miss (table sequence_cluster_fallback, always created); once the
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
import { readSequenceSets } from './sequence-set.ts';
import { SEQUENCE_ENGINE_ENV } from './service.ts';

export function sequenceIngest(): ServiceIngest {
  return {
    name: 'sequence',
    finish({ db }) {
      writeClusterFallback(db, clusterUnlistedEntities(db));
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
