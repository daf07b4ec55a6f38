// Bit fingerprints as 32-bit words: Tanimoto similarity of Morgan fingerprints, and the
// "every bit of the query is set in the target" screen of RDKit's pattern fingerprints, which a
// target must pass to contain the query as a substructure.

export interface Fingerprint {
  words: Uint32Array;
  /** Number of bits set. */
  bits: number;
}

/** RDKit's byte array (get_*_fp_as_uint8array) as words; the byte order does not matter. */
export function fingerprintFromBytes(bytes: Uint8Array): Fingerprint {
  const copy = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  copy.set(bytes);
  const words = new Uint32Array(copy.buffer);
  let bits = 0;
  for (const w of words) bits += popcount(w);
  return { words, bits };
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** |a ∩ b| / |a ∪ b|; two empty fingerprints are not similar (0). */
export function tanimoto(a: Fingerprint, b: Fingerprint): number {
  const n = Math.min(a.words.length, b.words.length);
  let common = 0;
  for (let i = 0; i < n; i++) common += popcount((a.words[i] as number) & (b.words[i] as number));
  const union = a.bits + b.bits - common;
  return union === 0 ? 0 : common / union;
}

/** Whether every bit of `query` is set in `target`. */
export function covers(target: Fingerprint, query: Fingerprint): boolean {
  if (query.bits > target.bits) return false;
  const n = Math.min(target.words.length, query.words.length);
  for (let i = 0; i < n; i++) {
    const q = query.words[i] as number;
    if ((q & (target.words[i] as number)) >>> 0 !== q) return false;
  }
  return true;
}
