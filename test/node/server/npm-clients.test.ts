// The Search API v2 routes driven by the RCSB's npm clients: requests built by @rcsb/rcsb-search-tools and typed
// by @rcsb/rcsb-api-tools, sent by their SearchClient (its SearchRequest's uri set to this server), read as their
// QueryResult; expected values from the archive's INDEX.tsv and ccd/. And GET ?json= answers as POST does.

import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type * as SearchRequestModule from '@rcsb/rcsb-api-tools/lib/RcsbSearch/SearchRequest';
import type { SearchQuery, TerminalNode } from '@rcsb/rcsb-api-tools/lib/RcsbSearch/Types/SearchQueryInterface';
import type {
  BucketFacet,
  QueryResult,
  SequenceServiceMatchContext,
  ServiceIdentifier,
} from '@rcsb/rcsb-api-tools/lib/RcsbSearch/Types/SearchResultInterface';
import {
  AggregationType,
  DescriptorType,
  LogicalOperator,
  MatchType,
  Operator,
  RequestOptionsResultsVerbosity,
  ReturnType,
  Service,
  SortDirection,
  Src,
  Type,
} from '@rcsb/rcsb-api-tools/lib/RcsbSearch/Types/SearchEnums';
import { SearchClient } from '@rcsb/rcsb-search-tools/lib/SearchClient/SearchClient';
import {
  addAttributeToSearchQuery,
  buildAttributeQuery,
  buildRequestFromAttribute,
  buildRequestFromSearchQuery,
} from '@rcsb/rcsb-search-tools/lib/SearchQueryTools/SearchQueryTools';
import type {
  RequestOptionsType,
  SearchAttributeInterface,
} from '@rcsb/rcsb-search-tools/lib/SearchQueryTools/SearchQueryInterfaces';
import { getFacetsFromSearch } from '@rcsb/rcsb-search-tools/lib/SearchParseTools/SearchFacetTools';
import { entitySequence, getTestServerArchive, startArchiveServer, type RunningServer } from './harness.ts';

// rcsb-api-tools' lib/ is ES syntax in a CommonJS package whose import of lzutf8 Node's ESM loader
// rejects; required, it is the very module the SearchClient of rcsb-search-tools loads.
const { SearchRequest } = createRequire(import.meta.url)(
  '@rcsb/rcsb-api-tools/lib/RcsbSearch/SearchRequest',
) as typeof SearchRequestModule;

interface IndexRow {
  id: string;
  kind: string;
  title: string;
  methods: string[];
  date: string;
  polymers: number;
  ligands: string[];
}

let server: RunningServer;
let rows: IndexRow[];
let sourceDir: string;

before(async () => {
  server = await startArchiveServer();
  SearchClient.set(new SearchRequest(`${server.url}/rcsbsearch/v2/query`));
  sourceDir = (await getTestServerArchive()).sourceDir;
  const [header, ...lines] = readFileSync(path.join(sourceDir, 'INDEX.tsv'), 'utf8').trimEnd().split('\n');
  const cols = (header ?? '').split('\t');
  rows = lines.map((line) => {
    const f = line.split('\t');
    const get = (name: string): string => f[cols.indexOf(name)] ?? '';
    const list = (name: string, sep: RegExp): string[] => get(name).split(sep).filter(Boolean);
    return {
      id: get('id').toUpperCase(),
      kind: get('kind'),
      title: get('title').toUpperCase(),
      methods: [...new Set(list('method', /\s*[,;]\s*/).map((m) => m.toUpperCase()))],
      date: get('release_date'), // '(database_PDB_rev)' marks an older file's first revision date
      polymers: Number(get('n_polymer_entities')),
      ligands: list('ligand_comp_ids', /,/),
    };
  });
  rows = rows.filter((r) => r.kind === 'pdb'); // the experimental entries
});
after(() => server.close());

