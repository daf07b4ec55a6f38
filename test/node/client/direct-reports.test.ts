// Browser-direct tabular reports answer what our server answers: for every predefined report and
// a custom report, over every return type they apply to (and one grouped request), the direct
// client's table equals /search/data's and its csv and json files (names included) equal
// /search/data-download's; the custom report menu and a report's attributes equal the server's.
// Every request the client sends is one the public APIs accept (wire-format.ts), the report
// queries are printed as graphql-js prints them, and no root field names more than 1,000 ids.

import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { Kind, parse, print, type GraphQLObjectType, type ListValueNode, type OperationDefinitionNode } from 'graphql';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createApiTransport } from '../../../src/client/direct/api-transport.ts';
import { createDirectReports } from '../../../src/client/direct/direct-reports.ts';
import { PUBLIC_API_LIMITS } from '../../../src/model/constants/limits.ts';
import { PREDEFINED_REPORTS } from '../../../src/model/reports/predefined-reports.ts';
import { ROOT_OF_LEVEL } from '../../../src/model/reports/report-query.ts';
import type { CustomReportAttributes, SearchDataBody, SearchRequest } from '../../../src/model/types.ts';
import { dataApiSchema } from '../../../src/server/engine/embedded/data-api/api-schemas.ts';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { fileNameFromDisposition } from '../../../src/client/archive-client.ts';
import { payloadOf, wireChecker, type WireChecker, type WireRequest } from '../../support/wire-format.ts';

let server: RunningServer;
let wire: WireChecker;
let reports: ReturnType<typeof createDirectReports>;
const sent: WireRequest[] = [];

async function post(route: string, body: SearchDataBody): Promise<Response> {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function serverTable(body: SearchDataBody): Promise<{ status: number; json: unknown }> {
  const response = await post('/search/data', body);
  return { status: response.status, json: await response.json() };
}

async function serverFile(body: SearchDataBody): Promise<{ text: string; fileName: string }> {
  const response = await post('/search/data-download', body);
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return { text, fileName: fileNameFromDisposition(response.headers.get('content-disposition'), '') };
}

/** The table and both files of a report, direct and from the server, compared. */
async function assertSameReport(body: SearchDataBody, batch = { start: 0, rows: 40 }): Promise<void> {
  const direct = await reports.searchData(body);
  const expected = await serverTable(body);
  if (expected.status !== 200) {
    assert.ok(!direct.ok, `the server refused (${JSON.stringify(expected.json)}), the direct client did not`);
    assert.equal(direct.message, (expected.json as { msg: string }).msg);
    return;
  }
  assert.ok(direct.ok, direct.ok ? '' : direct.message);
  assert.deepEqual(direct.value, expected.json);
  const request = { ...body.request, request_options: { ...body.request.request_options, paginate: batch } };
  for (const format of ['csv', 'json'] as const) {
    const fileBody: SearchDataBody = { ...body, request, format, mode: 'download' };
    const file = await reports.reportFile(fileBody);
    assert.ok(file.ok, file.ok ? '' : file.message);
    const served = await serverFile(fileBody);
    assert.equal(file.value.fileName, served.fileName);
    assert.equal(await file.value.blob.text(), served.text, `${body.report} ${format}`);
  }
}

const ENTRY_EXISTS = {
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'exists' },
};

const everything = (return_type: string, options: Record<string, unknown> = {}): SearchRequest =>
  ({
    query: ENTRY_EXISTS,
    return_type,
    request_options: {
      paginate: { start: 0, rows: 100 },
      results_content_type: ['experimental', 'computational'],
      ...options,
    },
  }) as SearchRequest;

const CHEMICAL: SearchRequest = {
  query: { type: 'terminal', service: 'text_chem', parameters: { attribute: 'chem_comp.type', operator: 'exists' } },
  return_type: 'mol_definition',
  request_options: { paginate: { start: 0, rows: 100 } },
} as SearchRequest;

const STRUCTURE_TYPES = ['entry', 'polymer_entity', 'non_polymer_entity', 'polymer_instance', 'assembly'];

/**
 * The kinds of document whose Data API type has the attribute's first field (read here from
 * data_api_schema.json with graphql-js): where a browser can read the attribute. The server lists
 * the kinds whose documents hold a value in its archive, which the public APIs cannot tell.
 */
function kindsServing(path: string, chemical: boolean): string[] {
  const schema = dataApiSchema(resolveSourceDir());
  const field = path.split('.')[0]!.replace(/^(\d)/, '_$1');
  return Object.entries(ROOT_OF_LEVEL)
    .filter(([kind]) => (kind === 'mol_definition') === chemical)
    .filter(([, root]) => (schema.getType(root.type) as GraphQLObjectType).getFields()[field] !== undefined)
    .map(([kind]) => kind);
}

