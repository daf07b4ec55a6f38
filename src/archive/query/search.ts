// The query engine's entry point: a Search API v2 request -> the v2 response, answered from the
// archive index. Order of work: evaluate the query tree at the return type, keep the requested
// content types, normalise scores, facets over every hit, sort, group, page, shape the items.
// A response with total_count 0 is the server's 204.

import { randomUUID } from 'node:crypto';
import type { DocType } from '../ingest/documents.ts';
import { ArchiveIndex } from './archive-index.ts';
import { AttributeTerminal, type AttributeService } from './attribute-terminal.ts';
import { ColumnStore } from './columns.ts';
import { QueryEvaluator, type ExternalService, type TerminalOutcome } from './evaluate.ts';
import { computeFacets } from './facets.ts';
import { FullTextService } from './full-text.ts';
import { DOC_TYPE_OF_RETURN, GranularityMapper } from './granularity.ts';
import { Hits } from './hits.ts';
import { groupRows, sortGroups } from './grouping.ts';
import { QueryError } from './query-error.ts';
import { attributeComparator, rowComparator } from './ranking.ts';
import {
  RETURN_TYPES,
  type ReturnType,
  type FilterNode,
  type GroupItem,
  type ResultItem,
  type SearchRequest,
  type SearchResponse,
} from './request.ts';

export const DEFAULT_ROWS = 10;
export const MAX_ROWS = 10000;

export interface ArchiveSearchOptions {
  /** Services beyond full_text, text and text_chem (sequence, chemical, ...), by service name. */
  services?: ReadonlyMap<string, ExternalService>;
  /** Clock for date math ('now-1w'); injectable for tests. */
  now?: () => Date;
}

/**
 * The first `count` rows in order without sorting them all: a page of 25 out of 200,000 hits
 * needs a bounded heap, not a full sort.
 */
