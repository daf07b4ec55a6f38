// The report graph (model/reports/report-graph.ts) over the archive index: a document is its row,
// rows of one entry are in ingest order, and an entity's components are those the index links to it.

import type { DocType } from '../../../../archive/doc-types.ts';
import { members, type ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ReportGraph } from '../../../../model/reports/report-graph.ts';

const row = (value: number | undefined): number | undefined => (value === undefined || value < 0 ? undefined : value);

export class IndexReportGraph implements ReportGraph<number> {
  constructor(readonly index: ArchiveIndex) {}

  type = (doc: number): DocType | undefined => this.index.type(doc);
  id = (doc: number): string => this.index.id(doc);
  entryOf = (doc: number): number | undefined => row(this.index.entryRow[doc]);
  parentOf = (doc: number): number | undefined => row(this.index.parentRow[doc]);
  entryMembers = (entry: number): number[] => [...members(this.index.childrenOfEntry, entry)];
  instancesOf = (entity: number): number[] => [...members(this.index.childrenOfEntity, entity)];
  componentsOfEntity = (entity: number): number[] => [...members(this.index.componentsOfEntity, entity)];
  componentsOfEntry = (entry: number): number[] => [...members(this.index.componentsOfEntry, entry)];
  compare = (a: number, b: number): number => a - b;
}
