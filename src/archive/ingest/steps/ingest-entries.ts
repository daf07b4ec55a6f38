// Step 2 of ingest: parse each entry file and write its documents (entry, entities, assemblies,
// instances) with the annotations and validation report joined in; the services' hooks see each
// parsed entry in the same pass. What the later steps need from the entries is returned.

import { applyAnnotations } from '../annotations/apply.ts';
import type { JsonObject } from '../category-copy.ts';
import { parseCifBytes } from '../cif-file.ts';
import { CifData } from '../cif-table.ts';
import type { ArchiveDocument, ComponentLink } from '../documents.ts';
import type { DocType } from '../../doc-types.ts';
import { addAnnotations, addFeatures } from '../feature-records.ts';
import { ligandValidationFeatures, ligandValidationScores } from '../ligand-validation.ts';
import { buildEntryDocuments, notAnEntryReason } from '../entry-builder.ts';
import { ENTRY_FILE_CONTENT, VALIDATION_FILE_CONTENT } from '../entry-document.ts';
import { ligandCompleteness } from '../ligand-completeness.ts';
import { fileStem, type SourceFile } from '../source-files.ts';
import type { Sources } from './collect-sources.ts';
import type { NewIndex } from './new-index.ts';
import { RebuildNeeded } from './addition.ts';
import { readInput, skip, type IngestRun } from './run.ts';

export interface IngestedEntries {
  /** Entry -> chemical component links, written once every component is known. */
  links: ComponentLink[];
  /** chem_comp rows the entries carry, for components without a CCD file. */
  chemComps: Map<string, JsonObject>;
  /** Ids of the entries written. */
  ids: Set<string>;
}

const VALIDATION_CATEGORIES = [
  'pdbx_vrpt_summary',
  'pdbx_vrpt_summary_geometry',
  'pdbx_vrpt_summary_diffraction',
  'pdbx_vrpt_summary_em',
  'pdbx_vrpt_summary_nmr',
];

/** The report's per-chain summaries, copied onto the chain they describe (label_asym_id). */
const CHAIN_VALIDATION_CATEGORIES = ['pdbx_vrpt_summary_entity_geometry', 'pdbx_vrpt_summary_entity_fit_to_map'];
const INSTANCE_TYPES: ReadonlySet<DocType> = new Set(['polymer_instance', 'non_polymer_instance', 'branched_instance']);

export async function ingestEntries(run: IngestRun, sources: Sources, index: NewIndex): Promise<IngestedEntries> {
  const entries: IngestedEntries = { links: [], chemComps: new Map(), ids: new Set() };
  let done = 0;
  for (const file of sources.entryFiles) {
    await ingestEntry(run, sources, index, file, entries);
    run.report({ phase: 'entries', done: ++done, total: sources.total, file: file.relativePath });
  }
  return entries;
}

async function ingestEntry(
  run: IngestRun,
  sources: Sources,
  { writer, hooks, hookContext }: NewIndex,
  file: SourceFile,
  entries: IngestedEntries,
): Promise<void> {
  const parsed = await parseCifBytes(readInput(run, file));
  if (!parsed.ok) return skip(run, file, parsed.reason);
  const block = parsed.blocks[0];
  const data = block ? new CifData(block) : undefined;
  const notEntry = data ? notAnEntryReason(data) : 'no data block';
  if (!data || notEntry) return skip(run, file, notEntry ?? 'no data block');
  try {
    const built = buildEntryDocuments(data, fileStem(file.relativePath), sources.copier, sources.annotations.clusters);
    applyAnnotations(built.documents, sources.annotations);
    await addValidation(run, built.documents, sources, data);
    if (!writer.addEntryDocuments(built.documents)) {
      // a build keeps whichever file of an entry comes first: an addition cannot replace it
      const held = writer.rowOf('entry', built.entryId);
      if (held !== undefined && held < writer.firstRow)
        throw new RebuildNeeded(`input added: ${file.relativePath} (entry ${built.entryId} is in the index)`);
      return skip(run, file, `duplicate entry ${built.entryId}`);
    }
    entries.ids.add(built.entryId);
    for (const hook of hooks) hook.entry?.(built.entryId, data, hookContext);
    entries.links.push(...built.componentLinks);
    mergeChemComp(entries.chemComps, built.chemComps);
  } catch (error) {
    if (error instanceof RebuildNeeded) throw error;
    skip(run, file, `could not derive documents: ${(error as Error).message}`);
  }
}

async function addValidation(
  run: IngestRun,
  documents: ArchiveDocument[],
  { validationFiles, copier }: Sources,
  entryData: CifData,
): Promise<void> {
  const entry = documents.find((d) => d.type === 'entry');
  const file = entry ? validationFiles.get(entry.id) : undefined;
  if (!entry || !file) return;
  const parsed = await parseCifBytes(readInput(run, file));
  const block = parsed.ok ? parsed.blocks[0] : undefined;
  if (!block) return;
  const data = new CifData(block);
  for (const category of VALIDATION_CATEGORIES) copier.copyInto(entry.body, data, category);
  const holdings = entry.body.rcsb_repository_holdings_current as JsonObject | undefined;
  if (holdings) holdings.repository_content_types = [ENTRY_FILE_CONTENT, VALIDATION_FILE_CONTENT];
  for (const doc of documents) {
    if (!INSTANCE_TYPES.has(doc.type)) continue;
    const asymId = doc.id.slice(doc.id.indexOf('.') + 1);
    for (const category of CHAIN_VALIDATION_CATEGORIES) {
      const rows = data.table(category)?.rowsWhere('label_asym_id', asymId);
      if (rows && rows.length > 0) copier.copyInto(doc.body, data, category, rows);
    }
    if (doc.type === 'non_polymer_instance') addLigandValidation(doc.body, data, asymId, entryData);
  }
}

/** A ligand's scores, outliers and outlier annotations from the report. */
function addLigandValidation(body: JsonObject, report: CifData, asymId: string, entry: CifData): void {
  const scores = ligandValidationScores(report, asymId);
  for (const score of scores) {
    const completeness = ligandCompleteness(entry, asymId, typeof score.alt_id === 'string' ? score.alt_id : undefined);
    if (completeness !== undefined) score.completeness = completeness;
  }
  if (scores.length > 0) body.rcsb_nonpolymer_instance_validation_score = scores;
  const ids = body.rcsb_nonpolymer_entity_instance_container_identifiers as JsonObject | undefined;
  const compId = typeof ids?.comp_id === 'string' ? ids.comp_id : undefined;
  const { features, annotations } = ligandValidationFeatures(report, asymId, compId);
  addFeatures(body, 'rcsb_nonpolymer_instance_feature', features, { extra: compId ? { comp_id: compId } : {} });
  addAnnotations(body, 'rcsb_nonpolymer_instance_annotation', annotations);
}

/** The first definition of a component wins; later entries only fill the fields it lacks. */
function mergeChemComp(into: Map<string, JsonObject>, found: Map<string, JsonObject>): void {
  for (const [id, record] of found) {
    const current = into.get(id);
    if (!current) into.set(id, record);
    else for (const [key, value] of Object.entries(record)) if (current[key] === undefined) current[key] = value;
  }
}