const idsWhere = (keep: (r: IndexRow) => boolean): string[] => rows.flatMap((r) => (keep(r) ? [r.id] : [])).sort();
const xray = (r: IndexRow): boolean => r.methods.includes('X-RAY DIFFRACTION');
const EXPTL_METHOD = { attribute: 'exptl.method', operator: Operator.ExactMatch, service: Service.Text } as const;
const method = (value: string): SearchAttributeInterface => ({ ...EXPTL_METHOD, value });

/** A terminal node as their types allow it (attribute: string), naming no attribute of the schema. */
const UNKNOWN: TerminalNode = {
  type: Type.Terminal,
  service: Service.Text,
  parameters: { attribute: 'no_such.attribute', operator: Operator.ExactMatch, value: 'X' },
};

const NO_HITS: TerminalNode = { type: Type.Terminal, service: Service.FullText, parameters: { value: 'zzqxjvwkq' } };

/** Sent through the RCSB's SearchClient; their client answers null when the body is no JSON. */
async function search(request: SearchQuery): Promise<QueryResult> {
  const result = await SearchClient.get().request(request);
  assert.ok(result, JSON.stringify(request));
  return result;
}

/** Compact result sets are identifiers; the other verbosities give ServiceIdentifier objects. */
const idsOf = (result: QueryResult): string[] =>
  (result.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier));

test('attribute terminal (exptl.method exact_match): the X-ray entries of INDEX.tsv, and their polymer entities', async () => {
  const result = await search(
    buildRequestFromAttribute(method('X-RAY DIFFRACTION'), ReturnType.Entry, {
      results_verbosity: RequestOptionsResultsVerbosity.Compact,
      return_all_hits: true,
    }),
  );
  assert.equal(result.result_type, 'entry');
  assert.equal(typeof result.query_id, 'string');
  assert.equal(result.total_count, idsWhere(xray).length);
  assert.ok(result.result_set?.every((item) => typeof item === 'string'));
  assert.deepEqual(idsOf(result).sort(), idsWhere(xray));
  const entities = await search(
    buildRequestFromAttribute(method('X-RAY DIFFRACTION'), ReturnType.PolymerEntity, { return_counts: true }),
  );
  assert.equal(entities.result_type, 'polymer_entity');
  assert.equal(
    entities.total_count,
    rows.filter(xray).reduce((sum, r) => sum + r.polymers, 0),
  );
  assert.equal(entities.result_set, undefined);
});

test('full-text query: minimal ServiceIdentifiers, every entry whose INDEX title names the word', async () => {
  const word = 'MYOGLOBIN';
  const query: TerminalNode = { type: Type.Terminal, service: Service.FullText, parameters: { value: word } };
  const result = await search(
    buildRequestFromSearchQuery(query, ReturnType.Entry, {
      results_verbosity: RequestOptionsResultsVerbosity.Minimal,
      return_all_hits: true,
    }),
  );
  const titled = rows.filter((r) => new RegExp(`\\b${word}\\b`).test(r.title)).map((r) => r.id);
  assert.ok(titled.length > 0);
  const items = (result.result_set ?? []) as ServiceIdentifier[]; // minimal: identifier and score
  for (const id of titled) assert.ok(idsOf(result).includes(id), `${id} in ${idsOf(result).join(',')}`);
  assert.equal(result.total_count, items.length);
  assert.ok(items.every((item) => typeof item.score === 'number' && item.services === undefined));
  assert.ok(
    items.every((item, i) => item.score <= (items[i - 1]?.score ?? 1)),
    'best first',
  );
});

test('AND/OR group from addAttributeToSearchQuery: (NMR or EM) and at least two polymer entities', async () => {
  const [em, nmr] = [method('ELECTRON MICROSCOPY'), method('SOLUTION NMR')];
  const either = addAttributeToSearchQuery(em, buildAttributeQuery(nmr), LogicalOperator.Or);
  const twoOrMore = { attribute: 'rcsb_entry_info.polymer_entity_count', operator: Operator.GreaterOrEqual } as const;
  const query = addAttributeToSearchQuery({ ...em, ...twoOrMore, value: 2 }, either);
  assert.equal(query.type, 'group');
  const result = await search(buildRequestFromSearchQuery(query, ReturnType.Entry, { return_all_hits: true }));
  const expected = idsWhere((r) => r.polymers >= 2 && [em, nmr].some((m) => r.methods.includes(String(m.value))));
  assert.ok(expected.length > 0);
  assert.equal(result.total_count, expected.length);
  assert.deepEqual(idsOf(result).sort(), expected);
});

