// The postings format of layouts L3/L4: per dictionary code, its (doc, rec, subrec) triples sorted,
// as varints. A code's list is `n` then n postings: doc as the gap from the previous doc of the
// list, rec (mode >= 1) as the gap from the previous rec when the doc repeats else absolute, and
// subrec (mode 2) as zigzag(subrec - rec). Mode 0: the attribute is in no object array (rec =
// subrec = 0 on every row); mode 1: one level (subrec = rec); mode 2: anything else.

export type Mode = 0 | 1 | 2;

export class ByteWriter {
  bytes = new Uint8Array(1 << 16);
  length = 0;

  varint(value: number): void {
    if (this.length + 10 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    let v = value;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v = Math.floor(v / 128);
    }
    this.bytes[this.length++] = v;
  }

  take(): Buffer {
    const out = Buffer.from(this.bytes.subarray(0, this.length));
    this.length = 0;
    return out;
  }
}

const zigzag = (n: number): number => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (n: number): number => (n & 1 ? -(n + 1) / 2 : n / 2);

/** Appends one code's postings (already sorted by doc, rec, subrec). */
export function writeList(
  out: ByteWriter,
  mode: Mode,
  docs: ArrayLike<number>,
  recs: ArrayLike<number>,
  subrecs: ArrayLike<number>,
  order: ArrayLike<number>,
  from: number,
  to: number,
): void {
  out.varint(to - from);
  let prevDoc = 0;
  let prevRec = 0;
  for (let i = from; i < to; i++) {
    const row = order[i] as number;
    const doc = docs[row] as number;
    const gap = doc - prevDoc;
    out.varint(gap);
    if (mode >= 1) {
      const rec = recs[row] as number;
      out.varint(gap === 0 ? rec - prevRec : rec);
      prevRec = rec;
      if (mode === 2) out.varint(zigzag((subrecs[row] as number) - rec));
    }
    prevDoc = doc;
  }
}

/** Decoded postings, appended to growable parallel arrays (no object per posting). */
export class PostingSink {
  docs: Int32Array<ArrayBuffer> = new Int32Array(256);
  recs: Int32Array<ArrayBuffer> = new Int32Array(256);
  subrecs: Int32Array<ArrayBuffer> = new Int32Array(256);
  codes: Int32Array<ArrayBuffer> = new Int32Array(256);
  length = 0;

  push(code: number, doc: number, rec: number, subrec: number): void {
    if (this.length === this.docs.length) {
      const grow = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.docs = grow(this.docs);
      this.recs = grow(this.recs);
      this.subrecs = grow(this.subrecs);
      this.codes = grow(this.codes);
    }
    const i = this.length++;
    this.codes[i] = code;
    this.docs[i] = doc;
    this.recs[i] = rec;
    this.subrecs[i] = subrec;
  }
}

/**
 * Decodes the lists of codes first.. in one blob, keeping those in [lo, hi] (and in `only`, when
 * given); lists before lo are skipped by decoding them: a chunk is ~4 kB. Returns the code after
 * the last list read.
 */
export function readLists(
  blob: Uint8Array,
  mode: Mode,
  first: number,
  lo: number,
  hi: number,
  sink: PostingSink,
  only?: ReadonlySet<number>,
): number {
  let p = 0;
  const varint = (): number => {
    let b = blob[p++] as number;
    if (b < 0x80) return b;
    let v = b & 0x7f;
    let scale = 128;
    do {
      b = blob[p++] as number;
      v += (b & 0x7f) * scale;
      scale *= 128;
    } while (b >= 0x80);
    return v;
  };
  let code = first;
  for (; p < blob.length && code <= hi; code++) {
    const n = varint();
    const keep = code >= lo && (!only || only.has(code));
    let doc = 0;
    let rec = 0;
    for (let i = 0; i < n; i++) {
      const gap = varint();
      doc += gap;
      let subrec = 0;
      if (mode >= 1) {
        const r = varint();
        rec = gap === 0 ? rec + r : r;
        subrec = mode === 2 ? rec + unzigzag(varint()) : rec;
      }
      if (keep) sink.push(code, doc, rec, subrec);
    }
  }
  return code;
}
