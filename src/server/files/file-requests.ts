// Turns the ids of download requests into archive files, or into the client error that explains
// why not. Every id is validated against the index before its file is looked up by id.

import type { RouteDeps } from '../routes/types.ts';
import { ClientError } from '../errors.ts';
import type { ArchiveEntry, ArchiveFile } from '../engine/types.ts';
import { hasIdentifierShape } from './identifier-shape.ts';
import { quoteInput } from '../../model/escape.ts';

// messages outside the server quote user text the same way (model/escape.ts)
export { quoteInput };

export function requireIdentifierShape(value: string, kind: string): void {
  if (!hasIdentifierShape(value)) throw new ClientError(400, `Invalid ${kind} id: ${quoteInput(value)}`);
}

/** The mmCIF file of an entry; 404 when the archive has no such entry or cannot serve it as text. */
export async function entryFileOf(deps: RouteDeps, entry: ArchiveEntry): Promise<ArchiveFile> {
  const file = await deps.engine.files.entryFile(entry.id);
  if (!file) throw new ClientError(404, `No file in the archive for entry ${entry.id}`);
  if (file.binary) throw new ClientError(404, `Entry ${entry.id} is stored as BinaryCIF and cannot be served as mmCIF`);
  return file;
}

/** An entry of the archive by its id (exact id in any case, or 'pdb_0000xxxx'). */
export async function requireEntry(deps: RouteDeps, rawId: string): Promise<ArchiveEntry> {
  requireIdentifierShape(rawId, 'entry');
  const entry = await deps.engine.files.entry(rawId, { childIds: false });
  if (!entry) throw new ClientError(404, `Entry not found: ${quoteInput(rawId)}`);
  return entry;
}

/** A chemical component's id as the archive holds it. */
export async function requireComponent(deps: RouteDeps, rawId: string): Promise<string> {
  requireIdentifierShape(rawId, 'chemical component');
  const component = await deps.engine.files.component(rawId);
  if (!component) throw new ClientError(404, `Chemical component not found: ${quoteInput(rawId)}`);
  return component;
}

export async function componentFileOf(deps: RouteDeps, compId: string): Promise<ArchiveFile | undefined> {
  const file = await deps.engine.files.componentFile(compId);
  return file && !file.binary ? file : undefined;
}
