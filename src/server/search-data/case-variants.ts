// Terms buckets whose labels differ only in letter case ('Homo sapiens', 'HOMO SAPIENS';
// 'NON-POLYMER', 'non-polymer') are one refinement: exact_match ignores case, so checking either
// returns both. They are shown as one bucket under the commonest spelling, with the population
// that refinement really returns, counted by the engine (a row may hold both spellings, so the
// sum of the two would overcount).

import type { FacetBucket } from '../../model/types.ts';

/** Counts the hits of the current query that have `label` (any case) as the facet's value. */
export type LabelCount = (label: string) => Promise<number>;

export async function mergeCaseVariants(buckets: readonly FacetBucket[], count: LabelCount): Promise<FacetBucket[]> {
  const byKey = new Map<string, FacetBucket[]>();
  for (const bucket of buckets) {
    const key = bucket.label.toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), bucket]);
  }
  if (byKey.size === buckets.length) return [...buckets];
  const merged: FacetBucket[] = [];
  for (const variants of byKey.values()) {
    // buckets arrive most populous first, so the first spelling is the commonest
    const [first] = variants;
    if (!first) continue;
    merged.push(variants.length === 1 ? first : { ...first, population: await count(first.label) });
  }
  return merged.sort((a, b) => b.population - a.population || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}
