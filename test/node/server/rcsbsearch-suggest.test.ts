// The RCSB Search API's suggester, GET /rcsbsearch/v2/suggest?json= and POST, over the archive:
// requests as the public clients send them, every answer read against the official response
// schema (../shared/research/search-api-schema/suggest/response), refusals in the API's
// {status, message, link} shape, and generated requests that never get a 5xx.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { startArchiveServer, type RunningServer } from './harness.ts';
import { createSuggestRequestValidator, resolveSchemaDir } from '../../../src/server/rcsb-api/request-validator.ts';
import { readSuggestRequest } from '../../../src/server/rcsb-api/suggest-request.ts';
import { budgetsOf } from '../../../src/server/limits/request-cost.ts';
import { readMetadataSchema } from '../../../src/model/attribute-schema.ts';

const ROUTE = '/rcsbsearch/v2/suggest';
const ORGANISM_LINEAGE = 'rcsb_entity_source_organism.taxonomy_lineage.name';

let server: RunningServer;
let validateResponse: ValidateFunction;
/** The attributes the served metadata schemas give the `suggest` context. */
let suggestAttributes: string[];

interface SuggestBody {
  took?: number;
  suggestions: Record<string, Array<{ text: string; score: number }>>;
}

before(async () => {
  server = await startArchiveServer();
  const ajv = new Ajv({ strict: false, allErrors: true });
  const dir = path.join(resolveSchemaDir(), 'suggest', 'response');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')))
    ajv.addSchema(JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as object);
  validateResponse = ajv.getSchema('/schema/suggest/response/json-schema-rcsb_suggest_results.json')!;
  const found = new Set<string>();
  for (const route of ['/rcsbsearch/v2/metadata/schema', '/rcsbsearch/v2/metadata/chemical/schema']) {
    const schema = (await (await fetch(`${server.url}${route}`)).json()) as unknown;
    for (const attribute of readMetadataSchema(schema, { withNotHeld: true }).attributes)
      if (attribute.contexts.includes('suggest')) found.add(attribute.path);
  }
  suggestAttributes = [...found];
});
after(() => server.close());

