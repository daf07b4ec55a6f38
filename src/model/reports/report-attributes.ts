// The attributes a report may read and the custom report builder's menu of them: every attribute
// of the structure and chemical catalogues, named by its schema label, grouped by the kind of
// document that carries it (GET /search/custom-report-attributes). The server lists its
// catalogue's; browser-direct mode the public APIs' (client/direct/report-attributes.ts).

import { DOC_TYPES, type DocType } from '../doc-types.ts';
import type { CustomReportAttribute, CustomReportAttributes } from '../types.ts';
import { PREDEFINED_REPORTS } from './predefined-reports.ts';

/** The wire shape lives in the model's types; its levels are document kinds. */
export type ReportAttribute = CustomReportAttribute & { levels: DocType[] };

/** The attribute a report column may read at `path`, or undefined. */
export type ReportAttributeLookup = (path: string) => ReportAttribute | undefined;

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

export interface AttributeFacts {
  path: string;
  type: string;
  /** Document kinds that carry it, in any order. */
  levels: Iterable<DocType>;
  label?: string;
  description?: string;
}

/** A report attribute: named by its label, grouped by the first kind of document that carries it. */
export function reportAttribute(facts: AttributeFacts): ReportAttribute | undefined {
  const levels = [...new Set(facts.levels)].sort((a, b) => DOC_TYPES.indexOf(a) - DOC_TYPES.indexOf(b));
  const first = levels[0];
  if (first === undefined) return undefined;
  return {
    attribute: facts.path,
    name: facts.label ?? attributeName(facts.path),
    group: GROUP_OF_LEVEL[first],
    type: facts.type,
    levels,
    ...(facts.description ? { description: facts.description } : {}),
  };
}

export function customReportMenu(attributes: ReadonlyMap<string, ReportAttribute>): CustomReportAttributes {
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
