// Public entry points of the embedded archive's build: ingest() reads an archive directory into
// a new SQLite index (written beside the target and renamed into place), and isIndexFresh()
// tells the server whether an existing index still matches its source.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { resolveIndexFile, resolveSchemaDir, resolveSourceDir } from './config.ts';
import { applyAnnotations, type Annotations } from './ingest/annotations/apply.ts';
import { loadClusters } from './ingest/annotations/clusters.ts';
import { loadComputedModelHoldings, loadHoldings, type HoldingsData } from './ingest/annotations/holdings.ts';
import { loadSifts } from './ingest/annotations/sifts.ts';
import { CategoryCopier, type JsonObject } from './ingest/category-copy.ts';
import { parseCifBytes } from './ingest/cif-file.ts';
import { CifData } from './ingest/cif-table.ts';
import { birdDocument, chemCompDocument, chemCompFromEntries, type BirdFiles } from './ingest/chem-comp-documents.ts';
import type { ArchiveDocument, ComponentLink, DocType } from './ingest/documents.ts';
import { DOC_TYPES } from './ingest/documents.ts';
import { buildEntryDocuments, notAnEntryReason } from './ingest/entry-builder.ts';
import { compareManifest, inputHash, manifestEntry, type Manifest } from './ingest/manifest.ts';
import { buildSchemaModel, RcsbSchemas, type SchemaModel } from './ingest/rcsb-schema.ts';
import { fileStem, scanSource, type SourceFile, type SourceInventory } from './ingest/source-files.ts';
import { buildAttributeCatalogue } from './index/catalogue.ts';
import { IndexWriter } from './index/index-writer.ts';
import { readMetadata, type IndexMetadata } from './index/metadata.ts';
import { INDEX_FORMAT_VERSION } from './index/schema.ts';
import type { IngestContext } from './services/ingest-hooks.ts';
import { serviceIngests } from './services/ingest-registry.ts';

export type IngestPhase = 'scan' | 'annotations' | 'entries' | 'components' | 'index' | 'done';

export interface IngestProgress {
  phase: IngestPhase;
  done: number;
  total: number;
  /** The file just processed, relative to the source directory. */
  file?: string;
}

export interface IngestOptions {
  /** Archive directory; default $PDB_ARCHIVE_DIR, else ../shared/archive. */
  source?: string;
  /** Index file; default .data/archive.sqlite. */
  out?: string;
  onProgress?: (progress: IngestProgress) => void;
  /** Rebuild even when the index is fresh. */
  force?: boolean;
}

export interface SkippedFile {
  file: string;
  reason: string;
}

export interface IngestSummary {
  source: string;
  out: string;
  /** True when the existing index already matched the input and nothing was written. */
  upToDate: boolean;
  inputHash: string;
  documents: Record<DocType, number>;
  skipped: SkippedFile[];
  seconds: number;
  features: Record<string, boolean>;
  notes: string[];
}

export interface Freshness {
  fresh: boolean;
  reason: string;
  metadata?: IndexMetadata;
}

function emptyCounts(): Record<DocType, number> {
  return Object.fromEntries(DOC_TYPES.map((t) => [t, 0])) as Record<DocType, number>;
}

function inventoryFor(source: string): SourceInventory {
  const schemaDir = resolveSchemaDir(source);
  const inSource = path.resolve(schemaDir) === path.resolve(source, 'schema');
  return scanSource(source, inSource ? undefined : schemaDir);
}

export function readIndexMetadata(file: string): IndexMetadata | undefined {
  if (!existsSync(file)) return undefined;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return readMetadata(db);
  } catch {
    return undefined;
  } finally {
    db?.close();
  }
}

function freshness(inventory: SourceInventory, out: string, verifyAll: boolean): Freshness {
  const metadata = readIndexMetadata(out);
  if (!metadata) return { fresh: false, reason: existsSync(out) ? 'index unreadable or incomplete' : 'no index' };
  if (metadata.formatVersion !== INDEX_FORMAT_VERSION) {
    return {
      fresh: false,
      reason: `index format ${metadata.formatVersion}, expected ${INDEX_FORMAT_VERSION}`,
      metadata,
    };
  }
  const comparison = compareManifest(inventory.files, metadata.manifest, verifyAll);
  return comparison.same
    ? { fresh: true, reason: 'input unchanged', metadata }
    : { fresh: false, reason: comparison.reason, metadata };
}

/** Whether `out` was built from exactly the current content of `source` (by this format version). */
export function checkIndexFreshness(source?: string, out?: string, options: { verifyAll?: boolean } = {}): Freshness {
  const sourceDir = resolveSourceDir(source);
  return freshness(inventoryFor(sourceDir), resolveIndexFile(out), options.verifyAll ?? false);
}

