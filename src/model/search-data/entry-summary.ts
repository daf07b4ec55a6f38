// The entry-level part of every structure item (entries, entities, chains and assemblies all show
// their entry's title, dates, authors, citation, methods, organisms, macromolecules and ligands),
// derived once per entry per answer from the entry's documents.

import type { CompModelProvenance, ExptlSummary, LigandRef, StructureResultItem } from '../types.ts';
import { publicationHtml } from './citation.ts';
import type { DocumentReader } from './document-reader.ts';
import {
  componentDefinition,
  entityDescription,
  entityOrganisms,
  nonPolymerCompId,
  polymerType,
} from './entity-fields.ts';
import {
  dayAt,
  definedFields,
  distinct,
  numberAt,
  objectAt,
  objectsAt,
  pathAt,
  textAt,
  textsAt,
  type JsonObject,
} from './json.ts';
import { entryImagePath, structurePagePath } from './links.ts';

export type EntrySummary = Pick<
  StructureResultItem,
  | 'entryId'
  | 'title'
  | 'imgSrc'
  | 'sspHref'
  | 'initial_release_date'
  | 'audit_author'
  | 'publication'
  | 'exptl'
  | 'organisms'
  | 'macromoleculeCount'
  | 'polymer_entity_count_protein'
  | 'polymer_entity_count_nucleic_acid'
  | 'polymer_entity_count_nucleic_acid_hybrid'
  | 'proteinChains'
  | 'nucleicAcidChains'
  | 'hybridChains'
  | 'ligands'
  | 'branched_monosaccharides'
  | 'isCsm'
  | 'isIhm'
  | 'structure_determination_methodology'
  | 'pLDDTs'
  | 'rcsb_comp_model_provenance'
> & {
  /** pdbx_deposit_group.group_id, the entry's associated group. */
  depositGroupId?: string;
};

const METHODOLOGIES = ['experimental', 'computational', 'integrative'] as const;

/**
 * Resolution per method: the refinement of that method (X-ray, neutron, electron crystallography),
 * the 3D reconstruction for electron microscopy; a single method falls back to the combined value.
 */
function experiments(entry: JsonObject): ExptlSummary[] {
  const methods = distinct(
    objectsAt(entry.exptl)
      .map((e) => textAt(e.method))
      .filter((m): m is string => m !== undefined),
  );
  const refinements = objectsAt(entry.refine);
  const reconstruction = numberAt(objectsAt(entry.em_3d_reconstruction)[0]?.resolution);
  const combined = [pathAt(entry, 'rcsb_entry_info', 'resolution_combined')]
    .flat()
    .map(numberAt)
    .find((v) => v !== undefined);
  return methods.map((method) => {
    const refined = numberAt(
      refinements.find((r) => textAt(r.pdbx_refine_id)?.toUpperCase() === method.toUpperCase())?.ls_d_res_high,
    );
    const fallback = methods.length === 1 ? combined : undefined;
    const resolution =
      refined ?? (method.toUpperCase() === 'ELECTRON MICROSCOPY' ? reconstruction : undefined) ?? fallback;
    return { method, resolution: resolution ?? null };
  });
}

/** Names of the entry's macromolecules by kind, as the 'Macromolecule' line lists them. */
function macromolecules(
  reader: DocumentReader,
  entityRows: readonly number[],
): Pick<EntrySummary, 'proteinChains' | 'nucleicAcidChains' | 'hybridChains'> {
  const out = { proteinChains: [] as string[], nucleicAcidChains: [] as string[], hybridChains: [] as string[] };
  for (const row of entityRows) {
    const body = reader.body(row);
    const name = entityDescription(body, 'polymer_entity') ?? reader.id(row);
    const kind = polymerType(body);
    if (kind === 'Protein') out.proteinChains.push(name);
    else if (kind === 'DNA' || kind === 'RNA') out.nucleicAcidChains.push(name);
    else if (kind === 'NA-hybrid') out.hybridChains.push(name);
  }
  return out;
}

function ligands(reader: DocumentReader, entityRows: readonly number[]): LigandRef[] {
  const seen = new Map<string, LigandRef>();
  for (const row of entityRows) {
    const body = reader.body(row);
    const id = nonPolymerCompId(body);
    if (!id || seen.has(id)) continue;
    const name = componentDefinition(reader, id).name ?? entityDescription(body, 'non_polymer_entity');
    seen.set(id, name ? { id, name } : { id });
  }
  return [...seen.values()];
}

