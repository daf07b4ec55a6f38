// The GraphQL query a report runs over the Data API, and its cells read from the answer: one root
// field per kind of document the columns read (entries, polymer_entities, chem_comps ...), each
// asking, for the documents a column reads, every attribute path of the report. So a report's
// values are the Data API's values, resolved once (data-api/), and the report-query view shows
// the very query a report ran.

import { getNamedType, isObjectType, parse, print, type GraphQLSchema } from 'graphql';
import type { DocType } from '../../../../archive/doc-types.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import { ReportRows } from './report-rows.ts';
import type { ReportPlan } from './report-plan.ts';
import type { EngineDataApi } from '../../types.ts';
import { cellOf, valuesAt, type CellValue, type ReportColumn } from './columns.ts';

/** The root field (and its ids argument and object type) that answers documents of a kind. */
const ROOT_OF_LEVEL: Readonly<Record<DocType, { field: string; ids: string; type: string }>> = {
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

export function newReportReads(): ReportReads {
  return { ids: new Map(), paths: new Map() };
}

/** Notes that a column reads the document `id` of kind `level`. */
export function noteRead(reads: ReportReads, level: DocType, id: string, column: ReportColumn): void {
  if (column.path === undefined) return;
  const ids = reads.ids.get(level) ?? new Set<string>();
  const paths = reads.paths.get(level) ?? new Set<string>();
  reads.ids.set(level, ids.add(id));
  reads.paths.set(level, paths.add(column.path));
  // a filtered column needs the fields it filters on, beside its own
  const [first] = column.path.split('.');
  for (const field of Object.keys(column.where ?? {})) paths.add(`${first}.${field}`);
}

type Selection = Map<string, Selection>;

function selectionText(selection: Selection): string {
  return [...selection]
    .map(([name, inner]) => (inner.size === 0 ? name : `${name} { ${selectionText(inner)} }`))
    .join(' ');
}

/** A document a column reads for a row. */
export interface ReportSource {
  level: DocType;
  id: string;
}

/** A report's rows (document rows of the index), the documents each cell reads, and all it reads. */
export interface ReportLayout {
  rows: number[];
  sources: ReportSource[][][];
  reads: ReportReads;
}

/** Which rows the results make and which documents each cell reads, for one report plan. */
export function reportLayout(index: ArchiveIndex, plan: ReportPlan, results: readonly number[]): ReportLayout {
  const graph = new ReportRows(index);
  const rows = results.flatMap((result) => graph.expand(result, plan.rowLevels));
  const reads = newReportReads();
  const sources = rows.map((row) =>
    plan.columns.map((column) =>
      graph.sources(row, column.levels).map((doc) => {
        const source = { level: index.type(doc)!, id: index.ids[doc] ?? '' };
        noteRead(reads, source.level, source.id, column);
        return source;
      }),
    ),
  );
  return { rows, sources, reads };
}

/** The report's query: a document with one root field per kind of document it reads. */
export function reportQuery(reads: ReportReads): string {
  const roots: string[] = [];
  for (const [level, ids] of reads.ids) {
    const root = ROOT_OF_LEVEL[level];
    const selection: Selection = new Map([['rcsb_id', new Map()]]);
    for (const path of reads.paths.get(level) ?? []) {
      let at = selection;
      for (const segment of graphqlPath(path)) {
        if (!at.has(segment)) at.set(segment, new Map());
        at = at.get(segment)!;
      }
    }
    roots.push(`${root.field}(${root.ids}: ${JSON.stringify([...ids])}) { ${selectionText(selection)} }`);
  }
  // printed as graphql-js prints a document: one field a line, indented, as a person reads it
  return print(parse(`{ ${roots.join(' ')} }`));
}

/** The answer's records by kind and id. */
export type ReportAnswers = Map<DocType, Map<string, Record<string, unknown>>>;

/** Runs the report's query; a path the Data API does not serve is the client's error (400). */
export async function runReportQuery(
  dataApi: EngineDataApi,
  reads: ReportReads,
): Promise<{ answers: ReportAnswers; errors: string[] }> {
  const answers: ReportAnswers = new Map();
  if (reads.ids.size === 0) return { answers, errors: [] };
  // a report's batch (at most MAX_ROWS results) is its bound, not the public route's budget
  const result = await dataApi.execute(parse(reportQuery(reads)), undefined, undefined, { unbudgeted: true });
  for (const [level, root] of Object.entries(ROOT_OF_LEVEL) as Array<[DocType, (typeof ROOT_OF_LEVEL)[DocType]]>) {
    const records = result.data?.[root.field];
    if (!Array.isArray(records)) continue;
    answers.set(level, new Map(records.map((r: Record<string, unknown>) => [String(r['rcsb_id']), r])));
  }
  return { answers, errors: (result.errors ?? []).map((e) => e.message) };
}

const datePaths = new WeakMap<GraphQLSchema, Map<string, boolean>>();

/** Whether a path of a kind of document ends at a Date (the report shows it as the day it is); once per path. */
function isDatePath(schema: GraphQLSchema, level: DocType, path: string): boolean {
  let known = datePaths.get(schema);
  if (!known) datePaths.set(schema, (known = new Map()));
  const key = `${level} ${path}`;
  let answer = known.get(key);
  if (answer === undefined) known.set(key, (answer = endsAtDate(schema, level, path)));
  return answer;
}

function endsAtDate(schema: GraphQLSchema, level: DocType, path: string): boolean {
  let type = schema.getType(ROOT_OF_LEVEL[level].type);
  for (const segment of graphqlPath(path)) {
    if (!isObjectType(type)) return false;
    const field = type.getFields()[segment];
    if (!field) return false;
    type = getNamedType(field.type);
  }
  return type?.name === 'Date';
}

/** A column's cell: its values in the answers for the documents it reads. */
export function cellFromAnswers(
  schema: GraphQLSchema,
  answers: ReportAnswers,
  column: ReportColumn & { path: string },
  sources: readonly ReportSource[],
): CellValue {
  const path = graphqlPath(column.path).join('.');
  const values = sources.flatMap(({ level, id }) => {
    const found = valuesAt(answers.get(level)?.get(id), path, column.where);
    return isDatePath(schema, level, column.path)
      ? found.map((v) => (typeof v === 'string' ? v.slice(0, 10) : v))
      : found;
  });
  return cellOf(values);
}
