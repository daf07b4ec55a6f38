// The query builder's attribute catalogue: a served metadata schema turned into what the attribute
// selector shows (headers from rcsb_search_group, items named by the brief description, nested
// pairs such as "Identifier - Pfam") and what the operator and value inputs need (a definition per
// attribute: type, operators, enumeration, search context, bounds, units, examples).

import type { AttributeDefinition, AttributeValueType, SelectorItem } from './types.ts';
import type { AttributeLabels } from './describe.ts';
import type { NestedItemLookup } from './builder/from-request-terminals.ts';
import { builderOperatorsFor } from './attribute-operators.ts';
import { readMetadataSchema, type NestedCategory, type SchemaAttribute } from './attribute-schema.ts';

export type CatalogueService = 'text' | 'text_chem';

export interface CatalogueGroup {
  name: string;
  /** Place in the menu: the RCSB's header order (SEARCH_GROUP_ORDER), groups it does not name after. */
  priority: number;
  items: SelectorItem[];
}

export interface AttributeCatalogue {
  service: CatalogueService;
  /** Menu headers in order, each with its items in order. */
  groups: CatalogueGroup[];
  /** Every attribute of the schema, listed in the menu or not. */
  definitions: ReadonlyMap<string, AttributeDefinition>;
}

/**
 * The headers of rcsb.org's attribute menu in its order. The schema gives each attribute's place
 * inside its group (priority_order) but no order of the groups themselves.
 */
export const SEARCH_GROUP_ORDER: readonly string[] = [
  'ID(s) and Keywords',
  'Structure Details',
  'Computed Structure Model Details',
  'Entry Features',
  'Polymer Molecular Features',
  'Polymer Instance (Chain) Features',
  'Nonpolymer Molecular Features',
  'Oligosaccharide/Branched Molecular Features',
  'Assembly Features',
  'Methods',
  'X-ray Method Details',
  'X-ray Data Collection Details',
  'Cell Dimensions and Space Group',
  'Crystal Properties',
  'EM Method Details',
  'NMR Method Details',
  'Integrative/Hybrid Method Details',
  'Linked External Resources',
  'Publications Primary',
  'Publications All',
  'Chemical Components',
  'Biologically Interesting Molecules (BIRD)',
];

/** The tooltip shows at most 10 examples (seed 000 §9). */
export const MAX_EXAMPLES = 10;

function valueType(attribute: SchemaAttribute): AttributeValueType {
  if (attribute.type === 'integer' || attribute.type === 'number' || attribute.type === 'boolean')
    return attribute.type;
  return attribute.type === 'date' || attribute.type === 'date-time' ? 'date' : 'string';
}

function definitionOf(attribute: SchemaAttribute, service: CatalogueService): AttributeDefinition {
  const definition: AttributeDefinition = {
    attribute: attribute.path,
    type: valueType(attribute),
    operators: builderOperatorsFor(attribute.type, attribute.contexts),
    service,
  };
  if (attribute.label) definition.name = attribute.label;
  if (attribute.enumeration) definition.enumeration = attribute.enumeration;
  if (attribute.contexts.length) definition.context = attribute.contexts;
  if (attribute.min !== undefined) definition.min = attribute.min;
  if (attribute.max !== undefined) definition.max = attribute.max;
  if (attribute.isArray) definition.is_iterable = true;
  if (attribute.units) definition.units = attribute.units;
  if (attribute.description) definition.description = attribute.description;
  if (attribute.examples?.length) definition.examples = attribute.examples.slice(0, MAX_EXAMPLES);
  return definition;
}

/** Context values are stored as the RCSB writes them ('&Delta;G'); names show the character. */
const ENTITIES: Readonly<Record<string, string>> = { Delta: 'Δ', amp: '&', lt: '<', gt: '>', quot: '"' };
const decodeEntities = (value: string): string =>
  value.replace(/&(\w+);/g, (all, name: string) => ENTITIES[name] ?? all);

/** A nested pair's menu name, as rcsb.org writes it: "<label> - <context value>". */
export function nestedItemName(label: string, contextValue: string): string {
  return `${label} - ${decodeEntities(contextValue)}`;
}

const compactNumber = (value: number): string => String(Number(value.toPrecision(6)));

