// Batch downloads (seed 000 §2/§7, seed 001 §7/§8):
//   POST /search/data-download  {report, request (paginate start/rows = the batch), attributes?,
//        format: 'csv' | 'json', mode?: 'download' | 'display'} -> the report file of that batch,
//        answered by the same code as /search/data's report files (reports/report-answer.ts)
//   POST /search/data-download/ids  {mode: 'download-files', reportRequest: {report, request}}
//        -> text/plain, one id per line (entry ids, or component ids for chemical results)
//   POST /downloads          form or JSON {ids, format?: 'cif.gz' | 'cif'} -> the entry file, or a zip
//   POST /downloads/ligands  form or JSON {ids, format?} -> the component file, or a zip
// Computed models are left out of batch file downloads; a notice header says so.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteDeps } from './types.ts';
import { acceptForms } from '../form-fields.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import type { ArchiveFile } from '../engine/types.ts';
import type { FileFormat } from '../files/file-content.ts';
import { replyWithFile, replyWithZip } from '../files/file-replies.ts';
import { componentFilesFor, entryFilesFor, readDownloadRequest } from '../files/download-request.ts';
import { sendReportAnswer } from '../reports/send-report.ts';

/** Tells the client what a download left out (browsers ignore it; scripts can read it). */
export const NOTICE_HEADER = 'x-download-notice';

async function sendFiles(
  reply: FastifyReply,
  files: readonly ArchiveFile[],
  format: FileFormat,
  zipName: string,
): Promise<FastifyReply> {
  const [only] = files;
  return files.length === 1 && only
    ? replyWithFile(reply, only, format, 'attachment')
    : replyWithZip(reply, files, format, zipName);
}

export async function registerDownloadsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post('/search/data-download', async (request, reply) =>
    sendReportAnswer(reply, await deps.engine.reports.download(request.body)),
  );

  app.post('/search/data-download/ids', async (request, reply) => {
    const { ids, excludedComputed } = await deps.engine.reports.downloadIds(request.body);
    if (excludedComputed > 0) reply.header(NOTICE_HEADER, MESSAGES.csmExcludedFromBatch);
    if (ids.length === 0) return reply.code(204).send();
    return reply.type('text/plain; charset=utf-8').send(ids.join('\n'));
  });

  // Encapsulated so the form parser applies to these two routes only.
  await app.register(async (forms) => {
    acceptForms(forms);

    forms.post('/downloads', async (request, reply) => {
      const { ids, format } = readDownloadRequest(request.body);
      const { files, excludedComputed } = await entryFilesFor(deps, ids);
      if (excludedComputed > 0) reply.header(NOTICE_HEADER, MESSAGES.csmExcludedFromBatch);
      return sendFiles(reply, files, format, 'pdb-entries.zip');
    });

    forms.post('/downloads/ligands', async (request, reply) => {
      const { ids, format } = readDownloadRequest(request.body);
      const { files, withoutFile } = await componentFilesFor(deps, ids);
      if (withoutFile.length > 0)
        reply.header(NOTICE_HEADER, `No definition file in the archive for: ${withoutFile.join(', ')}`);
      return sendFiles(reply, files, format, 'pdb-ligands.zip');
    });
  });
}
