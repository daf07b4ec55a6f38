// Issue 16, second slice: organism names as NCBI spells them wherever the taxid is known, and the
// taxonomy lineage and parent scientific name of the schema, searched on the shared archive. The
// expected entries come from the tree files (taxonomy/map.tsv), not from the engine.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { QueryNode } from '../../../src/model/types.ts';
import type { SearchResponse } from '../../../src/archive/query/search-response.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let engine: ArchiveSearch;
let entries: Set<string>;

before(async () => {
  const archive = await getTestArchive();
  engine = new ArchiveSearch(archive.file, { now: () => new Date('2026-01-15T12:00:00Z') });
  const db = archive.open();
  entries = new Set(
    (db.prepare("SELECT id FROM doc WHERE type = 'entry'").all() as Array<{ id: string }>).map((row) => row.id),
  );
  db.close();
});
after(() => engine?.close());

/** Entries whose entity has `taxid` as its source organism, placed in the tree, per map.tsv. */
function sourceEntries(taxid: string): string[] {
  const rows = readFileSync(path.join(resolveSourceDir(), 'extra', 'trees', 'taxonomy', 'map.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const found = rows
    .filter(([id, kind, tax, role]) => kind === 'entity' && tax === taxid && role === 'source' && id)
    .map(([id]) => id!.replace(/_\d+$/, ''));
  return [...new Set(found)].filter((id) => entries.has(id)).sort();
}

const exact = (attribute: string, value: string): QueryNode => ({
  type: 'terminal',
  service: 'text',
  parameters: { attribute, operator: 'exact_match', value },
});

async function found(query: QueryNode): Promise<string[]> {
  const response: SearchResponse = await engine.search(
    validated({
      query,
      return_type: 'entry',
      request_options: { return_all_hits: true, results_verbosity: 'compact' },
    }),
  );
  return (response.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier)).sort();
}

test("an exact match on 'Homo sapiens' finds every human entry, whatever case the file wrote", async () => {
  const human = sourceEntries('9606');
  assert.ok(human.length > 10, `${human.length} human entries`);
  const named = await found(exact('rcsb_entity_source_organism.ncbi_scientific_name', 'Homo sapiens'));
  // and entries whose file names Homo sapiens without a taxid, which the tree files cannot list
  for (const id of human) assert.ok(named.includes(id), `${id} is found`);
});

// Their files name Homo sapiens without a taxonomy id: found in the tree by name (issue 29 item 10).
const HUMAN_BY_NAME = ['1A2C', '4CXL', '5ZMZ'];

test('the lineage: a taxon finds the entries of every organism under it', async () => {
  assert.deepEqual(
    await found(exact('rcsb_entity_source_organism.taxonomy_lineage.id', '9606')),
    [...sourceEntries('9606'), ...HUMAN_BY_NAME].sort(),
  );
  const primates = await found(exact('rcsb_entity_source_organism.taxonomy_lineage.name', 'Primates'));
  for (const id of sourceEntries('9606')) assert.ok(primates.includes(id), `${id} is under Primates`);
});

test('the parent scientific name is the superkingdom of a cellular organism', async () => {
  const eukaryota = await found(exact('rcsb_entity_source_organism.ncbi_parent_scientific_name', 'Eukaryota'));
  for (const id of sourceEntries('9606')) assert.ok(eukaryota.includes(id), id);
  const bacteria = await found(exact('rcsb_entity_source_organism.ncbi_parent_scientific_name', 'Bacteria'));
  for (const id of sourceEntries('562')) assert.ok(bacteria.includes(id), id);
});
