// UniProt coverage ranking of matching_uniprot_accession groups and sort entries with a filter.
// Expected values come from the raw SIFTS table and from document bodies read with SQL, not
// from the engine.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { GroupItem, SearchResponse } from '../../../src/archive/query/search-response.ts';
import { getTestArchive, type TestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let archive: TestArchive;
let engine: ArchiveSearch;
let db: Database.Database;

before(async () => {
  archive = await getTestArchive();
  engine = new ArchiveSearch(archive.file);
  db = archive.open();
});
after(() => {
  engine?.close();
  db?.close();
});

const idOf = (item: string | { identifier: string }): string => (typeof item === 'string' ? item : item.identifier);
const ids = (r: SearchResponse): string[] => (r.result_set ?? []).map(idOf);

function body(id: string, type: string): any {
  const row = db.prepare('SELECT body_json(body) AS body FROM doc WHERE id = ? AND type = ?').get(id, type) as
    { body: string } | undefined;
  return row ? JSON.parse(row.body) : undefined;
}

/** Covered UniProt positions per `ENTRY|CHAIN|ACCESSION`, straight from the SIFTS table. */
function siftsRanges(source: string): Map<string, Array<[number, number]>> {
  const text = gunzipSync(readFileSync(path.join(source, 'extra', 'sifts', 'pdb_chain_uniprot.csv.gz'))).toString(
    'utf8',
  );
  const out = new Map<string, Array<[number, number]>>();
  for (const line of text.split('\n')) {
    const f = line.split(',');
    if (f.length < 9 || line.startsWith('#') || f[0] === 'PDB') continue;
    const key = `${f[0]!.toUpperCase()}|${f[1]}|${f[2]}`;
    out.set(key, [...(out.get(key) ?? []), [Number(f[7]), Number(f[8])]]);
  }
  return out;
}

function coveredPositions(
  ranges: Map<string, Array<[number, number]>>,
  entityId: string,
  accession: string,
): number | undefined {
  const entity = body(entityId, 'polymer_entity');
  const [entry] = entityId.split('_');
  const positions = new Set<number>();
  for (const chain of entity.rcsb_polymer_entity_container_identifiers.auth_asym_ids as string[]) {
    for (const [from, to] of ranges.get(`${entry}|${chain}|${accession}`) ?? [])
      for (let p = from; p <= to; p++) positions.add(p);
  }
  return positions.size > 0 ? positions.size : undefined;
}

test('coverage ranking puts the entity covering most of the UniProt sequence first', async () => {
  const ranges = siftsRanges(archive.source);
  // thrombin: light chains map 36 residues, heavy chains 259; T4 lysozyme: 164 vs a 160-residue
  // fusion; sperm whale myoglobin includes an entity without a SIFTS mapping
  const accessions = ['P00734', 'P00720', 'P02185'];
  const request = (returnType: 'groups' | 'representatives') =>
    engine.search(
      validated({
        return_type: 'polymer_entity',
        query: {
          type: 'terminal',
          service: 'text',
          parameters: {
            attribute: 'rcsb_polymer_entity_container_identifiers.reference_sequence_identifiers.database_accession',
            operator: 'in',
            value: accessions,
          },
        },
        request_options: {
          group_by: {
            aggregation_method: 'matching_uniprot_accession',
            ranking_criteria_type: { sort_by: 'coverage' },
          },
          group_by_return_type: returnType,
          return_all_hits: true,
        },
      }),
    );
  const grouped = await request('groups');
  const groups = (grouped.group_set ?? []).filter(
    (g): g is GroupItem => typeof g !== 'string' && accessions.includes(g.identifier),
  );
  assert.equal(groups.length, accessions.length);
  const representatives = new Set(ids(await request('representatives')));
  let distinctSpans = 0;
  for (const group of groups) {
    const members = (group.result_set ?? []).map(idOf);
    const spans = members.map((id) => coveredPositions(ranges, id, group.identifier) ?? -1);
    if (new Set(spans).size > 1) distinctSpans++;
    // largest first, entities without a mapping (-1) last
    for (let i = 1; i < spans.length; i++)
      assert.ok(spans[i - 1]! >= spans[i]!, `${group.identifier}: ${members.join(' ')} spans ${spans.join(' ')}`);
    assert.equal(spans[0], Math.max(...spans));
    assert.ok(representatives.has(members[0]!), `${members[0]} represents ${group.identifier}`);
  }
  assert.ok(distinctSpans >= 2, 'groups with members of different spans');

  // the index holds the union as disjoint regions whose lengths add up to the covered positions
  const thrombin = groups.find((g) => g.identifier === 'P00734')!;
  const best = idOf(thrombin.result_set![0]!);
  const align = (body(best, 'polymer_entity').rcsb_polymer_entity_align as any[]).find(
    (a) => a.reference_database_accession === 'P00734',
  );
  const total = (align.aligned_regions as Array<{ length: number }>).reduce((n, r) => n + r.length, 0);
  assert.equal(total, coveredPositions(ranges, best, 'P00734'));
  assert.equal(total, 259);
});

/** Expected keys of a filtered sort: per document, min (asc) or max (desc) of the passing values. */
function expectedKeys(
  bodies: Map<string, any>,
  values: (body: any) => number[],
  ascending: boolean,
): Map<string, number | undefined> {
  const out = new Map<string, number | undefined>();
  for (const [id, b] of bodies) {
    const list = values(b);
    out.set(id, list.length === 0 ? undefined : ascending ? Math.min(...list) : Math.max(...list));
  }
  return out;
}

function assertOrdered(order: string[], keys: Map<string, number | undefined>, ascending: boolean): void {
  const seen = order.map((id) => keys.get(id));
  const expected = [...keys.values()].sort((a, b) =>
    a === undefined ? (b === undefined ? 0 : 1) : b === undefined ? -1 : ascending ? a - b : b - a,
  );
  assert.deepEqual(seen, expected);
}

test('sort filter: entries by the year of their primary citation', async () => {
  const bodies = new Map<string, any>();
  for (const r of db
    .prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'entry' AND computational = 0")
    .all() as Array<{
    id: string;
    body: string;
  }>) {
    bodies.set(r.id, JSON.parse(r.body));
  }
  const primaryYears = (b: any): number[] =>
    ((b.citation ?? []) as any[])
      .filter((c) => String(c.rcsb_is_primary).toUpperCase() === 'Y' && typeof c.year === 'number')
      .map((c) => c.year);
  const anyYears = (b: any): number[] =>
    ((b.citation ?? []) as any[]).filter((c) => typeof c.year === 'number').map((c) => c.year);
  const filter = {
    type: 'terminal' as const,
    service: 'text' as const,
    parameters: { attribute: 'citation.rcsb_is_primary', operator: 'exact_match' as const, value: 'Y' },
  };
  for (const direction of ['asc', 'desc'] as const) {
    const response = await engine.search(
      validated({
        return_type: 'entry',
        request_options: { sort: [{ sort_by: 'citation.year', direction, filter }], return_all_hits: true },
      }),
    );
    const keys = expectedKeys(bodies, primaryYears, direction === 'asc');
    assert.equal(response.result_set?.length, keys.size);
    assertOrdered(ids(response), keys, direction === 'asc');
    // the filter matters: some entry's unfiltered key differs
    const unfiltered = expectedKeys(bodies, anyYears, direction === 'asc');
    assert.ok(
      [...keys].some(([id, key]) => unfiltered.get(id) !== key),
      `a non-primary citation changes the ${direction} key`,
    );
  }
});

test('sort filter: polymer entities by their 100 % identity cluster, with a group filter and negation', async () => {
  const bodies = new Map<string, any>();
  for (const r of db
    .prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'polymer_entity' AND computational = 0")
    .all() as Array<{ id: string; body: string }>) {
    bodies.set(r.id, JSON.parse(r.body));
  }
  const clusters =
    (test: (identity: number) => boolean) =>
    (b: any): number[] =>
      ((b.rcsb_cluster_membership ?? []) as any[]).filter((m) => test(m.identity)).map((m) => m.cluster_id);
  const identity = (operator: 'equals' | 'greater_or_equal', value: number, negation = false) => ({
    type: 'terminal' as const,
    service: 'text' as const,
    parameters: { attribute: 'rcsb_cluster_membership.identity', operator, value, ...(negation ? { negation } : {}) },
  });
  const cases = [
    { filter: identity('equals', 100), test: (i: number) => i === 100 },
    // the identity of one membership record, not of any record of the entity
    {
      filter: {
        type: 'group' as const,
        logical_operator: 'and' as const,
        nodes: [identity('greater_or_equal', 90), identity('equals', 95, true)],
      },
      test: (i: number) => i >= 90 && i !== 95,
    },
  ];
  for (const { filter, test: passes } of cases) {
    const response = await engine.search(
      validated({
        return_type: 'polymer_entity',
        request_options: {
          sort: [{ sort_by: 'rcsb_cluster_membership.cluster_id', direction: 'asc', filter }],
          return_all_hits: true,
        },
      }),
    );
    const keys = expectedKeys(bodies, clusters(passes), true);
    assertOrdered(ids(response), keys, true);
    const unfiltered = expectedKeys(
      bodies,
      clusters(() => true),
      true,
    );
    assert.ok([...keys].some(([id, key]) => unfiltered.get(id) !== key));
  }
});
