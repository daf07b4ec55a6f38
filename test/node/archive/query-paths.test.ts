// The engine's two routes to an answer must agree: attribute conditions read from in-memory
// columns (loaded by facets, sorts or warm-up) versus SQL over the attr table, and row sets in
// their sparse (Map) and dense (typed array) forms, with arrays reused between queries.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import { foldAscii } from '../../../src/archive/index/attribute-store/keys.ts';
import { BufferPool, HitsArena, type HitSpace } from '../../../src/archive/query/hits-arena.ts';
import { Hits } from '../../../src/archive/query/hits.ts';
import type { QueryNode, ReturnType, SearchRequest } from '../../../src/model/types.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

const NOW = new Date('2026-01-15T12:00:00Z');
let cold: ArchiveSearch;
let warm: ArchiveSearch;

const attr = (
  attribute: string,
  operator: string,
  value?: unknown,
  extra: Record<string, unknown> = {},
): QueryNode => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute, operator, ...(value !== undefined ? { value } : {}), ...extra } as never,
});

const CONDITIONS: QueryNode[] = [
  attr('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
  attr('exptl.method', 'exact_match', 'x-ray diffraction'),
  attr('exptl.method', 'exact_match', 'x-ray diffraction', { case_sensitive: true }),
  attr('exptl.method', 'exact_match', 'SOLUTION NMR', { negation: true }),
  attr('exptl.method', 'in', ['ELECTRON MICROSCOPY', 'solution nmr', 'none']),
  attr('exptl.method', 'in', ['ELECTRON MICROSCOPY', 'solution nmr'], { case_sensitive: true }),
  attr('exptl.method', 'exists'),
  attr('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', 'homo SAPIENS'),
  attr('rcsb_entry_info.resolution_combined', 'range', {
    from: 1.5,
    to: 2.5,
    include_lower: true,
    include_upper: true,
  }),
  attr('rcsb_entry_info.resolution_combined', 'range', { from: 1.5, to: 2.5 }),
  attr('rcsb_entry_info.resolution_combined', 'range', { to: 2 }),
  attr('rcsb_entry_info.resolution_combined', 'less_or_equal', 2),
  attr('rcsb_entry_info.resolution_combined', 'greater', 3.1),
  attr('rcsb_entry_info.resolution_combined', 'equals', 2),
  attr('rcsb_entry_info.resolution_combined', 'in', [2, 1.9, '2.5']),
  attr('rcsb_entry_info.resolution_combined', 'exists', undefined, { negation: true }),
  attr('rcsb_accession_info.initial_release_date', 'range', {
    from: '2010-01-01',
    to: '2015-01-01',
    include_lower: true,
  }),
  attr('rcsb_accession_info.initial_release_date', 'greater_or_equal', 'now-20y'),
  attr('rcsb_accession_info.initial_release_date', 'equals', '2009-07-14'),
  attr('entity_poly.rcsb_entity_polymer_type', 'exact_match', 'Protein'),
  attr('rcsb_polymer_entity.formula_weight', 'greater', 50),
];
const RETURN_TYPES: ReturnType[] = [
  'entry',
  'polymer_entity',
  'non_polymer_entity',
  'polymer_instance',
  'assembly',
  'mol_definition',
];

before(async () => {
  const archive = await getTestArchive();
  cold = new ArchiveSearch(archive.file, { now: () => NOW });
  warm = new ArchiveSearch(archive.file, { now: () => NOW });
  const attributes = new Set(
    CONDITIONS.map((c) => (c.type === 'terminal' ? (c.parameters as { attribute: string }).attribute : '')),
  );
  warm.warm(RETURN_TYPES.flatMap((returnType) => [...attributes].map((attribute) => ({ attribute, returnType }))));
});
after(() => {
  cold?.close();
  warm?.close();
});

const answer = async (engine: ArchiveSearch, request: SearchRequest): Promise<unknown> => {
  try {
    const { query_id: _id, ...rest } = await engine.search(validated(request));
    return rest;
  } catch (error) {
    return { error: String(error) };
  }
};

test('attribute conditions answer the same from columns as from SQL', async () => {
  let compared = 0;
  for (const returnType of RETURN_TYPES) {
    for (const query of CONDITIONS) {
      for (const request_options of [
        { return_all_hits: true, results_content_type: ['experimental', 'computational'] },
        { return_counts: true },
        {
          paginate: { start: 2, rows: 7 },
          sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }],
        },
      ] as SearchRequest['request_options'][]) {
        const request: SearchRequest = { query, return_type: returnType, request_options };
        assert.deepEqual(await answer(warm, request), await answer(cold, request), JSON.stringify(request));
        compared++;
      }
    }
  }
  // groups of conditions: AND intersects, OR unites with summed scores, normalised at the end
  const group: QueryNode = {
    type: 'group',
    logical_operator: 'or',
    nodes: [
      { type: 'group', logical_operator: 'and', nodes: [CONDITIONS[0] as QueryNode, CONDITIONS[10] as QueryNode] },
      { type: 'group', logical_operator: 'and', nodes: [CONDITIONS[7] as QueryNode, CONDITIONS[17] as QueryNode] },
      { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
    ],
  };
  for (const returnType of RETURN_TYPES) {
    const request: SearchRequest = {
      query: group,
      return_type: returnType,
      request_options: { return_all_hits: true, results_verbosity: 'verbose' },
    };
    assert.deepEqual(await answer(warm, request), await answer(cold, request));
  }
  assert.ok(compared > 300);
});

