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
import { LIMITS } from '../model/constants/limits.ts';

/**
 * How a file download reaches the user: the ids posted by form to a server of ours, or one zip
 * built in the page (browser-direct mode) with a note of the files it could not hold.
 */
export type FileDelivery = { form: string } | { zip: Blob; name: string; notice?: string };

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

/** A zip member is named as the host names the file (4HHB.cif.gz), so a .gz stays one. */
function memberName(url: string, id: string): string {
  const last = new URL(url, 'http://host/').pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || `${id}.cif`;
  } catch {
    return last;
  }
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

    /**
     * The most files one download may hold, when the client bounds it below the seed's threshold:
     * a zip built in the page holds one of the seed's batches (50) at a time.
     */
    filesPerDownload(): number | undefined {
      const client = deps.client();
      return client.downloadFormTarget || !client.bundleFiles ? undefined : LIMITS.batchFileDownloadSize;
    },

    /** Download these entries' (or components') files: posted to a server of ours, or zipped in the page. */
    async fetchFiles(
      ids: readonly string[],
      kind: DownloadFormKind,
      signal?: AbortSignal,
    ): Promise<Result<FileDelivery>> {
      const client = deps.client();
      const form = client.downloadFormTarget?.(kind);
      if (form) return { ok: true, value: { form } };
      const { fileUrl, bundleFiles } = client;
      if (!fileUrl || !bundleFiles) return unavailable('file download');
      const files = ids.map((id) => {
        const url = fileUrl(id, kind);
        return { name: memberName(url, id), url };
      });
      const bundle = await bundleFiles(files, signal);
      if (!bundle.ok) return toResult(bundle);
      const { zip, notice } = bundle.value;
      return {
        ok: true,
        value: { zip, name: kind === 'ligands' ? 'pdb-ligands.zip' : 'pdb-entries.zip', ...(notice ? { notice } : {}) },
      };
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

    /** A developer page of ours (/search/tests/...); undefined without a server of ours. */
    developerPageUrl(path: string): string | undefined {
      return deps.client().developerPageUrl?.(path);
    },

    /** A Search API route (/rcsbsearch/v2/...) on the server that answers the searches. */
    searchApiUrl(path: string): string | undefined {
      return deps.client().searchApiUrl?.(path);
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
