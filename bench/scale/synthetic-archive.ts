// A synthetic archive of any size made of the shared one (issue 36), for the scale and archive
// benches. Synthetic entry i clones every document of real entry i mod 264 (the shared archive's
// experimental entries; computed models are left out) under the PDB-shaped id syntheticEntryId(i):
// entry, polymer / non-polymer / branched entities, their instances and assemblies, read through
// ArchiveIndex.body (clone-entry.ts). So that no filter is fooled by exact duplicates:
// - values: release and deposit date drawn over 1976-2025, resolution scaled by 0.75-1.25, one
//   word of the archive's titles added to the title;
// - sequences: 1-3 point substitutions per distinct sequence, lengths unchanged; clusters: the
//   template's cluster kept only at cutoffs below 100 % that the clone's identity reaches, fresh
//   ids elsewhere (clone-sequence.ts says exactly how);
// - coordinates: the template's entry_structure (decoded with the coordinates service's own codec)
//   under a random rotation and translation with 0.3 Å RMS noise per atom, assembly operators
//   moved with them (clone-structure.ts), written through EntryStructureWriter. The other services
//   (structure motif postings, sequence fallback clusters, shape descriptors, the MMseqs2 database
//   once published) build from the database in their finish()/published() hooks, as ingest runs them;
// - chemical components: the 388 real mol_definition documents are copied as they are, and every
//   tenth clone (i mod 10 = 5) whose template has a non-water ligand swaps it, in all its documents
//   and component links, for a new component 9Z000, 9Z001, ... cloned from it with a methyl added
//   (clone-component.ts): about one new component per 20 entries (1,000 at 20,000 entries);
// - component links (comp_link) are written for every clone, from the template's.
// Deterministic: clone i draws from its own seeded generator and takes cluster and component ids
// from its number, so `addSyntheticEntries` grows an archive into exactly the one
// `buildSyntheticArchive` makes at the larger size (docs/scale.md, "Additions in place"). A build
// commits every 20,000 entries; an addition is one transaction. One clone is held at a time.
// Not cloned: holdings beyond 'current', annotation trees (tree tables), computed models.

import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadRdkit } from '../../src/archive/images/rdkit.ts';
import { IndexWriter } from '../../src/archive/index/index-writer.ts';
import { INDEX_FORMAT_VERSION } from '../../src/archive/index/schema.ts';
import type { ArchiveDocument } from '../../src/archive/ingest/documents.ts';
import { loadSchemaModel, RcsbSchemas } from '../../src/archive/ingest/rcsb-schema.ts';
import { ArchiveIndex } from '../../src/archive/query/archive-index.ts';
import { EntryStructureWriter, StructureStore } from '../../src/archive/services/coordinates/store.ts';
import type { IngestContext, ServiceIngest } from '../../src/archive/services/ingest-hooks.ts';
import { serviceIngests } from '../../src/archive/services/ingest-registry.ts';
import { cloneComponent, smilesValidator, syntheticComponentId } from './clone-component.ts';
import { cloneEntry, readTemplates, type Template } from './clone-entry.ts';
import { ClusterIds } from './clone-sequence.ts';
import { perturbStructure } from './clone-structure.ts';
import { random, syntheticEntryId, type Random } from './random.ts';

/** Bumped whenever the generator changes what it builds: it names the cached archives. */
export const GENERATOR_VERSION = 3;
const COMMIT_EVERY = 20_000;
const SWAP_EVERY = 10;
const SEED = 42;

export interface SyntheticBuild {
  /** Entries in the archive. */
  entries: number;
  /** Documents written by this run (an addition: the new ones). */
  documents: number;
  /** New components written by this run. */
  components: number;
  inputHash: string;
  hooks: readonly ServiceIngest[];
}

/** The input hash of a synthetic archive: its size, the generator and the shared archive it is made of. */
export function syntheticInputHash(sharedInputHash: string, entries: number): string {
  return createHash('sha256').update(`${sharedInputHash}|${entries}|${GENERATOR_VERSION}`).digest('hex');
}

/** Clone i's own random numbers: the same whichever run makes it. */
const cloneRandom = (i: number): Random => random((SEED ^ Math.imul(i + 1, 0x9e3779b9)) | 0);

/**
 * Builds the archive into `out` (the caller renames it into place, then runs the hooks'
 * published()); `log` hears progress.
 */
export async function buildSyntheticArchive(
  sharedIndex: string,
  out: string,
  entries: number,
  schemaDir: string,
  log: (line: string) => void = () => undefined,
): Promise<SyntheticBuild> {
  return writeSynthetic(sharedIndex, out, 0, entries, schemaDir, log);
}

/**
 * Adds clones `from` .. `to` - 1 to the synthetic archive `file` (built with `from` entries) in
 * place, as ingest adds new entries to an index; then the caller runs the hooks' published().
 */
export async function addSyntheticEntries(
  sharedIndex: string,
  file: string,
  from: number,
  to: number,
  schemaDir: string,
  log: (line: string) => void = () => undefined,
): Promise<SyntheticBuild> {
  return writeSynthetic(sharedIndex, file, from, to, schemaDir, log);
}

