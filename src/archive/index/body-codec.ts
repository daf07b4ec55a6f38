// How doc.body is stored: zlib-compressed JSON with a preset dictionary per document type. Bodies
// of one type share most of their keys and much of their structure, which a document on its own
// cannot exploit (compressed alone they shrink 5.5x, with the dictionary 9x). The dictionaries
// live in the index (body_dictionary), so a reader needs nothing but the file to decode, and
// documents added to an existing index can reuse them.
//
// A stored body is one byte naming its dictionary (the type code) and a zlib stream. zlib rather
// than raw deflate: its Adler-32 checksum and dictionary id make a damaged body or a wrong
// dictionary an error instead of wrong text (10 bytes a document, about 1 % of the total).

import { deflateSync, inflateSync } from 'node:zlib';
import type Database from 'better-sqlite3';

/** Deflate's window: bytes of dictionary further back than this can never be referenced. */
const DICTIONARY_BYTES = 32 * 1024;
/** JSON of a type's first documents the dictionary is made from (the writer holds them until then). */
export const DICTIONARY_SAMPLE_BYTES = 256 * 1024;
const LEVEL = 6;

/** The SQL function that decodes a stored body to JSON text: `json_extract(body_json(body), '$.a')`. */
export const BODY_JSON_FUNCTION = 'body_json';

export class BodyDecodeError extends Error {}

/**
 * A dictionary from sample bodies: the key/value pieces that recur in two or more samples, the
 * most valuable (occurrences x length) last where deflate reaches them most cheaply, preceded by
 * the samples' own text up to 32 kB. On the shared archive this gave the smallest total of the
 * deterministic choices measured (the commit that introduced it lists them).
 */
export function buildBodyDictionary(samples: readonly string[]): Buffer {
  const documents = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  for (const sample of samples) {
    for (const piece of new Set(sample.split(/(?<=[,{[])(?=")/))) {
      documents.set(piece, (documents.get(piece) ?? 0) + 1);
      if (!firstSeen.has(piece)) firstSeen.set(piece, firstSeen.size);
    }
  }
  const recurring = [...documents]
    .filter(([, n]) => n >= Math.min(2, samples.length))
    .map(([piece, n]) => ({ piece, score: n * piece.length, order: firstSeen.get(piece)! }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: typeof recurring = [];
  let bytes = 0;
  for (const r of recurring) {
    if (bytes + r.piece.length > DICTIONARY_BYTES) continue;
    chosen.push(r);
    bytes += r.piece.length;
  }
  chosen.sort((a, b) => a.score - b.score || a.order - b.order);
  const pieces = chosen.map((c) => c.piece).join('');
  const text = samples.join('').slice(-DICTIONARY_BYTES);
  return Buffer.from((text.slice(0, DICTIONARY_BYTES - pieces.length) + pieces).slice(-DICTIONARY_BYTES));
}

export function encodeBody(json: string, key: number, dictionary: Buffer): Buffer {
  const stream = deflateSync(json, { level: LEVEL, dictionary });
  const blob = Buffer.allocUnsafe(stream.length + 1);
  blob[0] = key;
  stream.copy(blob, 1);
  return blob;
}

/** The dictionaries stored in an index, by key. */
export function readBodyDictionaries(db: Database.Database): Map<number, Buffer> {
  const rows = db.prepare('SELECT type_code, dictionary FROM body_dictionary').raw().all() as Array<[number, Buffer]>;
  return new Map(rows);
}

interface Waiting {
  json: string;
  write: (blob: Buffer) => void;
}

/**
 * The writer's side: compresses each body with its type's dictionary. A type without one yet
 * has its bodies held until they add up to DICTIONARY_SAMPLE_BYTES (or flush()), then its
 * dictionary is made from them, saved, and they are written.
 */
export class BodyEncoder {
  private readonly waiting = new Map<number, { bodies: Waiting[]; bytes: number }>();

  constructor(
    private readonly dictionaries: Map<number, Buffer>,
    private readonly saveDictionary: (key: number, dictionary: Buffer) => void,
  ) {}

  add(key: number, json: string, write: (blob: Buffer) => void): void {
    const dictionary = this.dictionaries.get(key);
    if (dictionary) return write(encodeBody(json, key, dictionary));
    const held = this.waiting.get(key) ?? { bodies: [], bytes: 0 };
    this.waiting.set(key, held);
    held.bodies.push({ json, write });
    held.bytes += json.length;
    if (held.bytes >= DICTIONARY_SAMPLE_BYTES) this.release(key);
  }

  /** Makes the dictionaries of the types still sampling and writes their bodies. */
  flush(): void {
    for (const key of [...this.waiting.keys()].sort((a, b) => a - b)) this.release(key);
  }

  private release(key: number): void {
    const held = this.waiting.get(key);
    if (!held) return;
    this.waiting.delete(key);
    const dictionary = buildBodyDictionary(held.bodies.map((b) => b.json));
    this.dictionaries.set(key, dictionary);
    this.saveDictionary(key, dictionary);
    for (const b of held.bodies) b.write(encodeBody(b.json, key, dictionary));
  }
}

/**
 * The reader's side, over one connection. The dictionaries are read once, up front: the decoder
 * runs inside SQL statements (body_json), where the connection cannot run another query.
 */
export class BodyDecoder {
  private readonly dictionaries: Map<number, Buffer>;

  constructor(db: Database.Database) {
    this.dictionaries = readBodyDictionaries(db);
  }

  text(blob: unknown): string {
    if (!(blob instanceof Uint8Array) || blob.length < 2)
      throw new BodyDecodeError(`a stored document body is not a compressed body (${describe(blob)})`);
    const key = blob[0]!;
    const dictionary = this.dictionaries.get(key);
    if (!dictionary) throw new BodyDecodeError(`a stored document body names dictionary ${key}, which the index lacks`);
    try {
      return inflateSync(blob.subarray(1), { dictionary }).toString('utf8');
    } catch (error) {
      throw new BodyDecodeError(`a stored document body is corrupt: ${(error as Error).message}`);
    }
  }

  value(blob: unknown): Record<string, unknown> {
    return JSON.parse(this.text(blob)) as Record<string, unknown>;
  }
}

const decoders = new WeakMap<Database.Database, BodyDecoder>();

/**
 * The decoder of a connection, registering `body_json(body)` on it the first time, so SQL that
 * picks a few fields (json_extract) keeps working on compressed bodies.
 */
export function bodyDecoder(db: Database.Database): BodyDecoder {
  let decoder = decoders.get(db);
  if (!decoder) {
    const created = new BodyDecoder(db);
    db.function(BODY_JSON_FUNCTION, { deterministic: true }, (blob) => created.text(blob));
    decoders.set(db, created);
    decoder = created;
  }
  return decoder;
}

function describe(value: unknown): string {
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  return value === null ? 'NULL' : typeof value;
}
