// One structure result item (seed 001 §3) for a document of any structure return type: its
// entry's summary plus what the return type adds (the entity of entity and chain results, the
// assembly of assembly results, the author chain mapping where chains are listed).

import type { DocType } from '../doc-types.ts';
import type { AssemblySymmetry, ReturnType, StructureResultItem } from '../types.ts';
import type { DocumentReader } from './document-reader.ts';
import { authMapping, entityDescription, resultEntity } from './entity-fields.ts';
import { entrySummary } from './entry-summary.ts';
import { numberAt, objectAt, objectsAt, textAt } from './json.ts';
import { assemblyImagePath } from './links.ts';

/** The symmetry records ingest computed from the coordinates (none for an assembly without any). */
function assemblySymmetry(records: unknown): AssemblySymmetry[] {
  return objectsAt(records).flatMap((record) => {
    const [kind, type, symbol] = [textAt(record.kind), textAt(record.type), textAt(record.symbol)];
    return kind && type && symbol ? [{ kind, type, symbol }] : [];
  });
}

/** Entries and assemblies are named by their title, entities and chains by the entity. */
function itemName(
  reader: DocumentReader,
  row: number,
  type: DocType | undefined,
  title: string | undefined,
): string | undefined {
  switch (type) {
    case undefined:
      return undefined;
    case 'entry':
    case 'assembly':
      return title;
    case 'polymer_instance':
      return entityDescription(reader.body(reader.parentOf(row)), 'polymer_entity');
    default:
      return entityDescription(reader.body(row), type);
  }
}

export function structureItem(reader: DocumentReader, row: number, returnType: ReturnType): StructureResultItem {
  const identifier = reader.id(row);
  const { depositGroupId, ...entry } = entrySummary(reader, reader.entryOf(row));
  const item: StructureResultItem = {
    identifier,
    ...entry,
    return_type: returnType,
    referencedGroup: depositGroupId ? { id: depositGroupId } : null,
  };
  const type = reader.type(row);
  const name = itemName(reader, row, type, entry.title);
  if (name) item.name = name;

  switch (type) {
    case 'polymer_entity':
      item.entity = resultEntity(reader, row);
      item.auth_mapping = authMapping(reader, reader.instancesOf(row));
      break;
    case 'non_polymer_entity':
      item.entity = resultEntity(reader, row);
      break;
    case 'polymer_instance': {
      const asymId = textAt(objectAt(reader.body(row).rcsb_polymer_entity_instance_container_identifiers)?.asym_id);
      item.entity = { ...resultEntity(reader, reader.parentOf(row)), ...(asymId ? { asym_id: asymId } : {}) };
      item.auth_mapping = authMapping(reader, [row]);
      break;
    }
    case 'assembly': {
      const body = reader.body(row);
      const assembly = objectAt(body.pdbx_struct_assembly);
      const assemblyId = textAt(assembly?.id) ?? identifier.slice(identifier.lastIndexOf('-') + 1);
      const count = numberAt(assembly?.oligomeric_count);
      const symmetry = assemblySymmetry(body.rcsb_struct_symmetry);
      item.assembly = {
        id: assemblyId,
        ...(count !== undefined ? { oligomeric_count: count } : {}),
        ...(symmetry.length > 0 ? { symmetry } : {}),
      };
      item.imgSrc = assemblyImagePath(entry.entryId, assemblyId);
      break;
    }
    default:
      break;
  }
  return item;
}
