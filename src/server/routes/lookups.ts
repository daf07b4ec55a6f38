// Per-entry lookups of the query builder (seed 000 §7, seed 001 §7): sequences, assemblies and
// chains, polymer types. An id that is not an entry id answers 400 'Enter a valid Entry ID.', an
// entry the archive does not hold 404 'No data found for Entry ID {id}'; both keep the shape of
// the answer so a client reading its fields finds them empty.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EngineLookups } from '../engine/types.ts';
import { noDataMessage, readEntryId } from '../search-data/entry-id.ts';
import type { RouteDeps } from './types.ts';

interface EntryParams {
  entryId: string;
}

const paramsSchema = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: { type: 'string' } },
} as const;

type Lookup = keyof EngineLookups;

export async function registerLookupsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const route = (path: string, lookup: Lookup, empty: object): void => {
    app.get<{ Params: EntryParams }>(path, { schema: { params: paramsSchema } }, async (req, reply: FastifyReply) => {
      const id = readEntryId(req.params.entryId);
      if (!id.ok) return reply.status(400).send({ statusCode: 400, msg: id.message, ...empty });
      const answer = deps.engine.lookups[lookup](id.value);
      if (answer === undefined)
        return reply.status(404).send({ statusCode: 404, msg: noDataMessage(id.value), ...empty });
      return answer;
    });
  };
  route('/search/sequence/:entryId', 'sequences', { items: [] });
  route('/search/structure/:entryId', 'structure', { assembly_ids: [], asym_ids: [] });
  route('/search/polymer-type/:entryId', 'polymerTypes', {});
}
