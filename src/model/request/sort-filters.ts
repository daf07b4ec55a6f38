// The filters of request_options.sort entries and of group_by's ranking, checked in full before
// the engine compiles them (src/archive/query/sort-filter.ts): groups of terminals, each terminal
// with its parameters. Like request/facets.ts, the server's contract alone calls it.

import { isRecord } from '../json-shape.ts';

function filterProblem(node: unknown): string | null {
  if (isRecord(node) && node.type === 'group') {
    if (!Array.isArray(node.nodes) || node.nodes.length === 0) return 'A sort filter group needs at least one node';
    for (const child of node.nodes) {
      const problem = filterProblem(child);
      if (problem) return problem;
    }
    if (node.logical_operator !== 'and' && node.logical_operator !== 'or')
      return `Unknown logical operator '${String(node.logical_operator)}'`;
    return null;
  }
  if (!isRecord(node) || node.type !== 'terminal' || !node.parameters)
    return 'A sort filter must be a terminal or group node';
  return null;
}

/** Null when every sort and ranking filter of the options (if any) is well formed, else the reason. */
export function sortFiltersProblemOf(options: unknown): string | null {
  if (!isRecord(options)) return null;
  const filters: unknown[] = [];
  if (Array.isArray(options.sort)) for (const entry of options.sort) if (isRecord(entry)) filters.push(entry.filter);
  const ranking = isRecord(options.group_by) ? options.group_by.ranking_criteria_type : undefined;
  // the engine ranks a group's members as it sorts, filter included
  if (isRecord(ranking)) filters.push(ranking.filter);
  for (const filter of filters) {
    const problem = filter === undefined ? null : filterProblem(filter);
    if (problem) return problem;
  }
  return null;
}
