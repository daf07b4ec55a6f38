// UniProt coverage of polymer entities, for group_by matching_uniprot_accession ranked by
// {sort_by: 'coverage'}. Ingest records SIFTS alignments as `rcsb_polymer_entity_align` records
// whose aligned_regions are disjoint UniProt ranges, so an entity's coverage of an accession is
// the sum of the region lengths of that accession's record. Within one accession group the
// UniProt length is the same for every member, so ordering by covered positions is ordering by
// coverage fraction: the archive needs no UniProt sequence lengths.

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
    const rows = index.db
      .prepare(
        `SELECT a.doc, a.value, sum(l.num) FROM attr a
           JOIN attr d ON d.doc = a.doc AND d.attr = ? AND d.rec = a.rec AND d.value = 'UniProt'
           JOIN attr l ON l.doc = a.doc AND l.attr = ? AND l.rec = a.rec
         WHERE a.attr = ? GROUP BY a.doc, a.rec`,
      )
      .raw()
      .iterate(database.id, length.id, accession.id) as IterableIterator<[number, string, number]>;
    for (const [doc, value, covered] of rows) {
      let byRow = out.get(value);
      if (!byRow) out.set(value, (byRow = new Map()));
      byRow.set(doc, Math.max(byRow.get(doc) ?? 0, covered));
    }
  }
  loaded.set(index, out);
  return out;
}
