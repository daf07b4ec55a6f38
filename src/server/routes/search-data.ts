import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export async function registerSearchDataRoutes(_app: FastifyInstance, _deps: RouteDeps): Promise<void> {}
