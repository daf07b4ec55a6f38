// Reading a report's body as every engine reads it (/search/data's reports, /search/data-download,
// /search/data-download/ids, the report-query view): names, attributes, format and mode checked,
// the search request read by the model's rules. A body that breaks a rule is a ClientError (400).

import { ALL_RETURN_TYPES, DOWNLOAD_MODE, REPORT_FORMATS } from '../../model/constants/vocabulary.ts';
import { isRecord } from '../../model/json-shape.ts';
import { readSearchRequest } from '../../model/legacy.ts';
import { ReportRefusal, planReport, type ReportPlan } from '../../model/reports/report-plan.ts';
import type { ReportAttributeLookup } from '../../model/reports/report-attributes.ts';
import type { ReportFormat, ReportMode, ReturnType, SearchRequest } from '../../model/types.ts';
import type { ReportQueryInput } from '../engine/types.ts';
import { ClientError } from '../errors.ts';

export const REPORT_MODES: readonly ReportMode[] = ['download', 'display'];
export const MAX_ATTRIBUTES = 200;
/** As /search/data's body schema bounds them, for the routes without that schema. */
const MAX_REPORT_NAME = 200;
const MAX_ATTRIBUTE_NAME = 500;
/** As many results as one GraphQL request may name. */
export const MAX_REPORT_QUERY_IDS = 1_000;
/** The report-query view's results, none of which the archive holds. */
export const NO_REPORT_QUERY_RESULTS = 'None of the identifiers is in the archive';

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

/** POST /search/data-download/ids's body: {mode: 'download-files', reportRequest: {request}}; its request. */
export function readDownloadIdsBody(body: unknown): SearchRequest {
  if (!isRecord(body)) fail('Invalid request: the body must be a JSON object');
  if (body.mode !== DOWNLOAD_MODE)
    fail(`Unknown mode: ${JSON.stringify(body.mode ?? null)} (expected '${DOWNLOAD_MODE}')`);
  if (!isRecord(body.reportRequest)) fail("Invalid request: 'reportRequest' must be an object with the search request");
  return readRequest(body.reportRequest.request);
}

/** The report-query view's return type, its input checked (results named, within bounds). */
export function readReportQueryInput(input: ReportQueryInput): ReturnType {
  const returnType = ALL_RETURN_TYPES.find((type) => type === input.returnType);
  if (!returnType) fail(`Unknown return type: ${JSON.stringify(input.returnType)}`);
  if (input.identifiers.length === 0) fail('Name the results: identifiers=4HHB,1STP');
  if (input.identifiers.length > MAX_REPORT_QUERY_IDS) fail(`At most ${MAX_REPORT_QUERY_IDS} identifiers`);
  if (input.attributes.length > MAX_ATTRIBUTES) fail(`A custom report may have at most ${MAX_ATTRIBUTES} attributes`);
  return returnType;
}

/** The plan of a report over the attributes an archive holds; a report the request cannot have is a 400. */
export function planReportOf(
  known: ReportAttributeLookup,
  report: string,
  attributes: readonly string[],
  returnType: ReturnType,
): ReportPlan {
  try {
    return planReport(known, report, attributes, returnType);
  } catch (error) {
    if (error instanceof ReportRefusal) throw new ClientError(400, error.message);
    throw error;
  }
}
