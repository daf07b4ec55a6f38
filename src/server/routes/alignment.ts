// The pairwise alignment view's data (issue 37): POST /search/pairwise-alignment with the
// alignment request rcsb.org's /alignment?request-body= carries (model/viewer-request.ts) answers
// the TM-align of the two chains: scores, the superposition that lays the second chain on the
// first, the aligned residue pairs and the alignment as text. Computed by the engine (the
// archive's coordinates in a search worker, or the upstream's files).

import type { FastifyInstance } from 'fastify';
import {
  ALIGNMENT_REQUEST_REFUSAL,
  MAX_ALIGNMENT_REQUEST_LENGTH,
  readAlignmentRequest,
} from '../../model/viewer-request.ts';
import { ClientError } from '../errors.ts';
import type { RouteDeps } from './types.ts';

export async function registerAlignmentRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.post('/search/pairwise-alignment', { bodyLimit: MAX_ALIGNMENT_REQUEST_LENGTH }, async (request) => {
    const chains = readAlignmentRequest(request.body);
    if (!chains) throw new ClientError(400, ALIGNMENT_REQUEST_REFUSAL);
    return deps.engine.searches.align(chains.query, chains.target);
  });
}
