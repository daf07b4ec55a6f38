// How the Data API's root fields name a child document of an entry: entity '4HHB_1', instance
// '4HHB.A', assembly '4HHB-1'.

import type { DocType } from '../../../../archive/doc-types.ts';

/** The separator between the entry id and the part a child document adds. */
export const ID_SEPARATOR: Readonly<Partial<Record<DocType, string>>> = {
  polymer_entity: '_',
  non_polymer_entity: '_',
  branched_entity: '_',
  polymer_instance: '.',
  non_polymer_instance: '.',
  branched_instance: '.',
  assembly: '-',
};

/** A child document's id from its entry and its own part ('4HHB' + 'A' -> '4HHB.A'). */
export function childId(type: DocType, entryId: string, part: string): string {
  return `${entryId}${ID_SEPARATOR[type] ?? ''}${part}`;
}