async function writeSynthetic(
  sharedIndex: string,
  out: string,
  from: number,
  to: number,
  schemaDir: string,
  log: (line: string) => void,
): Promise<SyntheticBuild> {
  const shared = new ArchiveIndex(sharedIndex);
  try {
    const templates = readTemplates(shared);
    const schemas = new RcsbSchemas(
      loadSchemaModel(path.join(schemaDir, 'structure_schema.json'), 'text'),
      loadSchemaModel(path.join(schemaDir, 'chemical_schema.json'), 'text_chem'),
    );
    const adding = from > 0;
    const writer = adding ? IndexWriter.append(out, schemas) : new IndexWriter(out, schemas);
    try {
      const hooks = serviceIngests();
      const context: IngestContext = {
        db: writer.db,
        rowOf: (type, id) => writer.rowOf(type, id),
        firstRow: writer.firstRow,
      };
      const started = performance.now();
      writer.begin();
      if (!adding) writer.addDocuments(sharedComponents(shared));
      const cloner = new Cloner(shared, templates, writer, await validSmiles());
      for (let i = from; i < to; i++) {
        cloner.clone(i);
        if (!adding && i % COMMIT_EVERY === COMMIT_EVERY - 1) {
          writer.commit();
          writer.begin();
        }
        if (i % 1000 === 999) log(`${i + 1} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
      log(`documents written in ${((performance.now() - started) / 1000).toFixed(0)} s; indexes and services`);
      writer.buildIndexes();
      for (const hook of hooks) {
        const t = performance.now();
        await hook.finish?.(context);
        log(`${hook.name} finish: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
      writer.writeCatalogue();
      const inputHash = syntheticInputHash(shared.metadata?.inputHash ?? '', to);
      writer.finish({
        formatVersion: INDEX_FORMAT_VERSION,
        inputHash,
        // the shared archive's manifest: the synthetic archive is made of exactly those inputs, so a
        // server started on it (PDB_ARCHIVE_INDEX) takes it as fresh instead of ingesting over it
        manifest: shared.metadata?.manifest ?? {},
        createdAt: new Date().toISOString(),
        sourceDir: shared.metadata?.sourceDir ?? 'synthetic',
        documentCounts: writer.counts,
        features: shared.metadata?.features ?? {},
        skipped: [],
        ingestSeconds: Math.round((performance.now() - started) / 100) / 10,
        notes: [`synthetic: ${to} clones of ${templates.length} real entries`],
        ...(shared.metadata?.searchableAttributes
          ? { searchableAttributes: shared.metadata.searchableAttributes }
          : {}),
      });
      return { entries: to, documents: cloner.documents, components: cloner.components, inputHash, hooks };
    } catch (error) {
      writer.abort();
      throw error;
    }
  } finally {
    shared.close();
  }
}

/** The shared archive's 388 real components, as they are. */
function sharedComponents(shared: ArchiveIndex): ArchiveDocument[] {
  return Array.from(shared.rows('mol_definition'), (row): ArchiveDocument => ({
    id: shared.id(row),
    type: 'mol_definition',
    entryId: null,
    entityId: null,
    contentType: null,
    body: JSON.parse(JSON.stringify(shared.body(row))) as ArchiveDocument['body'],
  }));
}

async function validSmiles(): Promise<(smiles: string) => boolean> {
  return smilesValidator(await loadRdkit());
}

/** Writes clone i of the archive: its documents, links, holding and coordinates. */
class Cloner {
  private readonly vocabulary: string[];
  /** Each template polymer entity's place among all of them (family cluster ids). */
  private readonly templateEntities: Map<string, number>;
  private readonly structures: EntryStructureWriter;
  documents = 0;
  components = 0;

  constructor(
    private readonly shared: ArchiveIndex,
    private readonly templates: readonly Template[],
    private readonly writer: IndexWriter,
    private readonly validSmiles: (smiles: string) => boolean,
  ) {
    this.vocabulary = [...new Set(templates.flatMap((t) => t.titleWords))];
    this.templateEntities = new Map(
      templates
        .flatMap((t) => t.docs.filter((d) => d.type === 'polymer_entity').map((d) => d.id))
        .map((id, ordinal) => [id, ordinal]),
    );
    this.structures = new EntryStructureWriter(writer.db);
  }

  clone(i: number): void {
    const { shared, writer } = this;
    const template = this.templates[i % this.templates.length]!;
    const id = syntheticEntryId(i);
    const next = cloneRandom(i);
    let swap: { from: string; to: string } | undefined;
    if (i % SWAP_EVERY === 5 && template.ligand) {
      const to = syntheticComponentId(Math.floor(i / SWAP_EVERY));
      const from = shared.rowOf('mol_definition', template.ligand);
      if (from !== undefined && !writer.hasDocument('mol_definition', to)) {
        writer.addDocuments([cloneComponent(template.ligand, JSON.stringify(shared.body(from)), to, this.validSmiles)]);
        this.components++;
        swap = { from: template.ligand, to };
      }
    }
    const clusters = new ClusterIds(this.templateEntities, i);
    const clone = cloneEntry(template, id, {
      index: shared,
      next,
      vocabulary: this.vocabulary,
      clusters,
      ...(swap ? { swap } : {}),
    });
    writer.addEntryDocuments(clone.docs);
    writer.addComponentLinks(clone.links);
    writer.addHoldings([{ id, status: 'current' }], () => true);
    this.documents += clone.docs.length;
    // a store per clone: StructureStore keeps what it decodes, and each template is read once per round
    const structure = new StructureStore(shared).get(template.entryId);
    if (structure) this.structures.write(writer.rowOf('entry', id)!, perturbStructure(structure, id, next));
  }
}
