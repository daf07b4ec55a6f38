// Refinement (facet) panel state: how many buckets each facet shows, which buckets are checked,
// and the plain refinement data those checks mean. Within one facet the checked values are
// alternatives (OR); different facets all have to hold (AND). builder/builder.ts turns RefinementGroup
// lists into an AND group of OR groups; this module never builds query nodes itself.
//
// Release dates are counted in 5-year bins, labelled 'YYYY - YYYY+4' (MESSAGE_TEMPLATES.releaseDateBin:
// '2000 - 2004'), the same "from - to" form the query descriptions use for ranges. Bins computed
// here start at years divisible by 5; a bucket label from a server is taken at its word.

import type { AttributeValue, Facet, FacetBucket, WireAttributeOperator } from './types.ts';
import { LIMITS } from './constants/limits.ts';
import { MESSAGE_TEMPLATES } from './constants/messages.ts';

/**
 * Buckets a facet shows before its first 'More...'. The seeds give only the step (10); 5 keeps
 * the panel about as short as the RCSB site's and still shows the common methods.
 */
export const DEFAULT_FACET_MAX_GROUPS = 5;

/** Facet name -> buckets currently shown; facets not listed show the default. */
export type FacetMaxGroups = Readonly<Record<string, number>>;

export function maxGroupsFor(state: FacetMaxGroups, facetName: string): number {
  return state[facetName] ?? DEFAULT_FACET_MAX_GROUPS;
}

/** 'More...' shows 10 more buckets of that facet. */
export function showMoreGroups(state: FacetMaxGroups, facetName: string): FacetMaxGroups {
  return { ...state, [facetName]: maxGroupsFor(state, facetName) + LIMITS.facetMoreStep };
}

export interface VisibleBuckets {
  buckets: FacetBucket[];
  /** Buckets not shown yet. */
  hidden: number;
  /** Whether to offer 'More...'. */
  hasMore: boolean;
}

/** The buckets to render. Checked buckets always stay visible so a choice cannot disappear. */
export function visibleBuckets(facet: Facet, maxGroups: number): VisibleBuckets {
  const limit = Math.max(0, Math.floor(maxGroups));
  const buckets = facet.buckets.filter((bucket, index) => index < limit || bucket.checked === true);
  const hidden = facet.buckets.length - buckets.length;
  return { buckets, hidden, hasMore: hidden > 0 };
}

/** Flips one bucket's checked flag; returns new facet objects, leaving the input untouched. */
export function toggleBucket(facets: readonly Facet[], facetName: string, label: string): Facet[] {
  return facets.map((facet) =>
    facet.name !== facetName
      ? facet
      : {
          ...facet,
          buckets: facet.buckets.map((bucket) =>
            bucket.label === label ? { ...bucket, checked: !bucket.checked } : bucket,
          ),
        },
  );
}

export function clearCheckedBuckets(facets: readonly Facet[]): Facet[] {
  return facets.map((facet) => ({ ...facet, buckets: facet.buckets.map((bucket) => ({ ...bucket, checked: false })) }));
}

/** Carries checked flags over to freshly fetched facets (matched by facet name and label). */
export function mergeCheckedBuckets(fresh: readonly Facet[], previous: readonly Facet[]): Facet[] {
  const checked = new Set(
    previous.flatMap((facet) => facet.buckets.filter((b) => b.checked).map((b) => `${facet.name}\u0000${b.label}`)),
  );
  return fresh.map((facet) => ({
    ...facet,
    buckets: facet.buckets.map((bucket) => ({ ...bucket, checked: checked.has(`${facet.name}\u0000${bucket.label}`) })),
  }));
}

export function hasCheckedBuckets(facets: readonly Facet[]): boolean {
  return facets.some((facet) => facet.buckets.some((bucket) => bucket.checked === true));
}

// ---------------------------------------------------------------------------------------------
// Release-date bins

/** First year of the bin holding a year (bins start at multiples of 5: 2000, 2005, ...). */
export function releaseDateBinStart(year: number): number {
  const size = LIMITS.releaseDateBinYears;
  return Math.floor(year / size) * size;
}

/** Start year of a bucket label: '2000', '2000-01-01', '2000-01-01T00:00:00Z' or '2000 - 2004'. */
export function parseReleaseDateBin(label: string): number | null {
  const match = /^\s*(\d{4})(?:\s*-\s*\d{4}\s*$|-\d{2}-\d{2}(?:T.*)?$|\s*$)/.exec(label);
  return match?.[1] ? Number(match[1]) : null;
}

/** 'YYYY - YYYY+4' for a bin's first year or any bucket label parseReleaseDateBin reads. */
export function releaseDateBinLabel(startYearOrLabel: number | string): string {
  const year = typeof startYearOrLabel === 'number' ? startYearOrLabel : parseReleaseDateBin(startYearOrLabel);
  return year === null || !Number.isInteger(year) ? String(startYearOrLabel) : MESSAGE_TEMPLATES.releaseDateBin(year);
}

