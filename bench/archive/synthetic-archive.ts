// A large archive made of the real one: every synthetic entry is a clone of a real entry (its
// entry and polymer entity documents, bodies as ingested) under a new PDB-shaped id, perturbed so
// that values spread like a real archive's (release dates, resolutions, a word of the title).
// Instances, assemblies and ligands are left out: the query mix does not target them, and with
// them 200,000 clones would need tens of gigabytes.

import Database from 'better-sqlite3';
import type { DocType } from '../../src/archive/doc-types.ts';
import type { ArchiveDocument } from '../../src/archive/ingest/documents.ts';
import type { JsonObject } from '../../src/archive/ingest/category-copy.ts';
import { loadSchemaModel, RcsbSchemas } from '../../src/archive/ingest/rcsb-schema.ts';
import { bodyDecoder } from '../../src/archive/index/body-codec.ts';
import { buildAttributeCatalogue } from '../../src/archive/index/catalogue.ts';
import { IndexWriter } from '../../src/archive/index/index-writer.ts';
import { INDEX_FORMAT_VERSION } from '../../src/archive/index/schema.ts';
import path from 'node:path';

const CLONED_TYPES: ReadonlySet<DocType> = new Set(['entry', 'polymer_entity']);

interface Template {
  entryId: string;
  docs: Array<{ id: string; type: DocType; computational: number | null; body: string }>;
  titleWords: string[];
}

/** Deterministic random numbers (mulberry32), so every run builds the same archive. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The i-th id of the PDB's own shape: a digit 1-9, then three base-36 characters (419,904 ids). */
export function syntheticEntryId(i: number): string {
  const rest = (i % 46656).toString(36).toUpperCase().padStart(3, '0');
  return `${1 + Math.floor(i / 46656)}${rest}`;
}

function readTemplates(sharedIndex: string): Template[] {
  const db = new Database(sharedIndex, { readonly: true });
  try {
    const entries = db.prepare("SELECT row, id FROM doc WHERE type = 'entry' AND computational = 0").all() as Array<{
      row: number;
      id: string;
    }>;
    bodyDecoder(db);
    const children = db.prepare(
      'SELECT id, type, computational, body_json(body) AS body FROM doc WHERE entry_row = ? ORDER BY row',
    );
    return entries.map(({ row, id }) => {
      const docs = (children.all(row) as Template['docs']).filter((d) => CLONED_TYPES.has(d.type));
      const entry = JSON.parse(docs.find((d) => d.type === 'entry')?.body ?? '{}') as { struct?: { title?: string } };
      return {
        entryId: id,
        docs,
        titleWords: (entry.struct?.title ?? '').split(/\s+/).filter((w) => /^[A-Za-z]{4,}$/.test(w)),
      };
    });
  } finally {
    db.close();
  }
}

function perturb(body: JsonObject, next: () => number, vocabulary: readonly string[]): void {
  const info = body.rcsb_entry_info as JsonObject | undefined;
  const resolution = info?.resolution_combined;
  if (Array.isArray(resolution) && typeof resolution[0] === 'number') {
    info!.resolution_combined = [Math.round(resolution[0] * (0.75 + next() * 0.5) * 100) / 100];
  }
  const accession = body.rcsb_accession_info as JsonObject | undefined;
  if (accession) {
    const year = 1976 + Math.floor(next() * 50);
    const date = `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    accession.initial_release_date = date;
    accession.deposit_date = date;
  }
  const struct = body.struct as JsonObject | undefined;
  if (struct && typeof struct.title === 'string' && vocabulary.length) {
    struct.title = `${struct.title} ${vocabulary[Math.floor(next() * vocabulary.length)]}`;
  }
}

export interface SyntheticBuild {
  entries: number;
  documents: number;
  seconds: number;
}

export function buildSyntheticArchive(
  sharedIndex: string,
  out: string,
  entries: number,
  schemaDir: string,
): SyntheticBuild {
  const started = performance.now();
  const templates = readTemplates(sharedIndex);
  const vocabulary = [...new Set(templates.flatMap((t) => t.titleWords))];
  const schemas = new RcsbSchemas(
    loadSchemaModel(path.join(schemaDir, 'structure_schema.json'), 'text'),
    loadSchemaModel(path.join(schemaDir, 'chemical_schema.json'), 'text_chem'),
  );
  const next = random(42);
  const writer = new IndexWriter(out, schemas);
  writer.begin();
  let documents = 0;
  for (let i = 0; i < entries; i++) {
    const template = templates[i % templates.length]!;
    const id = syntheticEntryId(i);
    // Ids appear in many attributes (container identifiers, rcsb_id, ...): rename them all.
    const rename = new RegExp(`\\b${template.entryId}(?=\\b|_)`, 'g');
    const docs: ArchiveDocument[] = template.docs.map((d) => {
      const body = JSON.parse(d.body.replace(rename, id)) as JsonObject;
      if (d.type === 'entry') perturb(body, next, vocabulary);
      return {
        id: d.id.replace(rename, id),
        type: d.type,
        entryId: id,
        entityId: null,
        contentType: d.computational === 1 ? 'computational' : 'experimental',
        body,
      };
    });
    writer.addEntryDocuments(docs);
    documents += docs.length;
    if (i % 20_000 === 19_999) {
      writer.commit();
      writer.begin();
    }
  }
  writer.buildIndexes();
  for (const a of buildAttributeCatalogue(writer.db, schemas)) writer.addCatalogueEntry(a.service, a.attribute, a);
  writer.finish({
    formatVersion: INDEX_FORMAT_VERSION,
    inputHash: `synthetic-${entries}`,
    manifest: {},
    createdAt: new Date().toISOString(),
    sourceDir: 'synthetic',
    documentCounts: writer.counts,
    features: {},
    skipped: [],
    ingestSeconds: 0,
    notes: [`${entries} clones of ${templates.length} real entries`],
  });
  return { entries, documents, seconds: (performance.now() - started) / 1000 };
}
