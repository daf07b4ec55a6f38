// Facets (aggregations) over a result set, computed in memory from columns: terms (spellings of
// one term merged, spellings.ts), histogram, date_histogram, range, date_range, cardinality,
// filter facets (keeping records, record-scope.ts) and nested sub-facets. Labels follow
// Elasticsearch's keys, which is what the RCSB returns: numbers of floating-point attributes as
// '2.0', dates as '2020-01-01T00:00:00.000Z', ranges as 'from-to' with '*' open.

import type { DocType } from '../doc-types.ts';
import { valuesOf, type Column, type ColumnStore, type RowList } from './columns.ts';
import { parseDateValue } from './date-math.ts';
import { calendarKey, formatDate, formatDouble, formatValue } from './facet-keys.ts';
import { QueryError } from './query-error.ts';
import { intersectScopes, recordTest, type RecordScope } from './record-scope.ts';
import { commonestSpellings, spellingGroups } from './spellings.ts';
import type { FacetRequest, FilterNode } from '../../model/types.ts';
import type { FacetBucket, FacetResult } from './search-response.ts';

export interface FacetContext {
  columns: ColumnStore;
  target: DocType;
  now: Date;
  /** Rows of the return type that satisfy a filter node. */
  filterRows: (filter: FilterNode) => Set<number>;
  /** The records inside documents that a filter node keeps (record-scope.ts), if it names any. */
  filterScope: (filter: FilterNode) => RecordScope | undefined;
  /** Rows of the return type holding a record of the scope. */
  scopeRows: (scope: RecordScope) => Set<number>;
  /** The object arrays around an attribute's values (the catalogue's object_arrays). */
  arraysOf: (attribute: string) => readonly string[];
  /** The records the enclosing filter facets keep, with the columns built for them. */
  scope?: { records: RecordScope; columns: Map<string, Column | undefined> };
}

function requireColumn(ctx: FacetContext, attribute: string): Column | undefined {
  const scope = ctx.scope;
  const test = scope && recordTest(scope.records, ctx.arraysOf(attribute));
  if (!scope || !test) return ctx.columns.column(attribute, ctx.target);
  if (!scope.columns.has(attribute)) scope.columns.set(attribute, ctx.columns.ofRecords(attribute, ctx.target, test));
  return scope.columns.get(attribute);
}

/** The context of a filter facet's own facets: its rows, and its records within the enclosing ones. */
function narrowed(filter: FilterNode, rows: RowList, ctx: FacetContext): { rows: number[]; ctx: FacetContext } {
  const allowed = ctx.filterRows(filter);
  const own = ctx.filterScope(filter);
  const outer = ctx.scope?.records;
  const records = own && outer ? (intersectScopes(outer, own) ?? own) : (own ?? outer);
  const inScope = records && records !== outer ? ctx.scopeRows(records) : undefined;
  return {
    rows: Array.from(rows).filter((r) => allowed.has(r) && (!inScope || inScope.has(r))),
    ctx: records && records !== outer ? { ...ctx, scope: { records, columns: new Map() } } : ctx,
  };
}

type Buckets = Map<number, number[]>; // key -> rows

function bucketRows(rows: RowList, column: Column | undefined, keyOf: (value: number) => number): Buckets {
  const buckets: Buckets = new Map();
  if (!column) return buckets;
  for (const row of rows) {
    const values = valuesOf(column, row);
    if (values.length === 0) continue;
    const keys = new Set<number>();
    for (const v of values) keys.add(keyOf(v));
    for (const key of keys) {
      let list = buckets.get(key);
      if (!list) buckets.set(key, (list = []));
      list.push(row);
    }
  }
  return buckets;
}

function withSubFacets(
  bucket: FacetBucket,
  rows: RowList,
  facets: FacetRequest[] | undefined,
  ctx: FacetContext,
): FacetBucket {
  if (facets && facets.length > 0) bucket.facets = computeFacets(facets, rows, ctx);
  return bucket;
}

