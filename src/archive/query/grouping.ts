// group_by: deposit groups (entries), sequence-identity clusters and UniProt accessions (polymer
// entities), chemical component (non-polymer entities). Results that belong to no group drop
// out of grouped results, as at the RCSB ("no results remain after grouping").

import type { DocType } from '../ingest/documents.ts';
import type { ArchiveIndex } from './archive-index.ts';
import { valuesOf, type ColumnStore } from './columns.ts';
import type { Hits } from './hits.ts';
import { QueryError } from './query-error.ts';
import { rowComparator } from './ranking.ts';
import type { GroupBy, ReturnType, SortEntry } from './request.ts';

export interface Group {
  key: string;
  /** Members, best first by the ranking criteria. */
  rows: number[];
  score: number;
}

const SIMILARITY_CUTOFFS = [100, 95, 90, 70, 50, 30];

interface Grouping {
  returnType: ReturnType;
  attribute: string;
  /** Which column values are group keys. */
  accept?: (value: string) => boolean;
}

function groupingFor(groupBy: GroupBy): Grouping {
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
        accept: (value) => value.endsWith(suffix) && /^\d+_\d+$/.test(value),
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

export function groupRows(
  rows: readonly number[],
  scores: Hits,
  groupBy: GroupBy,
  returnType: ReturnType,
  target: DocType,
  columns: ColumnStore,
  index: ArchiveIndex,
): Group[] {
  const grouping = groupingFor(groupBy);
  if (grouping.returnType !== returnType) {
    throw new QueryError(`Grouping by ${groupBy.aggregation_method} requires return_type ${grouping.returnType}`);
  }
  const column = columns.column(grouping.attribute, target);
  const groups = new Map<string, number[]>();
  if (column) {
    for (const row of rows) {
      for (const code of valuesOf(column, row)) {
        const key = column.dictionary[code] ?? String(code);
        if (grouping.accept && !grouping.accept(key)) continue;
        let list = groups.get(key);
        if (!list) groups.set(key, (list = []));
        if (!list.includes(row)) list.push(row);
      }
    }
  }
  const ranking = groupBy.ranking_criteria_type;
  // 'coverage' needs reference-sequence coverage, which the archive does not hold: rank by score
  const sort: SortEntry[] =
    ranking && ranking.sort_by !== 'coverage' ? [{ sort_by: ranking.sort_by, direction: ranking.direction ?? 'desc' }] : [];
  const compare = rowComparator(sort, scores, columns, index, target);
  return [...groups].map(([key, members]) => {
    const ordered = members.sort(compare);
    const score = Math.max(...ordered.map((r) => scores.get(r) ?? 0));
    return { key, rows: ordered, score };
  });
}

/**
 * Groups ordered by score, member count or, for an attribute, their representatives' values
 * (`compareRows` builds the row comparator for an attribute sort entry).
 */
export function sortGroups(
  groups: Group[],
  sort: readonly SortEntry[] | undefined,
  compareRows: (entry: SortEntry) => (a: number, b: number) => number,
): Group[] {
  const entries: readonly SortEntry[] =
    sort && sort.length > 0 ? sort : [{ sort_by: 'score', direction: 'desc' }, { sort_by: 'count', direction: 'desc' }];
  const comparators = entries.map((entry) => {
    const sign = (entry.direction ?? 'desc') === 'asc' ? 1 : -1;
    if (entry.sort_by === 'count' || entry.sort_by === 'size') return (a: Group, b: Group) => sign * (a.rows.length - b.rows.length);
    if (entry.sort_by === 'score') return (a: Group, b: Group) => sign * (a.score - b.score);
    const rows = compareRows(entry);
    return (a: Group, b: Group) => rows(a.rows[0] ?? -1, b.rows[0] ?? -1);
  });
  return groups.sort((a, b) => {
    for (const compare of comparators) {
      const c = compare(a, b);
      if (c !== 0) return c;
    }
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
}
