// Structure file upload and URL-reference rules (seed 001 §4, §5, §8): size limit, extensions per
// service (.gz accepted), and the 'File upload failed - Status: ... - Message: ...' wording.

import type { Result, StructureFileFormat } from './types.ts';
import { STRUCMOTIF_URL_FORMATS, STRUCTURE_URL_FORMATS, UPLOAD_FORMATS } from './constants/vocabulary.ts';
import { LIMITS } from './constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from './constants/messages.ts';
import { resultErr, resultOk } from './result.ts';

export type UploadService = 'structure' | 'strucmotif';

export interface UploadCandidate {
  name: string;
  size: number;
}

export interface AcceptedUpload {
  format: StructureFileFormat;
  /** File ends with .gz. */
  compressed: boolean;
}

/** Extensions listed in the error, plain then gzipped ('.cif', ..., '.cif.gz', ...). */
export function allowedUploadExtensions(service: UploadService): string[] {
  const plain = UPLOAD_FORMATS[service].map((format) => `.${format}`);
  return [...plain, ...plain.map((ext) => `${ext}.gz`)];
}

/** Format named by a file's extension (case-insensitive, .gz stripped), or null. */
export function formatFromFileName(name: string, allowed: readonly StructureFileFormat[]): AcceptedUpload | null {
  let lower = name.trim().toLowerCase();
  const compressed = lower.endsWith('.gz');
  if (compressed) lower = lower.slice(0, -3);
  const dot = lower.lastIndexOf('.');
  if (dot <= 0) return null;
  const ext = lower.slice(dot + 1);
  return allowed.includes(ext as StructureFileFormat) ? { format: ext as StructureFileFormat, compressed } : null;
}

/** Checks size first (the cheaper refusal), then the extension. */
export function validateUploadFile(file: UploadCandidate, service: UploadService): Result<AcceptedUpload> {
  if (!Number.isFinite(file.size) || file.size > LIMITS.uploadMaxBytes) return resultErr(MESSAGES.fileTooLarge);
  const accepted = formatFromFileName(file.name ?? '', UPLOAD_FORMATS[service]);
  if (!accepted) return resultErr(MESSAGE_TEMPLATES.extensionNotRecognized(allowedUploadExtensions(service)));
  return resultOk(accepted);
}

/** URL references: structure motif takes cif and bcif only; structure similarity also pdb. */
export function allowedUrlFormats(service: UploadService): readonly StructureFileFormat[] {
  return service === 'strucmotif' ? STRUCMOTIF_URL_FORMATS : STRUCTURE_URL_FORMATS;
}

export function validateUrlFormat(format: string, service: UploadService): Result<StructureFileFormat> {
  const normalised = format.trim().toLowerCase() as StructureFileFormat;
  const allowed = allowedUrlFormats(service);
  return allowed.includes(normalised)
    ? resultOk(normalised)
    : resultErr(MESSAGE_TEMPLATES.extensionNotRecognized(allowed.map((f) => `.${f}`)));
}

/** 'File upload failed', then ' - Status: {code}' and ' - Message: {server error}' when known. */
export function formatUploadError(status?: number, serverError?: string): string {
  return MESSAGE_TEMPLATES.uploadFailed(status, serverError);
}

/** Reads the upload service's answer: {key} on success, {error} (or anything else) on failure. */
export function interpretUploadResponse(status: number, body: unknown): Result<{ key: string }> {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverError =
    typeof record.error === 'string' ? record.error : typeof body === 'string' && body !== '' ? body : undefined;
  if (status >= 200 && status < 300 && typeof record.key === 'string' && record.key !== '') {
    return resultOk({ key: record.key });
  }
  return resultErr(formatUploadError(status, serverError));
}

/** URL of an uploaded file, from the download base and the key the upload returned. */
export function uploadedFileUrl(downloadBase: string, key: string): string {
  // a key is '{id}/{name}.bcif': each part its own path segment
  return `${downloadBase.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The name an upload is served under, as BinaryCIF whatever came in: the uploaded name without
 * '.gz' and without its format's extension, then '.bcif' ('4hhb.cif' -> '4hhb.bcif',
 * '4hhb-assembly1.cif.gz' -> '4hhb-assembly1.bcif', '4hhb.pdb1' sent as pdb -> '4hhb.pdb1.bcif').
 * py-rcsb-api checks that the upload's URL ends with it.
 */
export function uploadedBcifName(name: string, format: string): string {
  let base = name.trim().replace(/\.gz$/i, '');
  const extension = `.${format.toLowerCase()}`;
  if (base.toLowerCase().endsWith(extension) && base.length > extension.length) base = base.slice(0, -extension.length);
  return `${base}.bcif`;
}
