// Sending archive files: one file as it is, several as a zip of `{id}.{format}` members.

import type { FastifyReply } from 'fastify';
import type { ArchiveFile } from '../engine/types.ts';
import {
  CONTENT_TYPES,
  contentDisposition,
  downloadName,
  openFileStream,
  readFileAs,
  type FileFormat,
} from './file-content.ts';
import { zipStream } from './zip-stream.ts';

export function replyWithFile(
  reply: FastifyReply,
  file: ArchiveFile,
  format: FileFormat,
  disposition: 'attachment' | 'inline',
): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(downloadName(file, format), disposition))
    .send(openFileStream(file, format));
}

export function replyWithZip(
  reply: FastifyReply,
  files: readonly ArchiveFile[],
  format: FileFormat,
  zipName: string,
): FastifyReply {
  const members = files.map((file) => ({
    name: downloadName(file, format),
    compress: format === 'cif',
    read: () => readFileAs(file, format),
  }));
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(zipName))
    .send(zipStream(members));
}
