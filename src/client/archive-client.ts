import type {
  SearchDataBody,
  SearchResponse,
  SuggestionItem,
  SequenceLookupResponse,
  StructureLookupResponse,
  PolymerTypeMap,
  CustomReportAttributes,
  TreeNode,
  UploadResponse,
} from '../model/types.ts';
import {
  getJson,
  postJson,
  joinPath,
  parseJson,
  parseText,
  request,
  type ClientResult,
  type HttpOptions,
} from './http.ts';
import { fetchStructureText, VIEWER_HEADERS } from './structure-file.ts';
import { createTermClient } from './term-client.ts';
import { createMyPdbClient } from './mypdb-client.ts';
import { createArchiveUrls } from './archive-urls.ts';
import { uploadedFileUrl } from '../model/upload.ts';
import type { PairwiseAlignment } from '../model/structure-alignment/pairwise.ts';
import { encodeAlignmentRequest, type ChainRef } from '../model/viewer-request.ts';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadIds {
  ids: string[];
  /** The server's note on what it left out (computed models are never batch-downloaded). */
  notice?: string;
}

/** Header in which the server names what a download left out. */
export const DOWNLOAD_NOTICE_HEADER = 'x-download-notice';

/** 'attachment; filename="pdb_ligands_1-25.csv"' -> 'pdb_ligands_1-25.csv'. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export interface ArchiveClientOptions extends HttpOptions {
  /** Path prefix of the MyPDB routes on the server. */
  mypdbPrefix?: string;
  /** Path of the multipart upload endpoint. */
  uploadPath?: string;
}