export function isIndexFresh(source?: string, out?: string): boolean {
  try {
    return checkIndexFreshness(source, out).fresh;
  } catch {
    return false;
  }
}

/** Entry ids the file names suggest, for filtering the annotation tables before parsing. */
function candidateEntryIds(files: readonly SourceFile[]): Set<string> {
  const ids = new Set<string>();
  for (const file of files) {
    const stem = fileStem(file.relativePath).toUpperCase();
    ids.add(stem);
    const pdb = /^(?:PDB_0000)?([0-9][A-Z0-9]{3})$/.exec(stem);
    if (pdb?.[1]) ids.add(pdb[1]);
  }
  return ids;
}

function loadAnnotations(source: string, entryIds: Set<string>, features: Record<string, boolean>): Annotations {
  const extra = path.join(source, 'extra');
  const annotations: Annotations = {};
  const sifts = loadSifts(path.join(extra, 'sifts'), entryIds);
  features.sifts = sifts.tables.length > 0;
  if (features.sifts) annotations.sifts = sifts;
  const clusters = loadClusters(path.join(extra, 'clusters'), entryIds);
  features.sequence_clusters = clusters.cutoffs.length > 0;
  if (features.sequence_clusters) annotations.clusters = clusters;
  const holdings: HoldingsData = loadHoldings(path.join(extra, 'holdings'));
  features.holdings = holdings.files.length > 0;
  const before = holdings.files.length;
  loadComputedModelHoldings(path.join(extra, 'csm_holdings'), holdings);
  features.computed_model_holdings = holdings.files.length > before;
  if (holdings.files.length > 0) annotations.holdings = holdings;
  return annotations;
}

const VALIDATION_CATEGORIES = [
  'pdbx_vrpt_summary',
  'pdbx_vrpt_summary_geometry',
  'pdbx_vrpt_summary_diffraction',
  'pdbx_vrpt_summary_em',
  'pdbx_vrpt_summary_nmr',
];

function searchable(model: SchemaModel): string[] {
  return [...model.leaves.values()]
    .filter((leaf) => leaf.contexts.length > 0)
    .map((leaf) => leaf.path)
    .sort();
}

function mergeChemComp(into: Map<string, JsonObject>, found: Map<string, JsonObject>): void {
  for (const [id, record] of found) {
    const current = into.get(id);
    if (!current) into.set(id, record);
    else for (const [key, value] of Object.entries(record)) if (current[key] === undefined) current[key] = value;
  }
}

