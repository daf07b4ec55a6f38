// The query engine's entry point: a Search API v2 request -> the v2 response, answered from the
// archive index. Order of work: evaluate the query tree at the return type, keep the requested
// content types, normalise scores, facets over every hit, sort, group, page, shape the items.
// A response with total_count 0 is the server's 204.

import { randomUUID } from 'node:crypto';
import type { DocType } from '../doc-types.ts';
import { ArchiveIndex } from './archive-index.ts';
import { AttributeHits } from './attribute-hits.ts';
import { AttributeTerminal } from './attribute-terminal.ts';
import { preparePostings } from './column-match.ts';
import { ColumnStore } from './columns.ts';
import { adoptColumns, columnSnapshot, type ColumnSnapshot } from './shared-columns.ts';
import { QueryEvaluator, type ExternalService } from './evaluate.ts';
import type { Hits } from './hits.ts';
import { contentTypeFilter, normalisedScores } from './content-types.ts';
import { computeFacets } from './facets.ts';
import { filterScope, objectArraysOf, scopeRows } from './filter-scope.ts';
import { FullTextService } from './full-text.ts';
import { DOC_TYPE_OF_RETURN, GranularityMapper } from './granularity.ts';
import { BufferPool, HitsArena, type HitSpace } from './hits-arena.ts';
import { groupKey, groupRows, orderedMembers, sortGroups } from './grouping.ts';
import { resultItem } from './result-item.ts';
import { applyScoringStrategy } from './scoring-strategy.ts';
import { attributeComparator, rowComparator } from './ranking.ts';
import { filteredSortKeys, serviceOf } from './sort-filter.ts';
import { firstInOrder } from './top-k.ts';
import { filledPaginate } from '../../model/request/paging.ts';
import type { FilterNode, GroupBy, ReturnType, SearchRequest, ValidatedRequest } from '../../model/types.ts';
import type { GroupItem, SearchResponse } from './search-response.ts';
import { explainMetadata, type QueryRun, type ResultShape } from './search-stages.ts';

export interface ArchiveSearchOptions {
  /** Services beyond full_text, text and text_chem (sequence, chemical, ...), by service name. */
  services?: ReadonlyMap<string, ExternalService>;
  /** Clock for date math ('now-1w'); injectable for tests. */
  now?: () => Date;
}

export { firstInOrder };

