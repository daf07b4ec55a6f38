// The refinement panel's facets built from an engine answer: a facet listing a closed set shows
// only the labels allowed (seed 001 §5: the polymer entity annotation type refinement).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { panelFacets } from '../../../src/model/search-data/facet-answers.ts';

test('a bucket whose label is not allowed is left out; the others keep their counts', () => {
  const counts: Record<string, number> = { GO: 7, Pfam: 3 };
  const facets = panelFacets(
    [
      {
        name: 'Annotation Type',
        attribute: 'rcsb_polymer_entity_annotation.type',
        aggregation_type: 'terms',
        allowed: ['GO', 'Pfam'],
      },
    ],
    {
      facets: [
        {
          name: 'Annotation Type',
          buckets: [
            { label: 'GO', population: counts.GO! },
            { label: 'internal-only', population: 5 },
            { label: 'Pfam', population: counts.Pfam! },
          ],
        },
      ],
    } as never,
    { return_type: 'polymer_entity' },
  );
  assert.deepEqual(
    facets[0]?.buckets.map((b) => [b.label, b.population]),
    [
      ['GO', 7],
      ['Pfam', 3],
    ],
  );
});