function monosaccharides(reader: DocumentReader, entityRows: readonly number[]): string[] {
  return distinct(
    entityRows.flatMap((row) =>
      textsAt(pathAt(reader.body(row), 'rcsb_branched_entity_container_identifiers', 'chem_comp_monomers')),
    ),
  );
}

/** Global pLDDT of each model of a computed structure model. */
function plddts(entry: JsonObject): number[] {
  return objectsAt(entry.rcsb_ma_qa_metric_global).flatMap((model) =>
    objectsAt(model.ma_qa_metric_global)
      .filter((metric) => textAt(metric.type) === 'pLDDT')
      .map((metric) => numberAt(metric.value))
      .filter((value): value is number => value !== undefined),
  );
}

/** Where a computed model came from, with a link to its page in the source database. */
function provenance(entry: JsonObject): CompModelProvenance | undefined {
  const source = objectAt(entry.rcsb_comp_model_provenance);
  const sourceDb = textAt(source?.source_db);
  const entryId = textAt(source?.entry_id);
  if (!sourceDb || !entryId) return undefined;
  return definedFields<CompModelProvenance>({
    source_db: sourceDb,
    source_url: textAt(source?.source_url),
    source_db_href: sourceDbHref(sourceDb, entryId),
    entry_id: entryId,
  });
}

/** Entry pages of the two model databases the archive's computed models come from. */
function sourceDbHref(sourceDb: string, entryId: string): string | undefined {
  if (sourceDb === 'AlphaFoldDB') {
    // AF-<UniProt accession>-F1: the AlphaFold DB page is per accession
    const accession = /^AF-(.+)-F\d+$/.exec(entryId)?.[1];
    return accession ? `https://alphafold.ebi.ac.uk/entry/${encodeURIComponent(accession)}` : undefined;
  }
  if (sourceDb === 'ModelArchive') return `https://www.modelarchive.org/doi/10.5452/${encodeURIComponent(entryId)}`;
  return undefined;
}

function summarise(reader: DocumentReader, entryRow: number): EntrySummary {
  const entry = reader.body(entryRow);
  const entryId = reader.id(entryRow);
  const info = objectAt(entry.rcsb_entry_info);
  const polymerRows = reader.entryChildren(entryRow, 'polymer_entity');
  const methodology = textAt(info?.structure_determination_methodology);
  const known = METHODOLOGIES.find((m) => m === methodology);

  // A computed model may state no title; its macromolecule's name stands in for one.
  const modelName =
    known === 'computational'
      ? polymerRows.map((r) => entityDescription(reader.body(r), 'polymer_entity')).find(Boolean)
      : undefined;
  const authors = objectsAt(entry.audit_author)
    .map((a) => textAt(a.name))
    .filter((n): n is string => n !== undefined);
  const exptl = experiments(entry);
  const scores = plddts(entry);
  return definedFields<EntrySummary>({
    entryId,
    title: textAt(pathAt(entry, 'struct', 'title')) ?? modelName,
    imgSrc: entryImagePath(entryId),
    sspHref: structurePagePath(entryId),
    initial_release_date: dayAt(pathAt(entry, 'rcsb_accession_info', 'initial_release_date')),
    audit_author: authors.length > 0 ? authors.map((name) => ({ name })) : undefined,
    publication: publicationHtml(objectAt(entry.rcsb_primary_citation)),
    exptl: exptl.length > 0 ? exptl : undefined,
    organisms: distinct(polymerRows.flatMap((row) => entityOrganisms(reader.body(row)))),
    macromoleculeCount: numberAt(info?.polymer_entity_count),
    polymer_entity_count_protein: numberAt(info?.polymer_entity_count_protein),
    polymer_entity_count_nucleic_acid: numberAt(info?.polymer_entity_count_nucleic_acid),
    polymer_entity_count_nucleic_acid_hybrid: numberAt(info?.polymer_entity_count_nucleic_acid_hybrid),
    ...macromolecules(reader, polymerRows),
    ligands: ligands(reader, reader.entryChildren(entryRow, 'non_polymer_entity')),
    branched_monosaccharides: monosaccharides(reader, reader.entryChildren(entryRow, 'branched_entity')),
    isCsm: known === 'computational',
    isIhm: known === 'integrative',
    structure_determination_methodology: known,
    pLDDTs: scores.length > 0 ? scores : undefined,
    rcsb_comp_model_provenance: provenance(entry),
    depositGroupId: objectsAt(entry.pdbx_deposit_group)
      .map((g) => textAt(g.group_id))
      .find(Boolean),
  });
}

export function entrySummary(reader: DocumentReader, entryRow: number): EntrySummary {
  return reader.cached(`entry:${entryRow}`, () => summarise(reader, entryRow));
}
