// The documents the archive indexes. Each body is shaped like the RCSB Data API document of the
// same kind (attribute names of the RCSB schema), so renderers and the query engine share names.

import type { DocType } from '../doc-types.ts';
import type { JsonObject } from './category-copy.ts';

export type ContentType = 'experimental' | 'computational';

export interface ArchiveDocument {
  /** RCSB identifier: `4HHB`, `4HHB_1`, `4HHB.A`, `4HHB-1`, `ATP`, `PRD_000001`. */
  id: string;
  type: DocType;
  /** Containing entry, null for mol_definition. */
  entryId: string | null;
  /** Entity of an instance (`4HHB_1` for `4HHB.A`); null otherwise. */
  entityId: string | null;
  /** null for mol_definition, which belongs to no single entry. */
  contentType: ContentType | null;
  body: JsonObject;
}

/** Links a chemical component (or BIRD) to the entity that contains it. */
export interface ComponentLink {
  compId: string;
  /** Entity document id (`4HHB_3`). */
  entityId: string;
  entryId: string;
  /** How the component occurs: as the ligand of a non-polymer entity, a monomer, a sugar, a BIRD. */
  role: 'ligand' | 'monomer' | 'saccharide' | 'bird';
}

/** Everything one entry file yields. */
export interface EntryDocuments {
  entryId: string;
  documents: ArchiveDocument[];
  componentLinks: ComponentLink[];
  /** chem_comp rows of the entry file, so components without a CCD file still get a definition. */
  chemComps: Map<string, JsonObject>;
}
