// Step 1 of ingest: sort the inventory into what each later step reads — the RCSB schemas (which
// name every attribute), the entry and chemical component files, the annotations under extra/ and
// the validation reports by entry — and note which optional inputs the archive has.

import path from 'node:path';
import type { Annotations } from '../annotations/apply.ts';
import { loadTreeData, TREE_IDS } from '../annotations/trees.ts';
import { loadClusters } from '../annotations/clusters.ts';
import { loadComputedModelHoldings, loadHoldings, type HoldingsData } from '../annotations/holdings.ts';
import { loadSifts } from '../annotations/sifts.ts';
import { CategoryCopier } from '../category-copy.ts';
import { manifestEntry } from '../manifest.ts';
import { buildSchemaModel, RcsbSchemas } from '../rcsb-schema.ts';
import { fileStem, namedEntryId, type SourceFile } from '../source-files.ts';
import { readInput, type IngestRun } from './run.ts';

export interface Sources {
  schemas: RcsbSchemas;
  /** Copies structure-schema categories into entry documents. */
  copier: CategoryCopier;
  /** Copies chemical-schema categories into chemical component documents. */
  chemCopier: CategoryCopier;
  entryFiles: SourceFile[];
  chemFiles: SourceFile[];
  annotations: Annotations;
  /** Validation report files by upper-case entry id. */
  validationFiles: Map<string, SourceFile>;
  /** Entry and chemical files together: the progress total. */
  total: number;
}

/** `only`: an addition's new inputs (steps/addition.ts) — the entries and components it reads. */
export function collectSources(run: IngestRun, only?: ReadonlySet<string>): Sources {
  const byRole = (role: SourceFile['role']): SourceFile[] => run.inventory.files.filter((f) => f.role === role);
  const read = (files: SourceFile[]) => (only ? files.filter((f) => only.has(f.relativePath)) : files);
  const schemas = readSchemas(run, byRole('schema'));
  const entryFiles = read([...byRole('entry'), ...byRole('integrative')]);
  const chemFiles = read([
    ...byRole('chem_comp'),
    ...byRole('bird'),
    ...byRole('bird_chem_comp'),
    ...byRole('bird_family'),
  ]);
  const total = entryFiles.length + chemFiles.length;

  run.report({ phase: 'annotations', done: 0, total });
  for (const file of byRole('annotation')) run.manifest[file.relativePath] = manifestEntry(file);
  const annotations = loadAnnotations(run.source, candidateEntryIds(entryFiles), run.features);
  const validationFiles = new Map(byRole('validation').map((f) => [namedEntryId(f), f]));
  run.features.validation_reports = validationFiles.size > 0;
  run.features.integrative_models = byRole('integrative').length > 0;
  run.features.chemical_components = byRole('chem_comp').length > 0;
  run.features.bird = byRole('bird').length + byRole('bird_chem_comp').length > 0;

  return {
    schemas,
    copier: new CategoryCopier(schemas, 'text'),
    chemCopier: new CategoryCopier(schemas, 'text_chem'),
    entryFiles,
    chemFiles,
    annotations,
    validationFiles,
    total,
  };
}

function readSchemas(run: IngestRun, schemaFiles: readonly SourceFile[]): RcsbSchemas {
  const schemaJson = (name: string): unknown => {
    const file = schemaFiles.find((f) => f.relativePath.endsWith(name));
    if (!file) throw new Error(`RCSB schema ${name} missing`);
    return JSON.parse(readInput(run, file).toString('utf8'));
  };
  return new RcsbSchemas(
    buildSchemaModel(schemaJson('structure_schema.json'), 'text'),
    buildSchemaModel(schemaJson('chemical_schema.json'), 'text_chem'),
  );
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
  const trees = loadTreeData(path.join(extra, 'trees'));
  for (const id of TREE_IDS) features[`${id}_tree`] = trees.trees[id] !== undefined;
  features.canonical_organism_names = trees.canonicalNames.size > 0;
  if (Object.keys(trees.trees).length > 0 || features.canonical_organism_names) annotations.trees = trees;
  return annotations;
}
