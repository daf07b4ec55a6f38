// The pictures of result items, as every engine draws them: an entry or assembly drawn from the
// coordinates of its file (on disk, or at the upstream file server), a chemical component drawn by
// RDKit from its SMILES (stereo SMILES preferred). Components with nothing to draw, such as UNL,
// get the seed's 'No Image' picture.

import { parseCifBytes } from '../../../../archive/ingest/cif-file.ts';
import { CifData } from '../../../../archive/ingest/cif-table.ts';
import { noImageSvg, renderLigandSvg } from '../../../../archive/images/ligand-image.ts';
import { renderStructureImage } from '../../../../archive/images/structure-image.ts';
import { UNKNOWN_LIGAND_ID } from '../../../../model/constants/vocabulary.ts';
import { isRecord } from '../../../../model/json-shape.ts';
import { ClientError } from '../../../errors.ts';
import type { ArchiveEntry, ArchiveFile } from '../../types.ts';
import { readStoredFile } from '../../../files/file-content.ts';

/** SVG of the entry, or of one assembly; undefined when the file does not define that assembly. */
export async function entryImage(
  file: ArchiveFile | undefined,
  entry: ArchiveEntry,
  assemblyId?: string,
): Promise<string | undefined> {
  if (!file) throw new ClientError(404, `No file in the archive for entry ${entry.id}`);
  const parsed = await parseCifBytes(await readStoredFile(file));
  const block = parsed.ok ? parsed.blocks[0] : undefined;
  if (!block)
    throw new Error(`Cannot read the file of entry ${entry.id}: ${parsed.ok ? 'no data block' : parsed.reason}`);
  const title = assemblyId === undefined ? entry.id : `${entry.id} assembly ${assemblyId}`;
  return renderStructureImage(new CifData(block), { ...(assemblyId !== undefined ? { assemblyId } : {}), title });
}

/** SVG of a component from its rcsb_chem_comp_descriptor (the Data API's, the archive's). */
export function componentImage(compId: string, descriptor: unknown): Promise<string> {
  if (compId === UNKNOWN_LIGAND_ID) return Promise.resolve(noImageSvg());
  const smiles = isRecord(descriptor) ? (descriptor.SMILES_stereo ?? descriptor.SMILES) : undefined;
  return renderLigandSvg(typeof smiles === 'string' ? smiles : undefined);
}
