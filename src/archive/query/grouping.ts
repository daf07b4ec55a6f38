// group_by: deposit groups (entries), sequence-identity clusters and UniProt accessions (polymer
// entities), chemical component (non-polymer entities). Results that belong to no group drop
// out of grouped results, as at the RCSB ("no results remain after grouping").
//
// Grouping 270,000 hits into 100,000 clusters happens on typed arrays: groups are dictionary
// codes of the grouping column, members are collected with a counting sort, and only what a
// response shows is ordered: each group's best member (its representative), the page of groups,
// and the members of the groups on that page.

import type { DocType } from '../ingest/documents.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { Column, ColumnStore } from './columns.ts';
import { uniprotCoverage } from './coverage.ts';
import type { Hits } from './hits.ts';
import { QueryError } from './query-error.ts';
import { rowComparator, type FilteredSortKeys, type RowComparator } from './ranking.ts';
import type { GroupBy, ReturnType, SortEntry } from './request.ts';
import { firstInOrder } from './top-k.ts';

export interface Group {
  /** Dictionary code of the group id in the grouping column: code order is key order. */
  code: number;
  /** Where the members sit in `Grouping.members` (in no particular order). */
  start: number;
  count: number;
  /** Best member score. */
  score: number;
  /** The best member by the ranking criteria. */
  representative: number;
}

export interface Grouping {
  groups: Group[];
  /** Members of every group, group after group. */
  members: Int32Array;
  /** Distinct hits that belong to at least one group. */
  groupedRows: number;
  column: Column | undefined;
  /** The ranking criteria within the group of a key code (coverage depends on the group). */
  compareIn: (code: number) => RowComparator;
}

const SIMILARITY_CUTOFFS = [100, 95, 90, 70, 50, 30];

interface GroupingSpec {
  returnType: ReturnType;
  attribute: string;
  /** Which column values are group keys (and a name for caching that choice). */
  accept?: { name: string; test: (value: string) => boolean };
}

function groupingFor(groupBy: GroupBy): GroupingSpec {
  switch (groupBy.aggregation_method) {
    case 'matching_deposit_group_id':
      return { returnType: 'entry', attribute: 'pdbx_deposit_group.group_id' };
    case 'sequence_identity': {
      const cutoff = Number(groupBy.similarity_cutoff);
      if (!SIMILARITY_CUTOFFS.includes(cutoff)) {
        throw new QueryError(`similarity_cutoff must be one of ${SIMILARITY_CUTOFFS.join(', ')} for sequence_identity grouping`);
      }
      const suffix = `_${cutoff}`;
      return {
        returnType: 'polymer_entity',
        attribute: 'rcsb_polymer_entity_group_membership.group_id',
        accept: { name: `identity ${cutoff}`, test: (value) => value.endsWith(suffix) && /^\d+_\d+$/.test(value) },
      };
    }
    case 'matching_uniprot_accession':
      return { returnType: 'polymer_entity', attribute: 'rcsb_polymer_entity_container_identifiers.uniprot_ids' };
    case 'matching_chemical_component_id':
      return { returnType: 'non_polymer_entity', attribute: 'rcsb_nonpolymer_entity_container_identifiers.nonpolymer_comp_id' };
    default:
      throw new QueryError(`Unknown aggregation_method '${String((groupBy as { aggregation_method?: unknown }).aggregation_method)}'`);
  }
}

/** Group keys per row: keys of row r are codes[offsets[r] .. offsets[r + 1]). */
interface KeyLists {
  offsets: Int32Array;
  codes: ArrayLike<number>;
}

/**
 * The column restricted to the values a rule accepts as group keys, derived once per column and
 * rule: sequence-identity grouping reads one cluster id per entity instead of testing the ~6
 * memberships (each cutoff, UniProt groups) of every hit at every query.
 */
const keysByRule = new WeakMap<Column, Map<string, KeyLists>>();

function groupKeys(column: Column, accept: GroupingSpec['accept']): KeyLists {
  if (!accept) return { offsets: column.offsets, codes: column.values };
  let byRule = keysByRule.get(column);
  if (!byRule) keysByRule.set(column, (byRule = new Map()));
  const found = byRule.get(accept.name);
  if (found) return found;
  const accepted = column.dictionary.map((value) => accept.test(value));
  const { offsets, values } = column;
  const rows = offsets.length - 1;
  const keyOffsets = new Int32Array(rows + 1);
  let count = 0;
  for (let i = 0; i < values.length; i++) if (accepted[values[i] as number]) count++;
  const codes = new Int32Array(count);
  let at = 0;
  for (let row = 0; row < rows; row++) {
    keyOffsets[row] = at;
    for (let i = offsets[row] as number; i < (offsets[row + 1] as number); i++) {
      const code = values[i] as number;
      if (accepted[code]) codes[at++] = code;
    }
  }
  keyOffsets[rows] = at;
  const keys = { offsets: keyOffsets, codes };
  byRule.set(accept.name, keys);
  return keys;
}

