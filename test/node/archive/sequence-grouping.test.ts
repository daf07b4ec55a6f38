// Grouping by sequence identity for entities the RCSB cluster tables do not list: the groups made
// at ingest (table sequence_cluster_fallback) cover exactly the unlisted entities, identical
// sequences share a group (an RCSB cluster when a listed entity has the same sequence), and the
// engine's group_by uses them beside the RCSB clusters.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveIndex } from '../../../src/archive/query/archive-index.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import {
  CLUSTER_FALLBACK_TABLE,
  FALLBACK_CUTOFFS,
  clusterFallback,
  fallbackGroupSize,
} from '../../../src/archive/services/sequence/cluster-fallback.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

interface Entity {
  row: number;
  id: string;
  type: string | null;
  sequence: string;
  /** cutoff -> RCSB cluster id */
  clusters: Map<number, number>;
}

let index: ArchiveIndex;
let engine: ArchiveSearch;
const entities: Entity[] = [];
const fallbackRows = new Map<number, Map<number, string>>(); // cutoff -> row -> group id

before(async () => {
  const archive = await getTestArchive();
  index = new ArchiveIndex(archive.file);
  engine = new ArchiveSearch(archive.file);
  const db = archive.open();
  for (const r of db
    .prepare(
      `SELECT row, id, json_extract(body_json(body), '$.entity_poly.pdbx_seq_one_letter_code_can') AS seq,
              json_extract(body_json(body), '$.entity_poly.rcsb_entity_polymer_type') AS type,
              json_extract(body_json(body), '$.rcsb_cluster_membership') AS clusters
         FROM doc WHERE type = 'polymer_entity'`,
    )
    .all() as Array<{ row: number; id: string; seq: string | null; type: string | null; clusters: string | null }>) {
    const clusters = new Map<number, number>();
    for (const m of r.clusters ? (JSON.parse(r.clusters) as Array<{ cluster_id: number; identity: number }>) : [])
      clusters.set(m.identity, m.cluster_id);
    entities.push({
      row: r.row,
      id: r.id,
      type: r.type,
      sequence: (r.seq ?? '').replace(/\s+/g, '').toUpperCase(),
      clusters,
    });
  }
  for (const cutoff of FALLBACK_CUTOFFS) fallbackRows.set(cutoff, new Map());
  for (const r of db.prepare(`SELECT cutoff, row, group_id FROM ${CLUSTER_FALLBACK_TABLE}`).all() as Array<{
    cutoff: number;
    row: number;
    group_id: string;
  }>) {
    fallbackRows.get(r.cutoff)!.set(r.row, r.group_id);
  }
  db.close();
});
after(() => {
  index.close();
  engine.close();
});

const searchable = (e: Entity): boolean => ['Protein', 'DNA', 'RNA'].includes(e.type ?? '') && e.sequence.length > 0;

test('the fallback covers exactly the unlisted entities of each cutoff, identical sequences together', () => {
  const unlisted = entities.filter((e) => searchable(e) && e.clusters.size === 0);
  assert.ok(
    unlisted.length > 50,
    'the shared archive has unlisted entities (computed models, nucleic acids, new entries)',
  );
  for (const cutoff of FALLBACK_CUTOFFS) {
    const groups = fallbackRows.get(cutoff)!;
    const expected = entities.filter((e) => searchable(e) && !e.clusters.has(cutoff));
    assert.deepEqual(new Set(groups.keys()), new Set(expected.map((e) => e.row)), `cutoff ${cutoff}`);
    const groupOf = (e: Entity): string => groups.get(e.row) ?? `${e.clusters.get(cutoff)}_${cutoff}`;
    const bySequence = new Map<string, Entity[]>();
    for (const e of entities.filter(searchable))
      bySequence.set(`${e.type}:${e.sequence}`, [...(bySequence.get(`${e.type}:${e.sequence}`) ?? []), e]);
    for (const same of bySequence.values()) {
      const withFallback = same.filter((e) => groups.has(e.row));
      if (withFallback.length === 0) continue;
      // every entity of an identical sequence without an RCSB cluster shares the group of the others
      const listed = same.find((e) => e.clusters.has(cutoff));
      const expectedGroup = listed ? groupOf(listed) : groupOf(withFallback[0]!);
      for (const e of withFallback) assert.equal(groupOf(e), expectedGroup, `${e.id} at ${cutoff}`);
    }
    for (const [row, group] of groups) {
      // an RCSB cluster id, or one named after an unlisted entity of the same group
      const m = /^(.+)_(\d+)$/.exec(group)!;
      assert.equal(Number(m[2]), cutoff);
      if (!/^\d+$/.test(m[1]!)) {
        const founder = entities.find((e) => e.id === m[1]);
        assert.ok(founder && groups.get(founder.row) === group, `${group} is named after a member (row ${row})`);
      }
    }
  }
  // groups only grow with a lower cutoff: at 30 % there are no more groups than at 100 %
  const count = (cutoff: number): number => new Set(fallbackRows.get(cutoff)!.values()).size;
  assert.ok(count(30) <= count(100));
});

test('the fallback adopts the RCSB cluster of a listed entity with the same sequence', () => {
  const listed = new Map(entities.filter((e) => e.clusters.has(100)).map((e) => [`${e.type}:${e.sequence}`, e]));
  const twins = entities.filter((e) => searchable(e) && !e.clusters.has(100) && listed.has(`${e.type}:${e.sequence}`));
  assert.ok(twins.length > 0, 'an unlisted entity shares its sequence with a listed one');
  for (const twin of twins) {
    const rcsb = listed.get(`${twin.type}:${twin.sequence}`)!;
    assert.equal(fallbackRows.get(100)!.get(twin.row), `${rcsb.clusters.get(100)}_100`, twin.id);
  }
  assert.equal(clusterFallback(index, 100)?.rows.length, fallbackRows.get(100)!.size);
  for (const [row, group] of [...fallbackRows.get(100)!].slice(0, 20)) {
    const size = [...fallbackRows.get(100)!.values()].filter((g) => g === group).length;
    assert.equal(fallbackGroupSize(index, 100, group), size, `row ${row}`);
  }
});

test('group_by sequence_identity groups listed and unlisted entities alike', async () => {
  const all = {
    return_all_hits: true,
    results_content_type: ['experimental', 'computational'] as Array<'experimental' | 'computational'>,
  };
  for (const cutoff of [100, 30] as const) {
    const response = await engine.search(
      validated({
        return_type: 'polymer_entity',
        request_options: {
          ...all,
          group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: cutoff },
          group_by_return_type: 'groups',
        },
      }),
    );
    const expected = entities.filter((e) => e.clusters.has(cutoff) || fallbackRows.get(cutoff)!.has(e.row));
    assert.equal(response.total_count, expected.length, `cutoff ${cutoff}: every entity with a group is grouped`);
    const groupOf = new Map<string, string>();
    for (const group of response.group_set ?? []) {
      assert.ok(typeof group !== 'string');
      for (const member of group.result_set ?? [])
        groupOf.set(typeof member === 'string' ? member : member.identifier, group.identifier);
    }
    for (const e of expected) {
      const want = e.clusters.has(cutoff)
        ? `${e.clusters.get(cutoff)}_${cutoff}`
        : fallbackRows.get(cutoff)!.get(e.row);
      assert.equal(groupOf.get(e.id), want, `${e.id} at ${cutoff}`);
    }
  }
});
