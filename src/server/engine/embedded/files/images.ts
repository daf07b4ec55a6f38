// The pictures of result items: an entry or assembly drawn from the coordinates of its file, a
// chemical component drawn by RDKit from its SMILES (stereo SMILES preferred). Components with
// nothing to draw, such as UNL, get the seed's 'No Image' picture.

import { readCifFile } from '../../../../archive/ingest/cif-file.ts';
import { CifData } from '../../../../archive/ingest/cif-table.ts';
import { noImageSvg, renderLigandSvg } from '../../../../archive/images/ligand-image.ts';
import { renderStructureImage } from '../../../../archive/images/structure-image.ts';
import { UNKNOWN_LIGAND_ID } from '../../../../model/constants/vocabulary.ts';
import { ClientError } from '../../../errors.ts';
import type { ArchiveIndex } from '../../../../archive/query/archive-index.ts';
import type { ArchiveEntry } from '../../types.ts';
import type { ArchiveFiles } from './archive-files.ts';

/** SVG of the entry, or of one assembly; undefined when the file does not define that assembly. */
export async function entryImage(
  files: ArchiveFiles,
  entry: ArchiveEntry,
  assemblyId?: string,
): Promise<string | undefined> {
  const file = files.entry(entry.id);
  if (!file) throw new ClientError(404, `No file in the archive for entry ${entry.id}`);
  const parsed = await readCifFile(file.path);
  const block = parsed.ok ? parsed.blocks[0] : undefined;
  if (!block)
    throw new Error(`Cannot read the file of entry ${entry.id}: ${parsed.ok ? 'no data block' : parsed.reason}`);
  const title = assemblyId === undefined ? entry.id : `${entry.id} assembly ${assemblyId}`;
  return renderStructureImage(new CifData(block), { ...(assemblyId !== undefined ? { assemblyId } : {}), title });
}

export async function componentImage(index: ArchiveIndex, compId: string, row: number): Promise<string> {
  if (compId === UNKNOWN_LIGAND_ID) return noImageSvg();
  const descriptor = index.body(row)?.rcsb_chem_comp_descriptor as Record<string, unknown> | undefined;
  const smiles = descriptor?.SMILES_stereo ?? descriptor?.SMILES;
  return renderLigandSvg(typeof smiles === 'string' ? smiles : undefined);
}
