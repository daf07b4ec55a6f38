import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export async function registerRcsbApiRoutes(_app: FastifyInstance, _deps: RouteDeps): Promise<void> {}
