// The fixed mix of queries timed on every archive (issue #3): full text, exact match, range,
// nested boolean, facets, grouping, and counts.

import { validated } from '../../test/support/validated-request.ts';
import type { AttributeValue, SearchRequest, WireAttributeOperator } from '../../src/model/types.ts';

const terminal = (attribute: string, operator: WireAttributeOperator, value?: AttributeValue) => ({
  type: 'terminal' as const,
  service: 'text' as const,
  parameters: { attribute, operator, ...(value !== undefined ? { value } : {}) },
});
const page = { paginate: { start: 0, rows: 25 } };

const MIX: Array<{ name: string; kind: 'query' | 'count'; request: SearchRequest }> = [
  {
    name: 'full_text "hemoglobin"',
    kind: 'query',
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
      return_type: 'entry',
      request_options: page,
    },
  },
  {
    name: 'full_text "protein kinase"',
    kind: 'query',
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein kinase' } },
      return_type: 'entry',
      request_options: page,
    },
  },
  {
    name: 'exact_match method = X-ray',
    kind: 'query',
    request: {
      query: terminal('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
      return_type: 'entry',
      request_options: page,
    },
  },
  {
    name: 'range resolution 1.5-2.5 Å, by date',
    kind: 'query',
    request: {
      query: terminal('rcsb_entry_info.resolution_combined', 'range', {
        from: 1.5,
        to: 2.5,
        include_lower: true,
        include_upper: true,
      }),
      return_type: 'entry',
      request_options: { ...page, sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }] },
    },
  },
  {
    name: 'nested boolean (X-ray AND <2 Å) OR (human AND 2000+)',
    kind: 'query',
    request: {
      query: {
        type: 'group',
        logical_operator: 'or',
        nodes: [
          {
            type: 'group',
            logical_operator: 'and',
            nodes: [
              terminal('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'),
              terminal('rcsb_entry_info.resolution_combined', 'less', 2),
            ],
          },
          {
            type: 'group',
            logical_operator: 'and',
            nodes: [
              terminal('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', 'Homo sapiens'),
              terminal('rcsb_accession_info.initial_release_date', 'greater_or_equal', '2000-01-01'),
            ],
          },
        ],
      },
      return_type: 'entry',
      request_options: page,
    },
  },
  {
    name: 'human entries + 4 facets',
    kind: 'query',
    request: {
      query: terminal('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', 'Homo sapiens'),
      return_type: 'entry',
      request_options: {
        ...page,
        facets: [
          { name: 'method', aggregation_type: 'terms', attribute: 'exptl.method' },
          {
            name: 'organism',
            aggregation_type: 'terms',
            attribute: 'rcsb_entity_source_organism.ncbi_scientific_name',
          },
          {
            name: 'release',
            aggregation_type: 'date_histogram',
            attribute: 'rcsb_accession_info.initial_release_date',
            interval: 'year',
          },
          {
            name: 'resolution',
            aggregation_type: 'histogram',
            attribute: 'rcsb_entry_info.resolution_combined',
            interval: 0.5,
          },
        ],
      },
    } as SearchRequest,
  },
  {
    name: 'protein entities grouped by 95 % identity',
    kind: 'query',
    request: {
      query: terminal('entity_poly.rcsb_entity_polymer_type', 'exact_match', 'Protein'),
      return_type: 'polymer_entity',
      request_options: {
        ...page,
        group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
        group_by_return_type: 'representatives',
      },
    } as SearchRequest,
  },
  {
    name: 'count: released 2010-2014',
    kind: 'count',
    request: {
      query: terminal('rcsb_accession_info.initial_release_date', 'range', {
        from: '2010-01-01',
        to: '2015-01-01',
        include_lower: true,
        include_upper: false,
      }),
      return_type: 'entry',
      request_options: { return_counts: true },
    },
  },
  {
    name: 'count: full_text "kinase"',
    kind: 'count',
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } },
      return_type: 'entry',
      request_options: { return_counts: true },
    },
  },
];

/** The mix as the engine takes it: each request through the model's contract. */
export const QUERY_MIX = MIX.map((entry) => ({ ...entry, request: validated(entry.request) }));