test('sequence query with a sequence of the archive: verbose match context read as SequenceServiceMatchContext', async () => {
  const value = await entitySequence('101M_1');
  const { index } = await getTestServerArchive();
  const identical: string[] = []; // every polymer entity of the archive with this very sequence
  for (const row of index.rows('polymer_entity')) {
    const id = index.ids[row] ?? '';
    if ((await entitySequence(id)) === value) identical.push(id);
  }
  const parameters = { value, identity_cutoff: 0.9, evalue_cutoff: 0.1, target: 'pdb_protein_sequence' } as const;
  const query: TerminalNode = { type: Type.Terminal, service: Service.Sequence, parameters };
  const result = await search(
    buildRequestFromSearchQuery(query, ReturnType.PolymerEntity, {
      results_verbosity: RequestOptionsResultsVerbosity.Verbose,
      return_all_hits: true,
    }),
  );
  assert.equal(result.result_type, 'polymer_entity');
  const items = (result.result_set ?? []) as ServiceIdentifier[];
  assert.equal(result.total_count, items.length);
  const contexts = new Map<string, SequenceServiceMatchContext>();
  for (const item of items) {
    const node = item.services?.[0].nodes[0];
    assert.equal(item.services?.[0].service_type, 'sequence');
    const context = node?.match_context?.[0] as SequenceServiceMatchContext | undefined;
    assert.ok(context && context.sequence_identity >= 0.9 && context.evalue <= 0.1, item.identifier);
    contexts.set(item.identifier, context);
  }
  assert.ok(identical.includes('101M_1'));
  for (const id of identical) assert.equal(contexts.get(id)?.sequence_identity, 1, id);
  assert.equal(contexts.get('101M_1')?.query_aligned_seq, value);
});

test('chemical descriptor query with the SMILES of a ccd/ file: the component, and every entry holding it', async () => {
  const comp = 'BEN';
  const cif = gunzipSync(readFileSync(path.join(sourceDir, 'ccd', `${comp}.cif.gz`))).toString('utf8');
  const line = cif.split('\n').find((l) => l.startsWith(`${comp} SMILES_CANONICAL CACTVS`));
  const smiles = /"([^"]+)"\s*$/.exec(line ?? '')?.[1];
  assert.ok(smiles, line);
  const descriptor = { descriptor_type: DescriptorType.Smiles, value: smiles, match_type: MatchType.GraphRelaxed_ };
  const parameters = { type: 'descriptor', ...descriptor } as const;
  const query: TerminalNode = { type: Type.Terminal, service: Service.Chemical, parameters };
  const components = await search(buildRequestFromSearchQuery(query, ReturnType.MolDefinition));
  assert.equal(components.result_type, 'mol_definition');
  assert.ok(idsOf(components).includes(comp), idsOf(components).join(','));
  const entries = await search(buildRequestFromSearchQuery(query, ReturnType.Entry, { return_all_hits: true }));
  const holding = idsWhere((r) => r.ligands.includes(comp));
  assert.ok(holding.length > 0);
  for (const id of holding) assert.ok(idsOf(entries).includes(id), `${id} in ${idsOf(entries).join(',')}`);
});

