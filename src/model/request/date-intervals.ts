// The intervals a date_histogram facet may bucket by: the list the request check names in its
// message and the engine's bucket keys are made for.

export const DATE_INTERVALS = ['year', '1y', 'quarter', 'month', '1M', 'day', '1d'] as const;

export type DateInterval = (typeof DATE_INTERVALS)[number];

export function isDateInterval(value: unknown): value is DateInterval {
  return typeof value === 'string' && (DATE_INTERVALS as readonly string[]).includes(value);
}
