// The postings of the attribute store. A blob holds the lists of a run of consecutive dictionary
// codes: its mode, then per code `n` and n postings (document, record, sub-record) in document
// order. A document is the gap from the previous posting's (the segment's first document for a
// list's first posting); the record is zigzag(rec - previous rec) when the document repeats, else
// absolute; the sub-record is zigzag(subrec - rec). Mode 0: no record ids (every row of the
// attribute in the segment has rec = subrec = 0), mode 1: subrec = rec everywhere, mode 2: both.
// (bench/archive/storage-layouts measured the format: 2.8 bytes a posting, 25-35 M decoded a second.)

export type Mode = 0 | 1 | 2;

/** Postings blobs are cut after the list that takes them past this size. */
export const BLOB_BYTES = 4096;

export const zigzag = (n: number): number => (n >= 0 ? n * 2 : -n * 2 - 1);
export const unzigzag = (n: number): number => (n % 2 === 1 ? -(n + 1) / 2 : n / 2);

export class ByteWriter {
  bytes = new Uint8Array(1 << 12);
  length = 0;

  varint(value: number): void {
    if (this.length + 10 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v % 128) | 0x80;
      v = Math.floor(v / 128);
    }
    this.bytes[this.length++] = v;
  }

  /** The bytes written so far (a copy), and the writer emptied. */
  take(): Buffer {
    const out = Buffer.from(this.bytes.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

/** Sequential varint reads over a byte array. */
export class ByteReader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  varint(): number {
    const bytes = this.bytes;
    let b = bytes[this.at++] as number;
    if (b < 0x80) return b;
    let v = b & 0x7f;
    let scale = 128;
    do {
      b = bytes[this.at++] as number;
      v += (b & 0x7f) * scale;
      scale *= 128;
    } while (b >= 0x80);
    return v;
  }
}

/** The mode a set of postings needs. */
export function modeOf(recs: ArrayLike<number>, subrecs: ArrayLike<number>, length: number): Mode {
  let mode: Mode = 0;
  for (let i = 0; i < length; i++) {
    const rec = recs[i] as number;
    if ((subrecs[i] as number) !== rec) return 2;
    if (rec !== 0) mode = 1;
  }
  return mode;
}

/** Appends one code's list: postings order[from..to) of the parallel arrays, in document order. */
export function writeList(
  out: ByteWriter,
  mode: Mode,
  base: number,
  postings: { docs: ArrayLike<number>; recs: ArrayLike<number>; subrecs: ArrayLike<number> },
  order: ArrayLike<number>,
  from: number,
  to: number,
): void {
  out.varint(to - from);
  let prevDoc = base;
  let prevRec = 0;
  for (let i = from; i < to; i++) {
    const p = order[i] as number;
    const doc = postings.docs[p] as number;
    const gap = doc - prevDoc;
    out.varint(gap);
    if (mode >= 1) {
      const rec = postings.recs[p] as number;
      out.varint(gap === 0 && i > from ? zigzag(rec - prevRec) : rec);
      prevRec = rec;
      if (mode === 2) out.varint(zigzag((postings.subrecs[p] as number) - rec));
    }
    prevDoc = doc;
  }
}

/** Decoded postings in growable parallel arrays (no object per posting). */
export class PostingSink {
  codes: Int32Array<ArrayBuffer> = new Int32Array(256);
  docs: Int32Array<ArrayBuffer> = new Int32Array(256);
  recs: Int32Array<ArrayBuffer> = new Int32Array(256);
  subrecs: Int32Array<ArrayBuffer> = new Int32Array(256);
  length = 0;

  push(code: number, doc: number, rec: number, subrec: number): void {
    if (this.length === this.docs.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.codes = grow(this.codes);
      this.docs = grow(this.docs);
      this.recs = grow(this.recs);
      this.subrecs = grow(this.subrecs);
    }
    const i = this.length++;
    this.codes[i] = code;
    this.docs[i] = doc;
    this.recs[i] = rec;
    this.subrecs[i] = subrec;
  }
}

/**
 * Decodes the lists of one blob whose first code is `first`, keeping those that `keep` admits
 * (all when absent), up to code `last`. Returns the code after the last list read.
 */
export function readBlob(
  blob: Uint8Array,
  first: number,
  base: number,
  sink: PostingSink,
  keep?: (code: number) => boolean,
  last = Number.POSITIVE_INFINITY,
): number {
  const r = new ByteReader(blob);
  const mode = r.varint() as Mode;
  let code = first;
  for (; !r.done && code <= last; code++) {
    const n = r.varint();
    const kept = !keep || keep(code);
    let doc = base;
    let rec = 0;
    for (let i = 0; i < n; i++) {
      const gap = r.varint();
      doc += gap;
      let subrec = 0;
      if (mode >= 1) {
        const v = r.varint();
        rec = gap === 0 && i > 0 ? rec + unzigzag(v) : v;
        subrec = mode === 2 ? rec + unzigzag(r.varint()) : rec;
      }
      if (kept) sink.push(code, doc, rec, subrec);
    }
  }
  return code;
}
