// The attributes a report may read on this server: every attribute of the archive's catalogue
// (structure and chemical), at the kinds of document that hold it (model/reports/report-attributes.ts
// makes the menu of GET /search/custom-report-attributes from them).

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import {
  customReportMenu as menuOf,
  reportAttribute,
  type ReportAttribute,
} from '../../../../model/reports/report-attributes.ts';
import type { CustomReportAttributes } from '../../../../model/types.ts';

function build(index: ArchiveIndex): Map<string, ReportAttribute> {
  const out = new Map<string, ReportAttribute>();
  for (const catalogue of [index.catalogue.text, index.catalogue.text_chem]) {
    for (const entry of catalogue.values()) {
      const known = out.get(entry.attribute);
      if (known) {
        for (const level of entry.doc_types) if (!known.levels.includes(level)) known.levels.push(level);
        continue;
      }
      const attribute = reportAttribute({
        path: entry.attribute,
        type: entry.type,
        levels: entry.doc_types,
        ...(entry.label !== undefined ? { label: entry.label } : {}),
        ...(entry.description ? { description: entry.description } : {}),
      });
      if (attribute) out.set(entry.attribute, attribute);
    }
  }
  return out;
}

const cache = new WeakMap<ArchiveIndex, Map<string, ReportAttribute>>();

export function customAttributes(index: ArchiveIndex): Map<string, ReportAttribute> {
  let attributes = cache.get(index);
  if (!attributes) cache.set(index, (attributes = build(index)));
  return attributes;
}

export function customReportMenu(index: ArchiveIndex): CustomReportAttributes {
  return menuOf(customAttributes(index));
}
