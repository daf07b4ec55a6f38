// Joins the annotation tables into an entry's documents: SIFTS by author chain (mapped to
// entities and instances), sequence clusters by entity, holdings cross references by entry, and
// the taxonomy tree's names and lineages by organism taxid.

import type { JsonObject, JsonValue } from '../category-copy.ts';
import type { ArchiveDocument } from '../documents.ts';
import { ecLineage, parseEcNumbers } from '../ec-numbers.ts';
import { addAnnotations, addFeatures } from '../feature-records.ts';
import type { ClusterData } from './clusters.ts';
import type { HoldingsData } from './holdings.ts';
import type { SiftsChain, SiftsData, SiftsSegment } from './sifts.ts';
import { annotateOrganisms } from './organism-lineage.ts';
import type { TreeData } from './trees.ts';
import { goRecords, nameEcLineage, pfamRecord, scop2Records } from './tree-annotations.ts';

export interface Annotations {
  sifts?: SiftsData;
  clusters?: ClusterData;
  holdings?: HoldingsData;
  trees?: TreeData;
}

const obj = (value: unknown): JsonObject | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : undefined;
const list = (value: unknown): JsonObject[] => (Array.isArray(value) ? (value as JsonObject[]) : []);

function siftsChains(sifts: SiftsData, entryId: string, authAsymIds: readonly string[]): SiftsChain[] {
  const out: SiftsChain[] = [];
  for (const chain of authAsymIds) {
    const found = sifts.chains.get(`${entryId}|${chain}`);
    if (found) out.push(found);
  }
  return out;
}

/**
 * `rcsb_polymer_entity_align` records from SIFTS: per UniProt accession, the union of the UniProt
 * ranges the entity's chains map to, as disjoint regions in reference order. The sum of their
 * lengths is the number of UniProt positions the entity covers (what 'coverage' grouping ranks
 * by). `entity_beg_seq_id` is given only when every segment merged into a region maps with the
 * same offset (chains differing in their mapped range would otherwise make it ambiguous).
 */
export function uniprotAlignments(segments: readonly SiftsSegment[]): JsonObject[] {
  const byAccession = new Map<string, SiftsSegment[]>();
  for (const s of segments) byAccession.set(s.accession, [...(byAccession.get(s.accession) ?? []), s]);
  const out: JsonObject[] = [];
  for (const [accession, list] of byAccession) {
    const sorted = [...list].sort((a, b) => a.spBeg - b.spBeg || a.spEnd - b.spEnd);
    const regions: Array<{ beg: number; end: number; offsets: Set<number> }> = [];
    for (const s of sorted) {
      const last = regions[regions.length - 1];
      // touching ranges merge too: the union is counted in positions, not segments
      if (last && s.spBeg <= last.end + 1) {
        last.end = Math.max(last.end, s.spEnd);
        last.offsets.add(s.resBeg - s.spBeg);
      } else regions.push({ beg: s.spBeg, end: s.spEnd, offsets: new Set([s.resBeg - s.spBeg]) });
    }
    const aligned_regions = regions.map(({ beg, end, offsets }) => ({
      ...(offsets.size === 1 ? { entity_beg_seq_id: beg + [...offsets][0]! } : {}),
      ref_beg_seq_id: beg,
      length: end - beg + 1,
    }));
    out.push({
      reference_database_name: 'UniProt',
      reference_database_accession: accession,
      provenance_source: 'SIFTS',
      aligned_regions,
    });
  }
  return out;
}

/**
 * reference_sequence_identifiers.entity_sequence_coverage, "what fraction of this polymer entity
 * sequence is covered by the reference sequence": the entity positions the accession's SIFTS
 * segments span (SEQRES resBeg..resEnd), over the entity's length.
 */
export function entitySequenceCoverage(segments: readonly SiftsSegment[], length: number): number | undefined {
  if (!(length > 0) || segments.length === 0) return undefined;
  const covered = new Set<number>();
  for (const s of segments)
    for (let position = s.resBeg; position <= s.resEnd; position++)
      if (position >= 1 && position <= length) covered.add(position);
  return Math.round((covered.size / length) * 1000) / 1000;
}

