// Records the archive keeps no document of, though its documents name them: a PubMed article (an
// entry's citation), a UniProt entry (an entity's reference sequence), a Pfam family (an entity's
// annotation). Each record holds what the naming documents state of it and nothing more, so the
// Data API's navigation to them answers rather than coming back empty.

import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ValueTest } from '../../../../archive/index/attribute-store/value-test.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import { recordAt, type DataDocument } from './data-documents.ts';

export type ReferenceRecord = Record<string, unknown>;

const PUBMED_ATTRIBUTE = 'rcsb_entry_container_identifiers.pubmed_id';
const UNIPROT_ATTRIBUTE = 'rcsb_polymer_entity_container_identifiers.uniprot_ids';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The PubMed record of an entry's cited article: its id, and the DOI of its citation. */
export function pubmedOf(entry: DataDocument): ReferenceRecord | null {
  const id = recordAt(entry, 'rcsb_entry_container_identifiers')['pubmed_id'];
  if (typeof id !== 'number') return null;
  const citation = [entry['rcsb_primary_citation'], ...list(entry['citation'])].find(
    (c) => isRecord(c) && c['pdbx_database_id_PubMed'] === id,
  );
  const doi = isRecord(citation) ? citation['pdbx_database_id_DOI'] : undefined;
  return {
    rcsb_id: String(id),
    rcsb_pubmed_container_identifiers: { pubmed_id: id },
    ...(typeof doi === 'string' ? { rcsb_pubmed_doi: doi } : {}),
  };
}

export function uniprotRecord(id: string): ReferenceRecord {
  return { rcsb_id: id, rcsb_uniprot_accession: [id], rcsb_uniprot_container_identifiers: { uniprot_id: id } };
}

/** An entity's UniProt references. */
export function uniprotsOf(entity: DataDocument): ReferenceRecord[] {
  const ids = list(recordAt(entity, 'rcsb_polymer_entity_container_identifiers')['uniprot_ids']);
  return ids.filter((id): id is string => typeof id === 'string').map(uniprotRecord);
}

/** An entity's Pfam families, from its Pfam annotations (the clan is the family's parent in the lineage). */
export function pfamsOf(entity: DataDocument): ReferenceRecord[] {
  return list(entity['rcsb_polymer_entity_annotation'])
    .filter(
      (a): a is Record<string, unknown> =>
        isRecord(a) && a['type'] === 'Pfam' && typeof a['annotation_id'] === 'string',
    )
    .map((annotation) => {
      const id = annotation['annotation_id'] as string;
      const clan = list(annotation['annotation_lineage']).find(
        (l) => isRecord(l) && l['depth'] === 1 && l['id'] !== id,
      );
      return {
        rcsb_id: id,
        rcsb_pfam_accession: id,
        rcsb_pfam_container_identifiers: { pfam_id: id },
        ...(typeof annotation['name'] === 'string' ? { rcsb_pfam_identifier: annotation['name'] } : {}),
        ...(isRecord(clan) ? { rcsb_pfam_clan_id: clan['id'] } : {}),
      };
    });
}

/** Where a reference is named: the row of the first entry citing a PubMed id, of the first entity of a UniProt id. */
export interface NamingDocuments {
  pubmed(id: number): number | undefined;
  uniprot(id: string): number | undefined;
}

export function namingDocuments(index: ArchiveIndex): NamingDocuments {
  const first = (attribute: string, test: ValueTest): number | undefined => {
    const id = index.attributes.get(attribute)?.id;
    return id === undefined ? undefined : index.store.docs(id, test)[0];
  };
  return {
    pubmed: (id) => first(PUBMED_ATTRIBUTE, { on: 'num', equals: [id] }),
    uniprot: (id) => first(UNIPROT_ATTRIBUTE, { on: 'value', equals: [id], caseSensitive: false }),
  };
}
