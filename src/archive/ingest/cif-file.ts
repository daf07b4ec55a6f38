// Reads one mmCIF / BinaryCIF file (optionally gzip-compressed) into molstar CIF blocks.
// Failures are returned as values with a human-readable reason, because ingest must skip a bad
// file and go on rather than abort.

import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { CIF } from 'molstar/lib/mol-io/reader/cif.js';
import type { CifBlock } from 'molstar/lib/mol-io/reader/cif.js';
import { messagePackProblem } from './msgpack-check.ts';

export type CifReadResult = { ok: true; blocks: readonly CifBlock[]; bytes: number } | { ok: false; reason: string };

const GZIP_MAGIC = [0x1f, 0x8b] as const;

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
}

/**
 * BinaryCIF is MessagePack whose top level is a map with "version", "encoder" and "dataBlocks";
 * a map header byte (fixmap 0x80-0x8f, map16 0xde, map32 0xdf) is a reliable first hint since
 * text CIF always starts with printable ASCII.
 */
function looksBinaryCif(bytes: Uint8Array): boolean {
  const first = bytes[0];
  if (first === undefined) return false;
  return (first >= 0x80 && first <= 0x8f) || first === 0xde || first === 0xdf;
}

/**
 * A text file cut short usually stops inside a line. Writers end files with a newline or with a
 * bare '#' comment, so other text after the last line break means the end is missing. (A cut
 * exactly at a line break is caught by the parser only when it breaks a loop or a quoted value.)
 */
function endsMidLine(text: string): string | undefined {
  const tail = text.slice(text.lastIndexOf('\n') + 1).trim();
  if (tail === '' || tail.startsWith('#')) return undefined;
  return 'truncated file (ends in the middle of a line)';
}

export function decodeCifBytes(raw: Uint8Array): { ok: true; data: Uint8Array } | { ok: false; reason: string } {
  if (!isGzip(raw)) return { ok: true, data: raw };
  try {
    return { ok: true, data: gunzipSync(raw) };
  } catch (error) {
    return { ok: false, reason: `corrupt or truncated gzip data (${(error as Error).message})` };
  }
}

export async function parseCifBytes(raw: Uint8Array): Promise<CifReadResult> {
  const decoded = decodeCifBytes(raw);
  if (!decoded.ok) return decoded;
  const data = decoded.data;
  if (data.length === 0) return { ok: false, reason: 'empty file' };
  try {
    if (looksBinaryCif(data)) {
      const problem = messagePackProblem(data);
      if (problem) return { ok: false, reason: `BinaryCIF parse error: ${problem}` };
      const parsed = await CIF.parseBinary(data).run();
      if (parsed.isError) return { ok: false, reason: `BinaryCIF parse error: ${parsed.message}` };
      return { ok: true, blocks: parsed.result.blocks, bytes: data.length };
    }
    const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
    // A CIF text file has a data block header before anything else that is not a comment;
    // without one molstar returns zero blocks, which we report more precisely here.
    if (!/^\s*(#[^\n]*\n\s*)*data_/i.test(text)) {
      return { ok: false, reason: 'not a CIF file (no data_ block header)' };
    }
    const truncated = endsMidLine(text);
    if (truncated) return { ok: false, reason: truncated };
    const parsed = await CIF.parseText(text).run();
    if (parsed.isError) {
      return { ok: false, reason: `CIF parse error at line ${parsed.line}: ${parsed.message}` };
    }
    return { ok: true, blocks: parsed.result.blocks, bytes: data.length };
  } catch (error) {
    return { ok: false, reason: `CIF reader failed: ${(error as Error).message}` };
  }
}

export async function readCifFile(path: string): Promise<CifReadResult> {
  let raw: Buffer;
  try {
    raw = await readFile(path);
  } catch (error) {
    return { ok: false, reason: `cannot read file (${(error as Error).message})` };
  }
  return parseCifBytes(raw);
}
