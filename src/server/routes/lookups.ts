import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export async function registerLookupsRoutes(_app: FastifyInstance, _deps: RouteDeps): Promise<void> {}
