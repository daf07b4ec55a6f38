// group_by: deposit groups (entries), sequence-identity clusters and UniProt accessions (polymer
// entities), chemical component (non-polymer entities). Results that belong to no group drop
// out of grouped results, as at the RCSB ("no results remain after grouping").
//
// Grouping 270,000 hits into 100,000 clusters happens on typed arrays: groups are dictionary
// codes of the grouping column, members are collected with a counting sort, and only what a
// response shows is ordered: each group's best member (its representative), the page of groups,
// and the members of the groups on that page.
//
// Sequence-identity grouping falls back, for entities the RCSB cluster tables do not list, on the
// groups the sequence service made at ingest (table sequence_cluster_fallback): their keys join
// the column's dictionary codes (a fallback group that is an RCSB cluster shares its code) or
// follow it (codes from dictionary.length on, named by `Grouping.extraKeys`).

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { Column, ColumnStore } from './columns.ts';
import { uniprotCoverage } from './coverage.ts';
import { groupKeys, groupingFor, type KeyLists } from './group-keys.ts';
import type { Hits } from './hits.ts';
import { rowComparator, type FilteredSortKeys, type RowComparator } from './ranking.ts';
import type { GroupBy, SortEntry } from '../../model/types.ts';
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
  /** Names of the group keys after the column's dictionary (fallback sequence groups). */
  extraKeys: readonly string[];
  /** The ranking criteria within the group of a key code (coverage depends on the group). */
  compareIn: (code: number) => RowComparator;
  /** Members of each key code's group in the whole archive, query or not, computed models included. */
  inArchive: (code: number) => number;
}

const archiveCountsByKeys = new WeakMap<object, Int32Array>();

/** How many rows of the index hold each key (cached with the key lists, which are cached per column). */
function archiveCounts(keys: KeyLists, codes: number): Int32Array {
  let counts = archiveCountsByKeys.get(keys.codes);
  if (!counts) {
    counts = new Int32Array(codes);
    for (let i = 0; i < keys.codes.length; i++) counts[keys.codes[i] as number]! += 1;
    archiveCountsByKeys.set(keys.codes, counts);
  }
  return counts;
}

export function groupRows(
  rows: ArrayLike<number>,
  scores: Hits,
  groupBy: GroupBy,
  target: DocType,
  columns: ColumnStore,
  index: ArchiveIndex,
  filtered?: FilteredSortKeys,
): Grouping {
  const spec = groupingFor(groupBy);
  const ranking = groupBy.ranking_criteria_type;
  const coverage = ranking?.sort_by === 'coverage';
  const direction = ranking && 'direction' in ranking ? ranking.direction : undefined;
  const sort: SortEntry[] = ranking && !coverage ? [{ ...ranking, direction: direction ?? 'desc' }] : [];
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
  const keyLists = groupKeys(column, spec, index);
  if (!keyLists)
    return {
      groups: [],
      members: new Int32Array(0),
      groupedRows: 0,
      column,
      extraKeys: [],
      compareIn,
      inArchive: () => 0,
    };

  const { offsets, codes: keys, extra } = keyLists;
  const codes = (column?.dictionary.length ?? 0) + extra.length;
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
    for (let k = offsets[row] as number; k < (offsets[row + 1] as number); k++)
      members[cursor[keys[k] as number]!++] = row;
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
  const inArchive = archiveCounts(keyLists, codes);
  return {
    groups,
    members,
    groupedRows,
    column,
    extraKeys: extra,
    compareIn,
    inArchive: (code) => inArchive[code] ?? 0,
  };
}

/** The group id as the response names it. */
export function groupKey(grouping: Grouping, group: Group): string {
  const dictionary = grouping.column?.dictionary ?? [];
  return dictionary[group.code] ?? grouping.extraKeys[group.code - dictionary.length] ?? String(group.code);
}

/** A group's members, best first by the ranking criteria. */
export function orderedMembers(grouping: Grouping, group: Group): number[] {
  return Array.from(grouping.members.subarray(group.start, group.start + group.count)).sort(
    grouping.compareIn(group.code),
  );
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
    sort && sort.length > 0
      ? sort
      : [
          { sort_by: 'score', direction: 'desc' },
          { sort_by: 'count', direction: 'desc' },
        ];
  const comparators = entries.map((entry) => {
    const sign = (entry.direction ?? 'desc') === 'asc' ? 1 : -1;
    if (entry.sort_by === 'count' || entry.sort_by === 'size')
      return (a: Group, b: Group) => sign * (a.count - b.count);
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
