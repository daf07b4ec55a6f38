// Organism records of a polymer entity (source and host) with what the taxonomy tree knows of
// their taxid: NCBI's scientific name in place of the file's spelling ('HOMO SAPIENS' becomes
// 'Homo sapiens', so one facet bucket and one exact match cover the taxon; scientific_name keeps
// the depositor's), the lineage, and the parent scientific name the schema defines: the
// superkingdom of a cellular organism, the clade under Viruses of a virus, else the first level
// under the root. An organism the file names without a taxonomy id is found in the tree by its
// name (taxon-names.ts) and served with that taxon's id too; an id the file gives is never replaced.

import type { JsonObject } from '../category-copy.ts';
import type { LineageStep } from './lineage.ts';
import { taxonNameKey } from './taxon-names.ts';
import type { TreeData } from './trees.ts';

const CELLULAR_ORGANISMS = '131567';
const VIRUSES = '10239';
const ORGANISM_CATEGORIES = ['rcsb_entity_source_organism', 'rcsb_entity_host_organism'];

function parentScientificName(lineage: readonly LineageStep[], rankOf: (id: string) => string): string | undefined {
  const [first, second] = lineage;
  if (!first) return undefined;
  if (first.id === CELLULAR_ORGANISMS) return lineage.find((step) => rankOf(step.id) === 'superkingdom')?.name;
  if (first.id === VIRUSES) return (second ?? first).name;
  return first.name;
}

/** The taxid of the tree's one taxon named `name` (any case), if there is one. */
function taxidByName(name: unknown, trees: TreeData): number | undefined {
  if (typeof name !== 'string') return undefined;
  const id = trees.taxaByName.get(taxonNameKey(name));
  return id === undefined ? undefined : Number(id);
}

export function annotateOrganisms(body: JsonObject, trees: TreeData): void {
  const taxonomy = trees.trees.taxonomy;
  const lineages = trees.lineages.taxonomy;
  for (const category of ORGANISM_CATEGORIES) {
    const records = body[category];
    if (!Array.isArray(records)) continue;
    for (const record of records as JsonObject[]) {
      const taxid = record.ncbi_taxonomy_id ?? taxidByName(record.scientific_name, trees);
      if (typeof taxid !== 'number') continue;
      record.ncbi_taxonomy_id = taxid;
      const canonical = trees.canonicalNames.get(taxid);
      if (canonical) record.ncbi_scientific_name = canonical;
      const lineage = lineages?.of(String(taxid)) ?? [];
      if (!taxonomy || lineage.length === 0) continue;
      record.taxonomy_lineage = lineage.map(({ id, name, depth }) => ({ id, name, depth }));
      const parent = parentScientificName(lineage, (id) => taxonomy.nodes.get(id)?.rank ?? '');
      if (parent) record.ncbi_parent_scientific_name = parent;
    }
  }
}
