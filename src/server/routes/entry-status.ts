// GET /search/entry-status/{id}: whether an entry id is current, obsolete (with its replacements),
// unreleased or a computed model, so the search bar can send a removed or unreleased id to its
// page (seed 001 §2). An id held as an entry document is current (computational for a computed
// model); otherwise the holdings table answers for every id the PDB knows; a well-formed id no one
// lists is 'unknown'. Junk answers 400 'Enter a valid Entry ID.'.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../model/constants.ts';
import { parseIdentifier } from '../../model/identifiers.ts';
import type { EntryHoldingStatus, EntryStatusResponse } from '../../model/types.ts';
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

// Holdings statuses (src/archive/ingest/annotations/holdings.ts) as the lookup reports them. A
// theoretical model was withdrawn from the archive in 2006: removed, like an obsoleted entry.
const HOLDING_STATUS: Readonly<Record<string, EntryHoldingStatus>> = {
  current: 'current',
  obsolete: 'obsolete',
  theoretical_model: 'obsolete',
  unreleased: 'unreleased',
  computational: 'computational',
};

function replacements(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export async function registerEntryStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const db = deps.archive.index.db;
  const documentOf = db.prepare("SELECT computational FROM doc WHERE id = ? AND type = 'entry'");
  const holdingOf = db.prepare('SELECT status, replaced_by FROM holding WHERE id = ?');

  const statusOf = (id: string): EntryStatusResponse => {
    const doc = documentOf.get(id) as { computational: number | null } | undefined;
    if (doc)
      return {
        id,
        status: doc.computational === 1 || parseIdentifier(id)?.computedModel ? 'computational' : 'current',
      };
    const holding = holdingOf.get(id) as { status: string; replaced_by: string | null } | undefined;
    const status = (holding && HOLDING_STATUS[holding.status]) ?? 'unknown';
    const replacedBy = status === 'obsolete' ? replacements(holding?.replaced_by ?? null) : [];
    return replacedBy.length > 0 ? { id, status, replaced_by: replacedBy } : { id, status };
  };

  app.get<{ Params: { id: string } }>(
    '/search/entry-status/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } } },
    async (request, reply: FastifyReply) => {
      const id = readStatusId(request.params.id);
      if (id === undefined) return reply.status(400).send({ statusCode: 400, msg: MESSAGES.enterValidEntryId });
      return statusOf(id);
    },
  );
}
