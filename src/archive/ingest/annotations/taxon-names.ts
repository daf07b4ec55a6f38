// The taxonomy tree's taxa by scientific name, for organisms a file names without a taxonomy id
// (4CXL's 'HOMO SAPIENS'). Built once per ingest, so each organism costs one map look-up. Names
// are matched whole, ignoring case; a name two taxa share ('Mus', a genus and a subgenus) names
// neither, since picking one would be a guess.

import type { ClassificationTree } from './classification-tree.ts';

export type TaxaByName = ReadonlyMap<string, string>;

/** The key a scientific name is looked up by. */
export const taxonNameKey = (name: string): string => name.trim().toLowerCase();

/** Node id by lower-cased name, for every name exactly one taxon of the tree carries. */
export function taxaByName(tree: ClassificationTree | undefined): TaxaByName {
  const found = new Map<string, string>();
  const shared = new Set<string>();
  for (const node of tree?.nodes.values() ?? []) {
    const key = taxonNameKey(node.name);
    if (!key) continue;
    const held = found.get(key);
    if (held !== undefined && held !== node.id) shared.add(key);
    else found.set(key, node.id);
  }
  for (const key of shared) found.delete(key);
  return found;
}
