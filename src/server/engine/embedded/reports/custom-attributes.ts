// The attributes a custom report may show: every attribute of the archive's catalogue (structure
// and chemical), named by its schema label, grouped by the kind of document that carries it
// (GET /search/custom-report-attributes).

import type { DocType } from '../../../../archive/doc-types.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { DOC_TYPES } from '../../../../archive/doc-types.ts';
import type { ReportColumn } from './columns.ts';
import { PREDEFINED_REPORTS } from './predefined-reports.ts';
import type { CustomReportAttribute, CustomReportAttributes } from '../../../../model/types.ts';

/** The wire shapes live in the model, shared with the browser. */
export type CustomAttribute = CustomReportAttribute & { levels: DocType[] };
export type CustomReportMenu = CustomReportAttributes;

export const GROUP_OF_LEVEL: Readonly<Record<DocType, string>> = {
  entry: 'Entry',
  polymer_entity: 'Polymer Entity',
  branched_entity: 'Branched Entity',
  non_polymer_entity: 'Non-polymer Entity',
  polymer_instance: 'Polymer Instance (Chain)',
  branched_instance: 'Branched Instance',
  non_polymer_instance: 'Non-polymer Instance',
  assembly: 'Assembly',
  mol_definition: 'Chemical Component',
};

const words = (text: string): string =>
  text
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** 'refine.ls_d_res_high' -> 'Ls D Res High (Refine)', the style of the schema's own labels. */
export function attributeName(path: string): string {
  const parts = path.split('.');
  const leaf = parts.pop() ?? path;
  return parts.length ? `${words(leaf)} (${words(parts.join(' '))})` : words(leaf);
}

function build(index: ArchiveIndex): Map<string, CustomAttribute> {
  const out = new Map<string, CustomAttribute>();
  for (const catalogue of [index.catalogue.text, index.catalogue.text_chem]) {
    for (const entry of catalogue.values()) {
      const known = out.get(entry.attribute);
      if (known) {
        for (const level of entry.doc_types) if (!known.levels.includes(level)) known.levels.push(level);
        continue;
      }
      const levels = [...entry.doc_types].sort((a, b) => DOC_TYPES.indexOf(a) - DOC_TYPES.indexOf(b));
      const first = levels[0];
      if (first === undefined) continue;
      out.set(entry.attribute, {
        attribute: entry.attribute,
        name: entry.label ?? attributeName(entry.attribute),
        group: GROUP_OF_LEVEL[first],
        type: entry.type,
        levels,
        ...(entry.description ? { description: entry.description } : {}),
      });
    }
  }
  return out;
}

const cache = new WeakMap<ArchiveIndex, Map<string, CustomAttribute>>();

export function customAttributes(index: ArchiveIndex): Map<string, CustomAttribute> {
  let attributes = cache.get(index);
  if (!attributes) cache.set(index, (attributes = build(index)));
  return attributes;
}

export function customReportMenu(index: ArchiveIndex): CustomReportMenu {
  const attributes = customAttributes(index);
  const groups = new Map<string, Array<{ attribute: string; name: string }>>();
  for (const level of DOC_TYPES) groups.set(GROUP_OF_LEVEL[level], []);
  for (const a of [...attributes.values()].sort((x, y) => x.attribute.localeCompare(y.attribute))) {
    groups.get(a.group)?.push({ attribute: a.attribute, name: a.name });
  }
  return {
    attributes: Object.fromEntries(attributes),
    menu: [...groups].filter(([, items]) => items.length > 0).map(([group, items]) => ({ group, attributes: items })),
    reports: PREDEFINED_REPORTS.map(({ id, name }) => ({ id, name })),
  };
}

/** A custom report column; undefined when the catalogue does not know the attribute. */
export function customColumn(index: ArchiveIndex, path: string): ReportColumn | undefined {
  const attribute = customAttributes(index).get(path);
  return attribute && { id: path, name: attribute.name, path, levels: attribute.levels };
}
