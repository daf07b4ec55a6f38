// Facets -> chart series. Range-like facets (release date, resolution) become histograms in
// ascending order of their bins; term facets become bars, largest first, with the long tail
// folded into a count so a chart never grows past a screen.

import type { Facet } from '../../../model/types.ts';
import { facetDefinitionFromFacet, releaseDateBinLabel } from '../../../model/facets.ts';

export const MAX_BARS = 10;

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartSeries {
  name: string;
  kind: 'histogram' | 'bars';
  points: ChartPoint[];
  /** Buckets not drawn (bars only). */
  omitted: number;
}

function binStart(label: string): number {
  const match = /-?\d+(?:\.\d+)?/.exec(label);
  return match ? Number(match[0]) : Number.POSITIVE_INFINITY;
}

export function chartSeries(facet: Facet): ChartSeries | null {
  const buckets = facet.buckets.filter((b) => b.population > 0);
  if (buckets.length === 0) return null;
  const kind = facetDefinitionFromFacet(facet).kind;
  if (kind === 'release_date' || kind === 'histogram') {
    const points = buckets
      .map((b) => ({ label: kind === 'release_date' ? releaseDateBinLabel(b.label) : b.label, value: b.population }))
      .sort((a, b) => binStart(a.label) - binStart(b.label));
    return { name: facet.name, kind: 'histogram', points, omitted: 0 };
  }
  const sorted = [...buckets]
    .sort((a, b) => b.population - a.population)
    .map((b) => ({ label: b.label, value: b.population }));
  return {
    name: facet.name,
    kind: 'bars',
    points: sorted.slice(0, MAX_BARS),
    omitted: Math.max(0, sorted.length - MAX_BARS),
  };
}

/** The release-date histogram first, then methods, organisms and the rest in the server's order. */
export function statsSeries(facets: readonly Facet[]): ChartSeries[] {
  const series = facets.map(chartSeries).filter((s): s is ChartSeries => s !== null);
  const rank = (s: ChartSeries) =>
    /release/i.test(s.name) ? 0 : /method/i.test(s.name) ? 1 : /organism/i.test(s.name) ? 2 : 3;
  return series
    .map((s, i) => ({ s, i }))
    .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

/** Round axis maximum: 1, 2 or 5 times a power of ten, at or above the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** A sentence for <desc>: every point, so the chart says what it shows without being seen. */
export function describeSeries(series: ChartSeries): string {
  const points = series.points.map((p) => `${p.label}: ${p.value}`).join('; ');
  const more = series.omitted > 0 ? `; and ${series.omitted} more not shown` : '';
  return `${series.kind === 'histogram' ? 'Histogram' : 'Bar chart'} of ${series.name}. ${points}${more}.`;
}