/** The value input's hint: the measured bounds of numbers and dates, else two example values. */
function placeholderOf(definition: AttributeDefinition, nested: boolean): string | undefined {
  const { min, max, type } = definition;
  if (min !== undefined && max !== undefined) {
    const show = (v: number | string) => (typeof v === 'number' ? compactNumber(v) : v);
    if (type === 'integer') return `Enter an integer between ${show(min)} and ${show(max)}`;
    if (type === 'number') return `Enter a number between ${show(min)} and ${show(max)}`;
    if (type === 'date') return `Enter a date between ${show(min)} and ${show(max)}`;
  }
  // A nested attribute's examples come from every context, so they may not fit this one.
  if (nested || definition.enumeration || !definition.examples?.length) return undefined;
  return `Ex: ${definition.examples.slice(0, 2).join(', ')}`;
}

function itemOf(definition: AttributeDefinition, group: string, pair?: { attribute: string; value: string }) {
  const label = definition.name ?? definition.attribute;
  const item: SelectorItem = {
    attribute: definition.attribute,
    name: pair ? nestedItemName(label, pair.value) : label,
  };
  if (pair) {
    item.nested_attribute = pair.attribute;
    item.nested_attribute_value = pair.value;
  }
  item.group = group;
  if (definition.description) item.description = definition.description;
  if (definition.units) item.units = definition.units;
  const placeholder = placeholderOf(definition, pair !== undefined);
  if (placeholder) item.placeholder = placeholder;
  if (definition.min !== undefined || definition.max !== undefined) {
    item.range = {
      ...(definition.min !== undefined ? { min: definition.min } : {}),
      ...(definition.max !== undefined ? { max: definition.max } : {}),
    };
  }
  return item;
}

/** Attribute path -> the (discriminator, context value) pairs it is offered under. */
function nestedPairs(nested: readonly NestedCategory[], definitions: ReadonlyMap<string, AttributeDefinition>) {
  const pairs = new Map<string, Array<{ attribute: string; value: string }>>();
  for (const category of nested) {
    // without its discriminator in this archive a pair could not be searched
    if (!category.discriminator || !definitions.has(category.discriminator)) continue;
    for (const context of category.contexts) {
      for (const path of context.attributes) {
        const list = pairs.get(path) ?? [];
        if (!list.some((p) => p.value === context.value))
          list.push({ attribute: category.discriminator, value: context.value });
        pairs.set(path, list);
      }
    }
  }
  return pairs;
}

const groupRank = (name: string): number => {
  const index = SEARCH_GROUP_ORDER.indexOf(name);
  return index < 0 ? SEARCH_GROUP_ORDER.length : index;
};

/**
 * The catalogue of one service from its served metadata schema. Only attributes with a search
 * group are in the menu (as on rcsb.org); an attribute that is a nested category's context
 * attribute is listed once per context value instead of on its own, since without the sibling
 * condition its values mean nothing ("Identifier" of what?).
 */
export function catalogueFromSchema(schema: unknown, service: CatalogueService): AttributeCatalogue {
  const reading = readMetadataSchema(schema);
  const definitions = new Map<string, AttributeDefinition>();
  for (const attribute of reading.attributes) definitions.set(attribute.path, definitionOf(attribute, service));
  const pairs = nestedPairs(reading.nested, definitions);

  // an attribute's pairs share its priority and label: they keep the schema's order of contexts
  type Entry = { item: SelectorItem; priority: number; label: string; context: number };
  const groups = new Map<string, Entry[]>();
  for (const attribute of reading.attributes) {
    const definition = definitions.get(attribute.path) as AttributeDefinition;
    if (definition.operators.length === 0) continue;
    const label = definition.name ?? definition.attribute;
    for (const { group, priority } of attribute.groups) {
      const entries = groups.get(group) ?? [];
      const offered = pairs.get(attribute.path);
      if (offered) {
        offered.forEach((pair, context) =>
          entries.push({ item: itemOf(definition, group, pair), priority, label, context }),
        );
      } else entries.push({ item: itemOf(definition, group), priority, label, context: 0 });
      groups.set(group, entries);
    }
  }
  const inGroup = (a: Entry, b: Entry): number =>
    a.priority - b.priority || a.label.localeCompare(b.label) || a.context - b.context;
  const ordered: CatalogueGroup[] = [...groups].map(([name, entries]) => ({
    name,
    priority: groupRank(name),
    items: entries.sort(inGroup).map((e) => e.item),
  }));
  ordered.sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  return { service, groups: ordered, definitions };
}