/** Date range of one bin: from 1 January of its first year, up to (not including) the next bin. */
export function releaseDateBinRange(startYear: number): {
  from: string;
  to: string;
  include_lower: true;
  include_upper: false;
} {
  const from = startYear;
  return {
    from: `${from}-01-01`,
    to: `${from + LIMITS.releaseDateBinYears}-01-01`,
    include_lower: true,
    include_upper: false,
  };
}

/** The ranges of a date_range facet request covering firstYear..lastYear in 5-year bins. */
export function releaseDateBinRanges(firstYear: number, lastYear: number): Array<{ from: string; to: string }> {
  const ranges: Array<{ from: string; to: string }> = [];
  for (let year = releaseDateBinStart(firstYear); year <= lastYear; year += LIMITS.releaseDateBinYears) {
    const { from, to } = releaseDateBinRange(year);
    ranges.push({ from, to });
  }
  return ranges;
}

// ---------------------------------------------------------------------------------------------
// Checked buckets -> refinement data

/** How a facet's bucket labels map back to attribute conditions. */
export type FacetKind = 'terms' | 'number_terms' | 'histogram' | 'release_date';

export interface FacetDefinition {
  /** Attribute to refine on; falls back to the facet's own attribute. */
  attribute?: string;
  kind?: FacetKind;
  /** Bin width of a histogram facet (e.g. 0.5 for resolution). */
  interval?: number;
  /** Chemical attributes are answered by text_chem. */
  service?: 'text' | 'text_chem';
}

export interface RefinementTerm {
  operator: WireAttributeOperator;
  value: AttributeValue;
}

export interface RefinementGroup {
  facet: string;
  attribute: string;
  service: 'text' | 'text_chem';
  /** Alternatives: any of them may hold; each with the label of the bucket it came from. */
  terms: Array<RefinementTerm & { label: string }>;
}

function histogramTerm(label: string, interval: number | undefined): RefinementTerm | null {
  const between = /^\s*(\d+(?:\.\d+)?)\s*(?:-|to)\s*(\d+(?:\.\d+)?)\s*$/.exec(label);
  if (between?.[1] && between[2]) {
    return {
      operator: 'range',
      value: { from: Number(between[1]), to: Number(between[2]), include_lower: true, include_upper: false },
    };
  }
  const atLeast = /^\s*(?:>=?\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)\s*\+)\s*$/.exec(label);
  const lowest = atLeast?.[1] ?? atLeast?.[2];
  if (lowest) return { operator: 'greater_or_equal', value: Number(lowest) };
  const start = Number(label);
  if (label.trim() === '' || !Number.isFinite(start)) return null;
  if (interval === undefined || !(interval > 0)) return { operator: 'equals', value: start };
  return { operator: 'range', value: { from: start, to: start + interval, include_lower: true, include_upper: false } };
}

/** The condition one checked bucket stands for, or null when its label cannot be read. */
export function bucketTerm(label: string, definition: FacetDefinition = {}): RefinementTerm | null {
  switch (definition.kind ?? 'terms') {
    case 'number_terms': {
      const value = Number(label);
      return label.trim() !== '' && Number.isFinite(value) ? { operator: 'equals', value } : null;
    }
    case 'histogram':
      return histogramTerm(label, definition.interval);
    case 'release_date': {
      const year = parseReleaseDateBin(label);
      return year === null ? null : { operator: 'range', value: releaseDateBinRange(year) };
    }
    default:
      return { operator: 'exact_match', value: label };
  }
}

/**
 * What a facet response says about its labels when no definition is given: histogram and range
 * labels are numbers, date facets are the 5-year release-date bins (seed 000 §9).
 */
export function facetDefinitionFromFacet(facet: Facet): FacetDefinition {
  switch (facet.aggregation_type) {
    case 'histogram':
    case 'range':
      return { kind: 'histogram', interval: typeof facet.interval === 'number' ? facet.interval : undefined };
    case 'date_histogram':
    case 'date_range':
      return { kind: 'release_date' };
    default:
      return { kind: 'terms' };
  }
}

/**
 * One group per facet with checked buckets, in facet order. A definition (by facet name) overrides
 * what the facet response implies. Facets without an attribute (neither on the facet nor in its
 * definition) cannot be refined and are skipped.
 */
export function refinementGroups(
  facets: readonly Facet[],
  definitions: Readonly<Record<string, FacetDefinition>> = {},
): RefinementGroup[] {
  const groups: RefinementGroup[] = [];
  for (const facet of facets) {
    const definition = { ...facetDefinitionFromFacet(facet), ...definitions[facet.name] };
    const attribute = definition.attribute ?? facet.attribute;
    if (!attribute) continue;
    const terms = facet.buckets
      .filter((bucket) => bucket.checked === true)
      .flatMap((bucket) => {
        const term = bucketTerm(bucket.label, definition);
        return term ? [{ ...term, label: bucket.label }] : [];
      });
    if (terms.length > 0) groups.push({ facet: facet.name, attribute, service: definition.service ?? 'text', terms });
  }
  return groups;
}
