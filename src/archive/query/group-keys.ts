// Which groups each row belongs to, for each group_by method: the grouping column's dictionary
// codes, restricted to the values the method accepts as keys, with the sequence service's
// ingest-time groups for entities the RCSB cluster tables do not list (see grouping.ts).

import { clusterFallback, type ClusterFallback } from '../services/sequence/cluster-fallback.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { Column } from './columns.ts';
import type { GroupBy, ReturnType } from '../../model/types.ts';

export interface GroupingSpec {
  returnType: ReturnType;
  attribute: string;
  /** Which column values are group keys (and a name for caching that choice). */
  accept?: { name: string; test: (value: string) => boolean };
  /** The similarity cutoff of the ingest-time groups that key rows without a column key. */
  fallbackCutoff?: number;
}

export function groupingFor(groupBy: GroupBy): GroupingSpec {
  switch (groupBy.aggregation_method) {
    case 'matching_deposit_group_id':
      return { returnType: 'entry', attribute: 'pdbx_deposit_group.group_id' };
    case 'sequence_identity': {
      const cutoff = Number(groupBy.similarity_cutoff);
      const suffix = `_${cutoff}`;
      return {
        returnType: 'polymer_entity',
        attribute: 'rcsb_polymer_entity_group_membership.group_id',
        accept: { name: `identity ${cutoff}`, test: (value) => value.endsWith(suffix) && /^\d+_\d+$/.test(value) },
        fallbackCutoff: cutoff,
      };
    }
    case 'matching_uniprot_accession':
      return { returnType: 'polymer_entity', attribute: 'rcsb_polymer_entity_container_identifiers.uniprot_ids' };
    case 'matching_chemical_component_id':
      return {
        returnType: 'non_polymer_entity',
        attribute: 'rcsb_nonpolymer_entity_container_identifiers.nonpolymer_comp_id',
      };
  }
}

/** Group keys per row: keys of row r are codes[offsets[r] .. offsets[r + 1]). */
export interface KeyLists {
  offsets: Int32Array;
  codes: ArrayLike<number>;
  /** Keys beyond the column's dictionary: code dictionary.length + i is extra[i]. */
  extra: string[];
}

/**
 * The column restricted to the values a rule accepts as group keys, derived once per column and
 * rule: sequence-identity grouping reads one cluster id per entity instead of testing the ~6
 * memberships (each cutoff, UniProt groups) of every hit at every query.
 */
const keysByRule = new WeakMap<object, Map<string, KeyLists>>();

function acceptedKeys(column: Column, accept: NonNullable<GroupingSpec['accept']>): KeyLists {
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
  return { offsets: keyOffsets, codes, extra: [] };
}

/** Position of `value` in a dictionary sorted by code unit order, or -1. */
function dictionaryCode(dictionary: readonly string[], value: string): number {
  let low = 0;
  let high = dictionary.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = dictionary[mid] as string;
    if (at === value) return mid;
    if (at < value) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Rows without a key take their fallback group (rows and fallback rows both ascending). */
function withFallback(
  keys: KeyLists,
  dictionary: readonly string[],
  fallback: ClusterFallback,
  size: number,
): KeyLists {
  const extraCode = new Map<string, number>();
  const extra: string[] = [];
  const fallbackCodes = fallback.groupIds.map((id) => {
    const code = dictionaryCode(dictionary, id);
    if (code >= 0) return code;
    let added = extraCode.get(id);
    if (added === undefined) {
      added = dictionary.length + extra.length;
      extraCode.set(id, added);
      extra.push(id);
    }
    return added;
  });
  const offsets = new Int32Array(size + 1);
  const codes = new Int32Array(keys.codes.length + fallback.rows.length);
  let at = 0;
  let next = 0; // next fallback row
  for (let row = 0; row < size; row++) {
    offsets[row] = at;
    const from = keys.offsets[row] as number;
    const to = keys.offsets[row + 1] as number;
    while (next < fallback.rows.length && (fallback.rows[next] as number) < row) next++;
    if (to > from) for (let i = from; i < to; i++) codes[at++] = keys.codes[i] as number;
    else if (next < fallback.rows.length && fallback.rows[next] === row) codes[at++] = fallbackCodes[next] as number;
  }
  offsets[size] = at;
  return { offsets, codes: codes.subarray(0, at), extra };
}

/** The group keys of every row of the index for a grouping (cached per column and rule). */
export function groupKeys(column: Column | undefined, spec: GroupingSpec, index: ArchiveIndex): KeyLists | undefined {
  const fallback = spec.fallbackCutoff !== undefined ? clusterFallback(index, spec.fallbackCutoff) : undefined;
  if (!column && !fallback) return undefined;
  if (column && !spec.accept && !fallback) return { offsets: column.offsets, codes: column.values, extra: [] };
  const owner: object = column ?? fallback!;
  let byRule = keysByRule.get(owner);
  if (!byRule) keysByRule.set(owner, (byRule = new Map()));
  const name = spec.accept?.name ?? 'all';
  const found = byRule.get(name);
  if (found) return found;
  let keys: KeyLists = column
    ? spec.accept
      ? acceptedKeys(column, spec.accept)
      : { offsets: column.offsets, codes: column.values, extra: [] }
    : { offsets: new Int32Array(index.size + 1), codes: new Int32Array(0), extra: [] };
  if (fallback) keys = withFallback(keys, column?.dictionary ?? [], fallback, index.size);
  byRule.set(name, keys);
  return keys;
}
