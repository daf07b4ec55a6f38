// Facet bucket keys and their labels as Elasticsearch writes them (which is what the RCSB
// returns): numbers of floating-point attributes as '2.0', dates in ISO form, and the calendar
// bucket a date falls in for date_histogram.

import type { Column } from './columns.ts';
import type { DateInterval } from '../../model/request/date-intervals.ts';

/** Java's Double.toString for the values Elasticsearch keys carry. */
export function formatDouble(value: number): string {
  if (Number.isInteger(value)) return `${value}.0`;
  return String(Number(value.toPrecision(12)));
}

export function formatDate(ms: number): string {
  return new Date(ms).toISOString();
}

/** A bucket key as Elasticsearch labels it: the string, the ISO date, or the number. */
export function formatValue(column: Column, value: number): string {
  switch (column.kind) {
    case 'string':
      return column.dictionary[value] ?? '';
    case 'date':
      return formatDate(value);
    default:
      return column.attribute.valueType === 'integer' ? String(value) : formatDouble(value);
  }
}

/** Start of each UTC year from YEAR_TABLE_FIRST on, for year buckets without a Date per value. */
const YEAR_TABLE_FIRST = 1900;
const YEAR_STARTS = Float64Array.from({ length: 302 }, (_, i) => Date.UTC(YEAR_TABLE_FIRST + i, 0, 1));

function yearStart(ms: number): number {
  if (!(ms >= (YEAR_STARTS[0] as number) && ms < (YEAR_STARTS[YEAR_STARTS.length - 1] as number))) {
    return Date.UTC(new Date(ms).getUTCFullYear(), 0, 1);
  }
  // years are 365 or 366 days: the estimate is the right year or the one after
  let i = Math.floor((ms - (YEAR_STARTS[0] as number)) / 31_556_952_000);
  while ((YEAR_STARTS[i] as number) > ms) i--;
  while ((YEAR_STARTS[i + 1] as number) <= ms) i++;
  return YEAR_STARTS[i] as number;
}

const quarterStart = (ms: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
};
const monthStart = (ms: number): number => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const dayStart = (ms: number): number => Math.floor(ms / 86_400_000) * 86_400_000;

/** A bucket start for every interval the model accepts (the Record keeps the two in step). */
const BUCKET_START: Readonly<Record<DateInterval, (ms: number) => number>> = {
  year: yearStart,
  '1y': yearStart,
  quarter: quarterStart,
  month: monthStart,
  '1M': monthStart,
  day: dayStart,
  '1d': dayStart,
};

/** The bucket key (its start) of a date for a date_histogram interval. */
export function calendarKey(interval: DateInterval): (ms: number) => number {
  return BUCKET_START[interval];
}
