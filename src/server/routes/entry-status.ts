// GET /search/entry-status/{id}: whether an entry id is current, obsolete (with its replacements),
// unreleased or a computed model, so the search bar can send a removed or unreleased id to its
// page (seed 001 §2). An id held as an entry document is current (computational for a computed
// model); otherwise the holdings table answers for every id the PDB knows; a well-formed id no one
// lists is 'unknown'. Junk answers 400 'Enter a valid Entry ID.'.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../model/constants/messages.ts';
import { statusEntryId } from '../../model/status-entry-id.ts';
import type { RouteDeps } from './types.ts';

export async function registerEntryStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/search/entry-status/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } },
    async (request, reply: FastifyReply) => {
      const id = statusEntryId(request.params.id);
      if (id === undefined) return reply.status(400).send({ statusCode: 400, msg: MESSAGES.enterValidEntryId });
      return deps.engine.entryStatus(id);
    },
  );
}
