// Date values of attribute queries: 'yyyy-MM-dd', ISO date-times, and the Search API's date math
// ('now-1w', 'now-1M', 'now-1y', '2020-01-01||+6M'). Dates compare as UTC epoch milliseconds,
// the unit the index stores them in.

const DATE_MATH = /^(now|(\d{4}-\d{2}-\d{2}(?:T[^|]*)?)\|\|)((?:[-+]\d+[yMwdhHms])*)$/;
const STEP = /([-+])(\d+)([yMwdhHms])/g;

function parseAbsolute(text: string): number | undefined {
  const value = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(value) ? undefined : value;
}

/** Epoch milliseconds of a date value, or undefined when it is not one. `now` is injectable for tests. */
export function parseDateValue(value: unknown, now: Date = new Date()): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const math = DATE_MATH.exec(text);
  if (!math) return parseAbsolute(text);
  const anchorText = math[2];
  const anchor = anchorText === undefined ? now.getTime() : parseAbsolute(anchorText);
  if (anchor === undefined) return undefined;
  const date = new Date(anchor);
  for (const [, sign, amount, unit] of (math[3] ?? '').matchAll(STEP)) {
    const n = Number(amount) * (sign === '-' ? -1 : 1);
    switch (unit) {
      case 'y':
        date.setUTCFullYear(date.getUTCFullYear() + n);
        break;
      case 'M':
        date.setUTCMonth(date.getUTCMonth() + n);
        break;
      case 'w':
        date.setUTCDate(date.getUTCDate() + 7 * n);
        break;
      case 'd':
        date.setUTCDate(date.getUTCDate() + n);
        break;
      case 'h':
      case 'H':
        date.setUTCHours(date.getUTCHours() + n);
        break;
      case 'm':
        date.setUTCMinutes(date.getUTCMinutes() + n);
        break;
      case 's':
        date.setUTCSeconds(date.getUTCSeconds() + n);
        break;
      default:
        break;
    }
  }
  return date.getTime();
}