/**
 * Each attribute's name and units, as every description of a query names them (the page's, and
 * the server's in MyPDB's mail, whichever archive or upstream served the schemas).
 */
export function attributeLabelsOf(catalogues: readonly AttributeCatalogue[]): AttributeLabels {
  const labels: Record<string, { label: string; units?: string }> = {};
  for (const catalogue of catalogues)
    for (const [path, definition] of catalogue.definitions)
      if (definition.name)
        labels[path] = { label: definition.name, ...(definition.units ? { units: definition.units } : {}) };
  return labels;
}

/** The labels of both services' metadata schemas, as a server reads them for its own descriptions. */
export const attributeLabelsOfSchemas = (schemas: Readonly<Record<CatalogueService, unknown>>): AttributeLabels =>
  attributeLabelsOf([catalogueFromSchema(schemas.text, 'text'), catalogueFromSchema(schemas.text_chem, 'text_chem')]);

/** Identity of a menu item: its attribute and, for a nested pair, the sibling condition. */
export function itemKey(item: Pick<SelectorItem, 'attribute' | 'nested_attribute' | 'nested_attribute_value'>) {
  return `${item.attribute}\u0000${item.nested_attribute ?? ''}\u0000${item.nested_attribute_value ?? ''}`;
}

/** The menu item a chosen item stands for, and its group; undefined when the menu lacks it. */
export function locateItem(
  catalogue: AttributeCatalogue,
  item: SelectorItem,
): { group: CatalogueGroup; item: SelectorItem } | undefined {
  const key = itemKey(item);
  for (const group of catalogue.groups) {
    const found = group.items.find((candidate) => itemKey(candidate) === key);
    if (found) return { group, item: found };
  }
  return undefined;
}

/** The name to show for a chosen item: the menu's, else a nested pair named from its parts. */
export function itemDisplayName(catalogue: AttributeCatalogue | null, item: SelectorItem): string {
  if (catalogue) {
    const located = locateItem(catalogue, item);
    if (located) return located.item.name;
    const label = catalogue.definitions.get(item.attribute)?.name;
    if (label && item.nested_attribute_value) return nestedItemName(label, item.nested_attribute_value);
  }
  return item.name;
}

/** The item whose name is `text` (case-insensitive, surrounding spaces ignored): typed text on close. */
export function findItemByName(catalogue: AttributeCatalogue, text: string): SelectorItem | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const group of catalogue.groups) {
    const found = group.items.find((item) => item.name.toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}

/** Filter mode: items whose name contains `text` (case-insensitive), under the headers that have any. */
export function filterCatalogue(catalogue: AttributeCatalogue, text: string): CatalogueGroup[] {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return catalogue.groups;
  return catalogue.groups.flatMap((group) => {
    const items = group.items.filter((item) => item.name.toLowerCase().includes(wanted));
    return items.length ? [{ ...group, items }] : [];
  });
}

/**
 * requestToBuilder's lookup of nested pairs: the menu item for `attribute` under `nestedAttribute`.
 * Given the sibling's value (a fourth argument) it answers that pair's item; without it, an item
 * without a value that the caller completes (itemDisplayName names it from its parts). Only pairs
 * the menu offers are recognised, so a request never hides a condition the builder cannot show.
 */
export function nestedItemLookup(catalogues: readonly AttributeCatalogue[]): NestedItemLookup {
  const offered = new Map<string, SelectorItem[]>();
  for (const catalogue of catalogues) {
    for (const item of catalogue.groups.flatMap((g) => g.items)) {
      if (!item.nested_attribute) continue;
      const key = `${catalogue.service}\u0000${item.attribute}\u0000${item.nested_attribute}`;
      offered.set(key, [...(offered.get(key) ?? []), item]);
    }
  }
  return (attribute: string, nestedAttribute: string, service: CatalogueService, value?: string) => {
    const items = offered.get(`${service}\u0000${attribute}\u0000${nestedAttribute}`);
    if (!items?.length) return undefined;
    if (value !== undefined) return items.find((item) => item.nested_attribute_value === value);
    const { nested_attribute_value: _value, placeholder: _placeholder, ...generic } = items[0] as SelectorItem;
    const catalogue = catalogues.find((c) => c.service === service);
    return { ...generic, name: catalogue?.definitions.get(attribute)?.name ?? attribute };
  };
}
