// GET /rcsbsearch/v2/metadata/schema and .../chemical/schema: the RCSB's metadata schema (a JSON
// schema whose leaves carry rcsb_search_context, rcsb_description, rcsb_search_group, units and
// current min/max), so clients that read the RCSB's catalogue (py-rcsb-api's SearchSchema, query
// builders) read ours. Built on the archive's copy of the official schema when there is one: every
// attribute the API defines is listed (clients look each one up by name and service), its version
// in `$comment`; the leaves this archive holds carry its own facts (contexts, bounds, examples),
// and the others say `x-pdb-archive-holds: false` (a search naming one is refused).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSchemaDir } from '../../../../archive/config.ts';
import type { CatalogueAttribute } from '../../../../archive/index/catalogue.ts';
import { NOT_HELD } from '../../../../model/attribute-schema.ts';

type SchemaNode = { [key: string]: unknown; type: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

const MAX_EXAMPLES = 10;

const SCHEMA_TITLES = { text: 'Text Service Metadata', text_chem: 'Chemical Text Service Metadata' } as const;

/** The RCSB's search contexts, which is how its schema says which operators apply. */
function searchContexts(attribute: CatalogueAttribute): string[] {
  const contexts: string[] = [];
  if (attribute.exact_match) contexts.push('exact-match');
  if (attribute.full_text) contexts.push('full-text');
  const ordered =
    attribute.operators.includes('range') || (!attribute.exact_match && attribute.operators.includes('exact_match'));
  if (ordered) contexts.push('default-match');
  if (attribute.suggest) contexts.push('suggest');
  return contexts;
}

function leafSchema(attribute: CatalogueAttribute): SchemaNode {
  const dated = attribute.type === 'date' || attribute.type === 'date-time';
  const description = attribute.description ?? attribute.label ?? attribute.attribute;
  const contexts = searchContexts(attribute);
  // the RCSB states date bounds in epoch milliseconds
  const bound = (value: number | string | undefined): number | undefined =>
    typeof value === 'string' ? Date.parse(value) : value;
  const min = bound(attribute.min);
  const max = bound(attribute.max);
  // values held in this archive; the builder's tooltip shows up to 10 (seed 000 §9)
  const examples = (attribute.values ?? attribute.examples ?? []).slice(0, MAX_EXAMPLES);
  const leaf: SchemaNode = {
    type: dated || attribute.type === 'unknown' ? 'string' : attribute.type,
    ...(dated ? { format: attribute.type } : {}),
    ...(attribute.enumeration ? { enum: attribute.enumeration } : {}),
    ...(examples.length ? { examples } : {}),
    description,
    ...(contexts.length ? { rcsb_search_context: contexts } : {}),
    rcsb_description: [
      { text: description, context: 'dictionary' },
      ...(attribute.label ? [{ text: attribute.label, context: 'brief' }] : []),
    ],
    ...(attribute.search_groups?.length
      ? { rcsb_search_group: attribute.search_groups.map((g) => ({ group_name: g.group, priority_order: g.priority })) }
      : {}),
    ...(attribute.units ? { rcsb_units: attribute.units } : {}),
    ...(max !== undefined && Number.isFinite(max) ? { rcsb_current_maximum_value: max } : {}),
    ...(min !== undefined && Number.isFinite(min) ? { rcsb_current_minimum_value: min } : {}),
  };
  return attribute.is_array ? { type: 'array', items: leaf } : leaf;
}

function nestedIndexing(attribute: CatalogueAttribute): Record<string, unknown> {
  const nested = attribute.nested;
  if (!nested) return {};
  const path = nested.category_path;
  return {
    rcsb_nested_indexing: true,
    ...(path
      ? {
          rcsb_nested_indexing_context: [
            {
              category_name: path.slice(path.lastIndexOf('.') + 1),
              category_path: path,
              ...(nested.contexts.length
                ? {
                    context_attributes: nested.contexts.map((c) => ({
                      context_value: c.value,
                      attributes: c.attributes.map((p) => ({ path: p })),
                    })),
                  }
                : {}),
            },
          ],
        }
      : {}),
  };
}

/** The object holding the properties at `path`: an object, or the items of an array of objects. */
function container(root: SchemaNode, segments: readonly string[], attribute: CatalogueAttribute): SchemaNode {
  let node = root;
  for (let i = 0; i < segments.length; i++) {
    const name = segments[i] as string;
    const path = segments.slice(0, i + 1).join('.');
    node.properties ??= {};
    let child = node.properties[name];
    if (!child) {
      child = attribute.object_arrays.includes(path)
        ? { type: 'array', items: { type: 'object', properties: {}, additionalProperties: false } }
        : { type: 'object', properties: {}, additionalProperties: false };
      node.properties[name] = child;
    }
    // the official schema's nesting is the API's own: kept as it is
    if (attribute.nested?.root === path && child.rcsb_nested_indexing === undefined)
      Object.assign(child, nestedIndexing(attribute));
    node = child.type === 'array' ? (child.items as SchemaNode) : child;
  }
  return node;
}

/** A held leaf: the official one with this archive's facts over it (its items too, for a list). */
function heldLeaf(official: SchemaNode | undefined, ours: SchemaNode): SchemaNode {
  if (!official) return ours;
  const merged: SchemaNode = { ...official, ...ours };
  if (official.items && ours.items) merged.items = { ...official.items, ...ours.items };
  return merged;
}

/** Marks every leaf under `node` that is not in `held` (dotted paths). */
function markNotHeld(node: SchemaNode, path: readonly string[], held: ReadonlySet<string>): void {
  const record = node.type === 'array' && node.items ? node.items : node;
  if (record.properties) {
    for (const [name, child] of Object.entries(record.properties)) markNotHeld(child, [...path, name], held);
    return;
  }
  if (path.length > 0 && !held.has(path.join('.'))) node[NOT_HELD] = false;
}

/**
 * The schema of `service`'s attributes: `official` (the archive's copy of the RCSB's schema) with
 * this archive's facts on the leaves it holds, or, without it, the held attributes alone.
 */
export function buildMetadataSchema(
  service: 'text' | 'text_chem',
  attributes: Iterable<CatalogueAttribute>,
  official?: Record<string, unknown>,
): Record<string, unknown> {
  const { $schema, title, description, $comment, ...officialRoot } = official ?? {};
  const root: SchemaNode = official
    ? (structuredClone(officialRoot) as SchemaNode)
    : { type: 'object', properties: {}, additionalProperties: false };
  const held = new Set<string>();
  for (const attribute of attributes) {
    const segments = attribute.attribute.split('.');
    const leafName = segments.pop() as string;
    const parent = container(root, segments, attribute);
    parent.properties ??= {};
    parent.properties[leafName] = heldLeaf(parent.properties[leafName], leafSchema(attribute));
    held.add(attribute.attribute);
  }
  if (official) markNotHeld(root, [], held);
  const summary = `This archive holds ${held.size} of these ${service} attributes, with the search contexts (operators) each accepts here.`;
  return {
    $schema: $schema ?? 'http://json-schema.org/draft-07/schema#',
    title: title ?? SCHEMA_TITLES[service],
    description: typeof description === 'string' ? `${description} ${summary}` : summary,
    // clients read the schema's version from here (py-rcsb-api: its last word, x.y.z)
    $comment: $comment ?? 'Generated from the archive index catalogue.',
    ...root,
  };
}

const OFFICIAL_SCHEMA_FILES = { text: 'structure_schema.json', text_chem: 'chemical_schema.json' } as const;

/** The archive's copy of the RCSB's schema for `service`, or undefined when it has none. */
export function officialSchema(sourceDir: string, service: 'text' | 'text_chem'): Record<string, unknown> | undefined {
  try {
    const file = path.join(resolveSchemaDir(sourceDir), OFFICIAL_SCHEMA_FILES[service]);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined; // the held attributes alone still make a schema clients can read
  }
}
