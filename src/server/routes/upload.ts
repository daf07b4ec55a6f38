import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';

export async function registerUploadRoutes(_app: FastifyInstance, _deps: RouteDeps): Promise<void> {}
