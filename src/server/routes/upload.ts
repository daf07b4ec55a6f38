import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { UPLOADED_FILE_FORMAT } from '../../model/constants/vocabulary.ts';
import { LIMITS } from '../../model/constants/limits.ts';
import { MESSAGES } from '../../model/constants/messages.ts';
import { isUploadKey, UploadStore, UploadStoreFullError } from '../upload/upload-store.ts';
import { multipartLimits, readUploadForm } from '../upload/upload-form.ts';
import { uploadedBcifName } from '../../model/upload.ts';

/** Multipart limits other than the file size: too many files, fields or parts. */
const FORM_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The upload service answers errors as {error} (seed 001 §7: "error response has an error
 * field"); a file over the limit is a 413 with the seed's message whichever layer noticed it.
 */
function replyUploadError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = (error as FastifyError).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return reply.status(413).send({ error: MESSAGES.fileTooLarge });
  if (FORM_LIMIT_CODES.has(code))
    return reply.status(400).send({ error: 'Upload one file with the fields format, name and file' });
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  if ((status >= 400 && status < 500) || error instanceof ClientError)
    return reply.status(status).send({ error: error.message });
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'upload failed');
  return reply.status(500).send({ error: `Internal server error (id ${errorId})` });
}

/**
 * Structure file upload (seed 001 §5, §7, §9): POST (or PUT) multipart -> {key}; the file is then
 * fetched as BinaryCIF from GET /search/upload/{key} until it expires.
 */
export async function registerUploadRoutes(app: FastifyInstance, { config, engine }: RouteDeps): Promise<void> {
  const ttlMs = config.uploadTtlSeconds * 1000;
  const store = new UploadStore(config.uploadDir, ttlMs, Date.now, config.uploadDiskMaxBytes);
  // reads check expiry themselves: the sweep only frees the disk, within half a lifetime (5 min at most)
  const sweepIntervalMs = Math.min(Math.max(ttlMs / 2, 1000), 5 * 60_000);
  const stopSweeping = store.startSweeping(sweepIntervalMs, (error) =>
    app.log.warn({ err: error }, 'upload sweep failed'),
  );
  app.addHook('onClose', async () => stopSweeping());

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits(LIMITS.uploadMaxBytes) });
    scope.setErrorHandler(replyUploadError);

    scope.route({
      method: ['POST', 'PUT'],
      url: '/search/upload',
      handler: async (request, reply) => {
        // the upstream would be sent a URL it cannot reach: say so rather than keep a file for nobody
        if (config.upstream && !config.publicUrl)
          return reply.status(503).send({ error: MESSAGES.uploadNeedsPublicUrl });
        const form = await readUploadForm(request);
        const converted = await engine.uploads.convert(form.bytes, form.format);
        if (!converted.ok)
          throw new ClientError(400, `The file is not a valid ${form.format} structure file: ${converted.reason}`);
        const stored = await store
          .save(converted.bcif, { name: form.name, sourceFormat: form.format })
          .catch((error: unknown) => {
            if (error instanceof UploadStoreFullError)
              throw new ClientError(507, 'The server has no room for more uploads now; try again later');
            throw error;
          });
        request.log.info({ key: stored.key, name: form.name, atoms: converted.atoms }, 'structure file uploaded');
        // the key names the file too: clients (py-rcsb-api) read the name from the URL's end
        const key = `${stored.key}/${uploadedBcifName(form.name, form.format)}`;
        return reply.send({ key, format: UPLOADED_FILE_FORMAT, expires: stored.expires });
      },
    });

    // GET /search/upload/{id}/{name}.bcif, as the upload's key says; /search/upload/{id} too
    const serve = async (id: string, name: string | undefined, reply: FastifyReply) => {
      // the id names a file on disk: nothing but the store's own key shape gets near it
      if (!isUploadKey(id))
        throw new ClientError(400, 'Invalid upload key: keys are 32 lowercase hexadecimal characters');
      const found = await store.read(id);
      const fileName = found && uploadedBcifName(found.record.name, found.record.sourceFormat);
      if (!found || (name !== undefined && name !== fileName))
        throw new ClientError(404, 'No uploaded file has this key, or it has expired');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${fileName!.replace(/[^\w.-]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(found.data);
    };
    scope.get<{ Params: { key: string } }>('/search/upload/:key', async (request, reply) => {
      // a key sent whole in one segment ('{id}%2F{name}') arrives with its slash decoded
      const [id = '', name] = request.params.key.split('/', 2);
      return serve(id, name, reply);
    });
    scope.get<{ Params: { key: string; name: string } }>('/search/upload/:key/:name', async (request, reply) =>
      serve(request.params.key, request.params.name, reply),
    );
  });
}
