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

export async function replyWithFile(
  reply: FastifyReply,
  file: ArchiveFile,
  format: FileFormat,
  disposition: 'attachment' | 'inline',
): Promise<FastifyReply> {
  // opened before the headers: a file the upstream does not have answers its 404
  const stream = await openFileStream(file, format);
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition(downloadName(file, format), disposition))
    .send(stream);
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