export async function ingest(options: IngestOptions = {}): Promise<IngestSummary> {
  const started = performance.now();
  const source = resolveSourceDir(options.source);
  const out = resolveIndexFile(options.out);
  const report = options.onProgress ?? (() => undefined);
  report({ phase: 'scan', done: 0, total: 1 });
  const inventory = inventoryFor(source);
  const notes: string[] = [];

  if (!options.force) {
    const fresh = freshness(inventory, out, false);
    if (fresh.fresh && fresh.metadata) {
      report({ phase: 'done', done: 1, total: 1 });
      const counts = emptyCounts();
      Object.assign(counts, fresh.metadata.documentCounts);
      return {
        source,
        out,
        upToDate: true,
        inputHash: fresh.metadata.inputHash,
        documents: counts,
        skipped: fresh.metadata.skipped,
        seconds: (performance.now() - started) / 1000,
        features: fresh.metadata.features,
        notes: fresh.metadata.notes,
      };
    }
  }

  const byRole = (role: SourceFile['role']): SourceFile[] => inventory.files.filter((f) => f.role === role);
  const manifest: Manifest = {};
  const schemaFiles = byRole('schema');
  const schemaJson = (name: string): unknown => {
    const file = schemaFiles.find((f) => f.relativePath.endsWith(name));
    if (!file) throw new Error(`RCSB schema ${name} missing`);
    const bytes = readFileSync(file.absolutePath);
    manifest[file.relativePath] = manifestEntry(file, bytes);
    return JSON.parse(bytes.toString('utf8'));
  };
  const schemas = new RcsbSchemas(
    buildSchemaModel(schemaJson('structure_schema.json'), 'text'),
    buildSchemaModel(schemaJson('chemical_schema.json'), 'text_chem'),
  );
  const copier = new CategoryCopier(schemas, 'text');
  const chemCopier = new CategoryCopier(schemas, 'text_chem');

  const entryFiles = [...byRole('entry'), ...byRole('integrative')];
  const chemFiles = [...byRole('chem_comp'), ...byRole('bird'), ...byRole('bird_chem_comp'), ...byRole('bird_family')];
  const total = entryFiles.length + chemFiles.length;

  report({ phase: 'annotations', done: 0, total });
  const features: Record<string, boolean> = {};
  for (const file of byRole('annotation')) manifest[file.relativePath] = manifestEntry(file);
  const annotations = loadAnnotations(source, candidateEntryIds(entryFiles), features);
  const validationFiles = new Map(
    byRole('validation').map((f) => [
      fileStem(f.relativePath)
        .replace(/_validation$/i, '')
        .toUpperCase(),
      f,
    ]),
  );
  features.validation_reports = validationFiles.size > 0;
  features.integrative_models = byRole('integrative').length > 0;
  features.chemical_components = byRole('chem_comp').length > 0;
  features.bird = byRole('bird').length + byRole('bird_chem_comp').length > 0;

  mkdirSync(path.dirname(out), { recursive: true });
  const temporary = `${out}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const writer = new IndexWriter(temporary, schemas);
  const hooks = serviceIngests();
  const hookContext: IngestContext = { db: writer.db, rowOf: (type, id) => writer.rowOf(type, id) };
  const skipped: SkippedFile[] = [];
  let done = 0;
  try {
    writer.begin();
    const links: ComponentLink[] = [];
    const entryChemComps = new Map<string, JsonObject>();
    const archiveEntries = new Set<string>();

    for (const file of entryFiles) {
      const bytes = readFileSync(file.absolutePath);
      manifest[file.relativePath] = manifestEntry(file, bytes);
      const parsed = await parseCifBytes(bytes);
      if (!parsed.ok) skipped.push({ file: file.relativePath, reason: parsed.reason });
      else {
        const block = parsed.blocks[0];
        const data = block ? new CifData(block) : undefined;
        const notEntry = data ? notAnEntryReason(data) : 'no data block';
        if (!data || notEntry) skipped.push({ file: file.relativePath, reason: notEntry ?? 'no data block' });
        else {
          try {
            const built = buildEntryDocuments(data, fileStem(file.relativePath), copier);
            applyAnnotations(built.documents, annotations);
            await addValidation(built.documents, validationFiles, manifest, copier);
            if (writer.addEntryDocuments(built.documents)) {
              archiveEntries.add(built.entryId);
              for (const hook of hooks) hook.entry?.(built.entryId, data, hookContext);
              links.push(...built.componentLinks);
              mergeChemComp(entryChemComps, built.chemComps);
            } else {
              skipped.push({ file: file.relativePath, reason: `duplicate entry ${built.entryId}` });
            }
          } catch (error) {
            skipped.push({
              file: file.relativePath,
              reason: `could not derive documents: ${(error as Error).message}`,
            });
          }
        }
      }
      report({ phase: 'entries', done: ++done, total, file: file.relativePath });
    }

    // Chemical components: CCD files first, then BIRD molecules assembled from their files.
    const birds = new Map<string, BirdFiles>();
    const bird = (id: string): BirdFiles => {
      let files = birds.get(id);
      if (!files) birds.set(id, (files = { families: [] }));
      return files;
    };
    const families: CifData[] = [];
    for (const file of chemFiles) {
      const bytes = readFileSync(file.absolutePath);
      manifest[file.relativePath] = manifestEntry(file, bytes);
      const parsed = await parseCifBytes(bytes);
      if (!parsed.ok) skipped.push({ file: file.relativePath, reason: parsed.reason });
      else if (parsed.blocks.length === 0) skipped.push({ file: file.relativePath, reason: 'no data block' });
      else {
        for (const block of parsed.blocks) {
          const data = new CifData(block);
          if (file.role === 'chem_comp') {
            const doc = chemCompDocument(data, chemCopier);
            if ('skip' in doc) skipped.push({ file: file.relativePath, reason: doc.skip });
            else writer.addDocuments([doc]);
          } else if (file.role === 'bird') {
            const prd = data.str('pdbx_reference_molecule', 'prd_id') ?? block.header;
            bird(prd.toUpperCase()).prd = data;
          } else if (file.role === 'bird_chem_comp') {
            const prd = data.str('chem_comp', 'id') ?? block.header.replace(/^PRDCC_/i, 'PRD_');
            bird(prd.toUpperCase()).prdcc = data;
          } else {
            families.push(data);
          }
        }
      }
      report({ phase: 'components', done: ++done, total, file: file.relativePath });
    }
    for (const family of families) {
      for (const member of family.table('pdbx_reference_molecule_list')?.column('prd_id') ?? []) {
        if (birds.has(member.toUpperCase())) bird(member.toUpperCase()).families.push(family);
      }
    }
    const birdDocs: ArchiveDocument[] = [];
    for (const [prdId, files] of [...birds].sort(([a], [b]) => a.localeCompare(b))) {
      birdDocs.push(birdDocument(prdId, files, copier, chemCopier));
    }
    writer.addDocuments(birdDocs);
    let fromEntries = 0;
    for (const [compId, record] of [...entryChemComps].sort(([a], [b]) => a.localeCompare(b))) {
      if (writer.hasDocument('mol_definition', compId)) continue;
      writer.addDocuments([chemCompFromEntries(compId, record)]);
      fromEntries++;
    }
    if (fromEntries > 0)
      notes.push(`${fromEntries} chemical components defined only by entries' chem_comp rows (no CCD file)`);

    report({ phase: 'index', done, total });
    const unlinked = writer.addComponentLinks(links);
    if (unlinked > 0) notes.push(`${unlinked} component links without a definition (BIRD ids without PRD files)`);
    if (annotations.holdings) {
      for (const id of archiveEntries) {
        if (!annotations.holdings.records.has(id)) {
          annotations.holdings.records.set(id, { id, status: id.match(/^(AF|MA)_/) ? 'computational' : 'current' });
        }
      }
      writer.addHoldings(annotations.holdings.records.values(), (id) => archiveEntries.has(id));
    } else {
      writer.addHoldings(
        [...archiveEntries].map((id) => ({
          id,
          status: /^(AF|MA)_/.test(id) ? ('computational' as const) : ('current' as const),
        })),
        () => true,
      );
    }
    writer.buildIndexes();
    for (const hook of hooks) await hook.finish?.(hookContext);
    for (const attribute of buildAttributeCatalogue(writer.db, schemas)) {
      writer.addCatalogueEntry(attribute.service, attribute.attribute, attribute);
    }
    for (const feature of ['sifts', 'sequence_clusters', 'holdings', 'computed_model_holdings', 'validation_reports']) {
      if (!features[feature]) notes.push(`${feature.replace(/_/g, ' ')} unavailable (no input under extra/)`);
    }

    // Every input counts towards freshness, including files that joined nothing (a validation
    // report for an entry the archive lacks may match one added later).
    for (const file of inventory.files)
      if (!manifest[file.relativePath]) manifest[file.relativePath] = manifestEntry(file);

    const counts = emptyCounts();
    Object.assign(counts, writer.counts);
    const hash = inputHash(manifest, INDEX_FORMAT_VERSION);
    const seconds = (performance.now() - started) / 1000;
    writer.finish({
      formatVersion: INDEX_FORMAT_VERSION,
      inputHash: hash,
      manifest,
      createdAt: new Date().toISOString(),
      sourceDir: source,
      documentCounts: counts,
      features,
      skipped,
      ingestSeconds: Math.round(seconds * 10) / 10,
      notes,
      searchableAttributes: {
        text: searchable(schemas.structure),
        text_chem: searchable(schemas.chemical),
      },
    });
    renameSync(temporary, out);
    for (const hook of hooks) await hook.published?.(out, hash);
    const summary: IngestSummary = {
      source,
      out,
      upToDate: false,
      inputHash: hash,
      documents: counts,
      skipped,
      seconds: (performance.now() - started) / 1000,
      features,
      notes,
    };
    report({ phase: 'done', done: total, total });
    return summary;
  } catch (error) {
    writer.abort();
    rmSync(temporary, { force: true });
    rmSync(`${temporary}-journal`, { force: true });
    rmSync(`${temporary}-wal`, { force: true });
    rmSync(`${temporary}-shm`, { force: true });
    throw error;
  }
}

async function addValidation(
  documents: ArchiveDocument[],
  validationFiles: Map<string, SourceFile>,
  manifest: Manifest,
  copier: CategoryCopier,
): Promise<void> {
  const entry = documents.find((d) => d.type === 'entry');
  const file = entry ? validationFiles.get(entry.id) : undefined;
  if (!entry || !file) return;
  const bytes = readFileSync(file.absolutePath);
  manifest[file.relativePath] = manifestEntry(file, bytes);
  const parsed = await parseCifBytes(bytes);
  const block = parsed.ok ? parsed.blocks[0] : undefined;
  if (!block) return;
  const data = new CifData(block);
  for (const category of VALIDATION_CATEGORIES) copier.copyInto(entry.body, data, category);
}
