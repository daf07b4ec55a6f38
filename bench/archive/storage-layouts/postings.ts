// The postings format of layouts L3/L4: per dictionary code, its (doc, rec, subrec) triples sorted,
// as varints. A code's list is `n` then n postings: doc as the gap from the previous doc of the
// list, rec (mode >= 1) as the gap from the previous rec when the doc repeats else absolute, and
// subrec (mode 2) as zigzag(subrec - rec). Mode 0: the attribute is in no object array (rec =
// subrec = 0 on every row); mode 1: one level (subrec = rec); mode 2: anything else.

import {
  ByteWriter,
  PostingSink,
  unzigzag,
  zigzag,
  type Mode,
} from '../../../src/archive/index/attribute-store/postings-codec.ts';

// The prototype's variants measured against the store's own pieces (writer, sink, zigzag).
export { ByteWriter, PostingSink, type Mode };

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
