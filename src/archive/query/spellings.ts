// Spellings of one term ('Homo sapiens', 'HOMO SAPIENS'; 'NON-POLYMER', 'non-polymer') are one
// terms bucket: exact_match ignores case, so refining on either returns both. The bucket counts
// each hit once and is labelled with the spelling most of its hits carry.

import type { Column, RowList } from './columns.ts';

/** Per dictionary code, the code of its spelling group (the first code of that lower-cased term); undefined when no two codes differ only in case. */
const groupsByColumn = new WeakMap<Column, Int32Array | null>();

export function spellingGroups(column: Column): Int32Array | undefined {
  let groups = groupsByColumn.get(column);
  if (groups === undefined) {
    const first = new Map<string, number>();
    groups = new Int32Array(column.dictionary.length);
    let merged = false;
    column.dictionary.forEach((term, code) => {
      const key = term.toLowerCase();
      const group = first.get(key);
      if (group === undefined) first.set(key, code);
      else merged = true;
      groups![code] = group ?? code;
    });
    if (!merged) groups = null;
    groupsByColumn.set(column, groups);
  }
  return groups ?? undefined;
}

/** For each spelling group that `rows` hold, the code of the spelling most of them carry (ties: the first in order). */
export function commonestSpellings(column: Column, groups: Int32Array, rows: RowList): Map<number, number> {
  const byCode = new Int32Array(column.dictionary.length);
  const { offsets, values } = column;
  for (const row of rows) {
    const to = offsets[row + 1] as number;
    for (let i = offsets[row] as number; i < to; i++) byCode[values[i] as number]! += 1;
  }
  const label = new Map<number, number>();
  for (let code = 0; code < byCode.length; code++) {
    if (byCode[code] === 0) continue;
    const group = groups[code] as number;
    const best = label.get(group);
    if (best === undefined || (byCode[code] as number) > (byCode[best] as number)) label.set(group, code);
  }
  return label;
}
