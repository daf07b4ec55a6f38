// Reads the upload form (seed 001 §7: multipart fields format, name, file) and checks it with
// the model's upload rules, so the server refuses exactly what the client refuses, in its words.

import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ClientError } from '../errors.ts';
import { hasControlCharacter } from '../../model/sanitize.ts';
import { UPLOAD_FORMATS } from '../../model/constants/vocabulary.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { validateUploadFile } from '../../model/upload.ts';
import type { UploadFormat } from '../engine/types.ts';

export interface UploadForm {
  name: string;
  format: UploadFormat;
  bytes: Buffer;
}

const MAX_NAME_LENGTH = 255;
const ALLOWED_FORMATS: readonly string[] = UPLOAD_FORMATS.structure;

/** Multipart limits: one file of at most `maxFileBytes`, a few short text fields. */
export function multipartLimits(maxFileBytes: number) {
  return { fileSize: maxFileBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10 };
}

async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Map<string, string>; file?: { filename: string; bytes: Buffer } }> {
  const fields = new Map<string, string>();
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // toBuffer() throws a 413 as soon as the file passes the size limit
        const bytes = await part.toBuffer();
        // busboy leaves filename undefined for filename="" although the type says string
        if (part.fieldname === 'file' && !file) file = { filename: (part.filename as string | undefined) ?? '', bytes };
      } else {
        if (part.valueTruncated) throw new ClientError(400, `The form field '${part.fieldname}' is too long`);
        fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return file ? { fields, file } : { fields };
}

/**
 * The multipart parser's own errors (a body cut short, a part header that never ends, no
 * boundary) carry no status: the client sent bytes that are not a form, so they are its 400.
 * Errors with a status (the size and count limits, ours) keep it.
 */
function malformedForm(error: unknown): unknown {
  if (!(error instanceof Error) || typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return new ClientError(400, `The upload form could not be read: ${error.message}`);
}

/** A display name without any directory a browser may have put in front of it. */
function cleanName(raw: string): string {
  const name = path.basename(raw.replace(/\\/g, '/')).trim();
  if (!name || name.length > MAX_NAME_LENGTH || hasControlCharacter(name)) {
    throw new ClientError(400, `The file name must be 1 to ${MAX_NAME_LENGTH} printable characters`);
  }
  return name;
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart())
    throw new ClientError(
      415,
      'The upload must be a multipart/form-data request with the fields format, name and file',
    );
  const { fields, file } = await readParts(request);
  if (!file) throw new ClientError(400, "No file was uploaded: the form needs a 'file' field");
  const name = cleanName(fields.get('name') || file.filename);
  const stated = fields.get('format')?.trim().toLowerCase() || undefined;
  if (stated !== undefined && !ALLOWED_FORMATS.includes(stated))
    throw new ClientError(400, `The format must be one of: ${ALLOWED_FORMATS.join(', ')}`);
  const checked = validateUploadFile({ name, size: file.bytes.byteLength }, 'structure');
  if (!checked.ok) {
    // a stated format decides for names no format claims ('4hhb.pdb1', '1abc.ent'): API clients
    // send those; without one, the extension must name the format (the seed's rule and message)
    const tooLarge = checked.message === MESSAGES.fileTooLarge;
    if (tooLarge || stated === undefined) throw new ClientError(tooLarge ? 413 : 400, checked.message);
    return { name, format: stated as UploadFormat, bytes: file.bytes };
  }
  if (stated !== undefined && stated !== checked.value.format)
    throw new ClientError(400, `The format '${stated}' does not match the file extension of '${name}'`);
  return { name, format: checked.value.format as UploadFormat, bytes: file.bytes };
}
