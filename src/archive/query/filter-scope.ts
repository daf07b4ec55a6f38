// The records a filter facet's condition keeps (record-scope.ts): each attribute condition on a
// record inside documents gives its records; AND keeps the records every related condition
// admits, OR the records of either when both are records of the same kind. A negated condition,
// or one on no record, narrows the rows only (FacetContext.filterRows).

import type { DocType } from '../doc-types.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { AttributeTerminal } from './attribute-terminal.ts';
import type { GranularityMapper } from './granularity.ts';
import { intersectScopes, scopeOfRecords, uniteScopes, type RecordScope } from './record-scope.ts';
import type { FilterNode } from '../../model/types.ts';
import { described, serviceOf } from './sort-filter.ts';

export interface FilterScopeContext {
  index: ArchiveIndex;
  attributes: AttributeTerminal;
  now: Date;
}

export function filterScope(ctx: FilterScopeContext, filter: FilterNode): RecordScope | undefined {
  if (filter.type === 'group') {
    const parts = (filter.nodes ?? []).map((node) => filterScope(ctx, node));
    if (filter.logical_operator === 'or') {
      let united = parts[0];
      for (const part of parts.slice(1)) united = united && part && uniteScopes(united, part);
      return united;
    }
    let kept: RecordScope | undefined;
    for (const part of parts) if (part) kept = kept ? (intersectScopes(kept, part) ?? kept) : part;
    return kept;
  }
  const parameters = filter.parameters;
  if (!parameters || parameters.negation === true) return undefined;
  const service = serviceOf(ctx.index, filter.service, parameters.attribute);
  const attribute = ctx.index.catalogue[service].get(parameters.attribute);
  if (!attribute || attribute.object_arrays.length === 0) return undefined;
  const found = ctx.attributes.evaluate(service, parameters, ctx.now, { records: true, scored: false });
  const refs = Array.from(found.docs, (doc, i) => ({
    doc,
    rec: found.recs?.[i] ?? 0,
    subrec: found.subrecs?.[i] ?? 0,
  }));
  return scopeOfRecords(attribute, refs);
}

/** Rows of `target` holding a record of the scope. */
export function scopeRows(mapper: GranularityMapper, scope: RecordScope, target: DocType): Set<number> {
  const rows = new Set<number>();
  const docs = new Set<number>();
  for (const { doc } of scope.records.values()) docs.add(doc);
  for (const doc of docs) mapper.forEachTarget(doc, target, (row) => rows.add(row));
  return rows;
}

/** The object arrays around an attribute's values; none for an attribute the archive lacks. */
export function objectArraysOf(index: ArchiveIndex, attribute: string): readonly string[] {
  return described(index, attribute)?.object_arrays ?? [];
}
