// Line access to the (gzip-compressed) annotation tables. They are read whole: the largest is
// a few tens of MB uncompressed, and one split is faster than a line-by-line stream.

import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export function readText(file: string): string {
  const raw = readFileSync(file);
  const data = raw.length >= 2 && raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  return data.toString('utf8');
}

export function readLines(file: string): string[] {
  return readText(file).split(/\r?\n/);
}
