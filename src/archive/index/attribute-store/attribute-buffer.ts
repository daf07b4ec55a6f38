// One attribute's rows since the last segment, in memory until the segment is written: its
// distinct (value, num) pairs under provisional codes (order of first appearance) and a log of
// its postings as varints (provisional code, document gap, rec, zigzag(subrec - rec)), about 4-6
// bytes a row. No object or typed array per distinct value: an attribute of identifiers has as
// many distinct values as rows, and a typed array costs ~100 bytes before its first element.

import { ByteReader, ByteWriter, unzigzag, zigzag } from './postings-codec.ts';
import { comparePairs, type ValuePair } from './keys.ts';

/** The buffer's postings grouped by final code (codes in key order), each group in row order. */
export interface SealedAttribute {
  /** pairs[code] */
  pairs: ValuePair[];
  docs: Int32Array;
  recs: Int32Array;
  subrecs: Int32Array;
  /** posting indices by code: order[offsets[c] .. offsets[c + 1]) */
  order: Int32Array;
  offsets: Int32Array;
}

export class AttributeBuffer {
  private readonly byValue = new Map<string, number>();
  private readonly byNum = new Map<number, number>();
  /** dates: `${num}|${value}` */
  private readonly byBoth = new Map<string, number>();
  private readonly byLong = new Map<string, number>();
  private noValue = -1;
  private readonly values: Array<string | null> = [];
  private readonly nums: Array<number | null> = [];
  private readonly longs: Array<string | undefined> = [];
  private readonly log = new ByteWriter();
  private lastDoc = 0;
  length = 0;

  /** `long`: the text of a full-text value too long for `value` (keys.ts, ValuePair). */
  add(doc: number, rec: number, subrec: number, value: string | null, num: number | null, long?: string): void {
    const log = this.log;
    log.varint(this.codeOf(value, num, long));
    log.varint(doc - this.lastDoc);
    log.varint(rec);
    log.varint(zigzag(subrec - rec));
    this.lastDoc = doc;
    this.length++;
  }

  private codeOf(value: string | null, num: number | null, long: string | undefined): number {
    let code: number | undefined;
    if (value === null) {
      if (num === null && long !== undefined) {
        code = this.byLong.get(long);
        if (code === undefined) this.byLong.set(long, (code = this.newCode(value, num, long)));
        return code;
      }
      if (num === null) {
        if (this.noValue < 0) this.noValue = this.newCode(value, num);
        return this.noValue;
      }
      code = this.byNum.get(num);
      if (code === undefined) this.byNum.set(num, (code = this.newCode(value, num)));
    } else if (num === null) {
      code = this.byValue.get(value);
      if (code === undefined) this.byValue.set(value, (code = this.newCode(value, num)));
    } else {
      const key = `${num}|${value}`;
      code = this.byBoth.get(key);
      if (code === undefined) this.byBoth.set(key, (code = this.newCode(value, num)));
    }
    return code;
  }

  private newCode(value: string | null, num: number | null, long?: string): number {
    this.values.push(value);
    this.nums.push(num);
    this.longs.push(long);
    return this.values.length - 1;
  }

  /** Final codes in key order and the postings grouped by them (counting sort: stable). */
  seal(): SealedAttribute {
    const n = this.length;
    const provisional = new Int32Array(n);
    const docs = new Int32Array(n);
    const recs = new Int32Array(n);
    const subrecs = new Int32Array(n);
    const r = new ByteReader(this.log.bytes.subarray(0, this.log.length));
    let doc = 0;
    for (let i = 0; i < n; i++) {
      provisional[i] = r.varint();
      docs[i] = doc += r.varint();
      const rec = r.varint();
      recs[i] = rec;
      subrecs[i] = rec + unzigzag(r.varint());
    }
    const count = this.values.length;
    const pairsByProvisional: ValuePair[] = this.values.map((value, i) => {
      const long = this.longs[i];
      return long === undefined
        ? { value, num: this.nums[i] as number | null }
        : { value, num: this.nums[i] as number | null, long };
    });
    const sorted = Array.from({ length: count }, (_, i) => i).sort((a, b) =>
      comparePairs(pairsByProvisional[a] as ValuePair, pairsByProvisional[b] as ValuePair),
    );
    const rank = new Int32Array(count);
    sorted.forEach((p, code) => (rank[p] = code));
    const offsets = new Int32Array(count + 1);
    for (let i = 0; i < n; i++) offsets[(rank[provisional[i] as number] as number) + 1]! += 1;
    for (let c = 0; c < count; c++) offsets[c + 1]! += offsets[c] as number;
    const cursor = offsets.slice(0, count);
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[cursor[rank[provisional[i] as number] as number]!++] = i;
    return { pairs: sorted.map((p) => pairsByProvisional[p] as ValuePair), docs, recs, subrecs, order, offsets };
  }
}
