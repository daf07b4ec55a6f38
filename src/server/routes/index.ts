import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './types.ts';
import { registerSearchDataRoutes } from './search-data.ts';
import { registerLookupsRoutes } from './lookups.ts';
import { registerReportsRoutes } from './reports.ts';
import { registerDownloadsRoutes } from './downloads.ts';
import { registerFilesRoutes } from './files.ts';
import { registerImagesRoutes } from './images.ts';
import { registerSuggestRoutes } from './suggest.ts';
import { registerUploadRoutes } from './upload.ts';
import { registerRcsbApiRoutes } from './rcsb-api.ts';
import { registerRcsbSuggestRoutes } from './rcsb-suggest.ts';
import { registerDevtoolsRoutes } from './devtools.ts';
import { registerEntryStatusRoutes } from './entry-status.ts';
import { registerTreesRoutes } from './trees.ts';
import { registerDataApiRoutes } from './data-api.ts';
import { registerAlignmentRoutes } from './alignment.ts';

/** The archive endpoints of both seeds' §7, and the Search API v2 compatibility routes. */
export async function registerArchiveRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  for (const register of [
    registerSearchDataRoutes,
    registerLookupsRoutes,
    registerReportsRoutes,
    registerDownloadsRoutes,
    registerFilesRoutes,
    registerImagesRoutes,
    registerSuggestRoutes,
    registerUploadRoutes,
    registerRcsbApiRoutes,
    registerRcsbSuggestRoutes,
    registerDevtoolsRoutes,
    registerEntryStatusRoutes,
    registerTreesRoutes,
    registerDataApiRoutes,
    registerAlignmentRoutes,
  ]) {
    await register(app, deps);
  }
}