// set-up in a suite's hook, so no test's time holds it (scripts/test-timing/node-reporter.mjs)
describe('browser-direct tabular reports', () => {
  before(async () => {
    server = await startArchiveServer();
    wire = wireChecker();
    const logged = async (input: string, init?: RequestInit): Promise<Response> => {
      const method = init?.method ?? 'GET';
      sent.push({ url: input, method, payload: payloadOf(input, method, init?.body as string | undefined) });
      return fetch(input, init);
    };
    // the rate is the transport's own test's concern: here the answers are
    const api = (label: string) =>
      createApiTransport({ origin: server.url, label, maxPerSecond: 10_000, fetch: logged });
    reports = createDirectReports({ search: api('Search API'), data: api('Data API') });
    // the schemas and documents both sides read first, outside any test's time
    await reports.customReportAttributes();
    await reports.searchData({ report: 'structure_summary', request: everything('entry') });
    await serverTable({ report: 'structure_summary', request: everything('entry') });
  });
  after(() => server.close());

  for (const report of PREDEFINED_REPORTS) {
    for (const type of STRUCTURE_TYPES) {
      test(`${report.name} of ${type} results: the direct table and files equal the server's`, async () => {
        await assertSameReport({ report: report.id, request: everything(type) });
      });
    }
    test(`${report.name} of chemical components: as the server answers (the components, or a refusal)`, async () => {
      await assertSameReport({ report: report.id, request: CHEMICAL });
    });
  }

  test('entity sequences grouped by 95 % identity: one representative per group, as the server lists them', async () => {
    const grouped = everything('polymer_entity', {
      group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 95 },
    });
    await assertSameReport({ report: 'entity_sequence', request: grouped });
    await assertSameReport({ report: 'pdb_ids', request: grouped });
  });

  const CUSTOM = [
    'struct.title',
    'rcsb_accession_info.initial_release_date',
    'rcsb_polymer_entity.pdbx_description',
    'rcsb_cluster_membership.cluster_id',
    'rcsb_polymer_entity_instance_container_identifiers.auth_asym_id',
    'rcsb_assembly_info.polymer_entity_instance_count',
    'rcsb_nonpolymer_entity_container_identifiers.nonpolymer_comp_id',
  ];

  test('a custom report over entry, entity, instance and assembly attributes equals the server, for every return type', async () => {
    for (const type of STRUCTURE_TYPES) {
      await assertSameReport({ report: 'custom_report', request: everything(type), attributes: CUSTOM });
      await assertSameReport({ report: 'custom_report', request: everything(type), attributes: CUSTOM.slice(0, 2) });
    }
    await assertSameReport({
      report: 'custom_report',
      request: CHEMICAL,
      attributes: ['chem_comp.name', 'chem_comp.formula_weight', 'rcsb_chem_comp_info.initial_release_date'],
    });
  });

  test('pdb_ids, no results and refusals answer as the server answers', async () => {
    for (const type of [...STRUCTURE_TYPES, 'mol_definition'])
      await assertSameReport({ report: 'pdb_ids', request: type === 'mol_definition' ? CHEMICAL : everything(type) });
    const none = {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'rcsb_entry_container_identifiers.entry_id', operator: 'in', value: ['9ZZZ'] },
      },
      return_type: 'entry',
    } as SearchRequest;
    await assertSameReport({ report: 'structure_summary', request: none });
    await assertSameReport({ report: 'no_such_report', request: everything('entry') });
    await assertSameReport({
      report: 'custom_report',
      request: everything('entry'),
      attributes: ['no.such_attribute'],
    });
    await assertSameReport({ report: 'custom_report', request: everything('entry'), attributes: [] });
  });

  test("the custom report menu and a predefined report's attributes equal the server's", async () => {
    const direct = await reports.customReportAttributes();
    assert.ok(direct.ok, direct.ok ? '' : direct.message);
    const served = (await (
      await fetch(`${server.url}/search/custom-report-attributes`)
    ).json()) as CustomReportAttributes;
    // where the archive holds values at fewer (or other) kinds than the Data API's types allow, the
    // direct menu lists the kinds the Data API can answer
    const differing = new Set<string>();
    for (const [path, attribute] of Object.entries(served.attributes)) {
      const mine: CustomReportAttributes['attributes'][string] | undefined = direct.value.attributes[path];
      if (mine && isDeepStrictEqual(mine.levels, attribute.levels)) continue;
      differing.add(path);
      assert.deepEqual(mine?.levels ?? [], kindsServing(path, attribute.levels.includes('mol_definition')), path);
      if (mine) assert.deepEqual({ ...mine, levels: [], group: '' }, { ...attribute, levels: [], group: '' }, path);
    }
    assert.ok(differing.size < 50, [...differing].join(', '));
    const same = <T extends { attribute: string }>(items: T[]) =>
      items.filter((item) => !differing.has(item.attribute));
    const attributesOf = (menu: CustomReportAttributes) =>
      Object.fromEntries(Object.entries(menu.attributes).filter(([path]) => !differing.has(path)));
    const menuOf = (menu: CustomReportAttributes) =>
      menu.menu.map((group) => ({ ...group, attributes: same(group.attributes) })).filter((g) => g.attributes.length);
    assert.deepEqual(attributesOf(direct.value), attributesOf(served));
    assert.deepEqual(menuOf(direct.value), menuOf(served));
    assert.deepEqual(direct.value.reports, served.reports);
    for (const { id } of PREDEFINED_REPORTS) {
      const paths = await reports.reportAttributes(id);
      assert.ok(paths.ok);
      assert.deepEqual(paths.value, await (await fetch(`${server.url}/search/attributes/${id}`)).json());
    }
    const unknown = await reports.reportAttributes('no_such_report');
    assert.deepEqual(unknown, { ok: false, status: 404, message: 'Unknown report: no_such_report' });
  });

  test('every request sent is valid for the public APIs; report queries print as graphql-js prints them, ≤ 1,000 ids a root', () => {
    assert.ok(sent.some((request) => new URL(request.url).pathname === '/graphql'));
    for (const request of sent) {
      assert.deepEqual(wire.request(request), [], request.url);
      const { query } = (request.payload ?? {}) as { query?: string };
      if (typeof query !== 'string') continue;
      const document = parse(query);
      if (query.startsWith('{\n')) assert.equal(print(document), query);
      for (const field of (document.definitions[0] as OperationDefinitionNode).selectionSet.selections) {
        if (field.kind !== Kind.FIELD) continue;
        for (const argument of field.arguments ?? [])
          if (argument.value.kind === Kind.LIST)
            assert.ok(
              (argument.value as ListValueNode).values.length <= PUBLIC_API_LIMITS.graphqlIds,
              field.name.value,
            );
      }
    }
  });
});
