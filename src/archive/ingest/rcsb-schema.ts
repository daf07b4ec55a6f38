// The RCSB search schemas (structure_schema.json for the `text` service, chemical_schema.json for
// `text_chem`) flattened into one record per leaf attribute. Ingest uses it to copy mmCIF
// categories with the right types; the index uses it for nested-record scopes and full-text
// flags; the catalogue publishes it.

import { readFileSync } from 'node:fs';

export type SearchContext = 'exact-match' | 'full-text' | 'default-match' | 'suggest';
export type LeafType = 'string' | 'integer' | 'number' | 'date' | 'date-time' | 'boolean' | 'unknown';
export type SchemaService = 'text' | 'text_chem';

export interface NestedContextValue {
  value: string;
  attributes: string[];
}

export interface SchemaLeaf {
  path: string;
  type: LeafType;
  /** The leaf itself holds an array of scalars (e.g. `citation.rcsb_authors`). */
  isArray: boolean;
  /** Paths of the arrays of objects crossed to reach the leaf, outermost first. */
  objectArrays: string[];
  /**
   * The innermost array of objects on the path that the RCSB flags for nested indexing: conditions
   * on attributes sharing this root must hold on the same element.
   */
  nestedRoot?: string;
  contexts: SearchContext[];
  fullTextPriority?: number;
  enumeration?: string[];
  units?: string;
  description?: string;
  /** The short label the RCSB shows in its query builder ("brief" description). */
  label?: string;
  searchGroups?: Array<{ group: string; priority: number }>;
  /** Archive-wide bounds published by the RCSB (for orientation only; ours are measured). */
  rcsbMin?: number;
  rcsbMax?: number;
}

export interface NestedRoot {
  path: string;
  /** The attribute whose value selects a sub-context (e.g. `...type`), if any. */
  categoryPath?: string;
  contexts: NestedContextValue[];
}

export interface SchemaModel {
  service: SchemaService;
  leaves: Map<string, SchemaLeaf>;
  nestedRoots: Map<string, NestedRoot>;
  /** Top-level property names with whether they hold one object or an array of objects. */
  topLevel: Map<string, 'object' | 'array' | 'scalar'>;
}

type JsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  description?: string;
  rcsb_search_context?: string[];
  rcsb_full_text_priority?: number;
  rcsb_units?: string;
  rcsb_description?: Array<{ text: string; context: string }>;
  rcsb_search_group?: Array<{ group_name: string; priority_order: number }>;
  rcsb_current_minimum_value?: number;
  rcsb_current_maximum_value?: number;
  rcsb_nested_indexing?: boolean;
  rcsb_nested_indexing_context?: Array<{
    category_path?: string;
    context_attributes?: Array<{ context_value: string; attributes: Array<{ path: string }> }>;
  }>;
  anyOf?: JsonSchema[];
};

function leafType(schema: JsonSchema): LeafType {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string') {
    if (schema.format === 'date') return 'date';
    if (schema.format === 'date-time') return 'date-time';
    return 'string';
  }
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  if (schema.anyOf) {
    const types = schema.anyOf.map(leafType).filter((t) => t !== 'unknown');
    if (types.length > 0 && types.every((t) => t === types[0])) return types[0] as LeafType;
    if (types.includes('string')) return 'string';
  }
  return 'unknown';
}

const KNOWN_CONTEXTS = new Set<SearchContext>(['exact-match', 'full-text', 'default-match', 'suggest']);

export function buildSchemaModel(json: unknown, service: SchemaService): SchemaModel {
  const root = json as JsonSchema;
  const model: SchemaModel = { service, leaves: new Map(), nestedRoots: new Map(), topLevel: new Map() };

  const visit = (node: JsonSchema, path: string[], objectArrays: string[], nestedRoot: string | undefined): void => {
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    const dotted = path.join('.');
    if (type === 'object' && node.properties) {
      for (const [key, child] of Object.entries(node.properties))
        visit(child, [...path, key], objectArrays, nestedRoot);
      return;
    }
    if (type === 'array' && node.items && (node.items.type === 'object' || node.items.properties)) {
      let innerRoot = nestedRoot;
      if (node.rcsb_nested_indexing) {
        innerRoot = dotted;
        const contexts: NestedContextValue[] = [];
        let categoryPath: string | undefined;
        for (const ctx of node.rcsb_nested_indexing_context ?? []) {
          categoryPath = ctx.category_path ?? categoryPath;
          for (const value of ctx.context_attributes ?? []) {
            contexts.push({ value: value.context_value, attributes: value.attributes.map((a) => a.path) });
          }
        }
        model.nestedRoots.set(dotted, { path: dotted, ...(categoryPath ? { categoryPath } : {}), contexts });
      }
      for (const [key, child] of Object.entries(node.items.properties ?? {})) {
        visit(child, [...path, key], [...objectArrays, dotted], innerRoot);
      }
      return;
    }
    const isArray = type === 'array';
    const item = isArray && node.items ? node.items : node;
    const contexts = (item.rcsb_search_context ?? node.rcsb_search_context ?? []).filter((c): c is SearchContext =>
      KNOWN_CONTEXTS.has(c as SearchContext),
    );
    const brief = (item.rcsb_description ?? []).find((d) => d.context === 'brief')?.text;
    const leaf: SchemaLeaf = {
      path: dotted,
      type: leafType(item),
      isArray,
      objectArrays,
      contexts,
      ...(nestedRoot ? { nestedRoot } : {}),
      ...(item.rcsb_full_text_priority !== undefined ? { fullTextPriority: item.rcsb_full_text_priority } : {}),
      ...(item.enum ? { enumeration: item.enum.map(String) } : {}),
      ...(item.rcsb_units ? { units: item.rcsb_units } : {}),
      ...(item.description ? { description: item.description.replace(/\s+/g, ' ').trim() } : {}),
      ...(brief ? { label: brief } : {}),
      ...(item.rcsb_search_group
        ? { searchGroups: item.rcsb_search_group.map((g) => ({ group: g.group_name, priority: g.priority_order })) }
        : {}),
      ...(item.rcsb_current_minimum_value !== undefined ? { rcsbMin: item.rcsb_current_minimum_value } : {}),
      ...(item.rcsb_current_maximum_value !== undefined ? { rcsbMax: item.rcsb_current_maximum_value } : {}),
    };
    model.leaves.set(dotted, leaf);
  };

  for (const [key, child] of Object.entries(root.properties ?? {})) {
    const type = Array.isArray(child.type) ? child.type[0] : child.type;
    const shape = type === 'object' ? 'object' : type === 'array' && child.items?.properties ? 'array' : 'scalar';
    model.topLevel.set(key, shape);
    visit(child, [key], [], undefined);
  }
  return model;
}

export function loadSchemaModel(file: string, service: SchemaService): SchemaModel {
  return buildSchemaModel(JSON.parse(readFileSync(file, 'utf8')), service);
}

/** Both services' schemas; structure attributes win where a path exists in both. */
export class RcsbSchemas {
  constructor(
    readonly structure: SchemaModel,
    readonly chemical: SchemaModel,
  ) {}

  leaf(path: string, service: SchemaService = 'text'): SchemaLeaf | undefined {
    return service === 'text_chem'
      ? (this.chemical.leaves.get(path) ?? this.structure.leaves.get(path))
      : (this.structure.leaves.get(path) ?? this.chemical.leaves.get(path));
  }

  topLevelShape(name: string): 'object' | 'array' | 'scalar' | undefined {
    return this.structure.topLevel.get(name) ?? this.chemical.topLevel.get(name);
  }
}
