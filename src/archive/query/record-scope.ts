// Filter facets on records inside documents (annotations, their lineages, group memberships):
// Elasticsearch's nested aggregations, which the RCSB's own refinements use ('annotation type GO'
// then 'lineage name molecular_function' then the annotation names). A filter on a record's
// attributes keeps the records that satisfy it, and the facets inside count only the values on
// those records, on records inside them or on the records around them: not every value of a hit
// that has one such record.

import type { CatalogueAttribute } from '../index/catalogue.ts';

/** One record: its document, its outermost object (`rec`) and its innermost one (`subrec`). */
export interface RecordRef {
  doc: number;
  rec: number;
  subrec: number;
}

export interface RecordScope {
  /** The arrays of objects around the records, outermost first (the catalogue's object_arrays). */
  arrays: readonly string[];
  /** Each record kept, by `doc:subrec`. */
  records: Map<string, RecordRef>;
  /** `doc:rec` of the outermost objects holding them. */
  outer: Set<string>;
}

const recordKey = (doc: number, subrec: number): string => `${doc}:${subrec}`;

function keep(scope: RecordScope, ref: RecordRef): void {
  scope.records.set(recordKey(ref.doc, ref.subrec), ref);
  scope.outer.add(recordKey(ref.doc, ref.rec));
}

/** The records of one attribute condition, as a scope (none for an attribute outside any array). */
export function scopeOfRecords(attribute: CatalogueAttribute, refs: Iterable<RecordRef>): RecordScope | undefined {
  if (attribute.object_arrays.length === 0) return undefined;
  const scope: RecordScope = { arrays: attribute.object_arrays, records: new Map(), outer: new Set() };
  for (const ref of refs) keep(scope, ref);
  return scope;
}

function sharedArrays(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Whether a value on record `ref`, inside `arrays`, belongs to the scope: the same record when
 * both sit in the same arrays, else the same outermost object; undefined when the value is on no
 * record of the scope's kind (an organism under an annotation filter), so the scope says nothing.
 */
export function recordTest(scope: RecordScope, arrays: readonly string[]): ((ref: RecordRef) => boolean) | undefined {
  const shared = sharedArrays(scope.arrays, arrays);
  if (shared === 0) return undefined;
  if (shared === arrays.length && shared === scope.arrays.length)
    return ({ doc, subrec }) => scope.records.has(recordKey(doc, subrec));
  return ({ doc, rec }) => scope.outer.has(recordKey(doc, rec));
}

/** Both conditions on related records: the deeper scope's records that the other scope admits. */
export function intersectScopes(a: RecordScope, b: RecordScope): RecordScope | undefined {
  const [deeper, other] = a.arrays.length >= b.arrays.length ? [a, b] : [b, a];
  const test = recordTest(other, deeper.arrays);
  if (!test) return undefined;
  const kept: RecordScope = { arrays: deeper.arrays, records: new Map(), outer: new Set() };
  for (const ref of deeper.records.values()) if (test(ref)) keep(kept, ref);
  return kept;
}

/** Either condition: the records of both, when they are records of the same arrays. */
export function uniteScopes(a: RecordScope, b: RecordScope): RecordScope | undefined {
  if (a.arrays.length !== b.arrays.length || sharedArrays(a.arrays, b.arrays) !== a.arrays.length) return undefined;
  return { arrays: a.arrays, records: new Map([...a.records, ...b.records]), outer: new Set([...a.outer, ...b.outer]) };
}
