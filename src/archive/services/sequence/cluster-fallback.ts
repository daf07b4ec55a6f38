// Sequence-identity groups for the polymer entities the RCSB cluster tables do not list (new
// entries, computed models, nucleic acids), made at ingest with the built-in aligner so that
// group_by sequence_identity still groups them. At each cutoff (30, 40, 50, 70, 90, 95 and 100 %)
// the entities without a cluster are taken longest first, greedily as MMseqs2's clustering does:
// one joins the group of an identical sequence, else of the best-scoring aligned entity that
// already has a group (an RCSB cluster or one made here) when the alignment reaches the identity
// with E ≤ 0.001 and covers at least 80 % of both sequences (the RCSB's coverage criterion);
// otherwise it starts a group named after itself: `<entity id>_<cutoff>` (e.g. '9ABC_1_95'),
// which cannot collide with the RCSB's `<cluster>_<cutoff>` ids.

import type Database from 'better-sqlite3';
import type { SequenceType } from '../../../model/types.ts';
import { bodyDecoder } from '../../index/body-codec.ts';
import type { ArchiveIndex } from '../../query/archive-index.ts';
import { BuiltinAligner } from './builtin-engine.ts';
import type { SequenceHit } from './hits.ts';
import type { SequenceSet } from './sequence-set.ts';

export const CLUSTER_FALLBACK_TABLE = 'sequence_cluster_fallback';
export const FALLBACK_CUTOFFS = [30, 40, 50, 70, 90, 95, 100] as const;
const MIN_COVERAGE = 0.8;
const MAX_EVALUE = 1e-3;

export interface FallbackMembership {
  row: number;
  cutoff: number;
  groupId: string;
}

/** rcsb_cluster_membership of every polymer entity that has one: row -> cutoff -> cluster id. */
function readMemberships(db: Database.Database): Map<number, Map<number, number>> {
  const out = new Map<number, Map<number, number>>();
  bodyDecoder(db);
  const rows = db
    .prepare(
      `SELECT row, json_extract(body_json(body), '$.rcsb_cluster_membership') FROM doc WHERE type = 'polymer_entity'`,
    )
    .raw()
    .iterate() as IterableIterator<[number, string | null]>;
  for (const [row, json] of rows) {
    if (!json) continue;
    const byCutoff = new Map<number, number>();
    for (const m of JSON.parse(json) as Array<{ cluster_id?: unknown; identity?: unknown }>) {
      if (typeof m.identity === 'number' && (typeof m.cluster_id === 'number' || typeof m.cluster_id === 'string')) {
        byCutoff.set(m.identity, Number(m.cluster_id));
      }
    }
    if (byCutoff.size > 0) out.set(row, byCutoff);
  }
  return out;
}

function covers(hit: SequenceHit): boolean {
  const c = hit.context;
  return (
    (c.query_end - c.query_beg + 1) / c.query_length >= MIN_COVERAGE &&
    (c.subject_end - c.subject_beg + 1) / c.subject_length >= MIN_COVERAGE
  );
}

function clusterSet(
  set: SequenceSet,
  memberships: Map<number, Map<number, number>>,
  aligner: BuiltinAligner,
  out: FallbackMembership[],
): void {
  const { records } = set;
  const missingAnywhere = records
    .map((r, k) => ({ r, k }))
    .filter(({ r }) => FALLBACK_CUTOFFS.some((c) => !memberships.get(r.row)?.has(c)));
  if (missingAnywhere.length === 0) return;
  const sameSequence = new Map<string, number[]>();
  records.forEach((r, k) => {
    const list = sameSequence.get(r.sequence);
    if (list) list.push(k);
    else sameSequence.set(r.sequence, [k]);
  });
  // longest first, then document order: long sequences become the groups' representatives
  missingAnywhere.sort((a, b) => b.r.sequence.length - a.r.sequence.length || a.r.row - b.r.row);
  const hitsOf = new Map<string, SequenceHit[]>();
  const hits = (sequence: string): SequenceHit[] => {
    let found = hitsOf.get(sequence);
    if (!found) {
      // identical sequences share groups without an alignment (a self-alignment is the costliest),
      // and sequences more than twice as long or half as short cannot be covered 80 % both ways
      // without a net gap of over 40 % of the shorter one: neither is aligned
      const length = sequence.length;
      const skip = (k: number): boolean => {
        const other = records[k]!.sequence;
        return other === sequence || other.length > 2 * length || 2 * other.length < length;
      };
      found = aligner
        .search({ sequence, type: set.type, evalueCutoff: MAX_EVALUE, identityCutoff: 0 }, skip)
        .filter(covers);
      hitsOf.set(sequence, found);
    }
    return found;
  };
  for (const cutoff of FALLBACK_CUTOFFS) {
    const group = new Map<number, string>(); // set index -> group id at this cutoff
    records.forEach((r, k) => {
      const cluster = memberships.get(r.row)?.get(cutoff);
      if (cluster !== undefined) group.set(k, `${cluster}_${cutoff}`);
    });
    for (const { r, k } of missingAnywhere) {
      if (group.has(k)) continue;
      let id = sameSequence
        .get(r.sequence)!
        .map((other) => group.get(other))
        .find((g) => g !== undefined);
      if (id === undefined) {
        for (const hit of hits(r.sequence)) {
          const other = set.indexOfRow(hit.row);
          if (other === undefined || other === k || hit.context.sequence_identity * 100 < cutoff - 1e-9) continue;
          id = group.get(other);
          if (id !== undefined) break;
        }
      }
      id ??= `${r.id}_${cutoff}`;
      group.set(k, id);
      out.push({ row: r.row, cutoff, groupId: id });
    }
  }
}

