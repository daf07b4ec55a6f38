// Issue 19's Done-when, as a client sees it: the served metadata schema holds at least 1,250 of
// the official structure attributes and 170 chemical ones; the attributes derived from the files
// are offered by the query builder's menu under their rcsb_search_group header, and their numbers
// facet and sort through the Search API.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOT_HELD } from '../../../src/model/attribute-schema.ts';
import { catalogueFromSchema } from '../../../src/model/attribute-catalogue.ts';
import { getTestArchive } from '../archive/fixture.ts';
import { startArchiveServer, type RunningServer } from './harness.ts';

/** Leaves of a served schema, and whether this archive holds them. */
function heldLeaves(node: Record<string, unknown>, prefix = ''): string[] {
  const record = node.type === 'array' ? (node.items as Record<string, unknown>) : node;
  if (record.properties)
    return Object.entries(record.properties as Record<string, Record<string, unknown>>).flatMap(([name, child]) =>
      heldLeaves(child, prefix ? `${prefix}.${name}` : name),
    );
  return node[NOT_HELD] === false ? [] : [prefix];
}

describe('derived attributes through the server', () => {
  let server: RunningServer;
  let structure: Record<string, unknown>;
  before(async () => {
    server = await startArchiveServer();
    structure = (await (await fetch(`${server.url}/rcsbsearch/v2/metadata/schema`)).json()) as Record<string, unknown>;
  });
  after(() => server?.close());

  const query = async (body: unknown) => {
    const res = await fetch(`${server.url}/rcsbsearch/v2/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 200);
    return (await res.json()) as {
      result_set: Array<{ identifier: string }>;
      facets?: Array<{ name: string; buckets: Array<{ label: string; population: number }> }>;
    };
  };

  test('the metadata schemas hold at least 1,250 structure and 170 chemical attributes', async () => {
    const chemical = (await (await fetch(`${server.url}/rcsbsearch/v2/metadata/chemical/schema`)).json()) as Record<
      string,
      unknown
    >;
    const counts = [heldLeaves(structure).length, heldLeaves(chemical).length];
    console.log(`held attributes: structure ${counts[0]}, chemical ${counts[1]}`);
    assert.ok(counts[0]! >= 1250 && counts[1]! >= 170, counts.join(', '));
  });

  test('the builder menu offers the derived numbers under their rcsb_search_group headers', () => {
    const groups = catalogueFromSchema(structure, 'text').groups;
    for (const [group, attribute] of [
      ['Polymer Instance (Chain) Features', 'rcsb_polymer_instance_feature_summary.coverage'],
      ['Polymer Molecular Features', 'rcsb_polymer_entity_feature_summary.count'],
      ['Polymer Molecular Features', 'entity_poly.rcsb_mutation_count'],
      ['Nonpolymer Molecular Features', 'rcsb_nonpolymer_instance_validation_score.Q_score'],
      ['Entry Features', 'rcsb_entry_info.deposited_deuterated_water_count'],
      ['Integrative/Hybrid Method Details', 'rcsb_ihm_dataset_list.name'],
    ] as const) {
      const items = groups.find((g) => g.name === group)?.items ?? [];
      assert.ok(
        items.some((item) => item.attribute === attribute),
        `${attribute} under ${group}`,
      );
    }
  });

  test('a derived number facets (histogram of chain helix coverage) and sorts (ligand RSCC)', async () => {
    const faceted = await query({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_polymer_instance_feature_summary.type',
          operator: 'exact_match',
          value: 'HELIX_P',
        },
      },
      return_type: 'entry',
      request_options: {
        paginate: { start: 0, rows: 1 },
        facets: [
          {
            name: 'coverage',
            aggregation_type: 'histogram',
            attribute: 'rcsb_polymer_instance_feature_summary.coverage',
            interval: 0.25,
            min_interval_population: 1,
          },
        ],
      },
    });
    const buckets = faceted.facets?.find((f) => f.name === 'coverage')?.buckets ?? [];
    assert.ok(buckets.length >= 3, JSON.stringify(buckets));
    assert.ok(
      buckets.every((b) => Number(b.label) >= 0 && Number(b.label) <= 1 && b.population > 0),
      JSON.stringify(buckets),
    );

    const sorted = await query({
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'rcsb_nonpolymer_instance_validation_score.RSCC', operator: 'exists' },
      },
      return_type: 'entry',
      request_options: {
        paginate: { start: 0, rows: 25 },
        sort: [{ sort_by: 'rcsb_nonpolymer_instance_validation_score.RSCC', direction: 'desc' }],
        results_verbosity: 'compact',
      },
    });
    assert.ok(sorted.result_set.length >= 5, `${sorted.result_set.length} entries`);
    // each entry's best ligand RSCC, read from its ligands' documents: never rising down the page
    const db = (await getTestArchive()).open();
    try {
      const best = sorted.result_set.map(({ identifier }) => {
        const rows = db
          .prepare("SELECT body_json(body) AS body FROM doc WHERE type = 'non_polymer_instance' AND id LIKE ?")
          .all(`${identifier}.%`) as Array<{ body: string }>;
        return Math.max(
          ...rows.flatMap(({ body }) =>
            (
              (JSON.parse(body) as { rcsb_nonpolymer_instance_validation_score?: Array<{ RSCC?: number }> })
                .rcsb_nonpolymer_instance_validation_score ?? []
            ).flatMap((s) => (s.RSCC === undefined ? [] : [s.RSCC])),
          ),
        );
      });
      assert.deepEqual(
        best,
        [...best].sort((a, b) => b - a),
      );
    } finally {
      db.close();
    }
  });
});
