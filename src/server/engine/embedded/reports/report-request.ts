// Reading a report body and running its search (the search is model/reports/report-search.ts's).

import type { DocType } from '../../../../archive/doc-types.ts';
import { refusalAsClientError } from '../query-refusal.ts';
import { REPORT_FORMATS } from '../../../../model/constants/vocabulary.ts';
import { MESSAGE_TEMPLATES } from '../../../../model/constants/messages.ts';
import { readSearchRequest } from '../../../../model/legacy.ts';
import type { ReportFormat, ReportMode, SearchRequest } from '../../../../model/types.ts';
import { allHitsRefusal, listsAllHits, reportSearchRequest } from '../../../../model/reports/report-search.ts';
import { ClientError } from '../../../errors.ts';
import { documentRow } from '../files/document-lookup.ts';
import { derivedRequest } from '../derived-request.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { SearchRunner } from '../search-runner/runner.ts';
import type { EngineDataApi } from '../../types.ts';
import { isRecord } from '../../../../model/json-shape.ts';

export const REPORT_MODES: readonly ReportMode[] = ['download', 'display'];
export const MAX_ATTRIBUTES = 200;
/** As /search/data's body schema bounds them, for the routes without that schema. */
const MAX_REPORT_NAME = 200;
const MAX_ATTRIBUTE_NAME = 500;

export interface ReportBody {
  report: string;
  request: SearchRequest;
  attributes: string[];
  /** csv or json file; absent means the table the UI renders. */
  format?: ReportFormat;
  mode: ReportMode;
}

function fail(message: string): never {
  throw new ClientError(400, message);
}

/** The request of a report or download body, normalised and validated by the model's rules. */
export function readRequest(raw: unknown): SearchRequest {
  const request = readSearchRequest(raw);
  if (!request.ok) fail(request.message);
  return request.value;
}

export function readReportBody(raw: unknown): ReportBody {
  if (!isRecord(raw)) fail('Invalid request: the body must be a JSON object');
  const { report, attributes, format, mode } = raw;
  if (typeof report !== 'string' || report.trim() === '' || report.length > MAX_REPORT_NAME)
    fail(`Invalid request: 'report' must be a report name (1 to ${MAX_REPORT_NAME} characters)`);
  if (
    attributes !== undefined &&
    (!Array.isArray(attributes) ||
      attributes.some((a) => typeof a !== 'string' || a.length === 0 || a.length > MAX_ATTRIBUTE_NAME))
  ) {
    fail(`Invalid request: 'attributes' must be a list of attribute names (1 to ${MAX_ATTRIBUTE_NAME} characters)`);
  }
  if (Array.isArray(attributes) && attributes.length > MAX_ATTRIBUTES)
    fail(`A custom report may have at most ${MAX_ATTRIBUTES} attributes`);
  if (format !== undefined && !(REPORT_FORMATS as readonly unknown[]).includes(format)) {
    fail(`Unknown format: ${JSON.stringify(format)} (expected one of ${REPORT_FORMATS.join(', ')})`);
  }
  if (mode !== undefined && !(REPORT_MODES as readonly unknown[]).includes(mode)) {
    fail(`Unknown mode: ${JSON.stringify(mode)} (expected one of ${REPORT_MODES.join(', ')})`);
  }
  return {
    report: report.trim(),
    request: readRequest(raw.request),
    attributes: (attributes as string[] | undefined) ?? [],
    ...(format !== undefined ? { format: format as ReportFormat } : {}),
    mode: (mode as ReportMode | undefined) ?? 'download',
  };
}

export interface Hits {
  returnType: DocType;
  /** Document rows of the results, in result order. */
  rows: number[];
  /** Results the query matched (groups when the request groups them). */
  total: number;
  start: number;
}

/** What a report reads: the index for its rows, the runner for its search. */
export interface ReportParts {
  index: ArchiveIndex;
  runner: SearchRunner;
  /** Where a report's values come from: the same resolvers that answer /graphql. */
  dataApi: EngineDataApi;
}

/** Runs the search for identifiers; `all` lists every hit (model/reports/report-search.ts). */
export async function searchHits(deps: ReportParts, request: SearchRequest, all: boolean): Promise<Hits> {
  const { request: engineRequest, page } = reportSearchRequest(request, all);
  const checked = derivedRequest(engineRequest);
  let response;
  try {
    response = await deps.runner.engine(checked);
  } catch (error) {
    throw refusalAsClientError(error, MESSAGE_TEMPLATES.requestQueryErrors);
  }
  const returnType = request.return_type as DocType;
  const rows: number[] = [];
  for (const item of response.result_set ?? []) {
    const id = typeof item === 'string' ? item : item.identifier;
    const row = documentRow(deps.index, returnType, id);
    if (row !== undefined) rows.push(row);
  }
  return { returnType, rows, total: response.group_by_count ?? response.total_count, start: page.start };
}

/** A report lists one page; `return_all_hits` is honoured while it stays within one page's bound. */
export async function reportHits(deps: ReportParts, request: SearchRequest): Promise<Hits> {
  const all = listsAllHits(request);
  const hits = await searchHits(deps, request, all);
  const refusal = all ? allHitsRefusal(hits.total) : undefined;
  if (refusal) fail(refusal);
  return hits;
}
