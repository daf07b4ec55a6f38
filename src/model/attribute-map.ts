// The developer tools' attribute maps (seed 001 §2 "/search/tests/attr-map/{structure|chemical}/"):
// every attribute of a service's metadata schema with its name, type, search contexts and the
// operators a query may use on it. Read from the served schema, so an embedded archive and an
// upstream's schema are described by this one reading.

import { operatorsFor, type SchemaLeafType } from './attribute-operators.ts';
import { readMetadataSchema, type NestedCategory, type SchemaAttribute } from './attribute-schema.ts';
import type { SearchContext, WireAttributeOperator } from './types.ts';

/** A nested category: its path and the attribute naming a record's sub-context (`...annotation.type`), if any. */
interface NestedRoot {
  path: string;
  category_path?: string;
}

export interface AttributeMapEntry {
  name: string;
  type: SchemaLeafType;
  operators: WireAttributeOperator[];
  contexts: SearchContext[];
  is_array: boolean;
  description?: string;
  units?: string;
  enumeration?: string[];
  /** Values of the attribute, a few (the query builder's tooltip shows up to 10). */
  examples?: string[];
  /** Measured bounds; dates as yyyy-MM-dd. */
  min?: number | string;
  max?: number | string;
  search_groups?: Array<{ group: string; priority: number }>;
  /** The deepest nested category the attribute belongs to, with every one on its path, outermost first. */
  nested?: {
    root: string;
    category_path?: string;
    contexts: Array<{ value: string; attributes: string[] }>;
    roots: NestedRoot[];
  };
}

function nestedOf(path: string, categories: readonly NestedCategory[]): AttributeMapEntry['nested'] {
  // the schema lists an outer category before those inside it
  const onPath = categories.filter((category) => path.startsWith(`${category.path}.`));
  const deepest = onPath.at(-1);
  if (!deepest) return undefined;
  const named = (category: NestedCategory): NestedRoot => ({
    path: category.path,
    ...(category.discriminator ? { category_path: category.discriminator } : {}),
  });
  const { path: root, category_path } = named(deepest);
  return { root, ...(category_path ? { category_path } : {}), contexts: deepest.contexts, roots: onPath.map(named) };
}

function entryOf(attribute: SchemaAttribute, categories: readonly NestedCategory[]): AttributeMapEntry {
  const nested = nestedOf(attribute.path, categories);
  return {
    name: attribute.label ?? attribute.path,
    type: attribute.type,
    operators: operatorsFor(attribute.type, attribute.contexts),
    contexts: attribute.contexts,
    is_array: attribute.isArray,
    ...(attribute.description ? { description: attribute.description } : {}),
    ...(attribute.units ? { units: attribute.units } : {}),
    ...(attribute.enumeration ? { enumeration: attribute.enumeration } : {}),
    ...(attribute.examples ? { examples: attribute.examples } : {}),
    ...(attribute.min !== undefined ? { min: attribute.min } : {}),
    ...(attribute.max !== undefined ? { max: attribute.max } : {}),
    ...(attribute.groups.length ? { search_groups: attribute.groups } : {}),
    ...(nested ? { nested } : {}),
  };
}

/** The attribute map of a metadata schema, keyed by attribute path (the attributes it marks as not held left out). */
export function attributeMapFromSchema(schema: unknown): Record<string, AttributeMapEntry> {
  const { attributes, nested } = readMetadataSchema(schema);
  return Object.fromEntries(attributes.map((attribute) => [attribute.path, entryOf(attribute, nested)]));
}
