// Attribute maps for the developer pages (seed 001 §2 "/search/tests/attr-map/{structure|chemical}/"):
// every attribute of the archive's catalogue with the name, type and operators the query builder
// offers for it.

import type { CatalogueAttribute } from '../../../../archive/index/catalogue.ts';
import { searchContexts } from '../rcsb-api/metadata-schema.ts';

export interface AttributeMapEntry {
  name: string;
  type: string;
  operators: string[];
  contexts: string[];
  is_array: boolean;
  doc_count: number;
  doc_types: string[];
  description?: string;
  units?: string;
  enumeration?: string[];
  values?: string[];
  min?: number | string;
  max?: number | string;
  search_groups?: Array<{ group: string; priority: number }>;
  nested?: CatalogueAttribute['nested'];
}

export function attributeMap(attributes: Iterable<CatalogueAttribute>): Record<string, AttributeMapEntry> {
  const map: Record<string, AttributeMapEntry> = {};
  for (const a of attributes) {
    map[a.attribute] = {
      name: a.label ?? a.attribute,
      type: a.type,
      operators: a.operators,
      contexts: searchContexts(a),
      is_array: a.is_array,
      doc_count: a.doc_count,
      doc_types: a.doc_types,
      ...(a.description ? { description: a.description } : {}),
      ...(a.units ? { units: a.units } : {}),
      ...(a.enumeration ? { enumeration: a.enumeration } : {}),
      ...(a.values ? { values: a.values } : {}),
      ...(a.min !== undefined ? { min: a.min } : {}),
      ...(a.max !== undefined ? { max: a.max } : {}),
      ...(a.search_groups ? { search_groups: a.search_groups } : {}),
      ...(a.nested ? { nested: a.nested } : {}),
    };
  }
  return map;
}