/** Histogram buckets without sub-facets: a row counts once per bucket its values fall in. */
function keyCounts(
  name: string,
  rows: RowList,
  column: Column | undefined,
  keyOf: (value: number) => number,
  minPopulation: number,
  label: (key: number) => string,
): FacetResult {
  const counts = new Map<number, number>();
  if (column) {
    const { offsets, values } = column;
    for (const row of rows) {
      const from = offsets[row] ?? 0;
      const to = offsets[row + 1] ?? 0;
      let previous = Number.NaN;
      for (let i = from; i < to; i++) {
        const key = keyOf(values[i] as number);
        // values of one row rarely share a bucket; when they do, count the row once
        if (key === previous || (to - from > 2 && seenBefore(values, from, i, keyOf, key))) continue;
        previous = key;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  const buckets = [...counts]
    .filter(([, n]) => n >= minPopulation)
    .sort(([a], [b]) => a - b)
    .map(([key, population]) => ({ label: label(key), population }));
  return { name, buckets };
}

/** A histogram or date histogram: one bucket per key of the row values, in key order. */
function keyedFacet(
  request: { name: string; attribute: string; facets?: FacetRequest[] },
  rows: RowList,
  ctx: FacetContext,
  keyOf: (value: number) => number,
  minPopulation: number,
  label: (key: number) => string,
): FacetResult {
  const column = requireColumn(ctx, request.attribute);
  if (!request.facets?.length) return keyCounts(request.name, rows, column, keyOf, minPopulation, label);
  const buckets = [...bucketRows(rows, column, keyOf)]
    .filter(([, list]) => list.length >= minPopulation)
    .sort(([a], [b]) => a - b);
  return {
    name: request.name,
    buckets: buckets.map(([key, list]) =>
      withSubFacets({ label: label(key), population: list.length }, list, request.facets, ctx),
    ),
  };
}

function seenBefore(
  values: Float64Array,
  from: number,
  at: number,
  keyOf: (v: number) => number,
  key: number,
): boolean {
  for (let i = from; i < at; i++) if (keyOf(values[i] as number) === key) return true;
  return false;
}

/** Terms without sub-facets: counts only, no per-bucket row lists (the common, hot case). */
function termsCounts(
  request: { name: string; max_num_intervals?: number },
  rows: RowList,
  column: Column | undefined,
  minPopulation: number,
): FacetResult {
  const counts = new Map<number, number>();
  let spelling: Map<number, number> | undefined;
  if (column?.kind === 'string') {
    // dictionary codes are small integers: count in an array, then keep the non-zero ones
    const { offsets, values } = column;
    const byCode = new Int32Array(column.dictionary.length);
    const groups = spellingGroups(column);
    // a row holding two spellings of one term counts once
    const lastRow = groups && new Int32Array(column.dictionary.length).fill(-1);
    for (const row of rows) {
      const to = offsets[row + 1] as number;
      for (let i = offsets[row] as number; i < to; i++) {
        let code = values[i] as number;
        if (groups && lastRow) {
          code = groups[code] as number;
          if (lastRow[code] === row) continue;
          lastRow[code] = row;
        }
        byCode[code]! += 1;
      }
    }
    for (let code = 0; code < byCode.length; code++)
      if ((byCode[code] as number) > 0) counts.set(code, byCode[code] as number);
    spelling = groups && commonestSpellings(column, groups, rows);
  } else if (column) {
    const { offsets, values } = column;
    for (const row of rows) {
      const from = offsets[row] ?? 0;
      const to = offsets[row + 1] ?? 0;
      for (let i = from; i < to; i++) {
        const v = values[i] as number;
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
    }
  }
  const buckets = [...counts]
    .filter(([, n]) => n >= minPopulation)
    .map(([key, population]) => ({
      label: column ? formatValue(column, spelling?.get(key) ?? key) : String(key),
      population,
    }))
    .sort((a, b) => b.population - a.population || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
    .slice(0, request.max_num_intervals ?? 65536);
  return { name: request.name, buckets };
}

function facet(request: Exclude<FacetRequest, { filter: FilterNode }>, rows: RowList, ctx: FacetContext): FacetResult {
  const minPopulation = 'min_interval_population' in request ? (request.min_interval_population ?? 1) : 1;
  switch (request.aggregation_type) {
    case 'terms': {
      const column = requireColumn(ctx, request.attribute);
      if (!request.facets || request.facets.length === 0) return termsCounts(request, rows, column, minPopulation);
      const groups = column?.kind === 'string' ? spellingGroups(column) : undefined;
      const spelling = column && groups && commonestSpellings(column, groups, rows);
      const buckets = [...bucketRows(rows, column, (v) => (groups ? (groups[v] as number) : v))]
        .filter(([, list]) => list.length >= minPopulation)
        .map(([key, list]) => ({ label: column ? formatValue(column, spelling?.get(key) ?? key) : String(key), list }))
        .sort((a, b) => b.list.length - a.list.length || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0))
        .slice(0, request.max_num_intervals ?? 65536);
      return {
        name: request.name,
        buckets: buckets.map((b) =>
          withSubFacets({ label: b.label, population: b.list.length }, b.list, request.facets, ctx),
        ),
      };
    }
    case 'histogram': {
      const interval = Number(request.interval);
      const keyOf = (v: number): number => Math.floor(v / interval) * interval;
      return keyedFacet(request, rows, ctx, keyOf, minPopulation, formatDouble);
    }
    case 'date_histogram':
      return keyedFacet(request, rows, ctx, calendarKey(request.interval), minPopulation, formatDate);
    case 'range':
    case 'date_range': {
      const column = requireColumn(ctx, request.attribute);
      const dated = request.aggregation_type === 'date_range';
      const bound = (value: number | string | undefined): number | undefined => {
        if (value === undefined || value === null) return undefined;
        const parsed = dated ? parseDateValue(value, ctx.now) : Number(value);
        if (parsed === undefined || !Number.isFinite(parsed))
          throw new QueryError(`Invalid range bound '${String(value)}' in facet '${request.name}'`);
        return parsed;
      };
      const label = (value: number | undefined): string =>
        value === undefined ? '*' : dated ? formatDate(value) : formatDouble(value);
      return {
        name: request.name,
        buckets: (request.ranges ?? []).map((range) => {
          const from = bound(range.from);
          const to = bound(range.to);
          const inside: number[] = [];
          if (column) {
            // the release-date facet has a range per five years, each over every row: read the
            // column in place (valuesOf's view per row and range was a third of a facet answer)
            const { offsets, values } = column;
            for (const row of rows) {
              const end = offsets[row + 1] as number;
              for (let i = offsets[row] as number; i < end; i++) {
                const v = values[i] as number;
                if ((from === undefined || v >= from) && (to === undefined || v < to)) {
                  inside.push(row);
                  break;
                }
              }
            }
          }
          return withSubFacets(
            { label: `${label(from)}-${label(to)}`, population: inside.length },
            inside,
            request.facets,
            ctx,
          );
        }),
      };
    }
    case 'cardinality': {
      const column = requireColumn(ctx, request.attribute);
      const distinct = new Set<number>();
      if (column) for (const row of rows) for (const v of valuesOf(column, row)) distinct.add(v);
      return { name: request.name, value: distinct.size };
    }
  }
}

/** Facets of `rows`; a filter facet narrows the rows for its own sub-facets, which it returns. */
export function computeFacets(requests: readonly FacetRequest[], rows: RowList, ctx: FacetContext): FacetResult[] {
  const out: FacetResult[] = [];
  for (const request of requests) {
    if ('filter' in request) {
      const inside = narrowed(request.filter, rows, ctx);
      out.push(...computeFacets(request.facets ?? [], inside.rows, inside.ctx));
    } else {
      out.push(facet(request, rows, ctx));
    }
  }
  return out;
}
