// Sort entries with a `filter`: the sort key of a document comes only from the values whose
// record satisfies the filter, e.g. entries by `citation.year` of the citation with
// `citation.rcsb_is_primary = Y`, not by the year of any citation. A filter condition on the same
// nested-indexed record as the sorted attribute must hold on that record (the engine's nested
// group semantics: same `(doc, rec)`, or `(doc, subrec)` for second-level roots); a condition on
// anything else must hold on the document. Documents left without a value sort last.

import type { DocType } from '../doc-types.ts';
import { sharedNestedRoot, type CatalogueAttribute } from '../index/catalogue.ts';
import type { ArchiveIndex } from './archive-index.ts';
import type { AttributeService, AttributeTerminal } from './attribute-terminal.ts';
import type { ColumnStore } from './columns.ts';
import type { GranularityMapper } from './granularity.ts';
import type { FilterNode, SortEntry } from '../../model/types.ts';

export interface SortFilterContext {
  index: ArchiveIndex;
  attributes: AttributeTerminal;
  columns: ColumnStore;
  mapper: GranularityMapper;
  now: Date;
}

/** Whether one value row (its document, records and the target row it maps to) passes. */
type ValueTest = (doc: number, rec: number, subrec: number, targetRow: number) => boolean;

export function serviceOf(index: ArchiveIndex, service: string | undefined, attribute: string): AttributeService {
  if (service === 'text_chem') return 'text_chem';
  return !index.catalogue.text.has(attribute) && index.catalogue.text_chem.has(attribute) ? 'text_chem' : 'text';
}

/** An attribute's catalogue entry, structure first, then chemical. */
export const described = (index: ArchiveIndex, attribute: string): CatalogueAttribute | undefined =>
  index.catalogue.text.get(attribute) ?? index.catalogue.text_chem.get(attribute);

function compile(
  ctx: SortFilterContext,
  node: FilterNode,
  sorted: CatalogueAttribute | undefined,
  target: DocType,
): ValueTest {
  // its shape is the model contract's (request/sort-filters.ts)
  if (node.type === 'group') {
    const parts = node.nodes.map((n) => compile(ctx, n, sorted, target));
    if (node.logical_operator === 'or') return (d, r, s, t) => parts.some((p) => p(d, r, s, t));
    return (d, r, s, t) => parts.every((p) => p(d, r, s, t));
  }
  const { parameters } = node;
  const service = serviceOf(ctx.index, node.service, parameters.attribute);
  // on the same record as the sorted value where both sit in one nested record
  const shared = sorted ? sharedNestedRoot([sorted, described(ctx.index, parameters.attribute)]) : undefined;
  const rows = ctx.attributes.evaluate(service, parameters, ctx.now, { records: shared !== undefined, scored: false });
  const negated = parameters.negation === true;
  if (shared) {
    const level = shared.level;
    const records = level === 1 ? rows.subrecs : rows.recs;
    const keys = new Set(Array.from(rows.docs, (doc, i) => `${doc}:${records?.[i]}`));
    return (doc, rec, subrec) => keys.has(`${doc}:${level === 1 ? subrec : rec}`) !== negated;
  }
  const targets = new Set<number>();
  for (let i = 0; i < rows.docs.length; i++)
    ctx.mapper.forEachTarget(rows.docs[i] as number, target, (t) => targets.add(t));
  return (_doc, _rec, _subrec, t) => targets.has(t) !== negated;
}

/**
 * One sort key per row of `target` (NaN without a passing value): the smallest passing value for
 * ascending order, the largest for descending; strings as the column's dictionary codes.
 */
export function filteredSortKeys(ctx: SortFilterContext, entry: SortEntry, target: DocType): Float64Array | undefined {
  const info = ctx.index.attributes.get(entry.sort_by);
  const column = ctx.columns.column(entry.sort_by, target);
  if (!info || !column || !entry.filter) return undefined;
  const passes = compile(ctx, entry.filter, described(ctx.index, entry.sort_by), target);
  const codes = column.kind === 'string' ? new Map(column.dictionary.map((value, code) => [value, code])) : undefined;
  const ascending = (entry.direction ?? 'desc') === 'asc';
  const keys = new Float64Array(ctx.index.size).fill(Number.NaN);
  const scan = ctx.index.store.scan(info.id);
  const valueOf = scan.pairs.map(({ value, num }) =>
    codes ? (value === null ? undefined : codes.get(value)) : (num ?? undefined),
  );
  for (let i = 0; i < scan.docs.length; i++) {
    const value = valueOf[scan.codes[i] as number];
    if (value === undefined) continue;
    const doc = scan.docs[i] as number;
    const rec = scan.recs[i] as number;
    const subrec = scan.subrecs[i] as number;
    ctx.mapper.forEachTarget(doc, target, (t) => {
      if (!passes(doc, rec, subrec, t)) return;
      const current = keys[t] as number;
      if (Number.isNaN(current) || (ascending ? value < current : value > current)) keys[t] = value;
    });
  }
  return keys;
}