/** The fallback memberships of an index being built (documents written), over its sequence sets. */
export function clusterUnlistedEntities(
  db: Database.Database,
  sets: ReadonlyMap<SequenceType, SequenceSet>,
): FallbackMembership[] {
  const memberships = readMemberships(db);
  const aligner = new BuiltinAligner(() => sets);
  const out: FallbackMembership[] = [];
  for (const type of ['protein', 'dna', 'rna'] as SequenceType[]) {
    const set = sets.get(type);
    if (set) clusterSet(set, memberships, aligner, out);
  }
  return out;
}

/**
 * Writes the fallback memberships in place of any the index had: they are made over every
 * entity at once (longest first), so entities added to an index can change earlier groups.
 */
export function writeClusterFallback(db: Database.Database, memberships: readonly FallbackMembership[]): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${CLUSTER_FALLBACK_TABLE} (cutoff INTEGER NOT NULL, row INTEGER NOT NULL, group_id TEXT NOT NULL, PRIMARY KEY (cutoff, row)) WITHOUT ROWID`,
  );
  db.exec(`DELETE FROM ${CLUSTER_FALLBACK_TABLE}`);
  const insert = db.prepare(
    `INSERT OR REPLACE INTO ${CLUSTER_FALLBACK_TABLE} (cutoff, row, group_id) VALUES (?, ?, ?)`,
  );
  db.transaction(() => {
    for (const m of memberships) insert.run(m.cutoff, m.row, m.groupId);
  })();
}

/** The fallback groups of one cutoff, ascending by row. */
export interface ClusterFallback {
  rows: Int32Array;
  groupIds: string[];
}

const loaded = new WeakMap<ArchiveIndex, Map<number, ClusterFallback | undefined>>();

/** The index's fallback groups at a cutoff, read once; undefined when the index has none. */
export function clusterFallback(index: ArchiveIndex, cutoff: number): ClusterFallback | undefined {
  let byCutoff = loaded.get(index);
  if (!byCutoff) {
    byCutoff = new Map();
    loaded.set(index, byCutoff);
  }
  if (byCutoff.has(cutoff)) return byCutoff.get(cutoff);
  let fallback: ClusterFallback | undefined;
  const table = index.db
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
    .get(CLUSTER_FALLBACK_TABLE);
  if (table) {
    const rows = index.db
      .prepare(`SELECT row, group_id FROM ${CLUSTER_FALLBACK_TABLE} WHERE cutoff = ? ORDER BY row`)
      .raw()
      .all(cutoff) as Array<[number, string]>;
    if (rows.length > 0) fallback = { rows: Int32Array.from(rows, ([row]) => row), groupIds: rows.map(([, id]) => id) };
  }
  byCutoff.set(cutoff, fallback);
  return fallback;
}

const sizes = new WeakMap<ClusterFallback, Map<string, number>>();

/**
 * How many entities the fallback adds to a group at a cutoff (all of a group named after an
 * entity; the unlisted members of an RCSB cluster): group member counts read from the indexed
 * group_id attribute miss these.
 */
export function fallbackGroupSize(index: ArchiveIndex, cutoff: number, groupId: string): number {
  const fallback = clusterFallback(index, cutoff);
  if (!fallback) return 0;
  let counts = sizes.get(fallback);
  if (!counts) {
    counts = new Map();
    for (const id of fallback.groupIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    sizes.set(fallback, counts);
  }
  return counts.get(groupId) ?? 0;
}
