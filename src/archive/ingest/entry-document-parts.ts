// What an entry's document is built from: its own module, below the entry document
// (entry-document.ts) and rcsb_entry_info (entry-info.ts), which both read it.

import type { CategoryCopier } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import type { Methodology } from './computed-model.ts';
import type { CoordinateStats } from './coordinates.ts';
import type { EntityModel } from './entity-model.ts';

export interface EntryDocumentParts {
  entryId: string;
  data: CifData;
  model: EntityModel;
  coordinates: CoordinateStats;
  copier: CategoryCopier;
  methodology: Methodology;
  assemblyIds: string[];
}
