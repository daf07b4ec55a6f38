// Which documents make the rows of a report and which documents a column reads for a row. An
// entry result expands to its entities when the report is entity-level (as on rcsb.org); a column
// from another level reads the row's entry, its entities or instances, or its chemical components.
// The documents and their relations are a ReportGraph: the server's index
// (server/engine/embedded/reports/report-rows.ts), or, in browser-direct mode, what the Data API
// answers about the results' entries (client/direct/report-graph.ts).

import type { DocType } from '../doc-types.ts';

export const ENTITY_TYPES: ReadonlySet<DocType> = new Set(['polymer_entity', 'non_polymer_entity', 'branched_entity']);
export const INSTANCE_TYPES: ReadonlySet<DocType> = new Set([
  'polymer_instance',
  'non_polymer_instance',
  'branched_instance',
]);

/**
 * The documents of an archive (a handle per document) as far as a report needs them: each
 * document's kind and id and the links between an entry, its entities, their instances, its
 * assemblies and the chemical components of its entities. Lists are in the archive's order.
 */
export interface ReportGraph<Doc> {
  type(doc: Doc): DocType | undefined;
  id(doc: Doc): string;
  /** The entry a document belongs to (an entry is its own). */
  entryOf(doc: Doc): Doc | undefined;
  /** The entity an instance is of. */
  parentOf(doc: Doc): Doc | undefined;
  /** The documents of an entry, itself left out. */
  entryMembers(entry: Doc): Doc[];
  /** The instances of an entity. */
  instancesOf(entity: Doc): Doc[];
  /** The chemical components of an entity, and of an entry (each once). */
  componentsOfEntity(entity: Doc): Doc[];
  componentsOfEntry(entry: Doc): Doc[];
  /** The archive's order of two documents of one entry. */
  compare(a: Doc, b: Doc): number;
}

/** Documents of `level` that belong with `doc`. */
export function related<Doc>(graph: ReportGraph<Doc>, doc: Doc, level: DocType): Doc[] {
  const type = graph.type(doc);
  if (type === level) return [doc];
  if (type === undefined || type === 'mol_definition') return [];
  const entry = graph.entryOf(doc);
  if (level === 'entry') return entry === undefined ? [] : [entry];
  const parent = graph.parentOf(doc);
  if (level === 'mol_definition') {
    if (ENTITY_TYPES.has(type)) return graph.componentsOfEntity(doc);
    if (INSTANCE_TYPES.has(type)) return parent === undefined ? [] : graph.componentsOfEntity(parent);
    return entry === undefined ? [] : graph.componentsOfEntry(entry);
  }
  const ofLevel = (docs: Doc[]) => docs.filter((d) => graph.type(d) === level);
  if (INSTANCE_TYPES.has(type) && parent !== undefined && graph.type(parent) === level) return [parent];
  if (ENTITY_TYPES.has(type) && INSTANCE_TYPES.has(level)) return ofLevel(graph.instancesOf(doc));
  return entry === undefined ? [] : ofLevel(graph.entryMembers(entry));
}

/**
 * The report rows one result contributes: the result itself when it is of a row level, its entry
 * for entry-level rows, else the documents of the row levels that belong with it.
 */
export function expandResult<Doc>(graph: ReportGraph<Doc>, result: Doc, levels: readonly DocType[]): Doc[] {
  const type = graph.type(result);
  if (type !== undefined && levels.includes(type)) return [result];
  const rows = levels.flatMap((level) => related(graph, result, level));
  return [...new Set(rows)].sort((a, b) => graph.compare(a, b));
}

/** The documents a column of these levels reads for `row`: the row itself, else the first level that has some. */
export function columnSources<Doc>(graph: ReportGraph<Doc>, row: Doc, levels: readonly DocType[]): Doc[] {
  const type = graph.type(row);
  if (type !== undefined && levels.includes(type)) return [row];
  for (const level of levels) {
    const documents = related(graph, row, level);
    if (documents.length > 0) return documents;
  }
  return [];
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
