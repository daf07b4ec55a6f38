// Writes the attribute store as segments. Rows arrive document by document in increasing row
// order; each attribute's rows since the last segment are buffered (attribute-buffer.ts) and
// written as one segment when the buffered postings reach a bound (checked between documents, so
// a document never spans two segments) and at the end. A later addition of entries writes new
// segments after the existing ones: a lookup reads every segment and concatenates in row order.

import type Database from 'better-sqlite3';
import { AttributeBuffer } from './attribute-buffer.ts';
import { storedKey } from './keys.ts';
import { TextValueWriter } from './text-values.ts';
import { BLOB_BYTES, ByteWriter, modeOf, writeList } from './postings-codec.ts';

export interface AttributeStoreWriterOptions {
  /**
   * Buffered postings that end a segment. The writer costs 12-16 bytes a buffered posting (log,
   * distinct values, and the largest attribute's arrays while it is sealed): 33.4 M postings of
   * the 20,000-entry synthetic archive peaked at +396 MB RSS in one segment, +129 MB in segments
   * of 8 M (which made the store 14 % larger). 64 M stays under ~1 GB.
   */
  segmentPostings?: number;
  /** The database holding the store: 'main', or an attached one. */
  schema?: string;
  /** Which attributes are full text: their distinct values are written for full-text search too. */
  fullText?: (attr: number) => boolean;
}

export const DEFAULT_SEGMENT_POSTINGS = 64_000_000;

export class AttributeStoreWriter {
  private buffers = new Map<number, AttributeBuffer>();
  private readonly segmentPostings: number;
  private pending = 0;
  private firstDoc = -1;
  private lastDoc: number;
  private nextSegment: number;
  private readonly insertSegment: Database.Statement;
  private readonly insertDict: Database.Statement;
  private readonly insertPostings: Database.Statement;
  private readonly fullText: (attr: number) => boolean;
  private readonly texts: TextValueWriter | undefined;
  /** Segments written by this writer. */
  segments = 0;

  constructor(
    private readonly db: Database.Database,
    options: AttributeStoreWriterOptions = {},
  ) {
    this.segmentPostings = options.segmentPostings ?? DEFAULT_SEGMENT_POSTINGS;
    this.fullText = options.fullText ?? (() => false);
    this.texts = options.fullText ? new TextValueWriter(db) : undefined;
    const schema = options.schema ?? 'main';
    const last = db
      .prepare(`SELECT max(segment) AS segment, max(last_doc) AS doc FROM ${schema}.value_segment`)
      .get() as {
      segment: number | null;
      doc: number | null;
    };
    this.nextSegment = (last.segment ?? 0) + 1;
    this.lastDoc = last.doc ?? 0;
    this.insertSegment = db.prepare(
      `INSERT INTO ${schema}.value_segment (segment, first_doc, last_doc, postings) VALUES (?, ?, ?, ?)`,
    );
    this.insertDict = db.prepare(
      `INSERT INTO ${schema}.value_dict (attr, segment, key, code, text) VALUES (?, ?, ?, ?, ?)`,
    );
    this.insertPostings = db.prepare(
      `INSERT INTO ${schema}.value_postings (attr, segment, first_code, data) VALUES (?, ?, ?, ?)`,
    );
  }

  /** One row of `attr` (the same columns, less the document type); `long` as AttributeBuffer.add. */
  add(
    attr: number,
    doc: number,
    rec: number,
    subrec: number,
    value: string | null,
    num: number | null,
    long?: string,
  ): void {
    if (doc !== this.lastDoc || this.firstDoc < 0) {
      // a segment is a range of rows after every row already stored
      if (doc <= this.lastDoc)
        throw new Error(`attribute store: document ${doc} after ${this.lastDoc}: rows must come in row order`);
      if (this.pending >= this.segmentPostings) this.flush();
      if (this.firstDoc < 0) this.firstDoc = doc;
      this.lastDoc = doc;
    }
    let buffer = this.buffers.get(attr);
    if (!buffer) this.buffers.set(attr, (buffer = new AttributeBuffer()));
    buffer.add(doc, rec, subrec, value, num, long);
    this.pending++;
  }

  /** Writes the buffered rows as a segment (nothing when none are buffered). */
  flush(): void {
    if (this.pending === 0) return;
    const segment = this.nextSegment++;
    const write = (): void => {
      this.insertSegment.run(segment, this.firstDoc, this.lastDoc, this.pending);
      const attrs = [...this.buffers.keys()].sort((a, b) => a - b);
      for (const attr of attrs) {
        this.writeAttribute(attr, segment, this.buffers.get(attr) as AttributeBuffer);
        this.buffers.delete(attr); // its memory goes before the next attribute's seal
      }
    };
    if (this.db.inTransaction) write();
    else this.db.transaction(write)();
    this.buffers = new Map();
    this.pending = 0;
    this.firstDoc = -1;
    this.segments++;
  }

  private writeAttribute(attr: number, segment: number, buffer: AttributeBuffer): void {
    const sealed = buffer.seal();
    const { pairs, offsets, order } = sealed;
    const mode = modeOf(sealed.recs, sealed.subrecs, sealed.docs.length);
    const out = new ByteWriter();
    let first = 0;
    const texts = this.fullText(attr) ? this.texts : undefined;
    for (let code = 0; code < pairs.length; code++) {
      const pair = pairs[code]!;
      const [key, text] = storedKey(pair);
      this.insertDict.run(attr, segment, key, code, text);
      const fullText = pair.value ?? pair.long;
      if (texts && fullText !== undefined && fullText !== null)
        texts.add(attr, segment, code, fullText, (offsets[code + 1] as number) - (offsets[code] as number));
      if (out.length === 0) {
        out.varint(mode);
        first = code;
      }
      writeList(out, mode, this.firstDoc, sealed, order, offsets[code] as number, offsets[code + 1] as number);
      if (out.length >= BLOB_BYTES) this.insertPostings.run(attr, segment, first, out.take());
    }
    if (out.length > 0) this.insertPostings.run(attr, segment, first, out.take());
  }
}
