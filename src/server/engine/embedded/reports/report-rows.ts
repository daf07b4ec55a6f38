// Which documents make the rows of a report and which documents a column reads for a row. An
// entry result expands to its entities when the report is entity-level (as on rcsb.org); a
// column from another level reads the row's entry, its entities or instances, or its chemical
// components through the document graph of the index. The values come from the Data API
// (report-query.ts).

import type { DocType } from '../../../../archive/doc-types.ts';
import { members, type ArchiveIndex } from '../../../../archive/query/archive-index.ts';

const ENTITY_TYPES: ReadonlySet<DocType> = new Set(['polymer_entity', 'non_polymer_entity', 'branched_entity']);
const INSTANCE_TYPES: ReadonlySet<DocType> = new Set(['polymer_instance', 'non_polymer_instance', 'branched_instance']);

export class ReportRows {
  constructor(readonly index: ArchiveIndex) {}

  private ofType(rows: Iterable<number>, level: DocType): number[] {
    const out: number[] = [];
    for (const row of rows) if (this.index.type(row) === level) out.push(row);
    return out;
  }

  /** Documents of `level` that belong with `row`. */
  related(row: number, level: DocType): number[] {
    const index = this.index;
    const type = index.type(row);
    if (type === level) return [row];
    if (type === undefined || type === 'mol_definition') return [];
    const entry = index.entryRow[row] ?? -1;
    if (level === 'entry') return entry >= 0 ? [entry] : [];
    if (level === 'mol_definition') {
      if (ENTITY_TYPES.has(type)) return [...members(index.componentsOfEntity, row)];
      if (INSTANCE_TYPES.has(type)) return [...members(index.componentsOfEntity, index.parentRow[row] ?? -1)];
      return entry >= 0 ? [...members(index.componentsOfEntry, entry)] : [];
    }
    const parent = index.parentRow[row] ?? -1;
    if (INSTANCE_TYPES.has(type) && parent >= 0 && index.type(parent) === level) return [parent];
    if (ENTITY_TYPES.has(type) && INSTANCE_TYPES.has(level))
      return this.ofType(members(index.childrenOfEntity, row), level);
    return entry >= 0 ? this.ofType(members(index.childrenOfEntry, entry), level) : [];
  }

  /**
   * The report rows one result contributes: the result itself when it is of a row level, its
   * entry for entry-level rows, else the documents of the row levels that belong with it.
   */
  expand(result: number, levels: readonly DocType[]): number[] {
    const type = this.index.type(result);
    if (type !== undefined && levels.includes(type)) return [result];
    const rows = levels.flatMap((level) => this.related(result, level));
    return [...new Set(rows)].sort((a, b) => a - b);
  }

  /** The documents a column of these levels reads for `row`: the row itself, else the first level that has some. */
  sources(row: number, levels: readonly DocType[]): number[] {
    const type = this.index.type(row);
    if (type !== undefined && levels.includes(type)) return [row];
    for (const level of levels) {
      const documents = this.related(row, level);
      if (documents.length > 0) return documents;
    }
    return [];
  }
}

const ROW_LABELS: ReadonlyArray<[ReadonlySet<DocType>, string]> = [
  [new Set(['entry']), 'Entry ID'],
  [ENTITY_TYPES, 'Entity ID'],
  [INSTANCE_TYPES, 'Instance ID'],
  [new Set(['assembly']), 'Assembly ID'],
  [new Set(['mol_definition']), 'Ligand ID'],
];

/** Header of the identifier column for rows of these document types. */
export function identifierLabel(levels: readonly DocType[]): string {
  const first = levels[0];
  return ROW_LABELS.find(([types]) => first !== undefined && types.has(first))?.[1] ?? 'ID';
}
