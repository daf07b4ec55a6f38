// Running a report's search over the archive (the search is model/reports/report-search.ts's).

import type { DocType } from '../../../../archive/doc-types.ts';
import { refusalAsClientError } from '../query-refusal.ts';
import { MESSAGE_TEMPLATES } from '../../../../model/constants/messages.ts';
import type { SearchRequest } from '../../../../model/types.ts';
import { allHitsRefusal, listsAllHits, reportSearchRequest } from '../../../../model/reports/report-search.ts';
import { ClientError } from '../../../errors.ts';
import { documentRow } from '../files/document-lookup.ts';
import { derivedRequest } from '../derived-request.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { SearchRunner } from '../search-runner/runner.ts';
import type { EngineDataApi } from '../../types.ts';

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
  if (refusal) throw new ClientError(400, refusal);
  return hits;
}
