import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { resolveSchemaDir } from '../../archive/config.ts';
import type { RouteDeps } from './types.ts';
import { ClientError } from '../errors.ts';
import { QueryError } from '../../archive/query/query-error.ts';
import type { SearchRequest } from '../../archive/query/request.ts';
import { acceptedEncoding, sendEncodedJson, type EncodedJson } from '../search-runner/encoded-json.ts';
import { createSearchRequestValidator } from '../rcsb-api/request-validator.ts';
import { buildMetadataSchema } from '../engine/embedded/rcsb-api/metadata-schema.ts';
import { jsonShapeProblem } from '../../model/json-shape.ts';
import { requestBoundsProblem } from '../../model/request-bounds.ts';

const OFFICIAL_SCHEMA_FILES = { text: 'structure_schema.json', text_chem: 'chemical_schema.json' } as const;

/** The archive's copy of the RCSB's schema for `service`, or undefined when it has none. */
function officialSchema(sourceDir: string, service: 'text' | 'text_chem'): Record<string, unknown> | undefined {
  try {
    const file = path.join(resolveSchemaDir(sourceDir), OFFICIAL_SCHEMA_FILES[service]);
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined; // the held attributes alone still make a schema clients can read
  }
}

/**
 * The RCSB Search API v2 wire format over the local archive, so its programmatic clients
 * (py-rcsb-api, rcsb-mcp, scripts) work unchanged: requests checked against the official
 * schemas, 204 with an empty body for no hits, errors as {status, message, link} (errors.ts).
 */
export async function registerRcsbApiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const validator = createSearchRequestValidator();
  app.log.info({ validator: validator.kind, source: validator.source }, 'Search API v2 requests are validated');

  const answer = async (request: unknown, accepts: string | undefined, reply: FastifyReply): Promise<FastifyReply> => {
    // the cost bounds first: the schema check, its error echo and the search all recurse
    const bound = jsonShapeProblem(request) ?? requestBoundsProblem(request);
    if (bound) throw new ClientError(400, bound);
    const check = validator.check(request);
    if (!check.ok) throw new ClientError(400, check.message);
    let encoded: EncodedJson | undefined;
    try {
      encoded = await deps.archive.runner.api(request as SearchRequest, acceptedEncoding(accepts));
    } catch (error) {
      if (error instanceof QueryError) throw new ClientError(400, error.message);
      throw error;
    }
    return encoded === undefined ? reply.code(204).send() : sendEncodedJson(reply, encoded);
  };

  app.post('/rcsbsearch/v2/query', async (request, reply) =>
    answer(request.body, request.headers['accept-encoding'], reply),
  );

  app.get<{ Querystring: { json: string } }>(
    '/rcsbsearch/v2/query',
    {
      schema: {
        querystring: { type: 'object', required: ['json'], properties: { json: { type: 'string', minLength: 1 } } },
      },
    },
    async (request, reply) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.query.json);
      } catch (error) {
        throw new ClientError(400, `The json parameter is not valid JSON: ${(error as Error).message}`);
      }
      return answer(parsed, request.headers['accept-encoding'], reply);
    },
  );

  // built on first use: the catalogue does not change while the index is open
  const schemas: Partial<Record<'text' | 'text_chem', Record<string, unknown>>> = {};
  const metadata = (service: 'text' | 'text_chem') =>
    (schemas[service] ??= buildMetadataSchema(
      service,
      deps.archive.index.catalogue[service].values(),
      officialSchema(deps.archive.sourceDir, service),
    ));
  app.get('/rcsbsearch/v2/metadata/schema', async () => metadata('text'));
  app.get('/rcsbsearch/v2/metadata/chemical/schema', async () => metadata('text_chem'));
}
