// Issue 34, the query builder's value suggesters in browser-direct mode: the public suggester
// (/rcsbsearch/v2/suggest) answers for the attributes with the 'suggest' context the values our
// /search/suggester route gives, without counts; the entry-id inputs ask it for entry ids (the
// RCSB's schema gives rcsb_entry_container_identifiers.entry_id that context); there is no nested
// suggester. Every request sent and answer read is checked against the official suggest schemas.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startArchiveServer, type RunningServer } from '../server/harness.ts';
import { createArchiveClient } from '../../../src/client/archive-client.ts';
import { createDirectClient } from '../../../src/client/direct/direct-client.ts';
import { readMetadataSchema } from '../../../src/model/attribute-schema.ts';
import type { SuggestionItem } from '../../../src/model/types.ts';
import { resolveSchemaDir } from '../../../src/server/rcsb-api/request-validator.ts';
import { wireChecker, wireCheckingFetch } from '../../support/wire-format.ts';

let server: RunningServer;
let archive: ReturnType<typeof createArchiveClient>;
let direct: ReturnType<typeof createDirectClient>;
const findings: string[] = [];
const checked = { answers: 0 };
const sent: string[] = [];

before(async () => {
  server = await startArchiveServer();
  const checking = wireCheckingFetch(wireChecker(), findings, checked);
  archive = createArchiveClient({ apiBase: server.url });
  direct = createDirectClient({
    searchApi: server.url,
    dataApi: server.url,
    fetch: (url, init) => {
      sent.push(url);
      return checking(url, init);
    },
  });
});
after(() => server.close());

const ENTRY_ID = 'rcsb_entry_container_identifiers.entry_id';

/** The archive's items as the public suggester can give them: no counts. */
const withoutCounts = (items: SuggestionItem[]): SuggestionItem[] => items.map(({ count: _count, ...item }) => item);

const CASES: Array<[attribute: string, flag: boolean | number, text: string]> = [
  ['rcsb_entity_source_organism.taxonomy_lineage.name', false, 'hom'],
  ['rcsb_entity_source_organism.taxonomy_lineage.name', true, 'hom'],
  ['audit_author.name', false, 'sm'],
  ['struct_keywords.pdbx_keywords', false, 'oxy'],
  ['rcsb_polymer_entity.pdbx_description', 5, 'hemo'],
  ['chem_comp.name', false, 'ade'],
  [ENTRY_ID, true, '4h'],
  ['audit_author.name', false, 'zzzqqq'],
];

for (const [attribute, flag, text] of CASES) {
  test(`suggester(${attribute}, ${flag}, ${text}): our route's values, without counts`, async () => {
    const ours = await archive.suggester(attribute, flag, text);
    assert.ok(ours.ok, JSON.stringify(ours));
    const got = await direct.suggester(attribute, flag, text);
    assert.ok(got.ok, JSON.stringify(got));
    assert.deepEqual(got.value, withoutCounts(ours.value));
    assert.ok(got.value.every((item) => item.count === undefined && !/<em>/.test(item.label)));
  });
}

test('the entry-id suggester asks the public suggester; a full id is listed exactly once', async () => {
  sent.length = 0;
  const partial = await direct.entryIdSuggester('4hh');
  const ours = await archive.entryIdSuggester('4hh');
  assert.ok(partial.ok && ours.ok);
  assert.deepEqual(partial.value, withoutCounts(ours.value));
  const full = await direct.entryIdSuggester('4HHB');
  assert.deepEqual(full.ok && full.value.map((item) => item.value), ['4HHB']);
  assert.deepEqual(
    sent.map((url) => new URL(url).pathname),
    ['/rcsbsearch/v2/suggest', '/rcsbsearch/v2/suggest'],
  );
});

test('the RCSB’s schema and our metadata schema give entry_id the suggest context', async () => {
  const ours = readMetadataSchema(await (await fetch(`${server.url}/rcsbsearch/v2/metadata/schema`)).json());
  assert.ok(ours.attributes.find((a) => a.path === ENTRY_ID)?.contexts.includes('suggest'));
  const coreEntry = JSON.parse(
    readFileSync(path.join(resolveSchemaDir(), '..', 'data-api-schema', 'core_entry.json'), 'utf8'),
  ) as { properties: Record<string, { properties: Record<string, { rcsb_search_context?: string[] }> }> };
  const entryId = coreEntry.properties.rcsb_entry_container_identifiers!.properties.entry_id!;
  assert.ok(entryId.rcsb_search_context?.includes('suggest'));
});

test('blank text asks nothing; there is no nested suggester', async () => {
  sent.length = 0;
  assert.deepEqual(await direct.suggester('audit_author.name', false, ' \n '), { ok: true, status: 200, value: [] });
  assert.deepEqual(sent, []);
  assert.equal((direct as { nestedSuggester?: unknown }).nestedSuggester, undefined);
});

test('every suggester request is valid for the official schema, and so is every answer', () => {
  assert.ok(checked.answers > 0);
  assert.deepEqual(findings, []);
});
