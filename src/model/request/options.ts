// Whole-request checks of request_options: paging, content type, scoring, sort, facets and
// grouping, against the official schema's properties and bounds.

import type { Err } from '../types.ts';
import { SCORING_STRATEGIES } from '../constants/vocabulary.ts';
import { includes, invalidOption } from '../validation/common.ts';
import { structural, unknownKey } from './checks.ts';
import { paginateProblem } from './paging.ts';
import { isRecord } from '../json-shape.ts';

function checkSortEntries(sort: unknown): Err | null {
  if (!Array.isArray(sort) || sort.length === 0) return structural('sort must be a non-empty list');
  for (const entry of sort) {
    if (!isRecord(entry) || typeof entry.sort_by !== 'string' || entry.sort_by === '')
      return structural('each sort entry needs sort_by');
    const extra = unknownKey(entry, ['sort_by', 'direction', 'filter'], 'sort entry');
    if (extra) return extra;
    if (entry.direction !== undefined && entry.direction !== 'asc' && entry.direction !== 'desc') {
      return structural(`sort direction '${String(entry.direction)}' is not supported`);
    }
    if (entry.filter !== undefined && !isRecord(entry.filter)) return structural('sort filter must be a node');
  }
  return null;
}

const GROUP_BY_RETURN_TYPES_REQUIRED: Readonly<Record<string, string | null>> = {
  matching_deposit_group_id: 'entry',
  sequence_identity: 'polymer_entity',
  matching_uniprot_accession: 'polymer_entity',
  matching_chemical_component_id: 'non_polymer_entity',
};

function checkGroupBy(groupBy: unknown, returnType: unknown): Err | null {
  if (!isRecord(groupBy)) return structural('group_by must be an object');
  const method = groupBy.aggregation_method;
  if (typeof method !== 'string' || !(method in GROUP_BY_RETURN_TYPES_REQUIRED)) {
    return structural(`aggregation_method '${String(method)}' is not supported`);
  }
  const extra = unknownKey(groupBy, ['aggregation_method', 'ranking_criteria_type', 'similarity_cutoff'], 'group_by');
  if (extra) return extra;
  if (method === 'sequence_identity') {
    if (!includes([100, 95, 90, 70, 50, 30], groupBy.similarity_cutoff))
      return structural('similarity_cutoff must be one of 100, 95, 90, 70, 50, 30');
  } else if (groupBy.similarity_cutoff !== undefined) {
    return structural('similarity_cutoff applies to sequence_identity grouping only');
  }
  const required = GROUP_BY_RETURN_TYPES_REQUIRED[method];
  if (required && returnType !== required) return structural(`grouping by ${method} needs return_type ${required}`);
  const ranking = groupBy.ranking_criteria_type;
  if (ranking !== undefined) {
    if (!isRecord(ranking) || typeof ranking.sort_by !== 'string')
      return structural('ranking_criteria_type needs sort_by');
    if (
      ranking.sort_by === 'coverage' &&
      (method !== 'matching_uniprot_accession' || ranking.direction !== undefined)
    ) {
      return structural('coverage ranking applies to UniProt grouping and takes no direction');
    }
    if (ranking.direction !== undefined && ranking.direction !== 'asc' && ranking.direction !== 'desc') {
      return structural(`ranking direction '${String(ranking.direction)}' is not supported`);
    }
  }
  return null;
}

export function checkRequestOptions(options: unknown, returnType: unknown): Err | null {
  if (!isRecord(options)) return structural('request_options must be an object');
  const extra = unknownKey(
    options,
    [
      'paginate',
      'results_content_type',
      'results_verbosity',
      'scoring_strategy',
      'sort',
      'facets',
      'group_by',
      'group_by_return_type',
      'return_all_hits',
      'return_counts',
      'return_explain_metadata',
    ],
    'request_options',
  );
  if (extra) return extra;
  const { paginate } = options;
  if (paginate !== undefined) {
    if (!isRecord(paginate)) return structural('paginate must be an object');
    const bad = unknownKey(paginate, ['start', 'rows'], 'paginate');
    if (bad) return bad;
    const problem = paginateProblem(paginate);
    if (problem) return structural(problem);
    if (options.return_counts === true || options.return_all_hits === true) {
      return structural('paginate cannot be combined with return_counts or return_all_hits');
    }
  }
  const content = options.results_content_type;
  if (content !== undefined) {
    if (
      !Array.isArray(content) ||
      content.length === 0 ||
      content.some((c) => c !== 'experimental' && c !== 'computational')
    ) {
      return structural('results_content_type must list experimental and/or computational');
    }
  }
  if (
    options.results_verbosity !== undefined &&
    !includes(['compact', 'minimal', 'verbose'], options.results_verbosity)
  ) {
    return invalidOption('results_verbosity', options.results_verbosity);
  }
  if (options.scoring_strategy !== undefined && !includes(SCORING_STRATEGIES, options.scoring_strategy)) {
    return invalidOption('scoring_strategy', options.scoring_strategy);
  }
  if (options.sort !== undefined) {
    const bad = checkSortEntries(options.sort);
    if (bad) return bad;
  }
  if (
    options.facets !== undefined &&
    (!Array.isArray(options.facets) || options.facets.length === 0 || !options.facets.every(isRecord))
  ) {
    return structural('facets must be a non-empty list of facet objects');
  }
  if (options.group_by !== undefined) {
    const bad = checkGroupBy(options.group_by, returnType);
    if (bad) return bad;
  }
  if (options.group_by_return_type !== undefined) {
    if (!includes(['groups', 'representatives'], options.group_by_return_type))
      return invalidOption('group_by_return_type', options.group_by_return_type);
    if (options.group_by === undefined) return structural('group_by_return_type needs group_by');
  }
  for (const flag of ['return_all_hits', 'return_counts', 'return_explain_metadata'] as const) {
    if (options[flag] !== undefined && typeof options[flag] !== 'boolean')
      return structural(`${flag} must be a boolean`);
  }
  return null;
}
