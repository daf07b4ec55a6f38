// Per-entry lookups of the query builder (seed 000 §7, seed 001 §7): sequences, assemblies and
// chains, polymer types. An id that is not an entry id answers 400 'Enter a valid Entry ID.', an
// entry the archive does not hold 404 'No data found for Entry ID {id}'; both keep the shape of
// the answer so a client reading its fields finds them empty.

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EngineLookups } from '../engine/types.ts';
import { entryNotHeldRefusal, readLookupEntryId } from '../../model/search-data/entry-lookups.ts';
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
      const id = readLookupEntryId(req.params.entryId);
      const answer = id.ok ? await deps.engine.lookups[lookup](id.value) : undefined;
      if (answer !== undefined) return answer;
      const refusal = id.ok ? entryNotHeldRefusal(id.value) : id.refusal;
      return reply.status(refusal.statusCode).send({ ...refusal, ...empty });
    });
  };
  route('/search/sequence/:entryId', 'sequences', { items: [] });
  route('/search/structure/:entryId', 'structure', { assembly_ids: [], asym_ids: [] });
  route('/search/polymer-type/:entryId', 'polymerTypes', {});
}
