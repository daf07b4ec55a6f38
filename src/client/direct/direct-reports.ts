// Tabular reports in browser-direct mode: searchData for every report that is not a search view
// (the predefined reports, 'pdb_ids', 'custom_report') and reportFile (csv, json), answered as
// /search/data and /search/data-download answer them (model/reports/), from the public APIs: the
// result ids from the Search API (the same search the server runs), the rows' documents from the
// Data API (report-graph.ts), and the values from the report's GraphQL queries, each root field
// naming at most 1,000 ids.

import { PUBLIC_API_LIMITS } from '../../model/constants/limits.ts';
import type { DocType } from '../../model/doc-types.ts';
import { ReportRefusal, planReport, type ReportPlan } from '../../model/reports/report-plan.ts';
import {
  addAnswer,
  reportLayout,
  reportQueries,
  ROOT_OF_LEVEL,
  type ReportAnswers,
} from '../../model/reports/report-query.ts';
import { allHitsRefusal, listsAllHits, reportSearchRequest } from '../../model/reports/report-search.ts';
import {
  batchRefusal,
  NO_REPORT_RESULTS,
  REPORT_FILE_TYPES,
  reportFileName,
  reportFileText,
  reportTable,
  reportTableAnswer,
  type ReportHits,
} from '../../model/reports/report-table.ts';
import type { ReportTable } from '../../model/reports/report-output.ts';
import type { SearchApiResponse, SearchDataBody, SearchResponse } from '../../model/types.ts';
import type { DownloadedFile } from '../archive-client.ts';
import type { ClientResult } from '../http.ts';
import type { ApiTransport } from './api-transport.ts';
import { askGraphql } from './graphql-answer.ts';
import { searchCall } from './public-api-calls.ts';
import { fetchReportGraph, type FetchedReportGraph } from './report-graph.ts';
import { createReportAttributes, type ReportAttributes } from './report-attributes.ts';

export interface DirectReportApis {
  search: ApiTransport;
  data: ApiTransport;
}

interface ReportSources extends DirectReportApis {
  attributes(signal?: AbortSignal): Promise<ClientResult<ReportAttributes>>;
}

/** A failed step, carried out as the result it was. */
class Failed extends Error {
  constructor(readonly result: ClientResult<never>) {
    super(result.ok ? '' : result.message);
  }
}

const refused = (message: string): ClientResult<never> => ({ ok: false, status: 400, message });

function settled<T>(result: ClientResult<T>): T {
  if (!result.ok) throw new Failed(result);
  return result.value;
}

/** A report's plan, its batch of results, their documents and the table (server/reports answers from it). */
export interface BuiltReport {
  plan: ReportPlan;
  hits: ReportHits<number>;
  graph: FetchedReportGraph;
  table: ReportTable;
}

async function buildReport(apis: ReportSources, body: SearchDataBody, signal?: AbortSignal): Promise<BuiltReport> {
  const attributes = settled(await apis.attributes(signal));
  let plan: ReportPlan;
  try {
    plan = planReport((path) => attributes.get(path), body.report, body.attributes ?? [], body.request.return_type);
  } catch (error) {
    if (error instanceof ReportRefusal) throw new Failed(refused(error.message));
    throw error;
  }
  const all = listsAllHits(body.request);
  const { request, page } = reportSearchRequest(body.request, all);
  // no hits: the Search API answers 204 without a body
  const found = settled(await apis.search.send<SearchApiResponse | null>(searchCall(request), signal));
  const total = found?.group_by_count ?? found?.total_count ?? 0;
  const refusal = all ? allHitsRefusal(total) : undefined;
  if (refusal) throw new Failed(refused(refusal));
  const ids = (found?.result_set ?? []).map((item) => (typeof item === 'string' ? item : item.identifier));
  const type = body.request.return_type as DocType;
  const { graph, results } = settled(await fetchReportGraph(apis.data, type, ids, signal));
  const hits: ReportHits<number> = { results, total, start: page.start };
  const layout = reportLayout(graph, plan, results);
  const answers: ReportAnswers = new Map();
  const roots = Object.values(ROOT_OF_LEVEL).map((root) => root.field);
  const queries = reportQueries(layout.reads, PUBLIC_API_LIMITS.graphqlIds);
  const data = await Promise.all(queries.map((query) => askGraphql(apis.data, query, roots, signal)));
  for (const answer of data) addAnswer(answers, settled(answer));
  return { plan, hits, graph, table: reportTable(graph, plan, layout, answers) };
}

async function answered<T>(make: () => Promise<T>): Promise<ClientResult<T>> {
  try {
    return { ok: true, status: 200, value: await make() };
  } catch (error) {
    if (error instanceof Failed) return error.result;
    throw error;
  }
}

export function createDirectReports(given: DirectReportApis) {
  const known = createReportAttributes(given);
  const apis: ReportSources = { ...given, attributes: known.attributes };
  return {
    customReportAttributes: known.customReportAttributes,
    reportAttributes: known.reportAttributes,
    /** The report attributes the public APIs hold, by path. */
    attributes: known.attributes,
    /** The report a body asks for, built from the public APIs (the upstream engine answers from it). */
    build(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<BuiltReport>> {
      return answered(() => buildReport(apis, body, signal));
    },
    /** /search/data's answer for a tabular report: its page's table, or the no-results answer. */
    searchData(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<SearchResponse>> {
      return answered(async () => {
        const { plan, hits, graph, table } = await buildReport(apis, body, signal);
        if (hits.total === 0) return NO_REPORT_RESULTS;
        return reportTableAnswer(graph, plan, body.request.return_type, hits, table);
      });
    },
    /** A batch of a tabular report as a csv or json file, named as the server names it. */
    reportFile(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<DownloadedFile>> {
      return answered(async () => {
        const format = body.format === 'json' ? 'json' : 'csv';
        const { plan, hits, table } = await buildReport(apis, body, signal);
        const refusal = batchRefusal(hits);
        if (refusal) throw new Failed(refused(refusal));
        return {
          blob: new Blob([reportFileText(table, format)], { type: REPORT_FILE_TYPES[format] }),
          fileName: reportFileName(plan, hits, format),
        };
      });
    },
  };
}
