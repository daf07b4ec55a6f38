// The residue-level posting codec of index formats 21–23, kept as the motif oracle's codec
// (pair-index.ts). The stored form of one type pair's postings (in one anchor-distance bin of one
// entry segment):
// which residue pairs of which entries have each geometry code. Two blobs:
// - directory: varints [n, then per code: code (the step from the previous code, the first
//   absolute), count, bytes], codes ascending;
// - postings: per code, its pairs as varints in entry order: entry delta (0 = same entry as the
//   previous pair of the code; the first pair's entry + 1), then the first residue (absolute
//   after an entry change, zigzag delta from the previous first residue otherwise), then the
//   zigzag difference of the second residue from the first. Pairs of one code are mostly spread
//   over many entries, and residues in contact are close in numbering, so a pair takes three to
//   five bytes (the index deflates these blobs: index-build.ts).

export interface PostingDirectory {
  codes: Uint32Array;
  offsets: Uint32Array;
  counts: Uint32Array;
}

/** One posting: entry ordinal, residue of the lower type, residue of the higher type. */
export type PostingSink = (entry: number, r1: number, r2: number) => void;

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

const zigzag = (n: number): number => ((n << 1) ^ (n >> 31)) >>> 0;
const unzigzag = (n: number): number => (n >>> 1) ^ -(n & 1);

/**
 * Encodes postings given as parallel arrays already grouped by code (codes ascending, entries
 * ascending within a code).
 */
export function encodePostings(
  codes: Int32Array,
  entries: Int32Array,
  first: Int32Array,
  second: Int32Array,
  count: number,
): { directory: Buffer; postings: Buffer } {
  const writer = new ByteWriter();
  const dirCodes: number[] = [];
  const dirOffsets: number[] = [];
  const dirCounts: number[] = [];
  let i = 0;
  while (i < count) {
    const code = codes[i]!;
    dirCodes.push(code);
    dirOffsets.push(writer.length);
    let previousEntry = -1;
    let previousFirst = 0;
    let n = 0;
    for (; i < count && codes[i] === code; i++, n++) {
      const entry = entries[i]!;
      const r1 = first[i]!;
      const r2 = second[i]!;
      if (entry !== previousEntry) {
        writer.varint(previousEntry < 0 ? entry + 1 : entry - previousEntry);
        writer.varint(r1);
      } else {
        writer.varint(0);
        writer.varint(zigzag(r1 - previousFirst));
      }
      writer.varint(zigzag(r2 - r1));
      previousEntry = entry;
      previousFirst = r1;
    }
    dirCounts.push(n);
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

export function decodeDirectory(blob: Uint8Array): PostingDirectory {
  let at = 0;
  const next = (): number => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = blob[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
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

/** Calls `sink` for every posting of directory slot `slot`. */
export function readPostings(directory: PostingDirectory, postings: Uint8Array, slot: number, sink: PostingSink): void {
  let at = directory.offsets[slot]!;
  const end = directory.offsets[slot + 1]!;
  let entry = -1;
  let r1 = 0;
  const next = (): number => {
    let value = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = postings[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < end) {
    const delta = next();
    if (delta !== 0) {
      entry = entry < 0 ? delta - 1 : entry + delta;
      r1 = next();
    } else {
      r1 += unzigzag(next());
    }
    const r2 = r1 + unzigzag(next());
    sink(entry, r1, r2);
  }
}
