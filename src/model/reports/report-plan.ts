// Which columns a report shows and which documents make its rows, for the report the body names
// and the kind of results the request returns. The attributes a report may read come from a
// lookup: the server's catalogue, or in browser-direct mode the public APIs' schemas.

import type { DocType } from '../doc-types.ts';
import { RETURN_TYPE_LABELS } from '../constants/labels.ts';
import type { ReturnType } from '../types.ts';
import { IDENTIFIER_COLUMN_ID, type ReportColumn } from './columns.ts';
import { predefinedReport } from './predefined-reports.ts';
import { identifierLabel } from './report-graph.ts';
import type { ReportAttributeLookup } from './report-attributes.ts';

export const PDB_IDS_REPORT = 'pdb_ids';
export const CUSTOM_REPORT = 'custom_report';

/** A report the request cannot have (the server answers 400 with the message). */
export class ReportRefusal extends Error {}

export interface ReportPlan {
  id: string;
  columns: ReportColumn[];
  /** Document types of the rows; a result of another type expands to these. */
  rowLevels: DocType[];
}

const ENTITY_LEVELS: readonly DocType[] = ['polymer_entity', 'branched_entity', 'non_polymer_entity'];

const identifierColumn = (levels: readonly DocType[]): ReportColumn => ({
  id: IDENTIFIER_COLUMN_ID,
  name: identifierLabel(levels),
  levels,
});

/** A column of a custom report; undefined when the attribute is not one a report may read. */
export function customColumn(lookup: ReportAttributeLookup, path: string): ReportColumn | undefined {
  const attribute = lookup(path);
  return attribute && { id: path, name: attribute.name, path, levels: attribute.levels };
}

/** Marks the columns whose attribute is a date (their cells show the day). */
function typed(lookup: ReportAttributeLookup, columns: readonly ReportColumn[]): ReportColumn[] {
  return columns.map((column) => {
    const type = column.path === undefined ? undefined : lookup(column.path)?.type;
    return type === 'date' || type === 'date-time' ? { ...column, date: true } : column;
  });
}

/**
 * Custom reports list one row per result, except that entity attributes on entry (or assembly)
 * results give one row per entity of those kinds, as rcsb.org's custom reports do.
 */
function customPlan(lookup: ReportAttributeLookup, attributes: readonly string[], resultType: DocType): ReportPlan {
  if (attributes.length === 0) throw new ReportRefusal('A custom report needs at least one attribute');
  const columns: ReportColumn[] = [];
  for (const path of new Set(attributes)) {
    const column = customColumn(lookup, path);
    if (!column) throw new ReportRefusal(`Unknown attribute: ${path}`);
    columns.push(column);
  }
  const entityLevels = ENTITY_LEVELS.filter((level) => columns.some((c) => c.levels.includes(level)));
  const rowLevels =
    resultType === 'mol_definition' || entityLevels.length === 0 || entityLevels.includes(resultType)
      ? [resultType]
      : entityLevels;
  return { id: CUSTOM_REPORT, columns: [identifierColumn(rowLevels), ...columns], rowLevels };
}

function plan(
  lookup: ReportAttributeLookup,
  report: string,
  attributes: readonly string[],
  resultType: DocType,
): ReportPlan {
  if (report === PDB_IDS_REPORT)
    return { id: report, columns: [identifierColumn([resultType])], rowLevels: [resultType] };
  if (report === CUSTOM_REPORT) return customPlan(lookup, attributes, resultType);
  const predefined = predefinedReport(report);
  if (!predefined) throw new ReportRefusal(`Unknown report: ${report}`);
  if (resultType !== 'mol_definition')
    return { id: report, columns: [...predefined.columns], rowLevels: [predefined.rowLevel] };
  if (!predefined.chemical) {
    throw new ReportRefusal(`The ${predefined.name} report is not available for ${RETURN_TYPE_LABELS.mol_definition}`);
  }
  // Chemical results are the components themselves: keep the columns a component can fill.
  const columns = predefined.columns.filter((c) => c.path !== undefined && c.levels.includes('mol_definition'));
  return { id: report, columns: [identifierColumn(['mol_definition']), ...columns], rowLevels: ['mol_definition'] };
}

/** The plan of a report for results of `returnType`; throws ReportRefusal for one it cannot have. */
export function planReport(
  lookup: ReportAttributeLookup,
  report: string,
  attributes: readonly string[],
  returnType: ReturnType,
): ReportPlan {
  const planned = plan(lookup, report, attributes, returnType as DocType);
  return { ...planned, columns: typed(lookup, planned.columns) };
}
