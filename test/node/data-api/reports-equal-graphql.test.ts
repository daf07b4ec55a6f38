// One source of attribute values: a predefined report's rows equal what the Data API answers for
// the same entries and attribute paths. The GraphQL query here is written independently of the
// report's own (model/reports/report-query.ts): it walks from the entries to the report's row documents through
// the schema's navigation fields, as a researcher would write it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { PREDEFINED_REPORTS } from '../../../src/model/reports/predefined-reports.ts';

let server: RunningServer;
let entryIds: string[] = [];
before(async () => {
  server = await startArchiveServer();
  entryIds = (await (await fetch(`${server.url}/rest/v1/holdings/current/entry_ids`)).json()) as string[];
});
after(() => server.close());

type Value = string | number | boolean;
type Cell = Value | Value[] | null;

/** How a report's row documents and column levels are reached from an entry. */
const PATH_FROM_ENTRY: Record<string, string[]> = {
  entry: [],
  polymer_entity: ['polymer_entities'],
  non_polymer_entity: ['nonpolymer_entities'],
};
/** From a row document to a column of another level. */
const PATH_FROM_ROW: Record<string, Record<string, string[]>> = {
  polymer_entity: { entry: ['entry'] },
  non_polymer_entity: { entry: ['entry'], mol_definition: ['nonpolymer_comp'] },
};

const gql = (segment: string) => (/^\d/.test(segment) ? `_${segment}` : segment);

function selection(paths: string[][]): string {
  const tree = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (!head) continue;
    const list = tree.get(head) ?? [];
    if (rest.length) list.push(rest);
    tree.set(head, list);
  }
  return [...tree].map(([name, rest]) => (rest.length ? `${name} { ${selection(rest)} }` : name)).join(' ');
}

function leaves(value: unknown, segments: string[]): Value[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => leaves(v, segments));
  if (segments.length === 0) return typeof value === 'object' ? [] : [value as Value];
  const [head, ...rest] = segments;
  return leaves((value as Record<string, unknown>)[head!], rest);
}

const cellOf = (values: Value[]): Cell => (values.length === 0 ? null : values.length === 1 ? values[0]! : values);
const day = (v: Value) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00Z$/.test(v) ? v.slice(0, 10) : v);

for (const report of PREDEFINED_REPORTS) {
  test(`${report.name}: its rows are the Data API's values for the same entries`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.constantFrom(...entryIds), { minLength: 1, maxLength: 4 }), async (ids) => {
        const res = await fetch(`${server.url}/search/data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            report: report.id,
            format: 'json',
            mode: 'display',
            request: {
              query: {
                type: 'terminal',
                service: 'text',
                parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'in', value: ids },
              },
              return_type: 'entry',
              request_options: { paginate: { start: 0, rows: 25 } },
            },
          }),
        });
        assert.equal(res.status, 200);
        const rows = (await res.json()) as Array<Record<string, Cell>>;

        const columns = report.columns.filter((c) => c.path !== undefined);
        const toRow = PATH_FROM_ENTRY[report.rowLevel]!;
        const fromRow = (level: string) => (level === report.rowLevel ? [] : PATH_FROM_ROW[report.rowLevel]![level]!);
        const paths = columns.flatMap((c) => {
          const segments = c.path!.split('.').map(gql);
          const extra = Object.keys(c.where ?? {}).map((k) => [...fromRow(c.levels[0]!), segments[0]!, k]);
          return [[...fromRow(c.levels[0]!), ...segments], ...extra];
        });
        const query = `{ entries(entry_ids: ${JSON.stringify(ids)}) { ${selection([[...toRow, 'rcsb_id'], ...paths.map((p) => [...toRow, ...p])])} } }`;
        const answer = (await (
          await fetch(`${server.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          })
        ).json()) as { data: { entries: unknown[] } };
        const rowDocs = answer.data.entries.flatMap((entry) =>
          toRow.length === 0 ? [entry] : leavesOfObjects(entry, toRow),
        ) as Array<Record<string, unknown>>;

        assert.equal(rows.length, rowDocs.length, `${report.id} ${ids.join(',')}: rows`);
        for (const doc of rowDocs) {
          const row = rows.find((r) => r['identifier'] === doc['rcsb_id']);
          assert.ok(row, `${report.id}: no row ${String(doc['rcsb_id'])}`);
          for (const column of columns) {
            const [first, ...rest] = column.path!.split('.').map(gql);
            const base = fromRow(column.levels[0]!).length ? leavesOfObjects(doc, fromRow(column.levels[0]!)) : [doc];
            const values = base.flatMap((b) => {
              let top = (b as Record<string, unknown>)[first!];
              if (column.where && Array.isArray(top))
                top = top.filter((r) =>
                  Object.entries(column.where!).every(([k, v]) => (r as Record<string, unknown>)[k] === v),
                );
              return leaves(top, rest);
            });
            assert.deepEqual(
              row[column.id],
              cellOf(values.map(day)),
              `${report.id} ${String(doc['rcsb_id'])} ${column.id}`,
            );
          }
        }
      }),
      { numRuns: 8 },
    );
  });
}

/** The objects at the end of a navigation path (lists flattened). */
function leavesOfObjects(value: unknown, segments: string[]): unknown[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => leavesOfObjects(v, segments));
  if (segments.length === 0) return [value];
  const [head, ...rest] = segments;
  return leavesOfObjects((value as Record<string, unknown>)[head!], rest);
}
