import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  DEFAULT_FACET_MAX_GROUPS,
  bucketTerm,
  clearCheckedBuckets,
  facetDefinitionFromFacet,
  hasCheckedBuckets,
  maxGroupsFor,
  mergeCheckedBuckets,
  parseReleaseDateBin,
  refinementGroups,
  releaseDateBinLabel,
  releaseDateBinRange,
  releaseDateBinRanges,
  releaseDateBinStart,
  showMoreGroups,
  toggleBucket,
  visibleBuckets,
} from '../../../src/model/facets.ts';
import { LABELS } from '../../../src/model/constants/labels.ts';
import { LIMITS } from '../../../src/model/constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../../src/model/constants/messages.ts';
import { validateRefinements } from '../../../src/model/refinements.ts';
import type { Facet } from '../../../src/model/types.ts';

function facet(name: string, labels: string[], attribute?: string): Facet {
  return { name, attribute, buckets: labels.map((label, i) => ({ label, population: 100 - i })) };
}

const methods = facet(
  'method',
  ['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR', 'NEUTRON', 'OTHER', 'FIBER', 'EPR'],
  'exptl.method',
);

describe('max groups per facet', () => {
  test("starts at the default and grows by 10 per 'More...'", () => {
    assert.equal(LABELS.more, 'More...');
    assert.equal(LIMITS.facetMoreStep, 10);
    assert.equal(DEFAULT_FACET_MAX_GROUPS, 5);
    let state = {};
    assert.equal(maxGroupsFor(state, 'method'), 5);
    state = showMoreGroups(state, 'method');
    assert.equal(maxGroupsFor(state, 'method'), 15);
    state = showMoreGroups(state, 'method');
    assert.equal(maxGroupsFor(state, 'method'), 25);
    assert.equal(maxGroupsFor(state, 'organism'), 5, 'per facet');
  });
  test('visible buckets, hidden count and whether to offer More...', () => {
    const shown = visibleBuckets(methods, 5);
    assert.deepEqual(
      shown.buckets.map((b) => b.label),
      ['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR', 'NEUTRON', 'OTHER'],
    );
    assert.equal(shown.hidden, 2);
    assert.equal(shown.hasMore, true);
    const all = visibleBuckets(methods, 15);
    assert.equal(all.buckets.length, 7);
    assert.equal(all.hasMore, false);
    assert.equal(visibleBuckets(methods, -3).buckets.length, 0);
  });
  test('checked buckets stay visible beyond the limit', () => {
    const checked = toggleBucket([methods], 'method', 'EPR')[0]!;
    const shown = visibleBuckets(checked, 2);
    assert.deepEqual(
      shown.buckets.map((b) => b.label),
      ['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'EPR'],
    );
    assert.equal(shown.hidden, 4);
  });
});

describe('checking buckets', () => {
  test('toggle flips one bucket of one facet, without mutating the input', () => {
    const facets = [methods, facet('organism', ['Homo sapiens'], 'rcsb_entity_source_organism.ncbi_scientific_name')];
    const once = toggleBucket(facets, 'method', 'NEUTRON');
    assert.equal(once[0]?.buckets[3]?.checked, true);
    assert.equal(once[1], facets[1], 'other facets are shared');
    assert.equal(methods.buckets[3]?.checked, undefined);
    const twice = toggleBucket(once, 'method', 'NEUTRON');
    assert.equal(twice[0]?.buckets[3]?.checked, false);
  });
  test('clear unchecks everything', () => {
    const checked = toggleBucket([methods], 'method', 'OTHER');
    assert.equal(hasCheckedBuckets(checked), true);
    assert.equal(hasCheckedBuckets(clearCheckedBuckets(checked)), false);
  });
  test('checked flags carry over to fresh facets by name and label', () => {
    const previous = toggleBucket([methods], 'method', 'SOLUTION NMR');
    const fresh = [facet('method', ['SOLUTION NMR', 'X-RAY DIFFRACTION'], 'exptl.method')];
    const merged = mergeCheckedBuckets(fresh, previous);
    assert.deepEqual(
      merged[0]?.buckets.map((b) => b.checked),
      [true, false],
    );
  });
  test("'No Refinements have been selected.' when applying with none checked", () => {
    assert.equal(MESSAGES.noRefinements, 'No Refinements have been selected.');
    assert.deepEqual(validateRefinements([methods]), { ok: false, message: 'No Refinements have been selected.' });
    assert.deepEqual(validateRefinements([]), { ok: false, message: 'No Refinements have been selected.' });
    assert.equal(validateRefinements(toggleBucket([methods], 'method', 'OTHER')).ok, true);
  });
});

describe('release-date bins', () => {
  test("5-year bins labelled 'year - year+4'", () => {
    assert.equal(LIMITS.releaseDateBinYears, 5);
    assert.equal(MESSAGE_TEMPLATES.releaseDateBin(2000), '2000 - 2004');
    assert.equal(releaseDateBinLabel(2000), '2000 - 2004');
    assert.equal(releaseDateBinLabel('2020'), '2020 - 2024');
    assert.equal(releaseDateBinLabel('2015-01-01'), '2015 - 2019');
    assert.equal(releaseDateBinLabel('2015-01-01T00:00:00Z'), '2015 - 2019');
    assert.equal(releaseDateBinLabel('1995 - 1999'), '1995 - 1999');
    assert.equal(releaseDateBinLabel('unknown'), 'unknown');
    assert.equal(releaseDateBinLabel(2000.5), '2000.5');
  });
  test('bins computed here start at multiples of 5', () => {
    assert.equal(releaseDateBinStart(2003), 2000);
    assert.equal(releaseDateBinStart(2005), 2005);
    assert.equal(releaseDateBinStart(1999), 1995);
  });
  test('bucket labels are read at their word', () => {
    assert.equal(parseReleaseDateBin('2003'), 2003);
    assert.equal(parseReleaseDateBin(' 2000 - 2004 '), 2000);
    assert.equal(parseReleaseDateBin('20001'), null);
    assert.equal(parseReleaseDateBin('2000-2'), null);
  });
  test('a bin is the half-open date range of its five years', () => {
    assert.deepEqual(releaseDateBinRange(2000), {
      from: '2000-01-01',
      to: '2005-01-01',
      include_lower: true,
      include_upper: false,
    });
  });
  test('date_range facet ranges cover the span in aligned bins', () => {
    assert.deepEqual(releaseDateBinRanges(1972, 1986), [
      { from: '1970-01-01', to: '1975-01-01' },
      { from: '1975-01-01', to: '1980-01-01' },
      { from: '1980-01-01', to: '1985-01-01' },
      { from: '1985-01-01', to: '1990-01-01' },
    ]);
    assert.deepEqual(releaseDateBinRanges(2000, 1990), []);
  });
});

describe('refinements', () => {
  test('terms facets: exact_match on the label', () => {
    assert.deepEqual(bucketTerm('X-RAY DIFFRACTION'), { operator: 'exact_match', value: 'X-RAY DIFFRACTION' });
  });
  test('numeric terms: equals on the number', () => {
    assert.deepEqual(bucketTerm('2', { kind: 'number_terms' }), { operator: 'equals', value: 2 });
    assert.equal(bucketTerm('two', { kind: 'number_terms' }), null);
    assert.equal(bucketTerm(' ', { kind: 'number_terms' }), null);
  });
  test('histograms: [label, label + interval), explicit ranges, and open tops', () => {
    assert.deepEqual(bucketTerm('1.5', { kind: 'histogram', interval: 0.5 }), {
      operator: 'range',
      value: { from: 1.5, to: 2, include_lower: true, include_upper: false },
    });
    assert.deepEqual(bucketTerm('1.0 - 1.5', { kind: 'histogram' }), {
      operator: 'range',
      value: { from: 1, to: 1.5, include_lower: true, include_upper: false },
    });
    assert.deepEqual(bucketTerm('2 to 3', { kind: 'histogram' }), {
      operator: 'range',
      value: { from: 2, to: 3, include_lower: true, include_upper: false },
    });
    assert.deepEqual(bucketTerm('>= 5', { kind: 'histogram' }), { operator: 'greater_or_equal', value: 5 });
    assert.deepEqual(bucketTerm('5.0+', { kind: 'histogram' }), { operator: 'greater_or_equal', value: 5 });
    assert.deepEqual(bucketTerm('3', { kind: 'histogram' }), { operator: 'equals', value: 3 });
    assert.equal(bucketTerm('n/a', { kind: 'histogram', interval: 1 }), null);
    assert.equal(bucketTerm('', { kind: 'histogram', interval: 1 }), null);
  });
  test('release dates: the bin as a date range', () => {
    assert.deepEqual(bucketTerm('2000 - 2004', { kind: 'release_date' }), {
      operator: 'range',
      value: { from: '2000-01-01', to: '2005-01-01', include_lower: true, include_upper: false },
    });
    assert.equal(bucketTerm('later', { kind: 'release_date' }), null);
  });
  test('OR within a facet, AND across facets, in facet order; unchecked and attribute-less facets skipped', () => {
    let facets: Facet[] = [
      methods,
      facet('resolution', ['1.0', '1.5', '2.0'], 'rcsb_entry_info.resolution_combined'),
      facet('release', ['2000 - 2004', '2005 - 2009']),
      facet('nameless', ['a']),
      facet('comp_type', ['L-peptide linking']),
    ];
    facets = toggleBucket(facets, 'method', 'X-RAY DIFFRACTION');
    facets = toggleBucket(facets, 'method', 'SOLUTION NMR');
    facets = toggleBucket(facets, 'release', '2005 - 2009');
    facets = toggleBucket(facets, 'nameless', 'a');
    facets = toggleBucket(facets, 'comp_type', 'L-peptide linking');
    const groups = refinementGroups(facets, {
      resolution: { kind: 'histogram', interval: 0.5 },
      release: { kind: 'release_date', attribute: 'rcsb_accession_info.initial_release_date' },
      comp_type: { attribute: 'chem_comp.type', service: 'text_chem' },
    });
    assert.deepEqual(groups, [
      {
        facet: 'method',
        attribute: 'exptl.method',
        service: 'text',
        terms: [
          { operator: 'exact_match', value: 'X-RAY DIFFRACTION', label: 'X-RAY DIFFRACTION' },
          { operator: 'exact_match', value: 'SOLUTION NMR', label: 'SOLUTION NMR' },
        ],
      },
      {
        facet: 'release',
        attribute: 'rcsb_accession_info.initial_release_date',
        service: 'text',
        terms: [
          {
            operator: 'range',
            value: { from: '2005-01-01', to: '2010-01-01', include_lower: true, include_upper: false },
            label: '2005 - 2009',
          },
        ],
      },
      {
        facet: 'comp_type',
        attribute: 'chem_comp.type',
        service: 'text_chem',
        terms: [{ operator: 'exact_match', value: 'L-peptide linking', label: 'L-peptide linking' }],
      },
    ]);
  });
  test('without a definition the facet response decides how labels read', () => {
    assert.deepEqual(
      facetDefinitionFromFacet({ name: 'r', buckets: [], aggregation_type: 'histogram', interval: 0.5 }),
      { kind: 'histogram', interval: 0.5 },
    );
    assert.deepEqual(facetDefinitionFromFacet({ name: 'r', buckets: [], aggregation_type: 'range' }), {
      kind: 'histogram',
      interval: undefined,
    });
    assert.deepEqual(
      facetDefinitionFromFacet({ name: 'd', buckets: [], aggregation_type: 'date_histogram', interval: 'year' }),
      { kind: 'release_date' },
    );
    assert.deepEqual(facetDefinitionFromFacet({ name: 'd', buckets: [], aggregation_type: 'date_range' }), {
      kind: 'release_date',
    });
    assert.deepEqual(facetDefinitionFromFacet({ name: 't', buckets: [], aggregation_type: 'terms' }), {
      kind: 'terms',
    });
    let facets: Facet[] = [
      {
        name: 'resolution',
        attribute: 'rcsb_entry_info.resolution_combined',
        aggregation_type: 'histogram',
        interval: 0.5,
        buckets: [{ label: '1.5', population: 3 }],
      },
      {
        name: 'release',
        attribute: 'rcsb_accession_info.initial_release_date',
        aggregation_type: 'date_range',
        buckets: [{ label: '2010 - 2014', population: 3 }],
      },
    ];
    facets = toggleBucket(toggleBucket(facets, 'resolution', '1.5'), 'release', '2010 - 2014');
    assert.deepEqual(
      refinementGroups(facets).map((g) => g.terms),
      [
        [{ operator: 'range', value: { from: 1.5, to: 2, include_lower: true, include_upper: false }, label: '1.5' }],
        [
          {
            operator: 'range',
            value: { from: '2010-01-01', to: '2015-01-01', include_lower: true, include_upper: false },
            label: '2010 - 2014',
          },
        ],
      ],
    );
    assert.deepEqual(refinementGroups(facets, { resolution: { kind: 'terms' } })[0]?.terms, [
      { operator: 'exact_match', value: '1.5', label: '1.5' },
    ]);
  });
  test('unreadable labels are dropped, and a facet left with none is skipped', () => {
    const facets = toggleBucket([facet('res', ['n/a'], 'rcsb_entry_info.resolution_combined')], 'res', 'n/a');
    assert.deepEqual(refinementGroups(facets, { res: { kind: 'histogram', interval: 0.5 } }), []);
  });
  test('property: one group per facet with a checked bucket and a term per checked bucket', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            labels: fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 6 }),
            picks: fc.array(fc.nat(5)),
          }),
          { maxLength: 5 },
        ),
        (specs) => {
          let facets = specs.map((spec, i) => facet(`f${i}`, spec.labels, `attr.${i}`));
          specs.forEach((spec, i) => {
            for (const pick of new Set(spec.picks)) {
              const label = spec.labels[pick];
              if (label !== undefined) facets = toggleBucket(facets, `f${i}`, label);
            }
          });
          const groups = refinementGroups(facets);
          const expected = facets.filter((f) => f.buckets.some((b) => b.checked));
          assert.deepEqual(
            groups.map((g) => g.facet),
            expected.map((f) => f.name),
          );
          groups.forEach((g, i) => assert.equal(g.terms.length, expected[i]!.buckets.filter((b) => b.checked).length));
        },
      ),
    );
  });
});
