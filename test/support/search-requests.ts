// Generated search requests (fast-check) over the test archive's vocabulary, shared by the tests
// that compare two ways of answering them: browser-direct mode against api-base (issue 34) and an
// upstream-mode server against the server it stands in front of (issue 35). Each answer carries
// its own query_id, so `comparable` drops it before answers are compared.

import fc from 'fast-check';
import type { QueryNode, SearchRequest } from '../../src/model/types.ts';

export const terminal = (parameters: object, service = 'text'): QueryNode =>
  ({ type: 'terminal', service, parameters }) as QueryNode;

const fullText = fc
  .constantFrom('hemoglobin', 'kinase', 'protease', 'lysozyme', 'DNA', 'insulin', 'ribosome', 'antibody')
  .map((value) => terminal({ value }, 'full_text'));
const method = fc
  .constantFrom('X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR')
  .map((value) => terminal({ attribute: 'exptl.method', operator: 'exact_match', value }));
const resolution = fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 30 })).map(([from, span]) =>
  terminal({
    attribute: 'rcsb_entry_info.resolution_combined',
    operator: 'range',
    value: { from: from / 10, to: (from + span) / 10 + 1, include_lower: true, include_upper: false },
  }),
);
const organism = fc
  .constantFrom('Homo sapiens', 'Escherichia coli', 'Mus musculus', 'Saccharomyces cerevisiae')
  .map((value) =>
    terminal({ attribute: 'rcsb_entity_source_organism.taxonomy_lineage.name', operator: 'exact_match', value }),
  );
const released = fc
  .integer({ min: 1990, max: 2024 })
  .map((year) =>
    terminal({ attribute: 'rcsb_accession_info.initial_release_date', operator: 'greater', value: `${year}-01-01` }),
  );
const leaf = fc.oneof(fullText, method, resolution, organism, released);
const query: fc.Arbitrary<QueryNode> = fc.oneof(
  { weight: 2, arbitrary: leaf },
  fc
    .tuple(fc.constantFrom('and', 'or'), fc.array(leaf, { minLength: 2, maxLength: 3 }))
    .map(([logical_operator, nodes]) => ({ type: 'group', logical_operator, nodes }) as QueryNode),
);

const sort = fc.constantFrom(
  undefined,
  [{ sort_by: 'score', direction: 'desc' }],
  [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }],
  [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'asc' }],
  [{ sort_by: 'rcsb_entry_info.resolution_combined', direction: 'asc' }],
);

/** Grouping where the return type has one: entities by identity or UniProt, entries by deposit group. */
const grouping = (returnType: string) => {
  const groupBy =
    returnType === 'polymer_entity'
      ? fc.constantFrom(
          { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
          { aggregation_method: 'sequence_identity', similarity_cutoff: 30 },
          { aggregation_method: 'matching_uniprot_accession' },
        )
      : returnType === 'entry'
        ? fc.constant({ aggregation_method: 'matching_deposit_group_id' })
        : null;
  if (!groupBy) return fc.constant({});
  return fc
    .option(
      fc.tuple(groupBy, fc.constantFrom('groups', 'representatives')).map(([group_by, group_by_return_type]) => ({
        group_by,
        group_by_return_type,
      })),
      { nil: undefined, freq: 2 },
    )
    .map((options) => options ?? {});
};

/** A search request of any return type: a query, paging, sort, grouping and content types. */
export const searchRequest: fc.Arbitrary<SearchRequest> = fc
  .constantFrom('entry', 'polymer_entity', 'polymer_instance', 'non_polymer_entity', 'assembly')
  .chain((return_type) =>
    fc
      .record({
        query,
        sort,
        grouping: grouping(return_type),
        start: fc.constantFrom(0, 0, 10, 25),
        rows: fc.constantFrom(10, 25),
        csm: fc.boolean(),
      })
      .map(
        ({ query, sort, grouping, start, rows, csm }) =>
          ({
            query,
            return_type,
            request_options: {
              paginate: { start, rows },
              results_content_type: csm ? ['experimental', 'computational'] : ['experimental'],
              ...(sort ? { sort } : {}),
              ...grouping,
            },
          }) as SearchRequest,
      ),
  );

/** query_id is each answer's own. */
export const comparable = (answer: unknown) => ({ ...(answer as Record<string, unknown>), query_id: undefined });