export function firstInOrder(rows: number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (count * 8 >= rows.length) return rows.sort(compare).slice(0, count);
  // max-heap on `compare` holding the best `count` rows seen so far
  const heap: number[] = [];
  const up = (i: number): void => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i] as number, heap[parent] as number) <= 0) break;
      [heap[i], heap[parent]] = [heap[parent] as number, heap[i] as number];
      i = parent;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      if (l < heap.length && compare(heap[l] as number, heap[largest] as number) > 0) largest = l;
      if (r < heap.length && compare(heap[r] as number, heap[largest] as number) > 0) largest = r;
      if (largest === i) return;
      [heap[i], heap[largest]] = [heap[largest] as number, heap[i] as number];
      i = largest;
    }
  };
  for (const row of rows) {
    if (heap.length < count) {
      heap.push(row);
      up(heap.length - 1);
    } else if (compare(row, heap[0] as number) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(compare);
}

export class ArchiveSearch {
  readonly index: ArchiveIndex;
  private readonly mapper: GranularityMapper;
  private readonly columns: ColumnStore;
  private readonly attributes: AttributeTerminal;
  private readonly fullText: FullTextService;
  private readonly services: ReadonlyMap<string, ExternalService>;
  private readonly now: () => Date;

  constructor(fileOrIndex: string | ArchiveIndex, options: ArchiveSearchOptions = {}) {
    this.index = typeof fileOrIndex === 'string' ? new ArchiveIndex(fileOrIndex) : fileOrIndex;
    this.mapper = new GranularityMapper(this.index);
    this.columns = new ColumnStore(this.index, this.mapper);
    const searchable = this.index.metadata?.searchableAttributes;
    this.attributes = new AttributeTerminal(
      this.index,
      searchable ? { text: new Set(searchable.text), text_chem: new Set(searchable.text_chem) } : undefined,
    );
    this.fullText = new FullTextService(this.index, this.mapper);
    this.services = options.services ?? new Map();
    this.now = options.now ?? (() => new Date());
  }

  close(): void {
    this.index.close();
  }

  /**
   * Builds the in-memory columns of attributes that facets and sorts will use, so the first
   * user request does not pay for them (a second or two on a 200,000-entry archive).
   */
  warm(columns: ReadonlyArray<{ attribute: string; returnType: ReturnType }>): void {
    for (const { attribute, returnType } of columns) this.columns.column(attribute, DOC_TYPE_OF_RETURN[returnType]);
  }

  /** Rows of `target` matching a filter node (filter facets, sort filters). */
  private filterRows(filter: FilterNode, target: DocType, now: Date): Set<number> {
    if (filter.type === 'group') {
      const parts = filter.nodes.map((n) => this.filterRows(n, target, now));
      if (filter.logical_operator === 'or') return new Set(parts.flatMap((p) => [...p]));
      const [first, ...rest] = parts.sort((a, b) => a.size - b.size);
      return new Set([...(first ?? [])].filter((row) => rest.every((p) => p.has(row))));
    }
    const parameters = filter.parameters;
    const service: AttributeService =
      filter.service === 'text_chem' || (!this.index.catalogue.text.has(parameters.attribute) && this.index.catalogue.text_chem.has(parameters.attribute))
        ? 'text_chem'
        : 'text';
    const docs = new Hits(this.index.size);
    for (const doc of this.attributes.evaluate(service, parameters, now, { scored: false }).docs) docs.set(doc, 1);
    const rows = new Set(this.mapper.map(docs, target).keys());
    if (parameters.negation !== true) return rows;
    return new Set([...this.index.rows(target)].filter((row) => !rows.has(row)));
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    const started = performance.now();
    const now = this.now();
    const returnType = request.return_type;
    if (!RETURN_TYPES.includes(returnType)) throw new QueryError(`Unknown return_type '${String(returnType)}'`);
    const target = DOC_TYPE_OF_RETURN[returnType];
    const options = request.request_options ?? {};

    const evaluator = new QueryEvaluator({
      index: this.index,
      mapper: this.mapper,
      attributes: this.attributes,
      fullText: this.fullText,
      services: this.services,
      target,
      now,
      scored: options.return_counts !== true,
    });
    const raw = await evaluator.evaluate(request.query);

    // results_content_type: computed models only when asked for; definitions always.
    const contentTypes = new Set(options.results_content_type ?? ['experimental']);
    const allowExperimental = contentTypes.has('experimental');
    const allowComputational = contentTypes.has('computational');
    const allowed = (row: number): boolean => {
      const flag = this.index.computational[row] ?? -1;
      return flag === 1 ? allowComputational : flag === 0 ? allowExperimental : true;
    };
    if (options.return_counts && !options.facets?.length && !options.group_by) {
      // a count needs neither scores nor a copy of the hits
      let total = 0;
      raw.forEach((_, row) => {
        if (allowed(row)) total++;
      });
      return { query_id: request.request_info?.query_id ?? randomUUID(), result_type: returnType, total_count: total };
    }
    const scores = new Hits(this.index.size);
    let best = 0;
    raw.forEach((score, row) => {
      if (!allowed(row)) return;
      scores.set(row, score);
      if (score > best) best = score;
    });
    for (const [row, score] of scores) scores.set(row, best > 0 ? score / best : 1);

    const response: SearchResponse = {
      query_id: request.request_info?.query_id ?? randomUUID(),
      result_type: returnType,
      total_count: scores.size,
    };
    const rows = [...scores.keys()];

    let facetMillis: number | undefined;
    if (options.facets && options.facets.length > 0) {
      const t = performance.now();
      response.facets = computeFacets(options.facets, rows, {
        columns: this.columns,
        target,
        now,
        filterRows: (filter) => this.filterRows(filter, target, now),
      });
      facetMillis = performance.now() - t;
    }

    const paginate = options.paginate ?? {};
    const start = paginate.start ?? 0;
    const size = paginate.rows ?? DEFAULT_ROWS;
    if (!Number.isInteger(start) || start < 0) throw new QueryError('paginate.start must be a non-negative integer');
    if (!Number.isInteger(size) || size < 0 || size > MAX_ROWS) throw new QueryError(`paginate.rows must be an integer between 0 and ${MAX_ROWS}`);
    const page = <T>(list: T[]): T[] => (options.return_all_hits ? list : list.slice(start, start + size));
    const verbosity = options.results_verbosity ?? 'minimal';
    const item = (row: number): ResultItem | string => this.item(row, scores, verbosity, evaluator.terminals);

    const sortStarted = performance.now();
    const compare = rowComparator(options.group_by ? undefined : options.sort, scores, this.columns, this.index, target);
    let ordered = rows;
    if (options.group_by) ordered = rows.sort(compare);
    else if (!options.return_counts) ordered = options.return_all_hits ? rows.sort(compare) : firstInOrder(rows, start + size, compare);
    const sortMillis = performance.now() - sortStarted;

    let groupingMillis: number | undefined;
    if (options.group_by) {
      const t = performance.now();
      const groups = sortGroups(
        groupRows(ordered, scores, options.group_by, returnType, target, this.columns, this.index),
        options.sort,
        (entry) => attributeComparator(this.columns, entry.sort_by, entry.direction ?? 'desc', target),
      );
      groupingMillis = performance.now() - t;
      const grouped = new Set(groups.flatMap((g) => g.rows));
      response.total_count = grouped.size;
      response.group_by_count = groups.length;
      response.ungrouped_count = scores.size;
      response.group_by = options.group_by;
      if (!options.return_counts) {
        if ((options.group_by_return_type ?? 'representatives') === 'groups') {
          response.group_set = page(groups).map(
            (g): GroupItem => ({
              identifier: g.key,
              score: g.score,
              count: g.rows.length,
              result_set: g.rows.map(item),
            }),
          );
        } else {
          response.result_set = page(groups).map((g) => item(g.rows[0] as number));
        }
      }
    } else if (!options.return_counts) {
      response.result_set = page(ordered).map(item);
    }

    if (options.return_explain_metadata) {
      const timings: Record<string, number> = {};
      for (const t of evaluator.terminals) timings[String(t.nodeId)] = Math.round(t.millis * 1000) / 1000;
      response.explain_metadata = {
        total_timing: Math.round((performance.now() - started) * 1000) / 1000,
        ...(facetMillis !== undefined ? { facet_timing: facetMillis } : {}),
        sort_timing: sortMillis,
        ...(groupingMillis !== undefined ? { grouping_timing: groupingMillis } : {}),
        terminal_node_timings: timings,
      };
    }
    return response;
  }

  /** Number of hits only (the count requests of the query builder). */
  async count(request: SearchRequest): Promise<number> {
    const response = await this.search({ ...request, request_options: { ...request.request_options, return_counts: true } });
    return response.total_count;
  }

  private item(row: number, scores: Hits, verbosity: string, terminals: readonly TerminalOutcome[]): ResultItem | string {
    const identifier = this.index.ids[row] ?? '';
    if (verbosity === 'compact') return identifier;
    const score = Math.round((scores.get(row) ?? 0) * 1e6) / 1e6;
    if (verbosity !== 'verbose') return { identifier, score };
    const services: NonNullable<ResultItem['services']> = [];
    for (const terminal of terminals) {
      const original = terminal.hits.get(row);
      if (original === undefined) continue;
      let entry = services.find((s) => s.service_type === terminal.service);
      if (!entry) services.push((entry = { service_type: terminal.service, nodes: [] }));
      entry.nodes.push({ node_id: terminal.nodeId, original_score: original, norm_score: terminal.max > 0 ? original / terminal.max : 0 });
    }
    return { identifier, score, services };
  }
}
