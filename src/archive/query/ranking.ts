// Ordering of results: by score or by attribute values (multi-valued attributes sort by their
// smallest value ascending and their largest descending, as Elasticsearch does), documents
// without a value last, identifier as the final tie-breaker so pages are stable. A sort entry's
// `filter` narrows the values a key comes from (sort-filter.ts).

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { ColumnStore } from './columns.ts';
import type { Hits } from './hits.ts';
import type { SortEntry } from '../../model/types.ts';

export type RowComparator = (a: number, b: number) => number;

/** Sort keys of an entry with a filter (the search builds them: it can evaluate filters). */
export type FilteredSortKeys = (entry: SortEntry, target: DocType) => Float64Array | undefined;

export function attributeComparator(
  columns: ColumnStore,
  entry: SortEntry,
  target: DocType,
  filtered?: FilteredSortKeys,
): RowComparator {
  const direction = entry.direction ?? 'desc';
  const keys = entry.filter && filtered ? filtered(entry, target) : columns.sortKeys(entry.sort_by, target, direction);
  if (!keys) return () => 0; // an attribute the archive does not hold orders nothing
  return (a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    const missingA = Number.isNaN(ka);
    const missingB = Number.isNaN(kb);
    if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
    return direction === 'asc' ? ka - kb : kb - ka;
  };
}

export function rowComparator(
  entries: readonly SortEntry[] | undefined,
  scores: Hits,
  columns: ColumnStore,
  index: ArchiveIndex,
  target: DocType,
  filtered?: FilteredSortKeys,
): RowComparator {
  const list = entries && entries.length > 0 ? entries : [{ sort_by: 'score', direction: 'desc' as const }];
  const comparators: RowComparator[] = list.map((entry) => {
    const direction = entry.direction ?? 'desc';
    if (entry.sort_by === 'score') {
      // filters give every hit the same score: nothing to compare
      if (scores.commonScore !== undefined) return () => 0;
      const array = scores.scoreArray();
      if (array)
        return direction === 'asc'
          ? (a, b) => (array[a] as number) - (array[b] as number)
          : (a, b) => (array[b] as number) - (array[a] as number);
      return (a, b) =>
        direction === 'asc' ? (scores.get(a) ?? 0) - (scores.get(b) ?? 0) : (scores.get(b) ?? 0) - (scores.get(a) ?? 0);
    }
    return attributeComparator(columns, { ...entry, direction }, target, filtered);
  });
  // identifier as the final tie-breaker, compared as ranks (rows of one type are ranked together)
  const ranks = index.idRanks(target);
  if (comparators.length === 1) {
    const [compare] = comparators as [RowComparator];
    return (a, b) => {
      const c = compare(a, b);
      return c !== 0 ? c : (ranks[a] as number) - (ranks[b] as number);
    };
  }
  return (a, b) => {
    for (const compare of comparators) {
      const c = compare(a, b);
      if (c !== 0) return c;
    }
    return (ranks[a] as number) - (ranks[b] as number);
  };
}
