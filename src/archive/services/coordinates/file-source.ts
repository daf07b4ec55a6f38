// Structures named by URL (an uploaded file's URL or any other): the server supplies the fetch,
// the services parse what comes back the same way as the archive's own files.

import { parseCifBytes } from '../../ingest/cif-file.ts';
import { CifData } from '../../ingest/cif-table.ts';
import { QueryError } from '../../query/query-error.ts';
import { readEntryStructure, type EntryStructure } from './entry-structure.ts';
import { inflateStructureFile } from './inline-data.ts';

/** Fetches the bytes of a structure file by URL (rejects with a message a user can act on). */
export type StructureFetcher = (url: string) => Promise<Uint8Array>;

/** The structure in a cif or bcif file (gzip allowed, within its bound); a file that cannot be read is a QueryError. */
export async function structureFromFile(bytes: Uint8Array, label: string): Promise<EntryStructure> {
  const parsed = await parseCifBytes(inflateStructureFile(bytes));
  if (!parsed.ok) throw new QueryError(`The structure file could not be read: ${parsed.reason}`);
  const block = parsed.blocks[0];
  if (!block) throw new QueryError('The structure file has no data block');
  const structure = readEntryStructure(label, new CifData(block));
  if (structure.chains.length === 0) throw new QueryError('The structure file has no polymer coordinates');
  return structure;
}

export async function structureFromUrl(url: string, fetcher: StructureFetcher | undefined): Promise<EntryStructure> {
  if (!fetcher) throw new QueryError('Structures by URL are not available in this archive');
  let bytes: Uint8Array;
  try {
    bytes = await fetcher(url);
  } catch (error) {
    throw new QueryError(`The structure file could not be fetched: ${(error as Error).message}`);
  }
  return structureFromFile(bytes, url);
}
