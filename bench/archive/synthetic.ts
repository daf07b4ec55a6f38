// Query latency on a synthetic archive (DESIGN §7: text or attribute query p50 <= 100 ms on
// 200,000 entries; count requests <= 10 ms). Builds an index of made-up entries and entities
// through the real IndexWriter, then times the engine. Prints figures, asserts nothing.
//   npx tsx bench/archive/synthetic.ts [entries=200000] [--keep <file>]

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveSchemaDir, resolveSourceDir } from '../../src/archive/config.ts';
import type { ArchiveDocument } from '../../src/archive/ingest/documents.ts';
import { loadSchemaModel, RcsbSchemas } from '../../src/archive/ingest/rcsb-schema.ts';
import { buildAttributeCatalogue } from '../../src/archive/index/catalogue.ts';
import { IndexWriter } from '../../src/archive/index/index-writer.ts';
import { INDEX_FORMAT_VERSION } from '../../src/archive/index/schema.ts';
import { ArchiveSearch } from '../../src/archive/query/search.ts';
import type { SearchRequest } from '../../src/archive/query/request.ts';

const count = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 200_000);
const keepFlag = process.argv.indexOf('--keep');
const keep = keepFlag >= 0 ? process.argv[keepFlag + 1] : undefined;

// deterministic pseudo-random numbers (mulberry32)
let seed = 42;
const random = (): number => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const zipf = <T>(list: readonly T[]): T => list[Math.floor(list.length * random() ** 3)] as T;

const syllables = ['ki', 'na', 'se', 'pro', 'te', 'in', 'ox', 'ido', 'red', 'uc', 'ta', 'hy', 'dro', 'lase', 'trans', 'fer', 'ase', 'glo', 'bin', 'ly', 'so', 'zy', 'me'];
const vocabulary = Array.from({ length: 3000 }, (_, i) => `${syllables[i % 23]}${syllables[(i * 7) % 23]}${syllables[(i * 13) % 23]}${i % 10}`);
vocabulary.unshift('kinase', 'protein', 'complex', 'structure', 'crystal', 'domain', 'receptor', 'inhibitor', 'binding', 'human');
const methods = ['X-RAY DIFFRACTION', 'X-RAY DIFFRACTION', 'X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR'];
const organisms = Array.from({ length: 60 }, (_, i) => (i === 0 ? 'Homo sapiens' : i === 1 ? 'Mus musculus' : `Organism species${i}`));
const sentence = (n: number): string => Array.from({ length: n }, () => zipf(vocabulary)).join(' ');

function entryDocuments(i: number): ArchiveDocument[] {
  const id = `S${i.toString(36).toUpperCase().padStart(5, '0')}`;
  const method = pick(methods);
  const year = 1980 + Math.floor(random() * 46);
  const date = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
  const entities = 1 + Math.floor(random() * 3);
  const docs: ArchiveDocument[] = [
    {
      id,
      type: 'entry',
      entryId: id,
      entityId: null,
      contentType: 'experimental',
      body: {
        rcsb_id: id,
        struct: { title: sentence(8 + Math.floor(random() * 5)) },
        struct_keywords: { pdbx_keywords: pick(['TRANSFERASE', 'HYDROLASE', 'OXIDOREDUCTASE', 'SIGNALING PROTEIN', 'DNA BINDING PROTEIN']) },
        exptl: [{ method }],
        audit_author: [{ name: `${pick(syllables)}son, A.` }, { name: `${pick(syllables)}man, B.` }],
        rcsb_entry_info: {
          structure_determination_methodology: 'experimental',
          ...(method === 'SOLUTION NMR' ? {} : { resolution_combined: [Math.round((0.8 + random() * 4) * 100) / 100] }),
          polymer_entity_count: entities,
          molecular_weight: Math.round(random() * 50000) / 100,
        },
        rcsb_accession_info: { initial_release_date: date, deposit_date: date },
        rcsb_entry_container_identifiers: { entry_id: id, rcsb_id: id },
      },
    },
  ];
  for (let e = 1; e <= entities; e++) {
    const organism = zipf(organisms);
    docs.push({
      id: `${id}_${e}`,
      type: 'polymer_entity',
      entryId: id,
      entityId: null,
      contentType: 'experimental',
      body: {
        rcsb_id: `${id}_${e}`,
        rcsb_polymer_entity: { pdbx_description: sentence(3) },
        entity_poly: { rcsb_entity_polymer_type: 'Protein', rcsb_sample_sequence_length: 50 + Math.floor(random() * 900) },
        rcsb_entity_source_organism: [{ ncbi_scientific_name: organism, ncbi_taxonomy_id: organisms.indexOf(organism) + 9000 }],
        rcsb_polymer_entity_container_identifiers: { entry_id: id, entity_id: String(e), rcsb_id: `${id}_${e}` },
      },
    });
  }
  return docs;
}

