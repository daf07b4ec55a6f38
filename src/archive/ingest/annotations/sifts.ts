// SIFTS residue-level mapping summaries (EBI), keyed by PDB id + author chain id: UniProt
// accessions (with the residue ranges each chain maps to), EC numbers, Pfam families, CATH and
// SCOP domains, and PubMed ids per entry. Only rows of entries in the archive are kept.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { readLines } from './read-lines.ts';

/**
 * One mapped segment: SEQRES positions resBeg..resEnd map to UniProt positions spBeg..spEnd (the
 * two spans differ in length where the alignment has a gap).
 */
export interface SiftsSegment {
  accession: string;
  resBeg: number;
  resEnd: number;
  spBeg: number;
  spEnd: number;
}

export interface SiftsChain {
  uniprot: string[];
  segments: SiftsSegment[];
  ec: string[];
  pfam: string[];
  cathDomains: string[];
  scop: Array<{ sunid: string; domain: string }>;
}

export interface SiftsData {
  /** key `${ENTRY}|${authAsymId}` */
  chains: Map<string, SiftsChain>;
  /** PubMed ids per entry, primary (ordinal 0) first. */
  pubmed: Map<string, number[]>;
  /** Which tables were present. */
  tables: string[];
}

function chain(data: SiftsData, entry: string, chainId: string): SiftsChain {
  const key = `${entry}|${chainId}`;
  let value = data.chains.get(key);
  if (!value)
    data.chains.set(key, (value = { uniprot: [], segments: [], ec: [], pfam: [], cathDomains: [], scop: [] }));
  return value;
}

const pushUnique = <T>(list: T[], value: T): void => {
  if (!list.includes(value)) list.push(value);
};

/** Rows of one table as string arrays, skipping the comment and header lines. */
function* rows(file: string, entries: ReadonlySet<string>): Generator<string[]> {
  for (const line of readLines(file)) {
    if (line.length === 0 || line.startsWith('#') || line.startsWith('PDB,') || line.startsWith('SP_PRIMARY')) continue;
    const comma = line.indexOf(',');
    if (comma < 0 || !entries.has(line.slice(0, comma).toUpperCase())) continue;
    yield line.split(',');
  }
}

export function loadSifts(dir: string, entries: ReadonlySet<string>): SiftsData {
  const data: SiftsData = { chains: new Map(), pubmed: new Map(), tables: [] };
  const table = (name: string): string | undefined => {
    const file = path.join(dir, `${name}.csv.gz`);
    if (!existsSync(file)) return undefined;
    data.tables.push(name);
    return file;
  };
  const uniprot = table('pdb_chain_uniprot');
  if (uniprot) {
    for (const [pdb, ch, acc, resBeg, resEnd, , , spBeg, spEnd] of rows(uniprot, entries)) {
      if (!pdb || !ch || !acc) continue;
      const value = chain(data, pdb.toUpperCase(), ch);
      pushUnique(value.uniprot, acc);
      const segment = {
        accession: acc,
        resBeg: Number(resBeg),
        resEnd: Number(resEnd),
        spBeg: Number(spBeg),
        spEnd: Number(spEnd),
      };
      if (
        [segment.resBeg, segment.resEnd, segment.spBeg, segment.spEnd].every(Number.isInteger) &&
        segment.resBeg >= 1 &&
        segment.resEnd >= segment.resBeg &&
        segment.spBeg >= 1 &&
        segment.spEnd >= segment.spBeg
      ) {
        value.segments.push(segment);
      }
    }
  }
  const enzyme = table('pdb_chain_enzyme');
  if (enzyme)
    for (const [pdb, ch, , ec] of rows(enzyme, entries))
      if (pdb && ch && ec) pushUnique(chain(data, pdb.toUpperCase(), ch).ec, ec);
  const pfam = table('pdb_chain_pfam');
  if (pfam)
    for (const [pdb, ch, , id] of rows(pfam, entries))
      if (pdb && ch && id) pushUnique(chain(data, pdb.toUpperCase(), ch).pfam, id);
  const cath = table('pdb_chain_cath_uniprot');
  if (cath)
    for (const [pdb, ch, , id] of rows(cath, entries))
      if (pdb && ch && id) pushUnique(chain(data, pdb.toUpperCase(), ch).cathDomains, id);
  const scop = table('pdb_chain_scop_uniprot');
  if (scop) {
    for (const [pdb, ch, , sunid, domain] of rows(scop, entries)) {
      if (!pdb || !ch || !sunid || !domain) continue;
      const list = chain(data, pdb.toUpperCase(), ch).scop;
      if (!list.some((s) => s.domain === domain)) list.push({ sunid, domain });
    }
  }
  const pubmed = table('pdb_pubmed');
  if (pubmed) {
    const ordered = new Map<string, Array<{ ordinal: number; id: number }>>();
    for (const [pdb, ordinal, id] of rows(pubmed, entries)) {
      const value = Number(id);
      if (!pdb || !Number.isInteger(value)) continue;
      const key = pdb.toUpperCase();
      ordered.set(key, [...(ordered.get(key) ?? []), { ordinal: Number(ordinal), id: value }]);
    }
    for (const [key, list] of ordered)
      data.pubmed.set(
        key,
        list.sort((a, b) => a.ordinal - b.ordinal).map((p) => p.id),
      );
  }
  return data;
}
