// From 311 entries to 200,000: rows grow with entries, distinct values more slowly. Per
// attribute, the growth exponent beta of its distinct values (Heaps' law, d ~ entries^beta) is
// fitted between the first quarter of the entries and all of them; the dictionary is scaled by
// it and each postings list re-encoded as it would be with F = target/entries times the
// documents: a list's first doc id is F times larger, later gaps F^beta times (a value's list
// grows as F^(1-beta) while the documents grow F times). An estimate to size the layout, not a
// prediction: the shared archive's 311 entries are not a random sample of the PDB.

import type { PreparedAttribute } from './prepare.ts';
import type { Mode } from './postings.ts';
import type { Source } from './source.ts';

const varintBytes = (n: number): number => (n < 128 ? 1 : n < 16384 ? 2 : n < 2097152 ? 3 : n < 268435456 ? 4 : 5);

export interface ScaleEstimate {
  distinct: number;
  postingsBytes: number;
  betaOf: Map<number, number>;
}

/** Document row -> ordinal of its entry (chemical definitions spread evenly over the entries). */
function entryOrdinals(source: Source): Int32Array {
  const rows = source.db.prepare('SELECT row, entry_row FROM doc ORDER BY row').raw().all() as Array<
    [number, number | null]
  >;
  const out = new Int32Array((rows.at(-1)?.[0] ?? 0) + 1);
  const ordinal = new Map<number, number>();
  const loose = rows.filter(([, e]) => e === null).length;
  let seen = 0;
  for (const [row, entry] of rows) {
    if (entry === null) out[row] = Math.floor((seen++ * source.entries) / Math.max(loose, 1));
    else {
      if (!ordinal.has(entry)) ordinal.set(entry, ordinal.size);
      out[row] = ordinal.get(entry) as number;
    }
  }
  return out;
}

export function scaleEstimate(
  source: Source,
  prepared: readonly PreparedAttribute[],
  modes: ReadonlyMap<number, Mode>,
  target: number,
): ScaleEstimate {
  const ordinalOf = entryOrdinals(source);
  const factor = target / source.entries;
  const quarter = source.entries / 4;
  let distinct = 0;
  let postingsBytes = 0;
  const betaOf = new Map<number, number>();
  for (const p of prepared) {
    let early = 0;
    for (let code = 0; code < p.keys.length; code++) {
      for (let i = p.starts[code] as number; i < (p.starts[code + 1] as number); i++) {
        if ((ordinalOf[p.docs[p.order[i] as number] as number] as number) < quarter) {
          early++;
          break;
        }
      }
    }
    const beta = early === 0 ? 1 : Math.min(1, Math.max(0, Math.log(p.keys.length / early) / Math.log(4)));
    betaOf.set(p.attribute.id, beta);
    distinct += p.keys.length * factor ** beta;
    const gapScale = factor ** beta;
    const mode = modes.get(p.attribute.id) ?? 2;
    let bytes = 0;
    for (let code = 0; code < p.keys.length; code++) {
      const from = p.starts[code] as number;
      const to = p.starts[code + 1] as number;
      postingsBytes += varintBytes(Math.round((to - from) * factor ** (1 - beta))) * factor ** beta;
      let prevDoc = 0;
      let prevRec = 0;
      for (let i = from; i < to; i++) {
        const row = p.order[i] as number;
        const doc = p.docs[row] as number;
        const rec = p.recs[row] as number;
        const gap = doc - prevDoc;
        bytes += varintBytes(Math.round(i === from ? doc * factor : gap * gapScale));
        if (mode >= 1) bytes += varintBytes(gap === 0 ? rec - prevRec : rec);
        if (mode === 2) bytes += varintBytes(2 * Math.abs((p.subrecs[row] as number) - rec));
        prevDoc = doc;
        prevRec = rec;
      }
    }
    // F times the postings, each costing what it costs re-encoded; counting a first (absolute)
    // doc id F times per list, not F^beta times, errs on the large side
    postingsBytes += bytes * factor;
  }
  return { distinct, postingsBytes, betaOf };
}
