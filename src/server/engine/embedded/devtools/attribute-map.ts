// Attribute maps for the developer pages (seed 001 §2 "/search/tests/attr-map/{structure|chemical}/"):
// the archive's metadata schema read as any schema is (model/attribute-map.ts), with the facts of
// its own documents that no schema carries: how many documents of which kinds hold each attribute,
// and its values when there are few.

import type { CatalogueAttribute } from '../../../../archive/index/catalogue.ts';
import { attributeMapFromSchema, type AttributeMapEntry } from '../../../../model/attribute-map.ts';

export interface ArchiveAttributeMapEntry extends AttributeMapEntry {
  doc_count: number;
  doc_types: string[];
  values?: string[];
}

export function attributeMap(
  schema: unknown,
  catalogue: ReadonlyMap<string, CatalogueAttribute>,
): Record<string, ArchiveAttributeMapEntry> {
  const map: Record<string, ArchiveAttributeMapEntry> = {};
  for (const [path, entry] of Object.entries(attributeMapFromSchema(schema))) {
    const held = catalogue.get(path);
    if (!held) continue;
    map[path] = {
      ...entry,
      doc_count: held.doc_count,
      doc_types: held.doc_types,
      ...(held.values ? { values: held.values } : {}),
    };
  }
  return map;
}
