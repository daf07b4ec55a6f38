import type { ServerEngine } from '../engine/types.ts';
import type { ServerConfig } from '../config.ts';
import type { MyPdbStore } from '../mypdb/mypdb-store.ts';

/** What every route module receives. */
export interface RouteDeps {
  engine: ServerEngine;
  config: ServerConfig;
}

/** What the sign-in and MyPDB routes receive. */
export interface AuthDeps {
  config: ServerConfig;
  mypdb: MyPdbStore;
}
