// An uploaded structure file is checked by reading it as the format it claims to be, and kept as
// BinaryCIF: the upload service hands back a URL whose format is bcif (seed 001 §4 "the format
// becomes bcif"), so the structure services read every upload the same way whatever was sent.

import { gunzipSync } from 'node:zlib';
import { CIF, getCifFieldType, type CifField, type CifFrame } from 'molstar/lib/mol-io/reader/cif.js';
import { CifWriter } from 'molstar/lib/mol-io/writer/cif.js';
import { classifyFloatArray, classifyIntArray } from 'molstar/lib/mol-io/common/binary-cif.js';
import { parsePDB } from 'molstar/lib/mol-io/reader/pdb/parser.js';
import { pdbToMmCif } from 'molstar/lib/mol-model-formats/structure/pdb/to-cif.js';
import type { StructureFileCheck, UploadFormat } from '../../types.ts';
import { decodeCifBytes, parseCifBytes } from '../../../../archive/ingest/cif-file.ts';
import { boundBytes } from '../../../../archive/services/coordinates/inline-data.ts';
import { BOUNDS } from '../../../../model/bounds.ts';
import { withPolymerSeqIds } from '../../../upload/pdb-seq-ids.ts';

/** BinaryCIF is MessagePack (a map header first); text CIF and PDB start with printable text. */
function isBinary(data: Uint8Array): boolean {
  const first = data[0];
  return first !== undefined && (first >= 0x80 || first === 0x00);
}

function atomCount(frame: CifFrame): number {
  return frame.categories.atom_site?.rowCount ?? 0;
}

function encodedField(name: string, field: CifField): CifWriter.Field {
  const valueKind = (row: number) => field.valueKind(row);
  const type = getCifFieldType(field);
  if (type['@type'] === 'str') return CifWriter.Field.str(name, (row: number) => field.str(row), { valueKind });
  if (type['@type'] === 'float') {
    const encoder = classifyFloatArray(field.toFloatArray({ array: Float64Array }));
    return CifWriter.Field.float(name, (row: number) => field.float(row), {
      valueKind,
      encoder,
      typedArray: Float64Array,
    });
  }
  const encoder = classifyIntArray(field.toIntArray({ array: Int32Array }));
  return CifWriter.Field.int(name, (row: number) => field.int(row), { valueKind, encoder, typedArray: Int32Array });
}

/** Every category of every block, re-encoded with the column encodings molstar picks per field. */
export function encodeBinaryCif(frames: readonly CifFrame[]): Uint8Array {
  const encoder = CifWriter.createEncoder({
    binary: true,
    encoderName: 'pdb-search-elements upload',
    binaryAutoClassifyEncoding: true,
  });
  for (const frame of frames) {
    encoder.startDataBlock(frame.header);
    for (const name of frame.categoryNames) {
      const category = frame.categories[name];
      if (!category) continue;
      const fields = category.fieldNames.flatMap((fieldName) => {
        const field = category.getField(fieldName);
        return field ? [encodedField(fieldName, field)] : [];
      });
      encoder.writeCategory({
        name: category.name,
        instance: () => CifWriter.categoryInstance(fields, { data: category, rowCount: category.rowCount }),
      });
    }
  }
  return encoder.getData() as Uint8Array;
}

async function readCif(data: Uint8Array, format: 'cif' | 'bcif'): Promise<StructureFileCheck> {
  const binary = isBinary(data);
  if (format === 'cif' && binary) return { ok: false, reason: 'the file is binary, not a text mmCIF file' };
  if (format === 'bcif' && !binary) return { ok: false, reason: 'the file is not a BinaryCIF file' };
  const parsed = await parseCifBytes(data);
  if (!parsed.ok) return parsed;
  const withAtoms = parsed.blocks.filter((block) => atomCount(block) > 0);
  if (withAtoms.length === 0) return { ok: false, reason: 'the file has no atom_site coordinates' };
  return {
    ok: true,
    bcif: encodeBinaryCif(parsed.blocks),
    atoms: withAtoms.reduce((n, block) => n + atomCount(block), 0),
  };
}

/** PDB records start in column 1; a structure needs at least one ATOM or HETATM record. */
const PDB_COORDINATE_RECORD = /^(?:ATOM {2}|HETATM).*$/m;
const CIF_DATA_BLOCK = /^data_/m;

/** x, y, z in columns 31-54 of a coordinate record, as the PDB format fixes them. */
function hasPdbCoordinates(record: string): boolean {
  return [record.slice(30, 38), record.slice(38, 46), record.slice(46, 54)].every(
    (c) => c.trim() !== '' && Number.isFinite(Number(c)),
  );
}

async function readPdb(data: Uint8Array): Promise<StructureFileCheck> {
  if (isBinary(data)) return { ok: false, reason: 'the file is binary, not a PDB file' };
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
  // mmCIF atom_site rows also start with ATOM: read as PDB they give nonsense coordinates
  if (CIF_DATA_BLOCK.test(text)) return { ok: false, reason: 'the file is mmCIF, not PDB' };
  const record = PDB_COORDINATE_RECORD.exec(text)?.[0];
  if (!record) return { ok: false, reason: 'the file has no ATOM or HETATM records' };
  if (!hasPdbCoordinates(record))
    return { ok: false, reason: 'the ATOM/HETATM records have no coordinates in columns 31-54' };
  const parsed = await parsePDB(text, 'upload').run();
  if (parsed.isError) return { ok: false, reason: `PDB parse error at line ${parsed.line}: ${parsed.message}` };
  // label_seq_id numbers the polymer residues the structure services read (pdb-seq-ids.ts says why)
  const frame = withPolymerSeqIds(await pdbToMmCif(parsed.result));
  if (atomCount(frame) === 0) return { ok: false, reason: 'the file has no readable atom coordinates' };
  return { ok: true, bcif: encodeBinaryCif([frame]), atoms: atomCount(frame) };
}

/** Largest uncompressed size read: the structure file bound (src/model/bounds.ts says why). */
export const MAX_UNCOMPRESSED_BYTES = boundBytes('structureFileSize');

function gunzipWithin(raw: Uint8Array): { ok: true; data: Uint8Array } | { ok: false; reason: string } {
  if (raw[0] !== 0x1f || raw[1] !== 0x8b) return { ok: true, data: raw };
  try {
    return { ok: true, data: gunzipSync(raw, { maxOutputLength: MAX_UNCOMPRESSED_BYTES }) };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      return { ok: false, reason: `the file unpacks to more than ${BOUNDS.structureFileSize.value} MB` };
    }
    return decodeCifBytes(raw); // its message for corrupt or truncated gzip data
  }
}

/** Reads the (possibly gzipped) bytes as `format`; on success returns them as BinaryCIF. */
export async function convertToBinaryCif(raw: Uint8Array, format: UploadFormat): Promise<StructureFileCheck> {
  const decoded = gunzipWithin(raw);
  if (!decoded.ok) return decoded;
  if (decoded.data.length === 0) return { ok: false, reason: 'the file is empty' };
  try {
    return format === 'pdb' ? await readPdb(decoded.data) : await readCif(decoded.data, format);
  } catch (error) {
    return { ok: false, reason: `the file could not be read (${(error as Error).message})` };
  }
}

/** Reads stored BinaryCIF back (tests, and a sanity check before serving). */
export async function parseBinaryCif(data: Uint8Array): Promise<readonly CifFrame[]> {
  const parsed = await CIF.parseBinary(data).run();
  if (parsed.isError) throw new Error(parsed.message);
  return parsed.result.blocks;
}
