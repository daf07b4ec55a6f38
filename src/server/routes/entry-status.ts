// GET /search/entry-status/{id}: whether an entry id is current, obsolete (with its replacements),
// unreleased or a computed model, so the search bar can send a removed or unreleased id to its
// page (seed 001 §2). An id held as an entry document is current (computational for a computed
// model); otherwise the holdings table answers for every id the PDB knows; a well-formed id no one
// lists is 'unknown'. Junk answers 400 'Enter a valid Entry ID.'.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../model/constants/messages.ts';
import { parseIdentifier } from '../../model/identifiers.ts';
import type { RouteDeps } from './types.ts';

/** Longest id worth parsing; anything longer is junk whatever it holds. */
const MAX_ID_LENGTH = 64;

/** Entry, extended ('pdb_00004hhb') and computed-model ids, as the entry's canonical id. */
export function readStatusId(raw: string): string | undefined {
  if (raw.length > MAX_ID_LENGTH) return undefined;
  const parsed = parseIdentifier(raw);
  switch (parsed?.kind) {
    case 'entry':
    case 'computed_model':
      return parsed.id;
    case 'extended_entry':
      return parsed.entryId;
    default:
      return undefined;
  }
}

export async function registerEntryStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.get<{ Params: { id: string } }>(
    '/search/entry-status/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } },
    async (request, reply: FastifyReply) => {
      const id = readStatusId(request.params.id);
      if (id === undefined) return reply.status(400).send({ statusCode: 400, msg: MESSAGES.enterValidEntryId });
      return deps.engine.entryStatus(id);
    },
  );
}