export class ArchiveSearch {
  readonly index: ArchiveIndex;
  private readonly mapper: GranularityMapper;
  private readonly columns: ColumnStore;
  private readonly attributes: AttributeTerminal;
  private readonly attributeHits: AttributeHits;
  private readonly fullText: FullTextService;
  /** Row-indexed arrays reused from one query to the next. */
  private readonly pool: BufferPool;
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
    this.pool = new BufferPool(this.index.size);
    this.attributeHits = new AttributeHits(this.index, this.attributes, this.columns, this.mapper);
    this.fullText = new FullTextService(this.index, this.mapper);
    this.services = options.services ?? new Map();
    this.now = options.now ?? (() => new Date());
  }

  close(): void {
    // services may hold worker threads with their own connections to the index
    for (const service of this.services.values()) void service.close?.();
    this.index.close();
  }

  /**
   * Builds the in-memory columns of attributes that facets and sorts will use, so the first
   * user request does not pay for them (a second or two on a 200,000-entry archive).
   */
  warm(columns: ReadonlyArray<{ attribute: string; returnType: ReturnType }>): void {
    for (const { attribute, returnType } of columns) {
      const target = DOC_TYPE_OF_RETURN[returnType];
      this.index.idRanks(target);
      const column = this.columns.column(attribute, target);
      // facet attributes are what refinements filter on: ready their postings too
      if (column) preparePostings(column);
    }
  }

  /** The columns built so far (warm), in shared memory, for other threads' searches to adopt. */
  columnSnapshot(): ColumnSnapshot[] {
    return columnSnapshot(this.columns);
  }

  /** Takes columns another thread's search built over the same index instead of building them. */
  adoptColumns(columns: readonly ColumnSnapshot[]): void {
    adoptColumns(this.columns, this.index, columns);
  }

  /** Rows of `target` matching a filter node (filter facets, sort filters). */
  private filterRows(filter: FilterNode, target: DocType, now: Date, space: HitSpace): Set<number> {
    if (filter.type === 'group') {
      const parts = filter.nodes.map((n) => this.filterRows(n, target, now, space));
      if (filter.logical_operator === 'or') return new Set(parts.flatMap((p) => [...p]));
      const [first, ...rest] = parts.sort((a, b) => a.size - b.size);
      return new Set([...(first ?? [])].filter((row) => rest.every((p) => p.has(row))));
    }
    const parameters = filter.parameters;
    const service = serviceOf(this.index, filter.service, parameters.attribute);
    const rows = new Set(this.attributeHits.positive(service, parameters, target, now, false, space).keys());
    if (parameters.negation !== true) return rows;
    return new Set([...this.index.rows(target)].filter((row) => !rows.has(row)));
  }

  /** The answer to a request the model's contract passed (checkSearchRequest). */
  search(request: ValidatedRequest): Promise<SearchResponse> {
    return this.run(request);
  }

  /** Number of hits only (the count requests of the query builder). */
  async count(request: ValidatedRequest): Promise<number> {
    const response = await this.run({
      ...request,
      request_options: { ...request.request_options, return_counts: true },
    });
    return response.total_count;
  }

  private async run(request: SearchRequest): Promise<SearchResponse> {
    // every row set of this query takes its arrays from the arena; the response holds none
    const arena = new HitsArena(this.pool);
    try {
      return await this.answer(request, arena);
    } finally {
      arena.release();
    }
  }

  private async answer(request: SearchRequest, arena: HitsArena): Promise<SearchResponse> {
    const started = performance.now();
    const options = request.request_options ?? {};
    const target = DOC_TYPE_OF_RETURN[request.return_type];
    const query: QueryRun = { request, options, target, now: this.now(), arena };
    const { evaluator, raw } = await this.evaluate(query);

    const allowed = contentTypeFilter(this.index, options.results_content_type);
    const rawRows = raw.rows();
    let kept = 0;
    for (let i = 0; i < rawRows.length; i++) if (allowed(rawRows[i] as number)) kept++;
    const queryId = request.request_info?.query_id ?? randomUUID();
    if (options.return_counts && !options.facets?.length && !options.group_by) {
      // a count needs neither scores nor a copy of the hits
      return { query_id: queryId, result_type: request.return_type, total_count: kept };
    }
    const scores = normalisedScores(raw, kept, allowed, arena);
    const response: SearchResponse = { query_id: queryId, result_type: request.return_type, total_count: scores.size };
    // a copy: sorting must not reorder the Hits' own row list
    const rows = scores.rows().slice();
    const facetMillis = this.answerFacets(query, rows, response);
    const { start, rows: size } = filledPaginate(options.paginate);
    const shape: ResultShape = {
      start,
      size,
      page: (list) => (options.return_all_hits ? list : list.slice(start, start + size)),
      scores,
      item: (row) => resultItem(this.index, row, scores, options.results_verbosity ?? 'minimal', evaluator.terminals),
      filtered: (entry, keyTarget) =>
        filteredSortKeys(
          {
            index: this.index,
            attributes: this.attributes,
            columns: this.columns,
            mapper: this.mapper,
            now: query.now,
          },
          entry,
          keyTarget,
        ),
    };
    const sortStarted = performance.now();
    const ordered = options.group_by ? rows : this.ordered(query, rows, shape);
    const sortMillis = performance.now() - sortStarted;
    const groupingMillis = options.group_by ? this.answerGroups(query, rows, shape, response) : undefined;
    if (!options.group_by && !options.return_counts)
      response.result_set = shape.page(Array.from(ordered)).map(shape.item);
    if (options.return_explain_metadata) {
      response.explain_metadata = explainMetadata(evaluator.terminals, {
        started,
        sortMillis,
        ...(facetMillis !== undefined ? { facetMillis } : {}),
        ...(groupingMillis !== undefined ? { groupingMillis } : {}),
      });
    }
    return response;
  }

  /** The query tree's hits at the return type, scored by the request's strategy. */
  private async evaluate(query: QueryRun): Promise<{ evaluator: QueryEvaluator; raw: Hits }> {
    const { options, arena } = query;
    const evaluator = new QueryEvaluator({
      index: this.index,
      mapper: this.mapper,
      attributes: this.attributes,
      attributeHits: this.attributeHits,
      fullText: this.fullText,
      services: this.services,
      target: query.target,
      now: query.now,
      space: arena,
      scored: options.return_counts !== true,
    });
    const hits = await evaluator.evaluate(query.request.query);
    const raw = applyScoringStrategy(hits, evaluator.terminals, options.scoring_strategy, arena);
    return { evaluator, raw };
  }

  /** The requested facets over every hit, set on the response; their time, when any were asked. */
  private answerFacets(query: QueryRun, rows: Int32Array, response: SearchResponse): number | undefined {
    const facets = query.options.facets;
    if (!facets || facets.length === 0) return undefined;
    const { target, now, arena } = query;
    const t = performance.now();
    response.facets = computeFacets(facets, rows, {
      columns: this.columns,
      target,
      now,
      filterRows: (filter) => this.filterRows(filter, target, now, arena),
      filterScope: (filter) => filterScope({ index: this.index, attributes: this.attributes, now }, filter),
      scopeRows: (scope) => scopeRows(this.mapper, scope, target),
      arraysOf: (attribute) => objectArraysOf(this.index, attribute),
    });
    return performance.now() - t;
  }

  /** Ungrouped rows in the request's order, as far as the page needs them. */
  private ordered(query: QueryRun, rows: Int32Array, shape: ResultShape): ArrayLike<number> {
    const { options, target } = query;
    // built for counts too: it rejects a bad sort either way
    const compare = rowComparator(options.sort, shape.scores, this.columns, this.index, target, shape.filtered);
    if (options.return_counts) return rows;
    return options.return_all_hits ? rows.sort(compare) : firstInOrder(rows, shape.start + shape.size, compare);
  }

  /** Groups the hits, sets the group counts and the shown groups on the response; returns its time. */
  private answerGroups(query: QueryRun, rows: Int32Array, shape: ResultShape, response: SearchResponse): number {
    const { options, target } = query;
    const groupBy = options.group_by as GroupBy;
    const t = performance.now();
    const { scores, filtered, item } = shape;
    const grouping = groupRows(rows, scores, groupBy, target, this.columns, this.index, filtered);
    // only the groups a response shows are put in order
    const shown = options.return_counts
      ? 0
      : options.return_all_hits
        ? grouping.groups.length
        : shape.start + shape.size;
    const groups = sortGroups(
      grouping.groups,
      options.sort,
      (entry) => attributeComparator(this.columns, entry, target, filtered),
      shown,
    );
    const millis = performance.now() - t;
    response.total_count = grouping.groupedRows;
    response.group_by_count = grouping.groups.length;
    response.ungrouped_count = scores.size;
    response.group_by = groupBy;
    if (options.return_counts) return millis;
    if ((options.group_by_return_type ?? 'representatives') === 'groups') {
      response.group_set = shape.page(groups).map((g): GroupItem => ({
        identifier: groupKey(grouping, g),
        score: g.score,
        count: g.count,
        members_in_archive: grouping.inArchive(g.code),
        result_set: orderedMembers(grouping, g).map(item),
      }));
    } else {
      response.result_set = shape.page(groups).map((g) => item(g.representative));
    }
    return millis;
  }
}
