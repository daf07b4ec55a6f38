// Which columns a report shows and which documents make its rows, for the report the body names
// and the kind of results the request returns.

import type { DocType } from '../../../../archive/doc-types.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { RETURN_TYPE_LABELS } from '../../../../model/constants/labels.ts';
import type { ReturnType } from '../../../../model/types.ts';
import { ClientError } from '../../../errors.ts';
import { IDENTIFIER_COLUMN_ID, type ReportColumn } from './columns.ts';
import { customColumn } from './custom-attributes.ts';
import { predefinedReport } from './predefined-reports.ts';
import { identifierLabel } from './report-rows.ts';

export const PDB_IDS_REPORT = 'pdb_ids';
export const CUSTOM_REPORT = 'custom_report';

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

/**
 * Custom reports list one row per result, except that entity attributes on entry (or assembly)
 * results give one row per entity of those kinds, as rcsb.org's custom reports do.
 */
function customPlan(index: ArchiveIndex, attributes: readonly string[], resultType: DocType): ReportPlan {
  if (attributes.length === 0) throw new ClientError(400, 'A custom report needs at least one attribute');
  const columns: ReportColumn[] = [];
  for (const path of new Set(attributes)) {
    const column = customColumn(index, path);
    if (!column) throw new ClientError(400, `Unknown attribute: ${path}`);
    columns.push(column);
  }
  const entityLevels = ENTITY_LEVELS.filter((level) => columns.some((c) => c.levels.includes(level)));
  const rowLevels =
    resultType === 'mol_definition' || entityLevels.length === 0 || entityLevels.includes(resultType)
      ? [resultType]
      : entityLevels;
  return { id: CUSTOM_REPORT, columns: [identifierColumn(rowLevels), ...columns], rowLevels };
}

export function planReport(
  index: ArchiveIndex,
  report: string,
  attributes: readonly string[],
  returnType: ReturnType,
): ReportPlan {
  const resultType = returnType as DocType;
  if (report === PDB_IDS_REPORT)
    return { id: report, columns: [identifierColumn([resultType])], rowLevels: [resultType] };
  if (report === CUSTOM_REPORT) return customPlan(index, attributes, resultType);
  const predefined = predefinedReport(report);
  if (!predefined) throw new ClientError(400, `Unknown report: ${report}`);
  if (resultType !== 'mol_definition')
    return { id: report, columns: [...predefined.columns], rowLevels: [predefined.rowLevel] };
  if (!predefined.chemical) {
    throw new ClientError(
      400,
      `The ${predefined.name} report is not available for ${RETURN_TYPE_LABELS.mol_definition}`,
    );
  }
  // Chemical results are the components themselves: keep the columns a component can fill.
  const columns = predefined.columns.filter((c) => c.path !== undefined && c.levels.includes('mol_definition'));
  return { id: report, columns: [identifierColumn(['mol_definition']), ...columns], rowLevels: ['mol_definition'] };
}
