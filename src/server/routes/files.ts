// Structure and chemical-component files by id (seed 001 §7 'File downloads: entry files by entry
// id with cif.gz extension; view files by cif; ligand and reference-molecule files by id'):
//   GET /download/{entryId}.cif.gz    the archive's file, byte for byte
//   GET /download/{entryId}.cif       the same file uncompressed (what structure services read)
//   GET /ligand-file/{compId}.cif.gz  CCD definition; BIRD ids (PRD_...) give their PRDCC_ file
//   GET /ligand-file/{compId}.cif
//   GET /ligands/download/{compId}.cif(.gz)  the same, at files.rcsb.org's path
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import type { ArchiveFile } from '../engine/types.ts';
import type { FileFormat } from '../files/file-content.ts';
import { replyWithFile } from '../files/file-replies.ts';
import { componentFileOf, entryFileOf, quoteInput, requireComponent, requireEntry } from '../files/file-requests.ts';

const FILE_PARAMS = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

const FILE_NAME = /^(.+?)\.(cif\.gz|cif)$/i;

function splitFileName(name: string): { id: string; format: FileFormat } {
  const match = FILE_NAME.exec(name);
  if (!match?.[1] || !match[2])
    throw new ClientError(404, `Not found: ${quoteInput(name)} (files are served as {id}.cif.gz or {id}.cif)`);
  return { id: match[1], format: match[2].toLowerCase() as FileFormat };
}

function sendFile(reply: FastifyReply, file: ArchiveFile, format: FileFormat): Promise<FastifyReply> {
  // Compressed files download; text opens in the browser or a structure viewer.
  reply.header('cache-control', 'public, max-age=3600');
  return replyWithFile(reply, file, format, format === 'cif' ? 'inline' : 'attachment');
}

export async function registerFilesRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/download/:file',
    { schema: { params: FILE_PARAMS } },
    async (request, reply) => {
      const { id, format } = splitFileName(request.params.file);
      const entry = await requireEntry(deps, id);
      return sendFile(reply, await entryFileOf(deps, entry), format);
    },
  );

  // files.rcsb.org's path too, so a server of ours stands in for the RCSB's file server
  for (const route of ['/ligand-file/:file', '/ligands/download/:file'])
    app.get<{ Params: { file: string } }>(route, { schema: { params: FILE_PARAMS } }, async (request, reply) => {
      const { id, format } = splitFileName(request.params.file);
      const component = await requireComponent(deps, id);
      const file = await componentFileOf(deps, component);
      if (!file) throw new ClientError(404, `No definition file in the archive for chemical component ${component}`);
      return sendFile(reply, file, format);
    });
}
