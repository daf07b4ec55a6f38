import type { ServerArchive } from '../archive.ts';
import type { ServerConfig } from '../config.ts';

/** What every route module receives. */
export interface RouteDeps {
  archive: ServerArchive;
  config: ServerConfig;
}
