// The stored form of one type pair's postings: which residue pairs of which entries have each
// geometry code. Two blobs per type pair:
// - directory: Uint32 little-endian [n, code × n, byte offset × (n + 1), count × n], codes ascending;
// - postings: per code, its pairs as varints in entry order: entry delta (0 = same entry as the
//   previous pair of the code), then the first residue (absolute after an entry change,
//   zigzag delta from the previous first residue otherwise), then the zigzag difference of the
//   second residue from the first. Pairs of one code are mostly spread over many entries, and
//   residues in contact are close in numbering, so a pair takes three to five bytes.

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
  const n = dirCodes.length;
  const directory = new Uint32Array(1 + n + (n + 1) + n);
  directory[0] = n;
  directory.set(dirCodes, 1);
  directory.set(dirOffsets, 1 + n);
  directory.set(dirCounts, 2 + 2 * n);
  return {
    directory: Buffer.from(directory.buffer, directory.byteOffset, directory.byteLength),
    postings: Buffer.from(writer.bytes.buffer, writer.bytes.byteOffset, writer.length),
  };
}

export function decodeDirectory(blob: Uint8Array): PostingDirectory {
  // copy: a blob from SQLite need not be 4-byte aligned
  const words = new Uint32Array(blob.byteLength / 4);
  new Uint8Array(words.buffer).set(blob);
  const n = words[0] ?? 0;
  return {
    codes: words.subarray(1, 1 + n),
    offsets: words.subarray(1 + n, 2 + 2 * n),
    counts: words.subarray(2 + 2 * n, 2 + 3 * n),
  };
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
