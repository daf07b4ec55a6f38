// Images of result items, as SVG with a long cache lifetime and an ETag:
//   GET /search/image/entry/{entryId}
//   GET /search/image/assembly/{entryId}/{assemblyId}
//   GET /search/image/ligand/{compId}     (RDKit depiction; 'No Image' for UNL and no SMILES)
// Bad ids answer 400, ids the archive does not have 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { quoteInput, requireComponent, requireEntry } from '../files/file-requests.ts';
import { SvgCache, type CachedSvg } from '../files/svg-cache.ts';
import { openUpstreamFile } from '../files/upstream-file.ts';
import type { UpstreamFile } from '../engine/types.ts';

const ID_PARAM = { type: 'string', minLength: 1, maxLength: 64 } as const;
const ASSEMBLY_ID = /^[A-Za-z0-9]{1,16}$/;
/** A week: an image changes only when the archive is re-ingested, and the ETag catches that. */
const CACHE_CONTROL = 'public, max-age=604800';

function params(...names: string[]) {
  return { type: 'object', required: names, properties: Object.fromEntries(names.map((n) => [n, ID_PARAM])) };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ prefixes do not matter. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The upstream's own picture (the RCSB's), streamed through this origin with its type. */
async function sendPicture(reply: FastifyReply, picture: UpstreamFile): Promise<FastifyReply> {
  const type = picture.url.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg';
  const bytes = await openUpstreamFile(picture);
  return reply.header('cache-control', CACHE_CONTROL).type(type).send(bytes);
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, image: CachedSvg): FastifyReply {
  reply.header('etag', image.etag).header('cache-control', CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(image.svg);
}

export async function registerImagesRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const cache = new SvgCache();

  app.get<{ Params: { id: string } }>(
    '/search/image/entry/:id',
    { schema: { params: params('id') } },
    async (request, reply) => {
      const entry = await requireEntry(deps, request.params.id);
      const picture = await deps.engine.files.picture({ entryId: entry.id, assemblyId: '1' });
      if (picture) return sendPicture(reply, picture);
      const image = await cache.get(`entry/${entry.id}`, () => deps.engine.files.entryImage(entry));
      if (!image) throw new ClientError(404, `No image for entry ${entry.id}`);
      return sendSvg(request, reply, image);
    },
  );

  app.get<{ Params: { entryId: string; assemblyId: string } }>(
    '/search/image/assembly/:entryId/:assemblyId',
    { schema: { params: params('entryId', 'assemblyId') } },
    async (request, reply) => {
      const entry = await requireEntry(deps, request.params.entryId);
      const assemblyId = request.params.assemblyId;
      if (!ASSEMBLY_ID.test(assemblyId)) throw new ClientError(400, `Invalid assembly id: ${quoteInput(assemblyId)}`);
      const id = `${entry.id}-${assemblyId}`;
      if (!(await deps.engine.files.hasAssembly(id))) throw new ClientError(404, `Assembly not found: ${id}`);
      const picture = await deps.engine.files.picture({ entryId: entry.id, assemblyId });
      if (picture) return sendPicture(reply, picture);
      const image = await cache.get(`assembly/${id}`, () => deps.engine.files.entryImage(entry, assemblyId));
      if (!image) throw new ClientError(404, `Assembly ${id} is not defined in the entry file`);
      return sendSvg(request, reply, image);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/search/image/ligand/:id',
    { schema: { params: params('id') } },
    async (request, reply) => {
      const component = await requireComponent(deps, request.params.id);
      const picture = await deps.engine.files.picture({ componentId: component });
      if (picture) return sendPicture(reply, picture);
      const image = await cache.get(`ligand/${component}`, () => deps.engine.files.componentImage(component));
      if (!image) throw new ClientError(404, `No image for chemical component ${component}`);
      return sendSvg(request, reply, image);
    },
  );
}
