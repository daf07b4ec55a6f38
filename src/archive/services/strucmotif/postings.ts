// The stored form of one type pair's postings (in one anchor-distance bin of one entry segment):
// which entries hold residue pairs of each geometry code, and how many. Residues are not stored:
// a query finds the pairs of a candidate entry from its coordinates (candidate-pairs.ts), so
// the index only has to say which entries can hold a motif. Two blobs:
// - directory: varints [n, then per code: code (the step from the previous code, the first
//   absolute), entries, bytes], codes ascending;
// - postings: per code, its entries ascending as varints (the first absolute, then each step
//   less one), then as many varints of the entry's pair count less one. Most counts are 1 and
//   most steps small, so a posting takes about one byte before the index deflates the blob.

export interface PostingDirectory {
  codes: Uint32Array;
  offsets: Uint32Array;
  /** Entries per code. */
  counts: Uint32Array;
}

/** One posting: an entry ordinal and how many pairs of the code it holds. */
export type PostingSink = (entry: number, pairs: number) => void;

class ByteWriter {
  bytes = new Uint8Array(1024);
  length = 0;

  varint(value: number): void {
    if (this.length + 5 > this.bytes.length) {
      const next = new Uint8Array(this.bytes.length * 2);
      next.set(this.bytes);
      this.bytes = next;
    }
    let v = value >>> 0;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.bytes[this.length++] = v;
  }
}

/**
 * Encodes postings given as parallel arrays grouped by code (codes ascending, entries strictly
 * ascending within a code, pair counts ≥ 1).
 */
export function encodePostings(
  codes: Int32Array,
  entries: Int32Array,
  pairs: Int32Array,
  count: number,
): { directory: Buffer; postings: Buffer } {
  const writer = new ByteWriter();
  const dirCodes: number[] = [];
  const dirOffsets: number[] = [];
  const dirCounts: number[] = [];
  let i = 0;
  while (i < count) {
    const code = codes[i]!;
    const start = i;
    dirCodes.push(code);
    dirOffsets.push(writer.length);
    for (let previous = -1; i < count && codes[i] === code; i++) {
      writer.varint(entries[i]! - previous - 1);
      previous = entries[i]!;
    }
    for (let k = start; k < i; k++) writer.varint(pairs[k]! - 1);
    dirCounts.push(i - start);
  }
  dirOffsets.push(writer.length);
  const dir = new ByteWriter();
  dir.varint(dirCodes.length);
  dirCodes.forEach((code, slot) => {
    dir.varint(slot === 0 ? code : code - dirCodes[slot - 1]!);
    dir.varint(dirCounts[slot]!);
    dir.varint(dirOffsets[slot + 1]! - dirOffsets[slot]!);
  });
  return {
    directory: Buffer.from(dir.bytes.buffer, dir.bytes.byteOffset, dir.length),
    postings: Buffer.from(writer.bytes.buffer, writer.bytes.byteOffset, writer.length),
  };
}

function varintReader(blob: Uint8Array, from: number): { next(): number; at(): number } {
  let at = from;
  return {
    next() {
      let value = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = blob[at++]!;
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte & 0x80);
      return value;
    },
    at: () => at,
  };
}

export function decodeDirectory(blob: Uint8Array): PostingDirectory {
  const { next } = varintReader(blob, 0);
  const n = blob.length > 0 ? next() : 0;
  const codes = new Uint32Array(n);
  const offsets = new Uint32Array(n + 1);
  const counts = new Uint32Array(n);
  for (let slot = 0; slot < n; slot++) {
    codes[slot] = slot === 0 ? next() : codes[slot - 1]! + next();
    counts[slot] = next();
    offsets[slot + 1] = offsets[slot]! + next();
  }
  return { codes, offsets, counts };
}

/** Position of `code` in the directory, or -1. */
export function findCode(directory: PostingDirectory, code: number): number {
  const codes = directory.codes;
  let lo = 0;
  let hi = codes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = codes[mid]!;
    if (c === code) return mid;
    if (c < code) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Calls `sink` for every posting of directory slot `slot`, entries ascending. */
export function readPostings(directory: PostingDirectory, postings: Uint8Array, slot: number, sink: PostingSink): void {
  const n = directory.counts[slot]!;
  const entries = new Int32Array(n);
  const { next } = varintReader(postings, directory.offsets[slot]!);
  for (let k = 0, entry = -1; k < n; k++) entries[k] = entry += next() + 1;
  for (let k = 0; k < n; k++) sink(entries[k]!, next() + 1);
}
