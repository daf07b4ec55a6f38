// The Data API's GraphQL route over the archive, as the official client and a browser use it:
// introspection, queries by POST (JSON or application/graphql) and GET, navigation between
// documents, errors in GraphQL's shape with status 200, and the bounds refused with 400.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { getIntrospectionQuery } from 'graphql';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { QUERY_BOUNDS } from '../../../src/server/data-api/query-bounds.ts';

let server: RunningServer;
before(async () => {
  server = await startArchiveServer();
});
after(() => server.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

async function post(query: string, contentType = 'application/json'): Promise<{ status: number; body: Answer }> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: contentType === 'application/json' ? JSON.stringify({ query }) : query,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

test('introspection answers the official schema: 29 root fields, entries takes entry_ids', async () => {
  const { status, body } = await post(getIntrospectionQuery());
  assert.equal(status, 200);
  assert.equal(body.errors, undefined);
  const schema = body.data?.['__schema'] as {
    queryType: { name: string };
    types: Array<{ name: string; fields: Array<{ name: string }> | null }>;
  };
  const query = schema.types.find((t) => t.name === schema.queryType.name);
  assert.equal(query?.fields?.length, 29);
  assert.ok(query?.fields?.some((f) => f.name === 'entries'));
});

test('entries: 4HHB read from its documents, its entities and their components by navigation', async () => {
  const { status, body } = await post(`{ entries(entry_ids: ["4HHB", "4hhb", "0XXX"]) {
    rcsb_id struct { title } exptl { method } rcsb_entry_info { resolution_combined }
    rcsb_accession_info { initial_release_date }
    polymer_entities { rcsb_id entity_poly { pdbx_seq_one_letter_code_can } entry { rcsb_id } }
    nonpolymer_entities { nonpolymer_comp { chem_comp { id } } }
  } }`);
  assert.equal(status, 200);
  assert.equal(body.errors, undefined);
  const entries = body.data?.['entries'] as Array<Record<string, any>>;
  assert.deepEqual(
    entries.map((e) => e.rcsb_id),
    ['4HHB', '4HHB'],
    'a lower-case id is found; an unknown one is left out',
  );
  const [entry] = entries;
  assert.match(entry!.struct.title, /DEOXYHAEMOGLOBIN/);
  assert.deepEqual(entry!.exptl, [{ method: 'X-RAY DIFFRACTION' }]);
  assert.deepEqual(entry!.rcsb_entry_info.resolution_combined, [1.74]);
  assert.equal(entry!.rcsb_accession_info.initial_release_date, '1984-07-17T00:00:00Z');
  assert.deepEqual(
    entry!.polymer_entities.map((e: any) => e.rcsb_id),
    ['4HHB_1', '4HHB_2'],
  );
  assert.match(entry!.polymer_entities[0].entity_poly.pdbx_seq_one_letter_code_can, /^VLSPADKTNV/);
  assert.equal(entry!.polymer_entities[1].entry.rcsb_id, '4HHB');
  assert.deepEqual(entry!.nonpolymer_entities.map((e: any) => e.nonpolymer_comp.chem_comp.id).sort(), ['HEM', 'PO4']);
});

test('an instance leads to its entity and entry; an assembly to its instances; references from what documents name', async () => {
  const { body } = await post(`{
    polymer_entity_instance(entry_id: "4HHB", asym_id: "A") { rcsb_id polymer_entity { rcsb_id entry { rcsb_id } } }
    assembly(entry_id: "4hhb", assembly_id: "1") { rcsb_id polymer_entity_instances { rcsb_id } }
    chem_comp(comp_id: "hem") { chem_comp { id name } }
    interfaces(interface_ids: ["4HHB-1.1"]) { rcsb_id }
    pubmed(pubmed_id: 6726807) { rcsb_id rcsb_pubmed_doi }
    uniprot(uniprot_id: "p68871") { rcsb_id }
    polymer_entity(entry_id: "4HHB", entity_id: "2") { uniprots { rcsb_id } pfams { rcsb_pfam_accession rcsb_pfam_identifier rcsb_pfam_clan_id } }
    unknown: pubmed(pubmed_id: 1) { rcsb_id }
  }`);
  assert.equal(body.errors, undefined);
  const data = body.data as Record<string, any>;
  assert.equal(data.polymer_entity_instance.polymer_entity.entry.rcsb_id, '4HHB');
  assert.equal(data.polymer_entity_instance.polymer_entity.rcsb_id, '4HHB_1');
  assert.deepEqual(
    data.assembly.polymer_entity_instances.map((i: any) => i.rcsb_id),
    ['4HHB.A', '4HHB.B', '4HHB.C', '4HHB.D'],
  );
  assert.equal(data.chem_comp.chem_comp.id, 'HEM');
  assert.deepEqual(data.interfaces, [], 'what the archive holds nothing of answers empty, without errors');
  assert.deepEqual(data.pubmed, { rcsb_id: '6726807', rcsb_pubmed_doi: '10.1016/0022-2836(84)90472-8' });
  assert.deepEqual(data.uniprot, { rcsb_id: 'P68871' });
  assert.deepEqual(data.polymer_entity.uniprots, [{ rcsb_id: 'P68871' }]);
  assert.deepEqual(data.polymer_entity.pfams, [
    { rcsb_pfam_accession: 'PF00042', rcsb_pfam_identifier: 'Globin', rcsb_pfam_clan_id: 'CL0090' },
  ]);
  assert.equal(data.unknown, null, 'a PubMed id no entry cites is absent');
});

test('application/graphql and GET carry the same query', async () => {
  const query = '{ entry(entry_id: "4HHB") { rcsb_entry_info { nonpolymer_bound_components } } }';
  const byBody = await post(query, 'application/graphql');
  const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`);
  const byGet = (await res.json()) as Answer;
  assert.equal(byBody.status, 200);
  assert.deepEqual(byBody.body, byGet);
  assert.deepEqual((byGet.data as any).entry.rcsb_entry_info.nonpolymer_bound_components, ['HEM', 'PO4']);
});

test('unreadable, unparsable and invalid queries answer 200 with errors, as the public API does', async () => {
  for (const query of ['', '{ entry(entry_id: "4HHB") { ', '{ entry(entry_id: "4HHB") { no_such_field } }']) {
    const { status, body } = await post(query);
    assert.equal(status, 200, query);
    assert.ok(body.errors && body.errors.length > 0 && body.errors[0]!.message, query);
  }
});

test('a query past a bound is refused with 400 before it runs: depth, fields, ids', async () => {
  const nested = `{ entry(entry_id: "4HHB") { ${'polymer_entities { entry { '.repeat(15)} rcsb_id ${'} } '.repeat(15)} } }`;
  const wide = `{ entry(entry_id: "4HHB") { ${Array.from({ length: 10_000 }, (_, i) => `a${i}: rcsb_id`).join(' ')} } }`;
  const ids = `{ entries(entry_ids: [${Array.from({ length: 5_000 }, () => '"4HHB"').join(',')}]) { rcsb_id } }`;
  for (const [query, reason] of [
    [nested, /nested more than 20 levels/],
    [wide, /more than 5000 fields/],
    [ids, /lists 5000 identifiers; at most 1000/],
  ] as const) {
    const { status, body } = await post(query);
    assert.equal(status, 400);
    assert.match(body.errors?.[0]?.message ?? '', reason);
  }
  assert.equal(QUERY_BOUNDS.ids, 1_000);
});

test('the editor page holds the query, escaped; REST schemas and holdings lists answer', async () => {
  const page = await fetch(
    `${server.url}/graphql/index.html?query=${encodeURIComponent('{ entry(entry_id: "</textarea><b>") { rcsb_id } }')}`,
  );
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.ok(html.includes('&lt;/textarea&gt;&lt;b&gt;') && !html.includes('</textarea><b>'));
  const schema = (await (await fetch(`${server.url}/rest/v1/schema/entry`)).json()) as { $comment?: string };
  assert.match(schema.$comment ?? '', /^schema_version: \d+\.\d+/);
  assert.equal((await (await fetch(`${server.url}/rest/v1/schema/no_such_type`)).text()).includes('not found'), true);
  const entryIds = (await (await fetch(`${server.url}/rest/v1/holdings/current/entry_ids`)).json()) as string[];
  assert.ok(entryIds.includes('4HHB') && !entryIds.some((id) => id.startsWith('AF_')));
  const prdIds = (await (await fetch(`${server.url}/rest/v1/holdings/current/prd_ids`)).json()) as string[];
  assert.ok(prdIds.length > 0 && prdIds.every((id) => id.startsWith('PRD_')));
});

test('removed and unreleased records: an obsoleted entry, a theoretical model, pre-release sequences', async () => {
  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };
  const removed = await get('/rest/v1/holdings/removed/116l');
  assert.equal(removed.status, 200);
  assert.deepEqual(removed.body.rcsb_repository_holdings_removed.id_codes_replaced_by, ['216L']);
  assert.equal(removed.body.rcsb_repository_holdings_removed.remove_date, '1994-07-31');
  assert.deepEqual(removed.body.rcsb_repository_holdings_removed_audit_author[0], {
    audit_author: 'Blaber, M.',
    ordinal_id: 1,
  });
  const model = await get('/rest/v1/holdings/removed/163D');
  assert.match(model.body.rcsb_repository_holdings_insilico_models.title, /REV BIN/);
  const unreleased = await get('/rest/v1/holdings/unreleased/5BKN');
  assert.equal(unreleased.body.rcsb_repository_holdings_prerelease[0].entity_id, '1');
  assert.equal(unreleased.body.rcsb_repository_holdings_unreleased.prerelease_sequence_available_flag, 'Y');
  for (const path of [
    '/rest/v1/holdings/removed/4HHB',
    '/rest/v1/holdings/unreleased/116L',
    `/rest/v1/holdings/removed/${'X'.repeat(100)}`,
  ])
    assert.equal((await get(path)).status, 404, path);
});

test('/graphql and /rest/v1 answer any site without credentials, as the public API does', async () => {
  for (const path of ['/graphql?query=%7B__typename%7D', '/rest/v1/holdings/current/ccd_ids']) {
    const res = await fetch(`${server.url}${path}`, { headers: { origin: 'https://institution.example' } });
    await res.arrayBuffer();
    assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
    assert.equal(res.headers.get('access-control-allow-credentials'), null, path);
  }
});

test('the report-query view: the query a report runs for the named results, highlighted, with its answer', async () => {
  const view = async (params: string) => {
    const res = await fetch(`${server.url}/search/report-query?${params}`);
    return { status: res.status, html: await res.text(), csp: res.headers.get('content-security-policy') };
  };
  const summary = await view('identifiers=4HHB,1stp&returnType=entry&report=structure_summary');
  assert.equal(summary.status, 200);
  assert.match(summary.csp ?? '', /default-src 'none'/);
  assert.match(
    summary.html,
    /entries\(entry_ids: \[&quot;4HHB&quot;, &quot;1STP&quot;\]\)/,
    'the query names both entries',
  );
  assert.match(summary.html, /rcsb_accession_info \{\s+initial_release_date/);
  assert.match(summary.html, /<span class="name">entries<\/span>/, 'highlighted');
  assert.match(
    summary.html,
    /&quot;initial_release_date&quot;: &quot;1984-07-17T00:00:00Z&quot;/,
    'the answer beside it',
  );
  assert.match(summary.html, /name="report" value="structure_summary"/, 'kept when the query is edited');

  const ligands = await view('identifiers=4HHB&report=ligands');
  assert.match(ligands.html, /nonpolymer_entities\(entity_ids: \[&quot;4HHB_3&quot;, &quot;4HHB_4&quot;\]\)/);
  assert.match(ligands.html, /chem_comps\(comp_ids: \[&quot;HEM&quot;, &quot;PO4&quot;\]\)/);

  const custom = await view(
    'identifiers=4HHB_1&returnType=polymer_entity&attributes=entity_poly.pdbx_seq_one_letter_code_can',
  );
  assert.match(
    custom.html,
    /polymer_entities\(entity_ids: \[&quot;4HHB_1&quot;\]\) \{\s+rcsb_id\s+entity_poly \{\s+pdbx_seq_one_letter_code_can/,
  );

  const edited = await view(
    `identifiers=4HHB&report=citation&query=${encodeURIComponent('{ entry(entry_id: "4HHB") { rcsb_id } }')}`,
  );
  assert.match(edited.html, /&quot;rcsb_id&quot;: &quot;4HHB&quot;/);

  for (const [params, reason] of [
    ['identifiers=0XXX', /None of the identifiers is in the archive/],
    ['identifiers=4HHB&returnType=nonsense', /Unknown return type/],
    ['identifiers=4HHB&report=nonsense', /Unknown report: nonsense/],
    ['returnType=entry&report=citation', /Name the results/],
    [
      `identifiers=4HHB&attributes=${Array.from({ length: 201 }, () => 'struct.title').join(',')}`,
      /at most 200 attributes/,
    ],
  ] as const) {
    const answer = await view(params);
    assert.equal(answer.status, 400, params);
    assert.match(answer.html, reason);
  }
});

test('groups from their memberships: a sequence cluster and a UniProt group of 4HHB_1, their members and provenance', async () => {
  const { status, body } = await post(`{
    polymer_entity(entry_id: "4HHB", entity_id: "1") {
      polymer_entity_groups { rcsb_id rcsb_group_container_identifiers { group_member_ids group_provenance_id } }
    }
    uniprot: polymer_entity_group(group_id: "p69905") {
      rcsb_id rcsb_group_info { group_members_count group_members_granularity } group_provenance { rcsb_id }
    }
    provenance: group_provenance(group_provenance_id: "provenance_sequence_identity") { rcsb_id }
    unknown: polymer_entity_group(group_id: "NO_SUCH_GROUP") { rcsb_id }
    none: group_provenance(group_provenance_id: "provenance_nothing") { rcsb_id }
  }`);
  assert.equal(status, 200);
  assert.equal(body.errors, undefined);
  const data = body.data as Record<string, any>;
  const groups = data.polymer_entity.polymer_entity_groups as Array<Record<string, any>>;
  assert.deepEqual(
    groups.map((g) => g.rcsb_id),
    ['12_30', '9_40', '8_50', '25_70', '75_90', '69_95', '89_100', 'P69905'],
    "every membership of 4HHB_1's document, in its order",
  );
  for (const group of groups) assert.ok(group.rcsb_group_container_identifiers.group_member_ids.includes('4HHB_1'));
  assert.equal(
    groups[7]!.rcsb_group_container_identifiers.group_provenance_id,
    'provenance_matching_uniprot_accession',
  );
  assert.equal(data.uniprot.rcsb_id, 'P69905');
  assert.equal(data.uniprot.rcsb_group_info.group_members_granularity, 'polymer_entity');
  assert.ok(data.uniprot.rcsb_group_info.group_members_count >= 1);
  assert.equal(data.uniprot.group_provenance.rcsb_id, 'provenance_matching_uniprot_accession');
  assert.deepEqual(data.provenance, { rcsb_id: 'provenance_sequence_identity' });
  assert.equal(data.unknown, null);
  assert.equal(data.none, null);
});

test('a sequence group counts the members its search groups: the ingest-time groups of entities the cluster tables miss', async () => {
  // PDBDEV_00000004_1 (ubiquitin, integrative) is in no RCSB cluster: group_by sequence_identity
  // puts it in 1UBQ_1's cluster at 30 %, and a group of its own at 100 % (cluster-fallback.ts)
  const { status, body } = await post(`{
    cluster: polymer_entity_group(group_id: "24_30") { rcsb_group_info { group_members_count } rcsb_group_container_identifiers { group_member_ids } }
    groups: polymer_entity_groups(group_ids: ["24_30", "NO_SUCH_GROUP"]) { rcsb_id }
  }`);
  assert.equal(status, 200);
  assert.equal(body.errors, undefined);
  const data = body.data as Record<string, any>;
  assert.deepEqual(data.cluster.rcsb_group_container_identifiers.group_member_ids, [
    '1UBQ_1',
    '6QF8_1',
    'PDBDEV_00000004_1',
  ]);
  assert.equal(data.cluster.rcsb_group_info.group_members_count, 3);
  assert.deepEqual(data.groups, [{ rcsb_id: '24_30' }]);
});