test('terms facet read with getFacetsFromSearch: one bucket per method of INDEX.tsv, with its count', async () => {
  const result = await search({
    return_type: ReturnType.Entry,
    request_options: {
      return_counts: true,
      facets: [{ name: 'Methods', aggregation_type: 'terms', attribute: 'exptl.method', min_interval_population: 1 }],
    },
  });
  const facet = result.facets?.[0] as BucketFacet;
  assert.equal(facet.name, 'Methods');
  const expected = new Map<string, number>();
  for (const r of rows) for (const m of r.methods) expected.set(m, (expected.get(m) ?? 0) + 1);
  const parsed = getFacetsFromSearch(result);
  assert.equal(parsed.length, 1);
  const buckets = new Map(parsed[0]?.data.map((d) => [String(d.label), d.population]));
  assert.deepEqual([...buckets].sort(), [...expected].sort());
  assert.ok(facet.buckets.every((b, i) => b.population <= (facet.buckets[i - 1]?.population ?? Infinity)));
});

test('sort by release date with paging: pages agree, dates follow INDEX.tsv', async () => {
  const page = async (start: number, rows: number): Promise<string[]> => {
    const options: RequestOptionsType = {
      results_verbosity: RequestOptionsResultsVerbosity.Compact,
      paginate: { start, rows },
    };
    options.sort = [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: SortDirection.Asc }];
    return idsOf(await search(buildRequestFromAttribute(method('X-RAY DIFFRACTION'), ReturnType.Entry, options)));
  };
  const all = await page(0, 10000);
  assert.equal(all.length, idsWhere(xray).length);
  assert.deepEqual(await page(10, 10), all.slice(10, 20));
  assert.deepEqual(await page(all.length - 3, 10), all.slice(-3));
  // INDEX.tsv's plain release dates (not the marked older-file fallbacks) in result order
  const dates = all.map((id) => rows.find((r) => r.id === id)?.date ?? '').filter((d) => /^\d{4}-\d\d-\d\d$/.test(d));
  assert.ok(dates.length > all.length / 2);
  assert.deepEqual(dates, [...dates].sort());
});

test('errors and no hits through the client: the 400 body comes back as is, 204 as null', async () => {
  const bad = await SearchClient.get().request({ return_type: ReturnType.Entry, query: UNKNOWN });
  // their client reads any JSON answer as a QueryResult, whatever the status
  assert.deepEqual(Object.keys(bad ?? {}).sort(), ['link', 'message', 'status']);
  assert.equal((bad as unknown as { status: number }).status, 400);
  const quiet = mock.method(console, 'error', () => undefined);
  try {
    assert.equal(await SearchClient.get().request({ return_type: ReturnType.Entry, query: NO_HITS }), null);
    assert.ok(quiet.mock.callCount() > 0); // it logs the failed JSON parse of the empty body
  } finally {
    quiet.mock.restore();
  }
});

test('GET ?json= answers exactly as POST: status, content type and body (results, facets, errors, no hits)', async () => {
  const request_info = { query_id: 'npm-clients-get-post', src: Src.Ui };
  const sort = [{ sort_by: 'rcsb_entry_info.resolution_combined', direction: SortDirection.Desc }] as const;
  const facets = [{ name: 'm', aggregation_type: AggregationType.Terms, attribute: 'exptl.method' }] as const;
  const typed: SearchQuery[] = [
    { ...buildRequestFromAttribute(method('SOLUTION NMR'), ReturnType.Entry, { sort: [...sort] }), request_info },
    { return_type: ReturnType.PolymerEntity, request_info, request_options: { facets: [...facets] } },
    { query: UNKNOWN, return_type: ReturnType.Entry },
    { query: NO_HITS, return_type: ReturnType.Entry },
  ];
  const requests: unknown[] = [...typed, { return_type: 'entri' }];
  const url = `${server.url}/rcsbsearch/v2/query`;
  const read = async (r: Response): Promise<unknown[]> => [r.status, r.headers.get('content-type'), await r.text()];
  const statuses: number[] = [];
  for (const request of requests) {
    const body = JSON.stringify(request);
    const viaGet = await read(await fetch(`${url}?json=${encodeURIComponent(body)}`));
    const headers = { 'content-type': 'application/json' };
    const viaPost = await read(await fetch(url, { method: 'POST', headers, body }));
    assert.deepEqual(viaGet, viaPost, body);
    statuses.push(viaGet[0] as number);
  }
  assert.deepEqual(statuses, [200, 200, 400, 204, 400]);
});
