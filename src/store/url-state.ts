// The page URL <-> what the store shows (seed 000 §2 routes). Pure functions: the navigation
// actions read and write the browser through an adapter.
//
// Writing search URLs lives in url-format.ts, apart from the reading (which needs the model's
// legacy normalisation and validation) so that a lone search bar can build URLs without them.
//
// Reading: /search?request={json} runs that request; ?query={json} a bare (possibly legacy) query;
// ?q=text a search-bar term (sequence or full text, never an identifier redirect); return_type or
// rt sets the return type and include_csm adds computed models to any of the three. Paths below
// the search page select a tab: /advanced[/{service}], /browse[/{tree_id}][?node={id or name}],
// /history, /mypdb[/{view}]. /history goes beyond seed 001 §4 on purpose: a reload shows the tab.
// An in-page view (issue 37) takes the seed's route below the same base, over the search tab:
// /3d-view/{entry_id} or /3d-view?loadPdbIds={json} (model/viewer-request.ts), with the
// search's own ?request= beside it so a reload shows the results behind the view too.
//
// The search page need not live at /search (a CMS may mount it at /pdb/search), so the part of
// the path before those suffixes is kept as the base and every URL written is built on it.

import type { MyPdbView, ReturnType, SearchRequest, ServiceType } from '../model/types.ts';
import { CSM_RESULTS_CONTENT_TYPE } from '../model/constants/core.ts';
import { ALL_RETURN_TYPES, MYPDB_VIEWS, SERVICE_HELP_TOPICS, SERVICE_TYPES } from '../model/constants/vocabulary.ts';
import { DEFAULT_RESULTS_CONTENT_TYPE } from '../model/constants/limits.ts';
import { readSearchRequest, requestFromLegacyQuery } from '../model/legacy.ts';
import { parseSearchTerm } from '../model/search-term.ts';
import {
  encodeAlignmentRequest,
  encodeLoadPdbIds,
  readAlignmentRequest,
  readLoadPdbIds,
  structureName,
  structureOfName,
  type RoutedViewerRequest,
} from '../model/viewer-request.ts';
import type { BrowserLocation } from './browser-history.ts';
import { plainCopy } from './request-options.ts';
import { encodeRequestParam, URL_PARAMS } from './url-format.ts';

export { URL_PARAMS, encodeRequestParam, requestUrl, resultsPageUrl } from './url-format.ts';

export type LocationRoute =
  | { tab: 'search'; advanced: boolean; service: ServiceType | null }
  | { tab: 'browse'; treeId: string | null; node?: string | null }
  | { tab: 'history' }
  | { tab: 'mypdb'; view: MyPdbView | null };

export type LocationSearch =
  { kind: 'none' } | { kind: 'request'; request: SearchRequest } | { kind: 'error'; message: string };

export interface ParsedLocation {
  /** Path of the search page itself ('/search'), without tab suffixes. */
  basePath: string;
  route: LocationRoute;
  search: LocationSearch;
  /** The in-page view the URL names (/3d-view..., /alignment), or null. */
  viewer: RoutedViewerRequest | null;
}

/** The view routes' paths below the search page, and the parameters alignments travel in. */
export const VIEWER_PATH = '3d-view';
export const ALIGNMENT_PATH = 'alignment';
export const LOAD_PDB_IDS_PARAM = 'loadPdbIds';
export const REQUEST_BODY_PARAM = 'request-body';

export interface LocationDefaults {
  /** Return type of a ?q= search when the URL names none. */
  returnType?: ReturnType;
  /** Whether a ?q= search includes computed models when the URL does not say. */
  includeCsm?: boolean;
}

const PATH_PATTERN = /^(.*?)(?:\/(advanced|browse|mypdb|3d-view)(?:\/([^/]+))?|\/(history|alignment))?\/?$/;

function decodeSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function serviceFromSegment(segment: string | null): ServiceType | null {
  if (!segment) return null;
  if ((SERVICE_TYPES as readonly string[]).includes(segment)) return segment as ServiceType;
  // Help-topic spellings (/search/advanced/sequence-similarity-search) name the same sections.
  const byTopic = (Object.entries(SERVICE_HELP_TOPICS) as Array<[ServiceType, string]>).find(
    ([, topic]) => topic === segment,
  );
  return byTopic ? byTopic[0] : null;
}

export interface ParsedPath {
  basePath: string;
  route: LocationRoute;
  /** A view's path: its structure segment ('4HHB', '4HHB-1', '4HHB.A'; null: the view is in the query string). */
  viewerPath?: { route: typeof VIEWER_PATH | typeof ALIGNMENT_PATH; structure: string | null };
}

export function parsePath(pathname: string): ParsedPath {
  const match = PATH_PATTERN.exec(pathname) ?? [];
  const basePath = match[1] ?? '';
  const segment = decodeSegment(match[3]);
  switch (match[2] ?? match[4]) {
    case VIEWER_PATH:
    case ALIGNMENT_PATH:
      return {
        basePath,
        route: { tab: 'search', advanced: false, service: null },
        viewerPath: { route: match[2] ? VIEWER_PATH : ALIGNMENT_PATH, structure: segment },
      };
    case 'advanced':
      return { basePath, route: { tab: 'search', advanced: true, service: serviceFromSegment(segment) } };
    case 'browse':
      return { basePath, route: { tab: 'browse', treeId: segment } };
    case 'history':
      return { basePath, route: { tab: 'history' } };
    case 'mypdb':
      return {
        basePath,
        route: {
          tab: 'mypdb',
          view: segment && (MYPDB_VIEWS as readonly string[]).includes(segment) ? (segment as MyPdbView) : null,
        },
      };
    default:
      return { basePath, route: { tab: 'search', advanced: false, service: null } };
  }
}

/** Presence means yes ('?include_csm', '=true', '=1'); 'false', 'off', 'no', '0' mean no. */
export function parseFlagParam(value: string | null): boolean | null {
  if (value === null) return null;
  return !['false', 'off', 'no', '0'].includes(value.trim().toLowerCase());
}

function returnTypeParam(params: URLSearchParams): ReturnType | undefined {
  const raw = params.get(URL_PARAMS.returnType) ?? params.get(URL_PARAMS.returnTypeShort);
  return raw !== null && (ALL_RETURN_TYPES as readonly string[]).includes(raw) ? (raw as ReturnType) : undefined;
}

function withUrlOverrides(
  request: SearchRequest,
  returnType: ReturnType | undefined,
  includeCsm: boolean | null,
): SearchRequest {
  const copy = plainCopy(request);
  if (returnType) copy.return_type = returnType;
  if (includeCsm !== null) {
    copy.request_options = {
      ...copy.request_options,
      results_content_type: [...(includeCsm ? CSM_RESULTS_CONTENT_TYPE : DEFAULT_RESULTS_CONTENT_TYPE)],
    };
  }
  return copy;
}

/** The search a query string asks for; { kind: 'none' } when it asks for none. */
export function parseSearchParams(search: string, defaults: LocationDefaults = {}): LocationSearch {
  const params = new URLSearchParams(search);
  const returnType = returnTypeParam(params);
  const includeCsm = parseFlagParam(params.get(URL_PARAMS.includeCsm));
  const finish = (result: { ok: true; value: SearchRequest } | { ok: false; message: string }): LocationSearch =>
    result.ok
      ? { kind: 'request', request: withUrlOverrides(result.value, returnType, includeCsm) }
      : { kind: 'error', message: result.message };

  if (params.has(URL_PARAMS.request)) return finish(readSearchRequest(params.get(URL_PARAMS.request)));
  if (params.has(URL_PARAMS.query)) {
    return finish(requestFromLegacyQuery(params.get(URL_PARAMS.query), returnType ? { return_type: returnType } : {}));
  }
  const q = params.get(URL_PARAMS.q);
  if (q !== null) {
    const parsed = parseSearchTerm(q, {
      routeIdentifiers: false,
      returnType: returnType ?? defaults.returnType,
      includeCsm: includeCsm ?? defaults.includeCsm ?? false,
    });
    if (!parsed) return { kind: 'none' };
    if (parsed.kind === 'invalid') return { kind: 'error', message: parsed.message };
    if (parsed.kind === 'sequence' || parsed.kind === 'full_text') return finish({ ok: true, value: parsed.request });
    // 'searchdev' in a shared link must not flip anyone's developer mode.
    return { kind: 'none' };
  }
  return { kind: 'none' };
}