async function getSuggest(request: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${ROUTE}?json=${encodeURIComponent(JSON.stringify(request))}`, { headers });
}

async function postSuggest(body: string): Promise<Response> {
  return fetch(`${server.url}${ROUTE}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

/** A 200 answer, checked against the official response schema. */
async function suggestions(response: Response): Promise<SuggestBody> {
  const body = (await response.json()) as SuggestBody;
  assert.equal(response.status, 200, JSON.stringify(body));
  assert.ok(validateResponse(body), JSON.stringify(validateResponse.errors));
  return body;
}

/** A refusal in the public API's shape. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json()) as { status: number; message: string; link: string };
  assert.equal(response.status, 400, JSON.stringify(body));
  assert.equal(body.status, 400);
  assert.match(body.link, /^https:\/\/search\.rcsb\.org\//);
  return body.message;
}

const strip = (text: string): string => text.replace(/<\/?em>/g, '');

const lineageTerm = (text: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'term',
  suggest: { text, completion: [{ attribute: ORGANISM_LINEAGE }], ...extra },
});

test('the suggest attributes are those the metadata schemas give the suggest context: 26 (24 held here)', async () => {
  assert.equal(suggestAttributes.length, 26);
  const schema = (await (await fetch(`${server.url}/rcsbsearch/v2/metadata/schema`)).json()) as unknown;
  const held = readMetadataSchema(schema).attributes.filter((a) => a.contexts.includes('suggest'));
  assert.equal(held.length, 24);
  assert.ok(suggestAttributes.includes(ORGANISM_LINEAGE));
  assert.ok(!suggestAttributes.includes('rcsb_entity_source_organism.scientific_name'));
});

test('a term request suggests the archive’s values with the typed text highlighted, and GET answers as POST', async () => {
  const request = lineageTerm('hom');
  const got = await suggestions(await getSuggest(request));
  const posted = await suggestions(await postSuggest(JSON.stringify(request)));
  delete got.took;
  delete posted.took;
  assert.deepEqual(got, posted);
  const items = got.suggestions[ORGANISM_LINEAGE] ?? [];
  assert.deepEqual(Object.keys(got.suggestions), [ORGANISM_LINEAGE]);
  assert.ok(
    items.some((s) => s.text === '<em>Hom</em>o sapiens'),
    JSON.stringify(items),
  );
  assert.ok(items.length <= 10);
  for (const item of items) {
    assert.deepEqual(Object.keys(item).sort(), ['score', 'text']);
    assert.match(strip(item.text), /^hom/i);
  }
  const scores = items.map((s) => s.score);
  assert.deepEqual(
    scores,
    [...scores].sort((a, b) => b - a),
  );
});

test('size, highlight tags and results_content_type are read with the schema’s defaults', async () => {
  const two = await suggestions(await getSuggest(lineageTerm('hom', { size: 2 })));
  assert.equal(two.suggestions[ORGANISM_LINEAGE]?.length, 2);
  const tagged = await suggestions(
    await getSuggest({ ...lineageTerm('homo s'), highlight: { pre_tag: '[', post_tag: ']' } }),
  );
  assert.ok(tagged.suggestions[ORGANISM_LINEAGE]?.some((s) => s.text === '[Homo s]apiens'));
  const plain = await suggestions(
    await getSuggest({ ...lineageTerm('sapiens'), highlight: { pre_tag: '', post_tag: '' } }),
  );
  assert.ok(plain.suggestions[ORGANISM_LINEAGE]?.some((s) => s.text === 'Homo sapiens'));
  const withModels = await suggestions(
    await getSuggest({ ...lineageTerm('hom'), results_content_type: ['experimental', 'computational'] }),
  );
  assert.ok((withModels.suggestions[ORGANISM_LINEAGE]?.length ?? 0) > 0);
  const none = await suggestions(await getSuggest(lineageTerm('hom', { size: 0 })));
  assert.deepEqual(none.suggestions, {});
});

test('a basic request without attributes suggests over the suggest attributes, without counts', async () => {
  const body = await suggestions(await getSuggest({ type: 'basic', suggest: { text: 'hom', size: 3 } }));
  const keys = Object.keys(body.suggestions);
  assert.ok(keys.includes(ORGANISM_LINEAGE) && keys.includes('struct.title'), keys.join());
  for (const key of keys) assert.ok(suggestAttributes.includes(key), key);
  for (const items of Object.values(body.suggestions)) {
    assert.ok(items.length >= 1 && items.length <= 3);
    for (const item of items) assert.ok(!('count' in item));
  }
  const ids = await suggestions(
    await getSuggest({
      type: 'basic',
      suggest: { text: '4hh', attributes: ['rcsb_entry_container_identifiers.entry_id'] },
    }),
  );
  assert.deepEqual(ids.suggestions, {
    'rcsb_entry_container_identifiers.entry_id': [
      { text: '<em>4HH</em>B', score: ids.suggestions['rcsb_entry_container_identifiers.entry_id']?.[0]?.score },
    ],
  });
});

test('every suggest attribute answers 200, held or not; a completion filter matches no context', async () => {
  for (const attribute of suggestAttributes) {
    await suggestions(await getSuggest({ type: 'term', suggest: { text: 'a', completion: [{ attribute }] } }));
  }
  const filtered = await suggestions(
    await getSuggest({
      type: 'term',
      suggest: { text: 'hom', completion: [{ attribute: ORGANISM_LINEAGE, filter: [{ name: 'x', values: ['y'] }] }] },
    }),
  );
  assert.deepEqual(filtered.suggestions, {});
});

test('an attribute without the suggest context is refused with a 400 naming it', async () => {
  const message = await refusal(
    await getSuggest({
      type: 'term',
      suggest: { text: 'hom', completion: [{ attribute: 'rcsb_entity_source_organism.scientific_name' }] },
    }),
  );
  assert.match(message, /rcsb_entity_source_organism\.scientific_name/);
  assert.match(message, /suggest/);
  await refusal(await getSuggest({ type: 'basic', suggest: { text: 'x', attributes: ['no.such.attribute'] } }));
});

test('malformed requests answer 400 in the API’s shape, never 500', async () => {
  assert.match(await refusal(await fetch(`${server.url}${ROUTE}?json=%7Bnot%20json`)), /not valid JSON/);
  await refusal(await fetch(`${server.url}${ROUTE}`));
  await refusal(await fetch(`${server.url}${ROUTE}?json=`));
  await refusal(await postSuggest('{"type":'));
  assert.match(await refusal(await getSuggest({ suggest: { text: 'x' } })), /JSON schema validation failed/);
  await refusal(await getSuggest({ type: 'basic', suggest: {} }));
  await refusal(await getSuggest({ type: 'term', suggest: { text: 'x' } }));
  await refusal(await getSuggest({ type: 'basic', suggest: { text: 'x', size: -1 } }));
  await refusal(await getSuggest({ type: 'basic', suggest: { text: 'x' }, highlight: { pre_tag: 1 } }));
  await refusal(await getSuggest({ type: 'basic', suggest: { text: 'x' }, unknown: true }));
  await refusal(await getSuggest({ type: 'basic', suggest: { text: 'x' }, results_content_type: ['both'] }));
  await refusal(await getSuggest([1, 2]));
  const deep = `${'{"a":'.repeat(5000)}{"text":"x"}${'}'.repeat(5000)}`;
  await refusal(await postSuggest(`{"type":"basic","suggest":${deep}}`));
});

test('huge inputs: a long text is suggested on its bounded prefix, an oversized body is refused', async () => {
  const long = await suggestions(await postSuggest(JSON.stringify(lineageTerm(`homo ${'x'.repeat(200_000)}`))));
  assert.deepEqual(long.suggestions, {});
  const many = Array.from({ length: 10_000 }, () => ORGANISM_LINEAGE);
  const repeated = await suggestions(
    await postSuggest(JSON.stringify({ type: 'basic', suggest: { text: 'hom', attributes: many } })),
  );
  assert.deepEqual(Object.keys(repeated.suggestions), [ORGANISM_LINEAGE]);
  const oversized = await postSuggest(JSON.stringify(lineageTerm('x'.repeat(20_000_000))));
  await oversized.arrayBuffer();
  assert.ok(oversized.status >= 400 && oversized.status < 500, String(oversized.status));
});

test('any site may call it without credentials, as the other /rcsbsearch/v2 routes', async () => {
  const origin = 'https://pages.example.org';
  const got = await getSuggest(lineageTerm('hom'), { origin });
  await got.arrayBuffer();
  assert.equal(got.headers.get('access-control-allow-origin'), '*');
  const preflight = await fetch(`${server.url}${ROUTE}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  await preflight.arrayBuffer();
  assert.ok(preflight.status < 300);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
});

const anyJson = fc.jsonValue({ maxDepth: 4 });
const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('hom', '4h', 'a', '', ' ', '<em>', '\u0000x'));
const attribute = fc.oneof(
  fc.constantFrom(ORGANISM_LINEAGE, 'struct.title', 'exptl.method', 'chem_comp.name'),
  fc.string(),
);
const requestArb = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom('basic', 'term', 'other'),
      suggest: fc.record({ text, attributes: fc.array(attribute), size: fc.integer() }, { requiredKeys: ['text'] }),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      type: fc.constant('term'),
      suggest: fc.record({ text, completion: fc.array(fc.record({ attribute, filter: anyJson })), size: fc.integer() }),
      highlight: fc.record({ pre_tag: fc.string(), post_tag: fc.string(), num_of_fragments: fc.integer() }),
      results_content_type: fc.array(fc.constantFrom('experimental', 'computational', 'x')),
    },
    { requiredKeys: ['type', 'suggest'] },
  ),
  anyJson,
);

test('300 generated requests over GET and POST never answer 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(requestArb, fc.boolean(), async (request, viaGet) => {
      const response = viaGet ? await getSuggest(request) : await postSuggest(JSON.stringify(request));
      const body = (await response.json()) as SuggestBody;
      assert.ok(response.status === 200 || response.status === 400, `${response.status} ${JSON.stringify(body)}`);
      if (response.status === 200) assert.ok(validateResponse(body), JSON.stringify(validateResponse.errors));
    }),
    { numRuns: 300 },
  );
  await suggestions(await getSuggest(lineageTerm('hom')));
});

test('without the official schemas, the route’s own reading refuses what the schema refuses', () => {
  assert.equal(createSuggestRequestValidator('/nonexistent/search-api-schema'), undefined);
  for (const bad of [
    [1, 2],
    { suggest: { text: 'x' } },
    { type: 'basic', suggest: {} },
    { type: 'term', suggest: { text: 'x' } },
    { type: 'term', suggest: { text: 'x', completion: [{}] } },
    { type: 'basic', suggest: { text: 'x', attributes: [] } },
    { type: 'basic', suggest: { text: 'x', size: 1.5 } },
    { type: 'basic', suggest: { text: 'x' }, highlight: { pre_tag: 1 } },
    { type: 'basic', suggest: { text: 'x' }, results_content_type: ['both'] },
  ])
    assert.equal(readSuggestRequest(bad).ok, false, JSON.stringify(bad));
  assert.deepEqual(readSuggestRequest({ type: 'basic', suggest: { text: 'hom' } }), {
    ok: true,
    value: { text: 'hom', size: 10, preTag: '<em>', postTag: '</em>', includeComputational: false },
  });
});

test('a suggestion spends the suggestion budget, as the search bar’s does, not the base one', () => {
  const asked = (url: string): string[] =>
    budgetsOf({ routeOptions: { url, config: {} }, method: 'GET', body: undefined, query: {} } as never, new Set());
  assert.deepEqual(asked('/rcsbsearch/v2/suggest'), asked('/search/suggest/:includeCsm/*'));
  assert.deepEqual(asked('/rcsbsearch/v2/suggest'), ['suggest']);
});
