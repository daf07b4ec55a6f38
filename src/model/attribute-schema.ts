// Reads a metadata schema (GET /rcsbsearch/v2/metadata/schema and .../chemical/schema, the RCSB's
// shape: a JSON schema whose leaves carry rcsb_search_context, rcsb_description,
// rcsb_search_group, units and current min/max) into one flat record per leaf attribute, plus the
// nested categories (rcsb_nested_indexing) whose context_attributes make the menu's pairs. The
// schema comes over the network, so every field is checked before it is believed.

import type { SearchContext } from './types.ts';
import type { SchemaLeafType } from './attribute-operators.ts';
import { isRecord } from './json-shape.ts';

export interface SchemaAttribute {
  path: string;
  type: SchemaLeafType;
  /** The leaf holds a list of values ({type: 'array', items}). */
  isArray: boolean;
  contexts: SearchContext[];
  enumeration?: string[];
  examples?: string[];
  /** The 'brief' rcsb_description: the label the menu shows. */
  label?: string;
  /** The 'dictionary' rcsb_description, else the JSON schema description. */
  description?: string;
  groups: Array<{ group: string; priority: number }>;
  units?: string;
  min?: number | string;
  max?: number | string;
}

export interface NestedCategory {
  /** Path of the array of records indexed as nested (e.g. rcsb_polymer_entity_annotation). */
  path: string;
  /** The attribute whose value names the sub-context (category_path, e.g. `...annotation.type`). */
  discriminator?: string;
  contexts: Array<{ value: string; attributes: string[] }>;
}

export interface SchemaReading {
  attributes: SchemaAttribute[];
  nested: NestedCategory[];
}

type Json = Record<string, unknown>;

/**
 * Our archive serves the whole official schema; a leaf it cannot search says so with this key
 * set to false (server/rcsb-api/metadata-schema.ts). Menus leave those out.
 */
export const NOT_HELD = 'x-pdb-archive-holds';

const KNOWN_CONTEXTS: readonly SearchContext[] = ['exact-match', 'full-text', 'default-match', 'suggest'];

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The JSON type, skipping 'null' in a type list. */
function jsonType(node: Json): string | undefined {
  const type = node.type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return typeof type === 'string' ? type : undefined;
}

function leafType(node: Json): SchemaLeafType {
  const type = jsonType(node);
  if (type === 'string') return node.format === 'date' || node.format === 'date-time' ? node.format : 'string';
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  for (const option of list(node.anyOf)) {
    if (isRecord(option) && leafType(option) !== 'unknown') return leafType(option);
  }
  return 'unknown';
}

/** Dates: the RCSB gives bounds in epoch milliseconds; the builder works in YYYY-MM-DD. */
function bound(value: unknown, type: SchemaLeafType): number | string | undefined {
  const dated = type === 'date' || type === 'date-time';
  if (typeof value === 'number' && Number.isFinite(value)) {
    return dated ? new Date(value).toISOString().slice(0, 10) : value;
  }
  if (dated && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  return undefined;
}

function readLeaf(path: string, node: Json, item: Json, isArray: boolean): SchemaAttribute {
  const type = leafType(item);
  const described = list(item.rcsb_description).filter(isRecord);
  const describedAs = (context: string) => text(described.find((d) => d.context === context)?.text);
  const contexts = list(item.rcsb_search_context ?? node.rcsb_search_context).filter((c): c is SearchContext =>
    KNOWN_CONTEXTS.includes(c as SearchContext),
  );
  const groups = list(item.rcsb_search_group ?? node.rcsb_search_group)
    .filter(isRecord)
    .flatMap((g) =>
      typeof g.group_name === 'string'
        ? [{ group: g.group_name, priority: typeof g.priority_order === 'number' ? g.priority_order : 0 }]
        : [],
    );
  const attribute: SchemaAttribute = { path, type, isArray, contexts, groups };
  const enumeration = list(item.enum).filter((v) => typeof v === 'string' || typeof v === 'number');
  if (enumeration.length) attribute.enumeration = enumeration.map(String);
  const examples = list(item.examples).filter((v) => typeof v === 'string' || typeof v === 'number');
  if (examples.length) attribute.examples = examples.map(String);
  const label = describedAs('brief');
  if (label) attribute.label = label;
  const description = describedAs('dictionary') ?? text(item.description) ?? text(node.description);
  if (description) attribute.description = description;
  if (typeof item.rcsb_units === 'string' && item.rcsb_units) attribute.units = item.rcsb_units;
  const min = bound(item.rcsb_current_minimum_value, type);
  const max = bound(item.rcsb_current_maximum_value, type);
  if (min !== undefined) attribute.min = min;
  if (max !== undefined) attribute.max = max;
  return attribute;
}

function readNested(path: string, node: Json): NestedCategory | null {
  if (node.rcsb_nested_indexing !== true && !Array.isArray(node.rcsb_nested_indexing_context)) return null;
  const category: NestedCategory = { path, contexts: [] };
  for (const context of list(node.rcsb_nested_indexing_context).filter(isRecord)) {
    if (typeof context.category_path === 'string') category.discriminator ??= context.category_path;
    for (const entry of list(context.context_attributes).filter(isRecord)) {
      if (typeof entry.context_value !== 'string') continue;
      const attributes = list(entry.attributes)
        .filter(isRecord)
        .flatMap((a) => (typeof a.path === 'string' ? [a.path] : []));
      category.contexts.push({ value: entry.context_value, attributes });
    }
  }
  return category;
}

/**
 * Every leaf attribute and nested category of a metadata schema, in schema order; the leaves our
 * archive marks as not held only `withNotHeld` (the API defines them, this archive cannot search them).
 */
export function readMetadataSchema(schema: unknown, options: { withNotHeld?: boolean } = {}): SchemaReading {
  const reading: SchemaReading = { attributes: [], nested: [] };
  const visit = (node: Json, path: string[]): void => {
    const dotted = path.join('.');
    const nested = path.length > 0 ? readNested(dotted, node) : null;
    if (nested) reading.nested.push(nested);
    const type = jsonType(node);
    const items = isRecord(node.items) ? node.items : undefined;
    const record = type === 'array' ? items : node;
    if (record && (jsonType(record) === 'object' || isRecord(record.properties))) {
      for (const [key, child] of Object.entries(isRecord(record.properties) ? record.properties : {})) {
        if (isRecord(child)) visit(child, [...path, key]);
      }
      return;
    }
    if (path.length > 0 && (options.withNotHeld || node[NOT_HELD] !== false))
      reading.attributes.push(readLeaf(dotted, node, items ?? node, type === 'array'));
  };
  if (isRecord(schema)) visit(schema, []);
  // a nested context offers only what can be searched here
  const held = new Set(reading.attributes.map((a) => a.path));
  for (const category of reading.nested) {
    category.contexts = category.contexts
      .map((context) => ({ ...context, attributes: context.attributes.filter((path) => held.has(path)) }))
      .filter((context) => context.attributes.length > 0);
  }
  return reading;
}
