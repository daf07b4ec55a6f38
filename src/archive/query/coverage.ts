// UniProt coverage of polymer entities, for group_by matching_uniprot_accession ranked by
// {sort_by: 'coverage'}. Ingest records SIFTS alignments as `rcsb_polymer_entity_align` records
// whose aligned_regions are disjoint UniProt ranges, so an entity's coverage of an accession is
// the sum of the region lengths of that accession's record. Within one accession group the
// UniProt length is the same for every member, so ordering by covered positions is ordering by
// coverage fraction: the archive needs no UniProt sequence lengths.

import { foldAscii } from '../index/attribute-store/keys.ts';
import { recordKey, type StoreScan } from '../index/attribute-store/reader.ts';
import type { ArchiveIndex } from './archive-index.ts';

/** accession -> (entity row -> covered UniProt positions) */
export type CoverageByAccession = ReadonlyMap<string, ReadonlyMap<number, number>>;

const loaded = new WeakMap<ArchiveIndex, CoverageByAccession>();

export function uniprotCoverage(index: ArchiveIndex): CoverageByAccession {
  const cached = loaded.get(index);
  if (cached) return cached;
  const out = new Map<string, Map<number, number>>();
  const accession = index.attributes.get('rcsb_polymer_entity_align.reference_database_accession');
  const length = index.attributes.get('rcsb_polymer_entity_align.aligned_regions.length');
  const database = index.attributes.get('rcsb_polymer_entity_align.reference_database_name');
  if (accession && length && database) {
    // one align record = one `rec`: its accession, database and region lengths share (doc, rec)
    const record = (scan: StoreScan, i: number): number => recordKey(scan.docs[i] as number, scan.recs[i] as number);
    const uniprot = new Set<number>();
    const names = index.store.scan(database.id);
    for (let i = 0; i < names.docs.length; i++)
      if (foldAscii(names.pairs[names.codes[i] as number]?.value ?? '') === 'uniprot') uniprot.add(record(names, i));
    const covered = new Map<number, number>();
    const lengths = index.store.scan(length.id);
    for (let i = 0; i < lengths.docs.length; i++) {
      const key = record(lengths, i);
      if (uniprot.has(key))
        covered.set(key, (covered.get(key) ?? 0) + (lengths.pairs[lengths.codes[i] as number]?.num ?? 0));
    }
    const accessions = index.store.scan(accession.id);
    for (let i = 0; i < accessions.docs.length; i++) {
      const sum = covered.get(record(accessions, i));
      const value = accessions.pairs[accessions.codes[i] as number]?.value;
      if (sum === undefined || value == null) continue;
      const doc = accessions.docs[i] as number;
      let byRow = out.get(value);
      if (!byRow) out.set(value, (byRow = new Map()));
      byRow.set(doc, Math.max(byRow.get(doc) ?? 0, sum));
    }
  }
  loaded.set(index, out);
  return out;
}
