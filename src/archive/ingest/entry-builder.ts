// One mmCIF entry file -> all of its documents (entry, entities, instances, assemblies), the
// chemical components it mentions and which entity contains which component.

import { assemblyDocument, assemblyIds } from './assembly-documents.ts';
import type { ClusterData } from './annotations/clusters.ts';
import type { CategoryCopier, JsonObject } from './category-copy.ts';
import type { CifData } from './cif-table.ts';
import { COMPUTED_MODEL_ID, determinationMethodology } from './computed-model.ts';
import { readCoordinateStats } from './coordinates.ts';
import type { ArchiveDocument, ComponentLink, ContentType, EntryDocuments } from './documents.ts';
import { branchedEntityDocument, nonPolymerEntityDocument, polymerEntityDocument } from './entity-documents.ts';
import { readEntityModel } from './entity-model.ts';
import { entryDocument } from './entry-document.ts';
import { supplyImpliedKeys } from './implied-keys.ts';
import { branchedInstanceDocument, nonPolymerInstanceDocument, polymerInstanceDocument } from './instance-documents.ts';

const PDB_ID = /^[0-9][A-Za-z0-9]{3}$/;
const INTEGRATIVE_ID = /^PDBDEV_\d+$/i;

/** A file is an mmCIF entry when it describes molecules: entities or at least atoms. */
export function notAnEntryReason(data: CifData): string | undefined {
  if (data.has('entity') || data.has('atom_site') || data.has('struct_asym')) return undefined;
  if (data.has('chem_comp_atom') || data.has('pdbx_reference_molecule')) {
    return 'not an mmCIF entry (a chemical component definition)';
  }
  return 'not an mmCIF entry (no _entity, _struct_asym or _atom_site category)';
}

/**
 * The RCSB identifier: computed models are named by their file (AF_/MA_ ids are the RCSB's own,
 * not the ModelCIF _entry.id 'AF-Q76EI6-F1'); PDB entries by _entry.id.
 */
export function entryIdFor(data: CifData, fileStem: string): string {
  const stem = fileStem.toUpperCase();
  if (COMPUTED_MODEL_ID.test(stem)) return stem;
  const declared = data.str('entry', 'id');
  if (declared && (PDB_ID.test(declared) || INTEGRATIVE_ID.test(declared))) return declared.toUpperCase();
  const pdbStyle = /^(?:PDB_0000)?([0-9][A-Z0-9]{3})$/.exec(stem);
  if (pdbStyle?.[1]) return pdbStyle[1];
  return declared ? declared.toUpperCase() : stem;
}

function birdByAsym(data: CifData): Map<string, string> {
  const map = new Map<string, string>();
  const table = data.table('pdbx_molecule');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const asym = table?.str('asym_id', row);
    const prd = table?.str('prd_id', row);
    if (asym && prd) map.set(asym, prd);
  }
  return map;
}

function chemComps(data: CifData, copier: CategoryCopier): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  const table = data.table('chem_comp');
  for (let row = 0; row < (table?.rowCount ?? 0); row++) {
    const id = table?.str('id', row);
    if (!table || !id) continue;
    const record = copier.row(table, row, 'chem_comp');
    if (record) out.set(id, record);
  }
  return out;
}

/** `clusters`: the archive's sequence clusters, which decide which subunits are equivalent in symmetry. */
export function buildEntryDocuments(
  data: CifData,
  fileStem: string,
  copier: CategoryCopier,
  clusters?: ClusterData,
): EntryDocuments {
  supplyImpliedKeys(data);
  const entryId = entryIdFor(data, fileStem);
  const methodology = determinationMethodology(data, entryId);
  const contentType: ContentType = methodology === 'computational' ? 'computational' : 'experimental';
  const coordinates = readCoordinateStats(data);
  const model = readEntityModel(data, coordinates);
  const assemblies = assemblyIds(data);
  const birds = birdByAsym(data);

  const documents: ArchiveDocument[] = [];
  const links: ComponentLink[] = [];
  const push = (id: string, type: ArchiveDocument['type'], body: JsonObject, entityId: string | null = null): void => {
    documents.push({ id, type, entryId, entityId, contentType, body });
  };

  push(
    entryId,
    'entry',
    entryDocument({ entryId, data, model, coordinates, copier, methodology, assemblyIds: assemblies }),
  );

  const entityParts = { entryId, data, model, copier, birdByAsym: birds };
  for (const entity of model.entities) {
    const entityDocId = `${entryId}_${entity.id}`;
    if (entity.kind === 'polymer') {
      push(entityDocId, 'polymer_entity', polymerEntityDocument(entityParts, entity));
      for (const comp of entity.monomers) links.push({ compId: comp, entityId: entityDocId, entryId, role: 'monomer' });
    } else if (entity.kind === 'non-polymer') {
      push(entityDocId, 'non_polymer_entity', nonPolymerEntityDocument(entityParts, entity));
      if (entity.compId) links.push({ compId: entity.compId, entityId: entityDocId, entryId, role: 'ligand' });
    } else if (entity.kind === 'branched') {
      push(entityDocId, 'branched_entity', branchedEntityDocument(entityParts, entity));
      for (const comp of entity.monomers)
        links.push({ compId: comp, entityId: entityDocId, entryId, role: 'saccharide' });
    } else {
      continue;
    }
    const prd = entity.asymIds.map((a) => birds.get(a)).find((p): p is string => !!p);
    if (prd) links.push({ compId: prd, entityId: entityDocId, entryId, role: 'bird' });
  }

  const instanceParts = { entryId, data, model, coordinates, copier };
  for (const asym of model.asyms) {
    const entity = model.entity(asym.entityId);
    if (!entity) continue;
    const id = `${entryId}.${asym.id}`;
    const entityDocId = `${entryId}_${entity.id}`;
    if (entity.kind === 'polymer')
      push(id, 'polymer_instance', polymerInstanceDocument(instanceParts, asym), entityDocId);
    else if (entity.kind === 'non-polymer') {
      push(id, 'non_polymer_instance', nonPolymerInstanceDocument(instanceParts, asym, entity), entityDocId);
    } else if (entity.kind === 'branched') {
      push(id, 'branched_instance', branchedInstanceDocument(instanceParts, asym), entityDocId);
    }
  }

  const assemblyParts = { entryId, data, model, coordinates, copier, clusters };
  for (const assemblyId of assemblies)
    push(`${entryId}-${assemblyId}`, 'assembly', assemblyDocument(assemblyParts, assemblyId));

  return { entryId, documents, componentLinks: links, chemComps: chemComps(data, copier) };
}
