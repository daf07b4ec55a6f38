// Where the archive comes from and where its index goes, resolved the same way by the CLI, the
// server's start-up and the tests.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: two levels above src/archive/. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const ARCHIVE_DIR_ENV = 'PDB_ARCHIVE_DIR';
export const SCHEMA_DIR_ENV = 'PDB_ARCHIVE_SCHEMA_DIR';
/** The index file `npm start` and `npm run ingest` use (the scale bench serves its synthetic archives this way). */
export const INDEX_FILE_ENV = 'PDB_ARCHIVE_INDEX';
export const DEFAULT_ARCHIVE_DIR = path.resolve(PROJECT_ROOT, '..', 'shared', 'archive');
export const DEFAULT_INDEX_FILE = path.join(PROJECT_ROOT, '.data', 'archive.sqlite');

export class ArchiveConfigError extends Error {}

/** Explicit directory, else $PDB_ARCHIVE_DIR, else ../shared/archive next to the project. */
export function resolveSourceDir(
  explicit?: string,
  env: NodeJS.ProcessEnv = process.env,
  defaultDir: string = DEFAULT_ARCHIVE_DIR,
): string {
  if (explicit) {
    const dir = path.resolve(explicit);
    if (!existsSync(dir)) throw new ArchiveConfigError(`archive source directory not found: ${dir}`);
    return dir;
  }
  const fromEnv = env[ARCHIVE_DIR_ENV];
  if (fromEnv) {
    const dir = path.resolve(fromEnv);
    if (!existsSync(dir)) throw new ArchiveConfigError(`${ARCHIVE_DIR_ENV} points to a missing directory: ${dir}`);
    return dir;
  }
  if (existsSync(defaultDir)) return defaultDir;
  throw new ArchiveConfigError(
    `no archive source: ${ARCHIVE_DIR_ENV} is not set and ${defaultDir} does not exist (or pass --source <dir>)`,
  );
}

/** Explicit file, else $PDB_ARCHIVE_INDEX, else .data/archive.sqlite in the project. */
export function resolveIndexFile(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = explicit ?? env[INDEX_FILE_ENV];
  return chosen ? path.resolve(chosen) : DEFAULT_INDEX_FILE;
}

const SCHEMA_FILE = 'structure_schema.json';

/**
 * The RCSB search schemas name and type every attribute. An archive directory may carry them in
 * schema/; otherwise $PDB_ARCHIVE_SCHEMA_DIR, otherwise the default archive's schema/.
 */
export function resolveSchemaDir(sourceDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const candidates = [
    path.join(sourceDir, 'schema'),
    ...(env[SCHEMA_DIR_ENV] ? [path.resolve(env[SCHEMA_DIR_ENV] as string)] : []),
    path.join(DEFAULT_ARCHIVE_DIR, 'schema'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, SCHEMA_FILE)));
  if (!found) {
    throw new ArchiveConfigError(
      `RCSB search schemas (${SCHEMA_FILE}, chemical_schema.json) not found in ${candidates.join(', ')}; set ${SCHEMA_DIR_ENV}`,
    );
  }
  return found;
}
