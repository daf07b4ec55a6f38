// Step 3 of ingest: chemical component documents — CCD files first, then BIRD molecules assembled
// from their PRD, PRDCC and family files, then the components only the entries define.

import { birdDocument, chemCompDocument, type BirdFiles } from '../chem-comp-documents.ts';
import { chemCompFromEntries, isFromEntries } from '../chem-comp-from-entries.ts';
import type { JsonObject } from '../category-copy.ts';
import { parseCifBytes } from '../cif-file.ts';
import { CifData } from '../cif-table.ts';
import type { ArchiveDocument } from '../documents.ts';
import type { SourceFile } from '../source-files.ts';
import type { Sources } from './collect-sources.ts';
import type { IngestedEntries } from './ingest-entries.ts';
import type { NewIndex } from './new-index.ts';
import { RebuildNeeded } from './addition.ts';
import { readInput, skip, type IngestRun } from './run.ts';

/** BIRD files gathered by PRD id while the chemical files are read. */
class BirdCollector {
  readonly byPrd = new Map<string, BirdFiles>();
  readonly families: CifData[] = [];

  files(prdId: string): BirdFiles {
    const id = prdId.toUpperCase();
    let files = this.byPrd.get(id);
    if (!files) this.byPrd.set(id, (files = { families: [] }));
    return files;
  }

  /** Each family joins the molecules it lists that the archive has. */
  joinFamilies(): void {
    for (const family of this.families) {
      for (const member of family.table('pdbx_reference_molecule_list')?.column('prd_id') ?? []) {
        if (this.byPrd.has(member.toUpperCase())) this.files(member).families.push(family);
      }
    }
  }
}

export async function ingestComponents(
  run: IngestRun,
  sources: Sources,
  { writer }: NewIndex,
  entries: IngestedEntries,
): Promise<void> {
  const birds = new BirdCollector();
  let done = sources.entryFiles.length;
  for (const file of sources.chemFiles) {
    await readChemFile(run, sources, writer, file, birds);
    run.report({ phase: 'components', done: ++done, total: sources.total, file: file.relativePath });
  }
  birds.joinFamilies();
  const birdDocs: ArchiveDocument[] = [];
  for (const [prdId, files] of [...birds.byPrd].sort(([a], [b]) => a.localeCompare(b))) {
    birdDocs.push(birdDocument(prdId, files, sources.copier, sources.chemCopier));
  }
  writer.addDocuments(birdDocs);

  let fromEntries = 0;
  for (const [compId, record] of [...entries.chemComps].sort(([a], [b]) => a.localeCompare(b))) {
    const held = writer.rowOf('mol_definition', compId);
    if (held !== undefined && held < writer.firstRow) mergesAlike(writer, held, compId, record);
    if (held !== undefined) continue;
    writer.addDocuments([chemCompFromEntries(compId, record)]);
    fromEntries++;
  }
  if (fromEntries > 0) {
    run.notes.push(`${fromEntries} chemical components defined only by entries' chem_comp rows (no CCD file)`);
  }
}

async function readChemFile(
  run: IngestRun,
  sources: Sources,
  writer: NewIndex['writer'],
  file: SourceFile,
  birds: BirdCollector,
): Promise<void> {
  const parsed = await parseCifBytes(readInput(run, file));
  if (!parsed.ok) return skip(run, file, parsed.reason);
  if (parsed.blocks.length === 0) return skip(run, file, 'no data block');
  for (const block of parsed.blocks) {
    const data = new CifData(block);
    if (file.role === 'chem_comp') {
      const doc = chemCompDocument(data, sources.chemCopier);
      if ('skip' in doc) skip(run, file, doc.skip);
      else writer.addDocuments([doc]);
    } else if (file.role === 'bird') {
      birds.files(data.str('pdbx_reference_molecule', 'prd_id') ?? block.header).prd = data;
    } else if (file.role === 'bird_chem_comp') {
      birds.files(data.str('chem_comp', 'id') ?? block.header.replace(/^PRDCC_/i, 'PRD_')).prdcc = data;
    } else {
      birds.families.push(data);
    }
  }
}

/**
 * A component the index defined from earlier entries' chem_comp rows, met again in an added
 * entry: a build merges every entry's rows, the first to give a field winning, so a field the
 * stored definition lacks would be there after a build — the addition gives way to one. (A field
 * given otherwise keeps the stored value: a build takes the first in file order, which is the
 * stored one unless the added file sorts before every file that gave it.)
 */
function mergesAlike(writer: NewIndex['writer'], row: number, compId: string, record: JsonObject): void {
  const stored = writer.storedBody(row);
  if (!stored || !isFromEntries(stored)) return;
  const known = stored.chem_comp as JsonObject | undefined;
  for (const [key, value] of Object.entries(record))
    if (value !== undefined && known?.[key] === undefined)
      throw new RebuildNeeded(`component ${compId}: an added entry gives its chem_comp.${key}`);
}
