// request_options.facets checked in full before the engine sees them. The request validation
// (request/validation.ts) only checks that facets is a list of objects; the engine trusts the
// shapes of the official schema, so malformed facets from a client are refused here with a clear
// message.

import { DATE_INTERVALS, isDateInterval } from './date-intervals.ts';
import { isRecord } from '../json-shape.ts';
import { validateQueryNode } from './validation.ts';

const MAX_FACETS = 50;
const MAX_FACET_DEPTH = 4;
const MAX_RANGES = 100;
/** Keys of each aggregation type (a Map: a type named 'toString' must not find Object's). */
const KEYS: ReadonlyMap<string, readonly string[]> = new Map([
  ['terms', ['name', 'aggregation_type', 'attribute', 'min_interval_population', 'max_num_intervals', 'facets']],
  ['histogram', ['name', 'aggregation_type', 'attribute', 'interval', 'min_interval_population', 'facets']],
  ['date_histogram', ['name', 'aggregation_type', 'attribute', 'interval', 'min_interval_population', 'facets']],
  ['range', ['name', 'aggregation_type', 'attribute', 'ranges', 'facets']],
  ['date_range', ['name', 'aggregation_type', 'attribute', 'ranges', 'facets']],
  ['cardinality', ['name', 'aggregation_type', 'attribute', 'precision_threshold']],
]);

const isCount = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 500;

/** A filter facet's node is a query node without a service: checked as an attribute query. */
function filterProblem(filter: unknown, depth = 0): string | null {
  if (depth > 16 || !isRecord(filter)) return 'a facet filter must be a query node';
  if (filter.type === 'group') {
    if (!Array.isArray(filter.nodes) || filter.nodes.length === 0) return 'a facet filter group needs nodes';
    if (filter.logical_operator !== 'and' && filter.logical_operator !== 'or')
      return 'a facet filter group needs logical_operator and/or';
    for (const node of filter.nodes) {
      const problem = filterProblem(node, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (filter.type !== 'terminal') return 'a facet filter must be a query node';
  const service = filter.service ?? 'text';
  if (service !== 'text' && service !== 'text_chem') return 'a facet filter must be an attribute condition';
  const checked = validateQueryNode({ type: 'terminal', service, parameters: filter.parameters });
  return checked.ok ? null : `facet filter: ${checked.message}`;
}

function rangeProblem(ranges: unknown, name: string): string | null {
  if (!Array.isArray(ranges) || ranges.length === 0 || ranges.length > MAX_RANGES)
    return `facet '${name}' needs 1 to ${MAX_RANGES} ranges`;
  for (const range of ranges) {
    if (!isRecord(range) || Object.keys(range).some((k) => k !== 'from' && k !== 'to'))
      return `facet '${name}' has a malformed range`;
    for (const bound of [range.from, range.to]) {
      if (
        bound !== undefined &&
        !(typeof bound === 'string' && bound.length <= 100) &&
        !(typeof bound === 'number' && Number.isFinite(bound))
      ) {
        return `facet '${name}' has a malformed range bound`;
      }
    }
  }
  return null;
}

function facetProblem(facet: unknown, depth: number): string | null {
  if (!isRecord(facet)) return 'every facet must be an object';
  if ('filter' in facet) {
    if (Object.keys(facet).some((k) => k !== 'filter' && k !== 'facets'))
      return 'a filter facet holds only filter and facets';
    return filterProblem(facet.filter) ?? facetsProblem(facet.facets, depth + 1, true);
  }
  const type = typeof facet.aggregation_type === 'string' ? facet.aggregation_type : '';
  const allowed = KEYS.get(type);
  if (!allowed) return `aggregation_type '${type}' is not supported`;
  if (!isText(facet.name)) return 'every facet needs a name';
  const name = facet.name;
  const extra = Object.keys(facet).find((k) => !allowed.includes(k));
  if (extra) return `unknown property '${extra}' in facet '${name}'`;
  if (!isText(facet.attribute)) return `facet '${name}' needs an attribute`;
  if (facet.min_interval_population !== undefined && !isCount(facet.min_interval_population, 0, 1e9))
    return `facet '${name}' has an invalid min_interval_population`;
  if (facet.max_num_intervals !== undefined && !isCount(facet.max_num_intervals, 1, 65536))
    return `facet '${name}' has an invalid max_num_intervals`;
  if (facet.precision_threshold !== undefined && !isCount(facet.precision_threshold, 0, 40000))
    return `facet '${name}' has an invalid precision_threshold`;
  if (
    type === 'histogram' &&
    !(typeof facet.interval === 'number' && facet.interval > 0 && Number.isFinite(facet.interval))
  ) {
    return `facet '${name}' needs a positive interval`;
  }
  if (type === 'date_histogram' && !isDateInterval(facet.interval))
    return `facet '${name}' needs an interval of ${DATE_INTERVALS.join(', ')}`;
  if (type === 'range' || type === 'date_range') {
    const problem = rangeProblem(facet.ranges, name);
    if (problem) return problem;
  }
  return facet.facets === undefined ? null : facetsProblem(facet.facets, depth + 1, true);
}

function facetsProblem(facets: unknown, depth: number, required: boolean): string | null {
  if (facets === undefined && !required) return null;
  if (depth > MAX_FACET_DEPTH) return `facets are nested deeper than ${MAX_FACET_DEPTH} levels`;
  if (!Array.isArray(facets) || facets.length === 0 || facets.length > MAX_FACETS)
    return `facets must be a list of 1 to ${MAX_FACETS} facets`;
  for (const facet of facets) {
    const problem = facetProblem(facet, depth);
    if (problem) return problem;
  }
  return null;
}

/** Null when the facets (if any) are well formed, else the reason. */
export function facetsProblemOf(facets: unknown): string | null {
  return facetsProblem(facets, 0, false);
}