/** Structure and chemical nested suggesters take a nested value in the path: '/' becomes '~'. */
export function encodeNestedValue(value: string): string {
  return value.replace(/\//g, '~');
}

/** One function per archive call (seed 000 §7, seed 001 §7); every call takes an AbortSignal. */
export function createArchiveClient(options: ArchiveClientOptions) {
  const http: HttpOptions = options;
  const base = options.apiBase;
  const mypdb = (options.mypdbPrefix ?? '/mypdb').replace(/\/+$/, '');
  const at = (...segments: Array<string | number | boolean>) => joinPath(base, ...segments);

  return {
    /** suggest (the search-bar menu) and entryStatus (whether an id is current, obsolete, ...). */
    ...createTermClient(http),
    /** Image and download-form URLs on this archive. */
    ...createArchiveUrls(base),
    /** Searches and counts (a count carries request_options.return_counts). */
    searchData(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<SearchResponse>> {
      return postJson(http, at('search', 'data'), body, signal);
    },
    /**
     * A batch of a tabular report as a file (body.format csv or json; the batch is the request's
     * paginate), from the download target of seed 000 §2, with the name the server gives it.
     */
    reportFile(body: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<DownloadedFile>> {
      const fallback = `pdb_${body.report}.${body.format ?? 'csv'}`;
      return postJson(http, at('search', 'data-download'), body, signal, async (response) => ({
        blob: await response.blob(),
        fileName: fileNameFromDisposition(response.headers.get('content-disposition'), fallback),
      }));
    },
    /** Result ids for file downloads (later posted by form to downloadFormTarget), and what the server left out. */
    downloadIds(reportRequest: SearchDataBody, signal?: AbortSignal): Promise<ClientResult<DownloadIds>> {
      return postJson(
        http,
        at('search', 'data-download', 'ids'),
        { mode: 'download-files', reportRequest },
        signal,
        async (response) => {
          const notice = response.headers.get(DOWNLOAD_NOTICE_HEADER);
          return { ids: (await parseText(response)).split(/[\s,]+/).filter(Boolean), ...(notice ? { notice } : {}) };
        },
      );
    },
    suggester(
      attribute: string,
      flag: boolean | number,
      text: string,
      signal?: AbortSignal,
    ): Promise<ClientResult<SuggestionItem[]>> {
      return getJson(http, at('search', 'suggester', attribute, flag, text), signal);
    },
    nestedSuggester(
      kind: 'structure' | 'chemical',
      attribute: string,
      nestedValue: string,
      flag: boolean | number,
      text: string,
      signal?: AbortSignal,
    ): Promise<ClientResult<SuggestionItem[]>> {
      return getJson(
        http,
        at('search', 'suggester', kind, attribute, encodeNestedValue(nestedValue), flag, text),
        signal,
      );
    },
    /**
     * The metadata schema of a service's attributes, in the RCSB's shape (seed 001 §7's developer
     * links): the query builder's attribute menu and value inputs are built from it.
     */
    metadataSchema(service: 'text' | 'text_chem', signal?: AbortSignal): Promise<ClientResult<unknown>> {
      const path = service === 'text_chem' ? ['metadata', 'chemical', 'schema'] : ['metadata', 'schema'];
      return getJson(http, at('rcsbsearch', 'v2', ...path), signal);
    },
    entryIdSuggester(text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionItem[]>> {
      return getJson(http, at('search', 'suggester', 'rcsb_entry_container_identifiers.entry_id', true, text), signal);
    },
    sequences(entryId: string, signal?: AbortSignal): Promise<ClientResult<SequenceLookupResponse>> {
      return getJson(http, at('search', 'sequence', entryId), signal);
    },
    structure(entryId: string, signal?: AbortSignal): Promise<ClientResult<StructureLookupResponse>> {
      return getJson(http, at('search', 'structure', entryId), signal);
    },
    /** An entry's mmCIF file as text (the in-page 3D views). */
    structureFile(entryId: string, signal?: AbortSignal): Promise<ClientResult<string>> {
      return fetchStructureText(http, at('download', `${entryId}.cif`), signal, VIEWER_HEADERS);
    },
    /**
     * The TM-align of two chains for the alignment view, computed by the server from its own
     * coordinates (`_files`: what the page's own alignment needs, browser-direct mode's); a
     * viewer's call, so with the viewer headers (seed 001 §7).
     */
    pairwiseAlignment(
      query: ChainRef,
      target: ChainRef,
      _files: Promise<ClientResult<{ query: string; target: string }>>,
      signal?: AbortSignal,
    ): Promise<ClientResult<PairwiseAlignment>> {
      const headers = { ...VIEWER_HEADERS, 'content-type': 'application/json', accept: 'application/json' };
      const init = { method: 'POST', signal: signal ?? null, headers, body: encodeAlignmentRequest(query, target) };
      return request(http, at('search', 'pairwise-alignment'), init, parseJson<PairwiseAlignment>);
    },
    polymerTypes(entryId: string, signal?: AbortSignal): Promise<ClientResult<PolymerTypeMap>> {
      return getJson(http, at('search', 'polymer-type', entryId), signal);
    },
    customReportAttributes(signal?: AbortSignal): Promise<ClientResult<CustomReportAttributes>> {
      return getJson(http, at('search', 'custom-report-attributes'), signal);
    },
    reportAttributes(reportId: string, signal?: AbortSignal): Promise<ClientResult<string[]>> {
      return getJson(http, at('search', 'attributes', reportId), signal);
    },
    tree(treeId: string, nodeId: string | 'root', signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      return getJson(http, at('search', 'tree', treeId, nodeId), signal);
    },
    treeMenu(treeId: string, text: string, signal?: AbortSignal): Promise<ClientResult<SuggestionItem[]>> {
      return getJson(http, at('search', 'tree-menu', treeId, text), signal);
    },
    treeSelect(treeId: string, nodeId: string, signal?: AbortSignal): Promise<ClientResult<TreeNode>> {
      return getJson(http, at('search', 'tree-select', treeId, nodeId), signal);
    },
    upload(file: Blob, format: string, name: string, signal?: AbortSignal): Promise<ClientResult<UploadResponse>> {
      const form = new FormData();
      form.append('format', format);
      form.append('name', name);
      form.append('file', file, name);
      const url = `${base.replace(/\/+$/, '')}${options.uploadPath ?? '/search/upload'}`;
      // the answer carries the file's URL (absolute: the structure services are sent it as a reference)
      const fileUrl = (key: string) =>
        uploadedFileUrl(typeof location === 'undefined' ? url : new URL(url, location.href).href, key);
      return request(http, url, { method: 'POST', body: form, signal: signal ?? null }, async (r) => {
        const body = (await r.json()) as UploadResponse;
        return 'key' in body && typeof body.key === 'string' ? { ...body, url: fileUrl(body.key) } : body;
      });
    },
    mypdb: createMyPdbClient(http, mypdb),
  };
}

export type ArchiveClient = ReturnType<typeof createArchiveClient>;
