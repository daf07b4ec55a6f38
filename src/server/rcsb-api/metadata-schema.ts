// GET /rcsbsearch/v2/metadata/schema and .../chemical/schema: the attributes THIS archive holds,
// in the shape of the RCSB's metadata schema (a JSON schema whose leaves carry
// rcsb_search_context, rcsb_description, rcsb_search_group, units and current min/max), so
// clients that read the RCSB's catalogue (py-rcsb-api's SearchSchema, query builders) read ours.

import type { CatalogueAttribute } from '../../archive/index/catalogue.ts';

type SchemaNode = { [key: string]: unknown; type: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

const MAX_EXAMPLES = 10;

const SCHEMA_TITLES = { text: 'Text Service Metadata', text_chem: 'Chemical Text Service Metadata' } as const;

/** The RCSB's search contexts, which is how its schema says which operators apply. */
export function searchContexts(attribute: CatalogueAttribute): string[] {
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
    if (attribute.nested?.root === path) Object.assign(child, nestedIndexing(attribute));
    node = child.type === 'array' ? (child.items as SchemaNode) : child;
  }
  return node;
}

export function buildMetadataSchema(
  service: 'text' | 'text_chem',
  attributes: Iterable<CatalogueAttribute>,
): Record<string, unknown> {
  const root: SchemaNode = { type: 'object', properties: {}, additionalProperties: false };
  let count = 0;
  for (const attribute of attributes) {
    const segments = attribute.attribute.split('.');
    const leafName = segments.pop() as string;
    const parent = container(root, segments, attribute);
    parent.properties ??= {};
    parent.properties[leafName] = leafSchema(attribute);
    count++;
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: SCHEMA_TITLES[service],
    description: `The ${count} ${service} attributes this archive holds, with the search contexts (operators) each accepts.`,
    $comment: 'Generated from the archive index catalogue.',
    ...root,
  };
}
