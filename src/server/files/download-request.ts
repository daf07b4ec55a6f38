// The body of POST /downloads and /downloads/ligands, as a browser form submits it (or as JSON):
// `ids` (one field of ids separated by newlines, commas or spaces, or the field repeated) and
// `format` (cif.gz by default, or cif). Every id must name a document of the archive.

import { LIMITS } from '../../model/constants/limits.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { ClientError } from '../errors.ts';
import type { RouteDeps } from '../routes/types.ts';
import type { ArchiveFile } from '../engine/types.ts';
import { DEFAULT_FILE_FORMAT, FILE_FORMATS, isFileFormat, type FileFormat } from './file-content.ts';
import { componentFileOf, entryFileOf, quoteInput } from './file-requests.ts';
import { hasIdentifierShape } from './identifier-shape.ts';
import { isRecord } from '../../model/json-shape.ts';

export interface DownloadRequest {
  ids: string[];
  format: FileFormat;
}

function listOf(values: readonly string[]): string {
  const shown = values.slice(0, 10).map(quoteInput).join(', ');
  return values.length > 10 ? `${shown} and ${values.length - 10} more` : shown;
}

export function readDownloadRequest(body: unknown): DownloadRequest {
  if (!isRecord(body)) throw new ClientError(400, MESSAGES.noResultIdsSelected);
  const fields = Array.isArray(body.ids) ? body.ids : [body.ids];
  if (fields.some((field) => field !== undefined && typeof field !== 'string')) {
    throw new ClientError(400, "Invalid request: 'ids' must be text or a list of texts");
  }
  const seen = new Set<string>();
  const ids: string[] = [];
  for (const id of (fields as Array<string | undefined>).flatMap((field) => (field ?? '').split(/[\s,]+/))) {
    if (id === '' || seen.has(id.toUpperCase())) continue;
    seen.add(id.toUpperCase());
    ids.push(id);
  }
  if (ids.length === 0) throw new ClientError(400, MESSAGES.noResultIdsSelected);
  const limit = LIMITS.batchFileDownloadThreshold;
  if (ids.length > limit) {
    throw new ClientError(
      400,
      `Batch file download is limited to ${limit} files per request (${ids.length} requested); download the results in batches`,
    );
  }
  const format = body.format === undefined || body.format === '' ? DEFAULT_FILE_FORMAT : body.format;
  if (!isFileFormat(format)) {
    throw new ClientError(
      400,
      `Unknown format: ${quoteInput(String(format))} (expected one of ${FILE_FORMATS.join(', ')})`,
    );
  }
  return { ids, format };
}

function rejectInvalid(ids: readonly string[], kind: string): void {
  const invalid = ids.filter((id) => !hasIdentifierShape(id));
  if (invalid.length > 0) throw new ClientError(400, `Invalid ${kind} id: ${listOf(invalid)}`);
}

export interface EntryFiles {
  files: ArchiveFile[];
  /** Computed models asked for: they have no batch file download. */
  excludedComputed: number;
}

/** The entry files of the ids (entity, instance and assembly ids count as their entry). */
export async function entryFilesFor(deps: RouteDeps, ids: readonly string[]): Promise<EntryFiles> {
  rejectInvalid(ids, 'entry');
  const unknown: string[] = [];
  const files: ArchiveFile[] = [];
  const seen = new Set<string>();
  let excludedComputed = 0;
  for (const id of ids) {
    const entry = await deps.engine.files.entry(id, { childIds: true });
    if (!entry) unknown.push(id);
    else if (!seen.has(entry.id)) {
      seen.add(entry.id);
      if (entry.computational) excludedComputed++;
      else files.push(await entryFileOf(deps, entry));
    }
  }
  if (unknown.length > 0) throw new ClientError(404, `Not in the archive: ${listOf(unknown)}`);
  if (files.length === 0) throw new ClientError(400, MESSAGES.batchUnavailable);
  return { files, excludedComputed };
}

export interface ComponentFiles {
  files: ArchiveFile[];
  /** Components of the archive that have no definition file (they came from entry files). */
  withoutFile: string[];
}

export async function componentFilesFor(deps: RouteDeps, ids: readonly string[]): Promise<ComponentFiles> {
  rejectInvalid(ids, 'chemical component');
  const unknown: string[] = [];
  const files: ArchiveFile[] = [];
  const withoutFile: string[] = [];
  for (const id of ids) {
    const component = await deps.engine.files.component(id);
    if (!component) {
      unknown.push(id);
      continue;
    }
    const file = await componentFileOf(deps, component);
    if (file) files.push(file);
    else withoutFile.push(component);
  }
  if (unknown.length > 0) throw new ClientError(404, `Chemical component not found: ${listOf(unknown)}`);
  if (files.length === 0)
    throw new ClientError(404, `No definition file in the archive for chemical component ${listOf(withoutFile)}`);
  return { files, withoutFile };
}
