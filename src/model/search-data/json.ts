// Typed reads from document bodies. Bodies are JSON shaped like the RCSB Data API documents; any
// field may be absent (ingest omits what a file does not state), so every read is optional.

import { isRecord } from '../json-shape.ts';

export type JsonObject = Record<string, unknown>;

export function objectAt(value: unknown): JsonObject | undefined {
  return isRecord(value) ? value : undefined;
}

/** The objects of an array field (anything else in it is skipped). */
export function objectsAt(value: unknown): JsonObject[] {
  return Array.isArray(value) ? value.map(objectAt).filter((v): v is JsonObject => v !== undefined) : [];
}

/** A non-empty string. */
export function textAt(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function textsAt(value: unknown): string[] {
  return Array.isArray(value) ? value.map(textAt).filter((v): v is string => v !== undefined) : [];
}

/**
 * A day as the items show it ('2000-08-14'): the archive's documents hold the day, the Data API
 * answers the same Date at midnight UTC ('2000-08-14T00:00:00Z').
 */
export function dayAt(value: unknown): string | undefined {
  const text = textAt(value);
  return text && /^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?(Z|[+-]00:?00)$/.test(text) ? text.slice(0, 10) : text;
}

export function numberAt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** `body.a.b.c` for nested objects. */
export function pathAt(body: JsonObject | undefined, ...keys: string[]): unknown {
  let value: unknown = body;
  for (const key of keys) value = objectAt(value)?.[key];
  return value;
}

/** Distinct values in first-seen order. */
export function distinct<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** The object without its undefined fields, so optional fields are absent rather than undefined. */
export function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