const dir = keep ? path.dirname(path.resolve(keep)) : mkdtempSync(path.join(os.tmpdir(), 'archive-synthetic-'));
const file = keep ? path.resolve(keep) : path.join(dir, 'synthetic.sqlite');
try {
  if (!existsSync(file)) {
    const schemaDir = resolveSchemaDir(resolveSourceDir());
    const schemas = new RcsbSchemas(
      loadSchemaModel(path.join(schemaDir, 'structure_schema.json'), 'text'),
      loadSchemaModel(path.join(schemaDir, 'chemical_schema.json'), 'text_chem'),
    );
    const t0 = performance.now();
    const writer = new IndexWriter(file, schemas);
    writer.begin();
    for (let i = 0; i < count; i++) writer.addEntryDocuments(entryDocuments(i));
    writer.buildIndexes();
    for (const a of buildAttributeCatalogue(writer.db, schemas)) writer.addCatalogueEntry(a.service, a.attribute, a);
    writer.finish({
      formatVersion: INDEX_FORMAT_VERSION,
      inputHash: 'synthetic',
      manifest: {},
      createdAt: new Date().toISOString(),
      sourceDir: 'synthetic',
      documentCounts: writer.counts,
      features: {},
      skipped: [],
      ingestSeconds: 0,
      notes: [],
    });
    console.log(`built ${count} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(statSync(file).size / 1e6).toFixed(0)} MB`);
  }

  const t1 = performance.now();
  const engine = new ArchiveSearch(file);
  console.log(`open ${(performance.now() - t1).toFixed(0)} ms`);
  const terminal = (attribute: string, operator: string, value?: unknown) => ({
    type: 'terminal' as const,
    service: 'text',
    parameters: { attribute, operator, ...(value !== undefined ? { value } : {}) },
  });
  const facets = [
    { name: 'method', aggregation_type: 'terms' as const, attribute: 'exptl.method' },
    { name: 'organism', aggregation_type: 'terms' as const, attribute: 'rcsb_entity_source_organism.ncbi_scientific_name' },
    { name: 'release', aggregation_type: 'date_histogram' as const, attribute: 'rcsb_accession_info.initial_release_date', interval: 'year' },
  ];
  const cases: Array<[string, SearchRequest]> = [
    ['full_text kinase', { query: { type: 'terminal', service: 'full_text', parameters: { value: 'kinase' } }, return_type: 'entry', request_options: { paginate: { start: 0, rows: 25 } } }],
    ['full_text rare word', { query: { type: 'terminal', service: 'full_text', parameters: { value: vocabulary[2500] as string } }, return_type: 'entry', request_options: { paginate: { start: 0, rows: 25 } } }],
    [
      'method AND resolution < 2, sorted by date',
      {
        query: { type: 'group', logical_operator: 'and', nodes: [terminal('exptl.method', 'exact_match', 'X-RAY DIFFRACTION'), terminal('rcsb_entry_info.resolution_combined', 'less', 2)] },
        return_type: 'entry',
        request_options: { paginate: { start: 0, rows: 25 }, sort: [{ sort_by: 'rcsb_accession_info.initial_release_date', direction: 'desc' }] },
      },
    ],
    ['organism -> entries + 3 facets', { query: terminal('rcsb_entity_source_organism.ncbi_scientific_name', 'exact_match', 'Homo sapiens'), return_type: 'entry', request_options: { paginate: { start: 0, rows: 25 }, facets } }],
    ['title contains_words', { query: terminal('struct.title', 'contains_words', 'kinase inhibitor'), return_type: 'entry', request_options: { paginate: { start: 0, rows: 25 } } }],
    ['count: release range', { query: terminal('rcsb_accession_info.initial_release_date', 'range', { from: '2010-01-01', to: '2015-01-01', include_lower: true }), return_type: 'entry', request_options: { return_counts: true } }],
    ['count: everything', { return_type: 'polymer_entity', request_options: { return_counts: true } }],
  ];
  for (const [name, request] of cases) {
    const first = performance.now();
    const response = await engine.search(request);
    const cold = performance.now() - first;
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await engine.search(request);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(42)} hits ${String(response.total_count).padStart(7)}  first ${cold.toFixed(0).padStart(5)} ms  p50 ${(times[7] ?? 0).toFixed(1).padStart(6)} ms`);
  }
  engine.close();
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