function annotatePolymerEntity(doc: ArchiveDocument, annotations: Annotations): void {
  const body = doc.body;
  const ids = obj(body.rcsb_polymer_entity_container_identifiers);
  if (!ids || !doc.entryId) return;
  const authAsymIds = Array.isArray(ids.auth_asym_ids) ? (ids.auth_asym_ids as string[]) : [];
  const info = obj(body.rcsb_polymer_entity) ?? {};
  // UniProt accession -> the entity's aligned regions on it (the accession's group shares them)
  const regionsOf = new Map<string, JsonValue>();

  // SIFTS maps protein chains: an old file's oligosaccharide 'polymer' shares its author chain
  // with the protein it is attached to (1U19's sugars on chain A), and is no UniProt sequence
  const protein = String(obj(body.entity_poly)?.type ?? '').startsWith('polypeptide');
  if (annotations.sifts && protein) {
    const chains = siftsChains(annotations.sifts, doc.entryId, authAsymIds);
    const references = list(ids.reference_sequence_identifiers);
    const uniprot = new Set(Array.isArray(ids.uniprot_ids) ? (ids.uniprot_ids as string[]) : []);
    const known = new Set(references.map((r) => `${String(r.database_name)}|${String(r.database_accession)}`));
    for (const accession of chains.flatMap((c) => c.uniprot)) {
      uniprot.add(accession);
      if (known.has(`UniProt|${accession}`)) continue;
      known.add(`UniProt|${accession}`);
      references.push({ database_name: 'UniProt', database_accession: accession, provenance_source: 'SIFTS' });
    }
    const segments = chains.flatMap((c) => c.segments);
    const length = Number(obj(body.entity_poly)?.rcsb_sample_sequence_length);
    for (const reference of references) {
      if (reference.database_name !== 'UniProt') continue;
      const coverage = entitySequenceCoverage(
        segments.filter((s) => s.accession === reference.database_accession),
        length,
      );
      if (coverage !== undefined) reference.entity_sequence_coverage = coverage;
    }
    if (references.length > 0) ids.reference_sequence_identifiers = references;
    if (uniprot.size > 0) ids.uniprot_ids = [...uniprot];
    const alignments = uniprotAlignments(segments);
    if (alignments.length > 0)
      body.rcsb_polymer_entity_align = [...list(body.rcsb_polymer_entity_align), ...alignments];
    for (const { reference_database_accession: accession, aligned_regions: regions } of alignments)
      if (regions) regionsOf.set(String(accession), regions);

    const ecCombined = list(info.rcsb_enzyme_class_combined);
    const ecKnown = new Set(ecCombined.map((e) => String(e.ec)));
    for (const ec of parseEcNumbers(chains.flatMap((c) => c.ec).join(','))) {
      if (ecKnown.has(ec)) continue;
      ecKnown.add(ec);
      ecCombined.push({ ec, depth: ec.split('.').length, provenance_source: 'SIFTS' });
    }
    if (ecCombined.length > 0) {
      info.rcsb_enzyme_class_combined = ecCombined;
      info.rcsb_ec_lineage = ecLineage([...ecKnown]);
      body.rcsb_polymer_entity = info;
    }

    const pfam = [...new Set(chains.flatMap((c) => c.pfam))];
    if (pfam.length > 0) {
      body.rcsb_polymer_entity_annotation = [
        ...list(body.rcsb_polymer_entity_annotation),
        ...pfam.map((id) => pfamRecord(annotations.trees, id)),
      ];
    }
  }

  if (annotations.trees) {
    const lineage = list(info.rcsb_ec_lineage);
    if (lineage.length > 0) nameEcLineage(lineage, annotations.trees);
    const go = goRecords(annotations.trees, doc.id);
    if (go.length > 0) body.rcsb_polymer_entity_annotation = [...list(body.rcsb_polymer_entity_annotation), ...go];
  }

  const clusters = annotations.clusters?.byEntity.get(doc.id);
  const groups: JsonObject[] = [];
  if (clusters && clusters.size > 0) {
    body.rcsb_cluster_membership = [...clusters].map(([identity, cluster]) => ({ cluster_id: cluster, identity }));
    for (const [identity, cluster] of clusters) {
      groups.push({
        aggregation_method: 'sequence_identity',
        group_id: `${cluster}_${identity}`,
        similarity_cutoff: identity,
      });
    }
  }
  for (const accession of Array.isArray(ids.uniprot_ids) ? (ids.uniprot_ids as string[]) : []) {
    const aligned_regions = regionsOf.get(accession);
    groups.push({
      aggregation_method: 'matching_uniprot_accession',
      group_id: accession,
      ...(aligned_regions ? { aligned_regions } : {}),
    });
  }
  if (groups.length > 0) body.rcsb_polymer_entity_group_membership = groups;
}

