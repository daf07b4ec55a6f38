// Issue 29 item 10: an organism whose file gives a scientific name but no taxonomy id (4CXL's
// 'HOMO SAPIENS', 1A2C, 5ZMZ, 1J59) is found in the taxonomy tree by that name (exact, ignoring
// case) and served with NCBI's name, id and lineage; a name the tree lacks (1HV4's Anser indicus)
// keeps the depositor's spelling and no lineage; a taxonomy id the file gives is never replaced.
// Read from the shared archive's documents; the expected ids come from the entry files.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import { getTestArchive } from './fixture.ts';

interface Organism {
  scientific_name?: string;
  ncbi_scientific_name?: string;
  ncbi_taxonomy_id?: number;
  ncbi_parent_scientific_name?: string;
  taxonomy_lineage?: Array<{ id: string; name: string; depth: number }>;
}
interface EntityBody {
  rcsb_entity_source_organism?: Organism[];
  rcsb_entity_host_organism?: Organism[];
}

const entities = new Map<string, EntityBody>();

before(async () => {
  const archive = await getTestArchive();
  const db = archive.open();
  for (const row of db
    .prepare("SELECT id, body_json(body) AS body FROM doc WHERE type = 'polymer_entity'")
    .iterate() as Iterable<{
    id: string;
    body: string;
  }>)
    entities.set(row.id, JSON.parse(row.body) as EntityBody);
  db.close();
});

const sources = (entityId: string): Organism[] => entities.get(entityId)?.rcsb_entity_source_organism ?? [];

/** A human entity whose file gives taxid 9606 (per the taxonomy map), for its lineage. */
function fileGivenHumanLineage(): Organism['taxonomy_lineage'] {
  const human = [...entities.values()]
    .flatMap((body) => body.rcsb_entity_source_organism ?? [])
    .find((o) => o.ncbi_taxonomy_id === 9606 && o.taxonomy_lineage);
  return human?.taxonomy_lineage;
}

test("4CXL's 'HOMO SAPIENS' without a taxonomy id is served as NCBI's Homo sapiens, 9606, with its lineage", () => {
  const [organism] = sources('4CXL_1');
  assert.ok(organism, '4CXL_1 has a source organism');
  assert.equal(organism.scientific_name, 'HOMO SAPIENS', "the depositor's spelling stays in scientific_name");
  assert.equal(organism.ncbi_scientific_name, 'Homo sapiens');
  assert.equal(organism.ncbi_taxonomy_id, 9606);
  assert.equal(organism.ncbi_parent_scientific_name, 'Eukaryota');
  assert.deepEqual(organism.taxonomy_lineage, fileGivenHumanLineage());
  assert.ok(organism.taxonomy_lineage?.some((step) => step.id === '9606' && step.name === 'Homo sapiens'));
});

test('1A2C, 5ZMZ and 1J59 name their organisms without ids: each is found by name', () => {
  const taxa = (entry: string) =>
    [...entities.keys()]
      .filter((id) => id.startsWith(`${entry}_`))
      .flatMap((id) => sources(id).map((o) => o.ncbi_taxonomy_id))
      .sort();
  // 1A2C: Homo sapiens (twice), Hirudo medicinalis; Microcystis aeruginosa is not in the tree data
  assert.deepEqual(taxa('1A2C'), [6421, 9606, 9606, undefined]);
  assert.ok(taxa('5ZMZ').length > 0 && taxa('5ZMZ').every((id) => id === 9606), `5ZMZ: ${taxa('5ZMZ').join()}`);
  assert.ok(taxa('1J59').length > 0 && taxa('1J59').every((id) => id === 562), `1J59: ${taxa('1J59').join()}`);
});

test("1HV4's Anser indicus (8846, not in the tree data) keeps the depositor's name and has no lineage", () => {
  for (const id of ['1HV4_1', '1HV4_2']) {
    const [organism] = sources(id);
    assert.equal(organism?.ncbi_scientific_name, 'Anser indicus', id);
    assert.equal(organism?.ncbi_taxonomy_id, 8846, id);
    assert.equal(organism?.taxonomy_lineage, undefined, id);
    assert.equal(organism?.ncbi_parent_scientific_name, undefined, id);
  }
});

test('a taxonomy id the file gives is never replaced (every entity row of the taxonomy map)', () => {
  const rows = readFileSync(path.join(resolveSourceDir(), 'extra', 'trees', 'taxonomy', 'map.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([id, kind]) => kind === 'entity' && id && entities.has(id));
  assert.ok(rows.length > 400, `${rows.length} map rows`);
  for (const [id, , taxid, role] of rows) {
    const body = entities.get(id!)!;
    const records = (role === 'host' ? body.rcsb_entity_host_organism : body.rcsb_entity_source_organism) ?? [];
    assert.ok(
      records.some((o) => o.ncbi_taxonomy_id === Number(taxid)),
      `${id} ${role} keeps ${taxid} (has ${records.map((o) => o.ncbi_taxonomy_id).join()})`,
    );
  }
});
