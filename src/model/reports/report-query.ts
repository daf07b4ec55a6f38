// The GraphQL query a report runs over the Data API, and its cells read from the answer: one root
// field per kind of document the columns read (entries, polymer_entities, chem_comps ...), each
// asking, for the documents a column reads, every attribute path of the report. So a report's
// values are the Data API's values, on our server (engine/embedded/reports/) as in browser-direct
// mode (client/direct/direct-reports.ts), and the report-query view shows the very query a report ran.

import type { DocType } from '../doc-types.ts';
import { isRecord } from '../json-shape.ts';
import { cellOf, valuesAt, type CellValue, type ReportColumn } from './columns.ts';
import { printRootQuery, type RootField, type Selection } from './graphql-text.ts';
import { columnSources, expandResult, type ReportGraph } from './report-graph.ts';
import type { ReportPlan } from './report-plan.ts';

/** The root field (and its ids argument and object type) that answers documents of a kind. */
export const ROOT_OF_LEVEL: Readonly<Record<DocType, { field: string; ids: string; type: string }>> = {
  entry: { field: 'entries', ids: 'entry_ids', type: 'CoreEntry' },
  polymer_entity: { field: 'polymer_entities', ids: 'entity_ids', type: 'CorePolymerEntity' },
  non_polymer_entity: { field: 'nonpolymer_entities', ids: 'entity_ids', type: 'CoreNonpolymerEntity' },
  branched_entity: { field: 'branched_entities', ids: 'entity_ids', type: 'CoreBranchedEntity' },
  polymer_instance: { field: 'polymer_entity_instances', ids: 'instance_ids', type: 'CorePolymerEntityInstance' },
  non_polymer_instance: {
    field: 'nonpolymer_entity_instances',
    ids: 'instance_ids',
    type: 'CoreNonpolymerEntityInstance',
  },
  branched_instance: { field: 'branched_entity_instances', ids: 'instance_ids', type: 'CoreBranchedEntityInstance' },
  assembly: { field: 'assemblies', ids: 'assembly_ids', type: 'CoreAssembly' },
  mol_definition: { field: 'chem_comps', ids: 'comp_ids', type: 'CoreChemComp' },
};

/** An attribute path in the Data API's words: a name cannot begin with a digit ('3d_fitting_id'). */
export function graphqlPath(path: string): string[] {
  return path.split('.').map((segment) => (/^\d/.test(segment) ? `_${segment}` : segment));
}

/** The documents a report reads, by kind, and the paths it reads of each kind. */
export interface ReportReads {
  ids: Map<DocType, Set<string>>;
  paths: Map<DocType, Set<string>>;
}

/** Notes that a column reads the document `id` of kind `level`. */
function noteRead(reads: ReportReads, level: DocType, id: string, column: ReportColumn): void {
  if (column.path === undefined) return;
  const ids = reads.ids.get(level) ?? new Set<string>();
  const paths = reads.paths.get(level) ?? new Set<string>();
  reads.ids.set(level, ids.add(id));
  reads.paths.set(level, paths.add(column.path));
  // a filtered column needs the fields it filters on, beside its own
  const [first] = column.path.split('.');
  for (const field of Object.keys(column.where ?? {})) paths.add(`${first}.${field}`);
}

/** A document a column reads for a row. */
export interface ReportSource {
  level: DocType;
  id: string;
}

/** A report's rows (documents of the graph), the documents each cell reads, and all it reads. */
export interface ReportLayout<Doc> {
  rows: Doc[];
  sources: ReportSource[][][];
  reads: ReportReads;
}

/** Which rows the results make and which documents each cell reads, for one report plan. */
export function reportLayout<Doc>(
  graph: ReportGraph<Doc>,
  plan: ReportPlan,
  results: readonly Doc[],
): ReportLayout<Doc> {
  const rows = results.flatMap((result) => expandResult(graph, result, plan.rowLevels));
  const reads: ReportReads = { ids: new Map(), paths: new Map() };
  const sources = rows.map((row) =>
    plan.columns.map((column) =>
      columnSources(graph, row, column.levels).map((doc) => {
        const source = { level: graph.type(doc)!, id: graph.id(doc) };
        noteRead(reads, source.level, source.id, column);
        return source;
      }),
    ),
  );
  return { rows, sources, reads };
}

function selectionOf(paths: Iterable<string>): Selection {
  const selection: Selection = new Map([['rcsb_id', new Map()]]);
  for (const path of paths) {
    let at = selection;
    for (const segment of graphqlPath(path)) {
      if (!at.has(segment)) at.set(segment, new Map());
      at = at.get(segment)!;
    }
  }
  return selection;
}

/**
 * The report's queries: one root field per kind of document it reads, each naming at most
 * `maxIds` documents (the public Data API's bound); one query when every kind fits.
 */
export function reportQueries(reads: ReportReads, maxIds = Infinity): string[] {
  const queries: RootField[][] = [];
  for (const [level, ids] of reads.ids) {
    const root = ROOT_OF_LEVEL[level];
    const selection = selectionOf(reads.paths.get(level) ?? []);
    const all = [...ids];
    for (let start = 0, batch = 0; start < all.length; start += maxIds, batch++) {
      const values = all.slice(start, start + maxIds);
      (queries[batch] ??= []).push({ name: root.field, argument: root.ids, values, selection });
    }
  }
  return queries.map(printRootQuery);
}

/** The report's query: a document with one root field per kind of document it reads. */
export function reportQuery(reads: ReportReads): string {
  return reportQueries(reads)[0] ?? '{\n}';
}

/** The answers' records by kind and id. */
export type ReportAnswers = Map<DocType, Map<string, Record<string, unknown>>>;

/** Adds the records of one GraphQL answer's data to `answers`. */
export function addAnswer(answers: ReportAnswers, data: Record<string, unknown> | null | undefined): void {
  for (const [level, root] of Object.entries(ROOT_OF_LEVEL) as Array<[DocType, (typeof ROOT_OF_LEVEL)[DocType]]>) {
    const records = data?.[root.field];
    if (!Array.isArray(records)) continue;
    const known = answers.get(level) ?? new Map<string, Record<string, unknown>>();
    for (const record of records.filter(isRecord)) known.set(String(record['rcsb_id']), record);
    answers.set(level, known);
  }
}

/** A column's cell: its values in the answers for the documents it reads; a date shows its day. */
export function cellFromAnswers(
  answers: ReportAnswers,
  column: ReportColumn & { path: string },
  sources: readonly ReportSource[],
): CellValue {
  const path = graphqlPath(column.path).join('.');
  const values = sources.flatMap(({ level, id }) => valuesAt(answers.get(level)?.get(id), path, column.where));
  return cellOf(column.date ? values.map((v) => (typeof v === 'string' ? v.slice(0, 10) : v)) : values);
}
