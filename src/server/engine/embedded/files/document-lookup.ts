// Identifier -> document row, for ids that arrive in URLs and form fields. Ids are checked for
// shape first (letters, digits and the separators of RCSB ids only), then looked up in the index;
// anything that is not a document of the archive is unknown.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { DocType } from '../../../../archive/doc-types.ts';
import { entryIdCandidates, hasIdentifierShape } from '../../../files/identifier-shape.ts';
import type { ArchiveEntry } from '../../types.ts';

const idMaps = new WeakMap<ArchiveIndex, Map<DocType, Map<string, number>>>();

/** Row of the document `id` of `type`, from an in-memory map built once per type. */
export function documentRow(index: ArchiveIndex, type: DocType, id: string): number | undefined {
  let byType = idMaps.get(index);
  if (!byType) idMaps.set(index, (byType = new Map()));
  let ids = byType.get(type);
  if (!ids) {
    ids = new Map();
    for (const row of index.rows(type)) ids.set(index.id(row), row);
    byType.set(type, ids);
  }
  return ids.get(id);
}

/** An entry with its row in the index. */
export interface IndexedEntry extends ArchiveEntry {
  row: number;
}

/**
 * The entry a user-supplied id names: an entry id in any letter case or an extended id
 * ('pdb_00004hhb'); with `childIds`, also an entity, instance or assembly id cut back to its
 * entry (as the seed's selection does). Undefined when the id is malformed or not in the archive.
 */
export function findEntry(index: ArchiveIndex, raw: string, options: { childIds: boolean }): IndexedEntry | undefined {
  for (const id of entryIdCandidates(raw, options)) {
    const row = documentRow(index, 'entry', id);
    if (row !== undefined) return { id, row, computational: index.computational[row] === 1 };
  }
  return undefined;
}

/** A chemical component or BIRD molecule of the archive, by id in any letter case. */
export function findComponent(index: ArchiveIndex, raw: string): { id: string; row: number } | undefined {
  const value = raw.trim();
  if (!hasIdentifierShape(value)) return undefined;
  const id = value.toUpperCase();
  const row = documentRow(index, 'mol_definition', id);
  return row === undefined ? undefined : { id, row };
}