export function groupRows(
  rows: ArrayLike<number>,
  scores: Hits,
  groupBy: GroupBy,
  returnType: ReturnType,
  target: DocType,
  columns: ColumnStore,
  index: ArchiveIndex,
  filtered?: FilteredSortKeys,
): Grouping {
  const spec = groupingFor(groupBy);
  if (spec.returnType !== returnType) {
    throw new QueryError(`Grouping by ${groupBy.aggregation_method} requires return_type ${spec.returnType}`);
  }
  const ranking = groupBy.ranking_criteria_type;
  const coverage = ranking?.sort_by === 'coverage';
  if (coverage && groupBy.aggregation_method !== 'matching_uniprot_accession') {
    throw new QueryError("Ranking by 'coverage' applies only to matching_uniprot_accession grouping");
  }
  const sort: SortEntry[] = ranking && !coverage ? [{ ...ranking, direction: ranking.direction ?? 'desc' }] : [];
  const compare = rowComparator(sort, scores, columns, index, target, filtered);
  const column = columns.column(spec.attribute, target);
  let compareIn = (_code: number): RowComparator => compare;
  if (coverage && column) {
    // largest covered UniProt span of the group's accession first, entities without data last,
    // then score and identifier
    const byAccession = uniprotCoverage(index);
    compareIn = (code) => {
      const covered = byAccession.get(column.dictionary[code] as string);
      if (!covered) return compare;
      return (a, b) => (covered.get(b) ?? -1) - (covered.get(a) ?? -1) || compare(a, b);
    };
  }
  if (!column) return { groups: [], members: new Int32Array(0), groupedRows: 0, column, compareIn };

  const { offsets, codes: keys } = groupKeys(column, spec.accept);
  const codes = column.dictionary.length;
  // pass 1: members per group key; pass 2: members in place (a counting sort by key)
  const starts = new Int32Array(codes + 1);
  let groupedRows = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    const from = offsets[row] as number;
    const to = offsets[row + 1] as number;
    if (to > from) groupedRows++;
    for (let k = from; k < to; k++) starts[(keys[k] as number) + 1]! += 1;
  }
  for (let c = 0; c < codes; c++) starts[c + 1]! += starts[c] as number;
  const members = new Int32Array(starts[codes] as number);
  const cursor = starts.slice(0, codes);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as number;
    for (let k = offsets[row] as number; k < (offsets[row + 1] as number); k++) members[cursor[keys[k] as number]!++] = row;
  }

  const groups: Group[] = [];
  const common = scores.commonScore;
  for (let code = 0; code < codes; code++) {
    const start = starts[code] as number;
    const end = starts[code + 1] as number;
    if (end === start) continue;
    const compare = compareIn(code);
    let representative = members[start] as number;
    let score = common ?? scores.get(representative) ?? 0;
    for (let i = start + 1; i < end; i++) {
      const row = members[i] as number;
      if (common === undefined) score = Math.max(score, scores.get(row) ?? 0);
      if (compare(row, representative) < 0) representative = row;
    }
    groups.push({ code, start, count: end - start, score, representative });
  }
  return { groups, members, groupedRows, column, compareIn };
}

/** The group id as the response names it. */
export function groupKey(grouping: Grouping, group: Group): string {
  return grouping.column?.dictionary[group.code] ?? String(group.code);
}

/** A group's members, best first by the ranking criteria. */
export function orderedMembers(grouping: Grouping, group: Group): number[] {
  return Array.from(grouping.members.subarray(group.start, group.start + group.count)).sort(grouping.compareIn(group.code));
}

/**
 * The first `count` groups ordered by score, member count or, for an attribute, their
 * representatives' values (`compareRows` builds the row comparator for an attribute sort
 * entry); group id last.
 */
export function sortGroups(
  groups: Group[],
  sort: readonly SortEntry[] | undefined,
  compareRows: (entry: SortEntry) => (a: number, b: number) => number,
  count = groups.length,
): Group[] {
  const entries: readonly SortEntry[] =
    sort && sort.length > 0 ? sort : [{ sort_by: 'score', direction: 'desc' }, { sort_by: 'count', direction: 'desc' }];
  const comparators = entries.map((entry) => {
    const sign = (entry.direction ?? 'desc') === 'asc' ? 1 : -1;
    if (entry.sort_by === 'count' || entry.sort_by === 'size') return (a: Group, b: Group) => sign * (a.count - b.count);
    if (entry.sort_by === 'score') return (a: Group, b: Group) => sign * (a.score - b.score);
    const rows = compareRows(entry);
    return (a: Group, b: Group) => rows(a.representative, b.representative);
  });
  return firstInOrder(groups, count, (a, b) => {
    for (const compare of comparators) {
      const c = compare(a, b);
      if (c !== 0) return c;
    }
    return a.code - b.code;
  });
}
