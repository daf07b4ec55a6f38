// Source and host organisms of a polymer entity, from the three mmCIF source categories
// (genetically engineered, natural, synthetic) or, for computed models, the ModelCIF reference
// database details, as the depositor wrote them. A chimera's row may list several taxa
// ('10665, 9606' with 'Enterobacteria phage T4, Homo sapiens'): it gives one record per taxon. NCBI's
// spelling, the lineage and the parent name join later, from the taxonomy tree
// (annotations/organism-lineage.ts).

import type { JsonObject } from './category-copy.ts';
import type { CifData, CifTable } from './cif-table.ts';

const PROVENANCE = 'PDB Primary Data';

interface SourceFields {
  category: string;
  sourceType: string;
  scientific: string;
  taxonomy: string;
  common: string;
  gene?: string;
}

const SOURCES: SourceFields[] = [
  {
    category: 'entity_src_gen',
    sourceType: 'genetically engineered',
    scientific: 'pdbx_gene_src_scientific_name',
    taxonomy: 'pdbx_gene_src_ncbi_taxonomy_id',
    common: 'gene_src_common_name',
    gene: 'pdbx_gene_src_gene',
  },
  {
    category: 'entity_src_nat',
    sourceType: 'natural',
    scientific: 'pdbx_organism_scientific',
    taxonomy: 'pdbx_ncbi_taxonomy_id',
    common: 'common_name',
  },
  {
    category: 'pdbx_entity_src_syn',
    sourceType: 'synthetic',
    scientific: 'organism_scientific',
    taxonomy: 'ncbi_taxonomy_id',
    common: 'organism_common_name',
  },
];

/** A taxonomy id only when the file gives exactly one integer (some list several, comma separated). */
function taxonomyId(table: CifTable, field: string, row: number): number | undefined {
  const text = table.str(field, row);
  if (!text || !/^\d+$/.test(text)) return undefined;
  return Number(text);
}

/** The taxa of a chimera's row: ids and names listed in the same order, or null when they do not pair up. */
function listedTaxa(table: CifTable, row: number, fields: SourceFields): Array<[number, string]> | null {
  const ids = (table.str(fields.taxonomy, row) ?? '').split(',').map((id) => id.trim());
  const names = (table.str(fields.scientific, row) ?? '').split(', ').map((name) => name.trim());
  if (ids.length < 2 || ids.length !== names.length || !ids.every((id) => /^\d+$/.test(id))) return null;
  return ids.map((id, i) => [Number(id), names[i]!]);
}

function geneNames(text: string | undefined): JsonObject[] | undefined {
  if (!text) return undefined;
  const names = text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && s !== '?');
  return names.length > 0 ? names.map((value) => ({ value, provenance_source: PROVENANCE })) : undefined;
}

/** An organism's names as the RCSB writes them: the scientific name as deposited and as NCBI's, and the taxonomy id. */
function name(record: JsonObject, scientific: string | undefined, tax: number | undefined): void {
  if (scientific) {
    record.scientific_name = scientific;
    record.ncbi_scientific_name = scientific;
  }
  if (tax !== undefined) record.ncbi_taxonomy_id = tax;
}

/** A source row's common name and the part of the entity it covers (source id, first and last residue). */
function describeSourceRow(record: JsonObject, table: CifTable, row: number, commonField: string): void {
  const common = table.str(commonField, row);
  if (common) record.common_name = common;
  const srcId = table.int('pdbx_src_id', row);
  if (srcId !== undefined) record.pdbx_src_id = srcId;
  const beg = table.int('pdbx_beg_seq_num', row);
  if (beg !== undefined) record.beg_seq_num = beg;
  const end = table.int('pdbx_end_seq_num', row);
  if (end !== undefined) record.end_seq_num = end;
}

function organismRecord(table: CifTable, row: number, fields: SourceFields): JsonObject {
  const record: JsonObject = { source_type: fields.sourceType, provenance_source: PROVENANCE };
  name(record, table.str(fields.scientific, row), taxonomyId(table, fields.taxonomy, row));
  describeSourceRow(record, table, row, fields.common);
  const genes = fields.gene ? geneNames(table.str(fields.gene, row)) : undefined;
  if (genes) record.rcsb_gene_name = genes;
  return record;
}

export function sourceOrganisms(data: CifData, entityId: string): JsonObject[] {
  const out: JsonObject[] = [];
  for (const fields of SOURCES) {
    const table = data.table(fields.category);
    if (!table) continue;
    for (const row of table.rowsWhere('entity_id', entityId)) {
      const record = organismRecord(table, row, fields);
      const taxa = listedTaxa(table, row, fields);
      if (!taxa) out.push(record);
      else
        for (const [taxid, name] of taxa)
          out.push({ ...record, scientific_name: name, ncbi_scientific_name: name, ncbi_taxonomy_id: taxid });
    }
  }
  if (out.length === 0) out.push(...modelReferenceOrganisms(data, entityId));
  // A record that names nothing but its source type carries no searchable information.
  return out.filter((r) => r.scientific_name !== undefined || r.ncbi_taxonomy_id !== undefined);
}

/** ModelCIF files (computed models) state the target's organism with its reference sequence. */
function modelReferenceOrganisms(data: CifData, entityId: string): JsonObject[] {
  const table = data.table('ma_target_ref_db_details');
  if (!table) return [];
  const seen = new Set<string>();
  const out: JsonObject[] = [];
  for (const row of table.rowsWhere('target_entity_id', entityId)) {
    const scientific = table.str('organism_scientific', row);
    const tax = taxonomyId(table, 'ncbi_taxonomy_id', row);
    const key = `${scientific ?? ''}|${tax ?? ''}`;
    if (seen.has(key) || (!scientific && tax === undefined)) continue;
    seen.add(key);
    const record: JsonObject = { source_type: 'natural', provenance_source: PROVENANCE };
    name(record, scientific, tax);
    const genes = geneNames(table.str('gene_name', row));
    if (genes) record.rcsb_gene_name = genes;
    out.push(record);
  }
  return out;
}

export function hostOrganisms(data: CifData, entityId: string): JsonObject[] {
  const table = data.table('entity_src_gen');
  if (!table) return [];
  const out: JsonObject[] = [];
  for (const row of table.rowsWhere('entity_id', entityId)) {
    const scientific = table.str('pdbx_host_org_scientific_name', row);
    const tax = taxonomyId(table, 'pdbx_host_org_ncbi_taxonomy_id', row);
    if (!scientific && tax === undefined) continue;
    const record: JsonObject = { provenance_source: PROVENANCE };
    name(record, scientific, tax);
    describeSourceRow(record, table, row, 'host_org_common_name');
    out.push(record);
  }
  return out;
}