/** The query parameter naming the node Browse Annotations opens at (/search/browse/taxonomy?node=9606). */
export const TREE_NODE_PARAM = 'node';

/**
 * The view a view route names: an entry by its path, a motif alignment by loadPdbIds, a pairwise
 * alignment by request-body; null when malformed.
 */
function viewerOf(viewerPath: ParsedPath['viewerPath'], search: string): RoutedViewerRequest | null {
  if (!viewerPath) return null;
  const { structure } = viewerPath;
  if (viewerPath.route === ALIGNMENT_PATH) {
    const chains = readAlignmentRequest(new URLSearchParams(search).get(REQUEST_BODY_PARAM) ?? '');
    return chains ? { kind: 'pairwise', ...chains } : null;
  }
  if (structure !== null) return structureOfName(structure) ?? null;
  const structures = readLoadPdbIds(new URLSearchParams(search).get(LOAD_PDB_IDS_PARAM) ?? '');
  return structures ? { kind: 'motif', structures } : null;
}

export function parseLocation(location: BrowserLocation, defaults: LocationDefaults = {}): ParsedLocation {
  const { basePath, route, viewerPath } = parsePath(location.pathname);
  if (route.tab === 'browse') {
    const node = new URLSearchParams(location.search).get(TREE_NODE_PARAM);
    if (node) route.node = node;
  }
  return {
    basePath,
    route,
    search: parseSearchParams(location.search, defaults),
    viewer: viewerOf(viewerPath, location.search),
  };
}

/** A view's URL on the page's base path, with the search behind it. */
export function viewerUrl(basePath: string, view: RoutedViewerRequest, request: SearchRequest | null): string {
  const route = view.kind === 'pairwise' ? ALIGNMENT_PATH : VIEWER_PATH;
  const path = `${basePath}/${route}${view.kind === 'structure' ? `/${encodeURIComponent(structureName(view))}` : ''}`;
  const params: string[] = [];
  if (view.kind === 'motif')
    params.push(`${LOAD_PDB_IDS_PARAM}=${encodeURIComponent(encodeLoadPdbIds(view.structures))}`);
  if (view.kind === 'pairwise')
    params.push(`${REQUEST_BODY_PARAM}=${encodeURIComponent(encodeAlignmentRequest(view.query, view.target))}`);
  if (request) params.push(`${URL_PARAMS.request}=${encodeRequestParam(request)}`);
  return params.length > 0 ? `${path}?${params.join('&')}` : path;
}

/** The path of a tab route on the page's base path. */
export function routeUrl(basePath: string, route: LocationRoute): string {
  const segment = (value: string | null) => (value ? `/${encodeURIComponent(value)}` : '');
  switch (route.tab) {
    case 'search':
      return route.advanced ? `${basePath}/advanced${segment(route.service)}` : basePath || '/';
    case 'browse':
      return `${basePath}/browse${segment(route.treeId)}${route.node ? `?${TREE_NODE_PARAM}=${encodeURIComponent(route.node)}` : ''}`;
    case 'history':
      return `${basePath}/history`;
    case 'mypdb':
      return `${basePath}/mypdb${segment(route.view)}`;
  }
}