function annotatePolymerInstance(doc: ArchiveDocument, sources: Annotations): void {
  const ids = obj(doc.body.rcsb_polymer_entity_instance_container_identifiers);
  const auth = typeof ids?.auth_asym_id === 'string' ? ids.auth_asym_id : undefined;
  if (!auth || !doc.entryId) return;
  const features: JsonObject[] = [];
  const annotations: JsonObject[] = [];
  const chain = sources.sifts?.chains.get(`${doc.entryId}|${auth}`);
  for (const domain of chain?.cathDomains ?? [])
    features.push({ type: 'CATH', feature_id: domain, provenance_source: 'SIFTS' });
  for (const scop of chain?.scop ?? []) {
    features.push({ type: 'SCOP', feature_id: scop.domain, provenance_source: 'SIFTS' });
    if (!annotations.some((a) => a.annotation_id === scop.sunid)) {
      annotations.push({ type: 'SCOP', annotation_id: scop.sunid, provenance_source: 'SIFTS' });
    }
  }
  if (sources.trees) annotations.push(...scop2Records(sources.trees, doc.entryId, auth));
  addFeatures(doc.body, 'rcsb_polymer_instance_feature', features);
  addAnnotations(doc.body, 'rcsb_polymer_instance_annotation', annotations);
}

function annotateEntry(doc: ArchiveDocument, annotations: Annotations): void {
  const body = doc.body;
  const ids = obj(body.rcsb_entry_container_identifiers);
  const pubmed = annotations.sifts?.pubmed.get(doc.id);
  if (ids && pubmed?.[0] !== undefined && ids.pubmed_id === undefined) {
    ids.pubmed_id = pubmed[0];
    body.rcsb_pubmed_container_identifiers = { pubmed_id: pubmed[0] };
  }
  const holdings = annotations.holdings;
  if (!holdings) return;
  const references = list(body.rcsb_external_references);
  const ndb = holdings.ndb.get(doc.id);
  if (ndb && ndb !== doc.id) references.push({ type: 'NDB', id: ndb });
  if (references.length > 0) body.rcsb_external_references = references;
  const emdb = holdings.emdb.get(doc.id);
  if (ids && emdb && ids.emdb_ids === undefined && ids.related_emdb_ids === undefined) ids.emdb_ids = emdb;

  const csm = holdings.records.get(doc.id);
  if (csm?.status === 'computational') {
    const provenance = obj(body.rcsb_comp_model_provenance) ?? {};
    if (csm.sourceDb && provenance.source_db === undefined) provenance.source_db = csm.sourceDb;
    if (csm.sourceId && provenance.entry_id === undefined) provenance.entry_id = csm.sourceId;
    if (csm.sourceUrl) provenance.source_url = csm.sourceUrl;
    if (csm.sourceFileName) provenance.source_filename = csm.sourceFileName;
    if (Object.keys(provenance).length > 0) body.rcsb_comp_model_provenance = provenance;
  }
}

export function applyAnnotations(documents: readonly ArchiveDocument[], annotations: Annotations): void {
  for (const doc of documents) {
    if (doc.type === 'entry') annotateEntry(doc, annotations);
    else if (doc.type === 'polymer_entity') {
      annotatePolymerEntity(doc, annotations);
      if (annotations.trees) annotateOrganisms(doc.body, annotations.trees);
    } else if (doc.type === 'polymer_instance') annotatePolymerInstance(doc, annotations);
  }
}
