// The server's archive as the routes see it: a type of its own, so that the routes and the
// search runners name it without importing the code that opens the archive (archive.ts).

import type { SearchRunner } from './engine/embedded/search-runner/runner.ts';
import type { SearchParts } from './engine/embedded/search-runner/search-parts.ts';

/** What the routes read: the engine, the index it runs on, and where the files came from. */
export interface ServerArchive extends SearchParts {
  /** Directory of the mmCIF entries and chemical components (for file downloads and images). */
  sourceDir: string;
  /** Where searches run: on this thread or in the worker pool. Routes search through it. */
  runner: SearchRunner;
  /** Loads every service's data (RDKit molecules, coordinates...) so no user waits for it; returns seconds taken. */
  warmServices(): Promise<number>;
  close(): Promise<void>;
}
