// The bytes of an archive file in the format a client asked for: the stored gzip as it is for
// cif.gz (byte-identical to the archive), or the text for cif; a plain stored file is compressed
// on the way out when cif.gz is asked for. A file is on disk, or at the upstream file server
// (upstream-file.ts) and passed through.

import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip, createGzip, gunzipSync, gzipSync } from 'node:zlib';
import type { ArchiveFile } from '../engine/types.ts';
import { openUpstreamFile, readUpstreamFile } from './upstream-file.ts';

export const FILE_FORMATS = ['cif.gz', 'cif'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export const DEFAULT_FILE_FORMAT: FileFormat = 'cif.gz';

export const CONTENT_TYPES: Readonly<Record<FileFormat, string>> = {
  'cif.gz': 'application/gzip',
  // text/plain so browsers show it and the compression plugin gzips it on the wire
  cif: 'text/plain; charset=utf-8',
};

export function isFileFormat(value: unknown): value is FileFormat {
  return (FILE_FORMATS as readonly unknown[]).includes(value);
}

/** '4HHB.cif.gz', 'HEM.cif', 'PRDCC_000001.cif.gz'. */
export function downloadName(file: ArchiveFile, format: FileFormat): string {
  return `${file.stem}.${format}`;
}

export async function openFileStream(file: ArchiveFile, format: FileFormat): Promise<Readable> {
  const raw = 'url' in file ? await openUpstreamFile(file) : createReadStream(file.path);
  const wantGzip = format === 'cif.gz';
  if (wantGzip === file.gzipped) return raw;
  const convert = wantGzip ? createGzip() : createGunzip();
  raw.on('error', (error: Error) => convert.destroy(error));
  return raw.pipe(convert);
}

/** The file's bytes as stored (gzipped or not), from disk or from the upstream. */
export function readStoredFile(file: ArchiveFile): Promise<Uint8Array> {
  return 'url' in file ? readUpstreamFile(file) : readFile(file.path);
}

export async function readFileAs(file: ArchiveFile, format: FileFormat): Promise<Uint8Array> {
  const raw = await readStoredFile(file);
  const wantGzip = format === 'cif.gz';
  if (wantGzip === file.gzipped) return raw;
  return wantGzip ? gzipSync(raw) : gunzipSync(raw);
}

/** 'attachment; filename="4HHB.cif.gz"' (names come from the archive's own ids, so plain ASCII). */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  return `${disposition}; filename="${name.replace(/[^A-Za-z0-9_.-]/g, '_')}"`;
}