test('NOCASE folding touches ASCII capitals only, as SQLite does', () => {
  assert.equal(foldAscii('X-RAY Diffraction'), 'x-ray diffraction');
  assert.equal(foldAscii('ÄÖÜ Straße'), 'ÄÖÜ straße');
});

// A model of scored row sets: row -> score.
type Model = Map<number, number>;
const CAPACITY = 5000;
const rowSet = fc.array(fc.tuple(fc.integer({ min: 0, max: CAPACITY - 1 }), fc.constantFrom(0, 1, 1, 1, 2, 0.5)), {
  maxLength: 3000,
});

function build(space: HitSpace, pairs: Array<[number, number]>): { hits: Hits; model: Model } {
  const hits = new Hits(space);
  const model: Model = new Map();
  for (const [row, score] of pairs) {
    hits.set(row, score);
    model.set(row, score);
  }
  return { hits, model };
}

function same(hits: Hits, model: Model): void {
  assert.equal(hits.size, model.size);
  const seen = new Map<number, number>();
  hits.forEach((score, row) => seen.set(row, score));
  assert.deepEqual(
    [...seen].sort((a, b) => a[0] - b[0]),
    [...model].sort((a, b) => a[0] - b[0]),
  );
  for (const [row, score] of model) assert.equal(hits.get(row), score);
  const common = hits.commonScore;
  if (common !== undefined) for (const score of model.values()) assert.equal(score, common);
}

test('row sets: intersect, unite, complement and rescale agree with a model, across arena reuse', () => {
  const pool = new BufferPool(CAPACITY);
  fc.assert(
    fc.property(fc.array(rowSet, { minLength: 1, maxLength: 4 }), fc.boolean(), (sets, useArena) => {
      const arena = new HitsArena(pool);
      const space: HitSpace = useArena ? arena : CAPACITY;
      try {
        const built = sets.map((pairs) => build(space, pairs));
        for (const { hits, model } of built) same(hits, model);

        const bySize = [...built].sort((a, b) => a.hits.size - b.hits.size);
        const intersection: Model = new Map();
        for (const [row, score] of bySize[0]?.model ?? []) {
          if (bySize.every((b) => b.model.has(row)))
            intersection.set(
              row,
              bySize.slice(1).reduce((t, b) => t + (b.model.get(row) as number), score),
            );
        }
        same(Hits.intersect(built.map((b) => b.hits)), intersection);

        const union: Model = new Map();
        for (const { model } of built) for (const [row, score] of model) union.set(row, (union.get(row) ?? 0) + score);
        same(Hits.unite(built.map((b) => b.hits)), union);

        const first = built[0] as { hits: Hits; model: Model };
        const universe = Int32Array.from({ length: CAPACITY }, (_, i) => i);
        same(
          Hits.complement(universe, first.hits, 0),
          new Map([...universe].filter((r) => !first.model.has(r)).map((r) => [r, 0])),
        );

        const even = (row: number): boolean => row % 2 === 0;
        same(
          first.hits.filterScaled(even, 4),
          new Map([...first.model].filter(([r]) => even(r)).map(([r, s]) => [r, s / 4])),
        );

        const rows = [...first.model.keys(), ...first.model.keys()];
        same(Hits.fromRows(space, rows, 3), new Map(rows.map((r) => [r, 3])));
      } finally {
        arena.release();
      }
    }),
    { numRuns: 150 },
  );
});
