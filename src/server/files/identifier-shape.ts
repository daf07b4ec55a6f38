// The shape every id from a URL or a form field must have before anything looks it up.

import { trimSelectionId } from '../../model/identifiers.ts';

/** RCSB ids: '4HHB', '4HHB_1', '4HHB-1', '4HHB.A', 'AF_AFP12345F1', 'PRD_000001', 'pdb_00004hhb'. */
const IDENTIFIER_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function hasIdentifierShape(value: string): boolean {
  return IDENTIFIER_SHAPE.test(value);
}

const EXTENDED_PDB_ID = /^PDB_0000([0-9][A-Z0-9]{3})$/;

/**
 * The entry ids a user-supplied id may name, most likely first: an entry id in any letter case or
 * an extended id ('pdb_00004hhb'); with `childIds`, also an entity, instance or assembly id cut
 * back to its entry (as the seed's selection does). None when the id is malformed.
 */
export function entryIdCandidates(raw: string, options: { childIds: boolean }): string[] {
  const value = raw.trim();
  if (!hasIdentifierShape(value)) return [];
  const candidates = [value.toUpperCase()];
  if (options.childIds) candidates.push(trimSelectionId(value).toUpperCase());
  return [...new Set(candidates.map((candidate) => EXTENDED_PDB_ID.exec(candidate)?.[1] ?? candidate))];
}
