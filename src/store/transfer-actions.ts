// The calls the results area makes besides the search itself: the custom report's attribute menu,
// a predefined report's columns, report files (CSV/JSON batches), result ids for Download IDs
// and file downloads, entries' chain types (for the alignment links), and the archive URLs the
// browser loads itself (images, the download form). They return values for the caller to show;
// none of them touches the state.

import type {
  CustomReportAttributes,
  PolymerTypeMap,
  ReportFormat,
  Result,
  SearchDataBody,
  SearchRequest,
  SearchResponse,
} from '../model/types.ts';
import { MESSAGE_TEMPLATES } from '../model/constants/messages.ts';
import type { ClientResult } from '../client/http.ts';
import type { DownloadedFile, DownloadIds } from '../client/archive-client.ts';
import type { DownloadFormKind, ReportQueryLink } from '../client/archive-urls.ts';
import type { ActionContext } from './action-context.ts';

export interface ReportFileRequest {
  report: string;
  request: SearchRequest;
  attributes?: string[];
  format: ReportFormat;
  /** The batch: paginate.start and rows of the request. */
  start: number;
  rows: number;
}

function toResult<T, U = T>(result: ClientResult<T>, map: (value: T) => U = (v) => v as unknown as U): Result<U> {
  return result.ok
    ? { ok: true, value: map(result.value) }
    : { ok: false, message: MESSAGE_TEMPLATES.error(result.message) };
}

function withPage(request: SearchRequest, start: number, rows: number): SearchRequest {
  return { ...request, request_options: { ...request.request_options, paginate: { start, rows } } };
}

const unavailable = (what: string): Result<never> => ({
  ok: false,
  message: MESSAGE_TEMPLATES.error(`not available from this server: ${what}`),
});

export function createTransferActions({ deps }: ActionContext) {
  // an entry's chain types do not change: the result items of a page ask once between them (per
  // client, which is rebuilt when the archive server changes)
  const polymerTypesByClient = new WeakMap<object, Map<string, Promise<Result<PolymerTypeMap>>>>();
  return {
    /** GET /search/polymer-type/{entryId}: asym_id → polymer type ('Protein', ...), kept once fetched. */
    fetchPolymerTypes(entryId: string): Promise<Result<PolymerTypeMap>> {
      const key = entryId.toUpperCase();
      const client = deps.client();
      const polymerTypes = polymerTypesByClient.get(client) ?? new Map<string, Promise<Result<PolymerTypeMap>>>();
      polymerTypesByClient.set(client, polymerTypes);
      let pending = polymerTypes.get(key);
      if (!pending) {
        pending = client.polymerTypes
          ? client.polymerTypes(key).then((result) => toResult(result))
          : Promise.resolve(unavailable('chain types'));
        polymerTypes.set(key, pending);
        // a failure is not kept: the next item asks again
        void pending.then((result) => {
          if (!result.ok) polymerTypes.delete(key);
        });
      }
      return pending;
    },

    async fetchCustomReportAttributes(signal?: AbortSignal): Promise<Result<CustomReportAttributes>> {
      const client = deps.client();
      if (!client.customReportAttributes) return unavailable('the custom report menu');
      return toResult(await client.customReportAttributes(signal));
    },

    async fetchReportAttributes(reportId: string, signal?: AbortSignal): Promise<Result<string[]>> {
      const client = deps.client();
      if (!client.reportAttributes) return unavailable('the report columns');
      return toResult(await client.reportAttributes(reportId, signal));
    },

    async fetchReportFile(input: ReportFileRequest, signal?: AbortSignal): Promise<Result<DownloadedFile>> {
      const client = deps.client();
      if (!client.reportFile) return unavailable('report download');
      const body: SearchDataBody = {
        report: input.report,
        request: withPage(input.request, input.start, input.rows),
        ...(input.attributes ? { attributes: input.attributes } : {}),
        format: input.format,
        mode: 'download',
      };
      return toResult(await client.reportFile(body, signal));
    },

    /** POST /search/data-download/ids: the entry (or component) ids a file download names. */
    async fetchDownloadIds(reportRequest: SearchDataBody, signal?: AbortSignal): Promise<Result<DownloadIds>> {
      const client = deps.client();
      if (!client.downloadIds) return unavailable('file download');
      return toResult(await client.downloadIds(reportRequest, signal));
    },

    /** A picture path from a result item (imgSrc) on the archive; undefined when the client has none. */
    imageUrl(path: string | undefined): string | undefined {
      return path ? deps.client().imageUrl?.(path) : undefined;
    },

    /** A chemical component's picture: its item's own path, else the archive's image of it. */
    ligandImageUrl(componentId: string, given?: string): string | undefined {
      return deps.client().ligandImageUrl?.(componentId, given);
    },

    /** Where the form of a file download posts its ids; undefined when the client has none. */
    downloadFormTarget(kind: DownloadFormKind): string | undefined {
      return deps.client().downloadFormTarget?.(kind);
    },

    /** The report-query view of a report's page; undefined when the client has none. */
    reportQueryUrl(link: ReportQueryLink): string | undefined {
      return deps.client().reportQueryUrl?.(link);
    },

    /** One page of result identifiers (the pdb_ids report) for Download IDs and Display IDs. */
    async fetchResultIdentifiers(
      request: SearchRequest,
      start: number,
      rows: number,
      signal?: AbortSignal,
    ): Promise<Result<string[]>> {
      const result = await deps
        .client()
        .searchData({ report: 'pdb_ids', request: withPage(request, start, rows) }, signal);
      return toResult(result, (body: SearchResponse & { identifiers?: unknown }) =>
        Array.isArray(body.identifiers)
          ? body.identifiers.map(String)
          : (body.result_set ?? [])
              .map((item) => String((item as { identifier?: unknown }).identifier ?? ''))
              .filter(Boolean),
      );
    },
  };
}

export type TransferActions = ReturnType<typeof createTransferActions>;
