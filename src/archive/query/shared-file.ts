// A tree of plain values and typed arrays written to one file and read back with every array a
// view of one SharedArrayBuffer: a reader makes two reads and no parse per element, and the arrays
// cross to worker threads without a copy. Layout: MAGIC, the header's length (uint32 LE), the
// header (the tree as JSON, each array replaced by where its bytes are), zeros to an 8-byte
// boundary, then the arrays' bytes, each at an 8-byte aligned offset.

import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';

const MAGIC = Buffer.from('PDBSHRD1');
type ArrayConstructor = {
  new (buffer: SharedArrayBuffer, byteOffset: number, length: number): ArrayBufferView;
  BYTES_PER_ELEMENT: number;
};
const ARRAY_KINDS: Record<string, ArrayConstructor> = { Uint8Array, Int8Array, Int32Array, Float64Array };
type StoredArray = { $array: string; at: number; length: number };
// readSync and writeSync move at most 2 GiB at a time
const IO_CHUNK = 1 << 30;

const align8 = (n: number) => Math.ceil(n / 8) * 8;

function isStoredArray(value: unknown): value is StoredArray {
  return typeof value === 'object' && value !== null && '$array' in value;
}

/** Writes `tree` to `file` through a temporary file and a rename (a reader never sees half a file). */
export function writeSharedFile(file: string, tree: unknown): void {
  const arrays: Array<{ bytes: Uint8Array; at: number }> = [];
  let dataSize = 0;
  const header = Buffer.from(
    JSON.stringify(tree, (_key, value: unknown) => {
      if (value instanceof Map || value instanceof Set) throw new Error('a Map or Set cannot be stored');
      if (!ArrayBuffer.isView(value)) return value;
      const kind = value.constructor.name;
      if (!Object.hasOwn(ARRAY_KINDS, kind)) throw new Error(`a ${kind} cannot be stored`);
      arrays.push({ bytes: new Uint8Array(value.buffer, value.byteOffset, value.byteLength), at: dataSize });
      const stored: StoredArray = { $array: kind, at: dataSize, length: value.byteLength };
      dataSize = align8(dataSize + value.byteLength);
      return stored;
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const dataStart = align8(MAGIC.length + 4 + header.length);
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, Buffer.concat([MAGIC, length, header, Buffer.alloc(dataStart - MAGIC.length - 4 - header.length)]));
    for (const { bytes, at } of arrays)
      for (let done = 0; done < bytes.length; done += IO_CHUNK)
        writeSync(fd, bytes, done, Math.min(IO_CHUNK, bytes.length - done), dataStart + at + done);
    closeSync(fd);
    renameSync(temporary, file);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

interface Header {
  /** the tree with each array still a `StoredArray` */
  tree: unknown;
  dataStart: number;
}

function readHeader(fd: number, file: string): Header {
  const lead = Buffer.alloc(MAGIC.length + 4);
  if (readSync(fd, lead, 0, lead.length, 0) !== lead.length || !lead.subarray(0, MAGIC.length).equals(MAGIC))
    throw new Error(`${file} is not a shared-array file`);
  const header = Buffer.alloc(lead.readUInt32LE(MAGIC.length));
  if (readSync(fd, header, 0, header.length, lead.length) !== header.length) throw new Error(`${file} is truncated`);
  return { tree: JSON.parse(header.toString('utf8')), dataStart: align8(lead.length + header.length) };
}

function withFile<T>(file: string, use: (fd: number) => T): T {
  const fd = openSync(file, 'r');
  try {
    return use(fd);
  } finally {
    closeSync(fd);
  }
}

/** The tree's plain values, each array left as where its bytes are: one small read. */
export function readSharedFileHeader(file: string): unknown {
  return withFile(file, (fd) => readHeader(fd, file).tree);
}

/**
 * The tree `writeSharedFile` wrote, or undefined where `accept` refuses its plain values (read
 * first, so a refused file's arrays are never read); throws on a missing or malformed file.
 */
export function readSharedFile(file: string, accept: (header: unknown) => boolean = () => true): unknown {
  return withFile(file, (fd) => {
    const { tree, dataStart } = readHeader(fd, file);
    if (!accept(tree)) return undefined;
    const data = new SharedArrayBuffer(Math.max(0, fstatSync(fd).size - dataStart));
    const bytes = new Uint8Array(data);
    for (let done = 0; done < bytes.length;) {
      const read = readSync(fd, bytes, done, Math.min(IO_CHUNK, bytes.length - done), dataStart + done);
      if (read === 0) throw new Error(`${file} is truncated`);
      done += read;
    }
    const revive = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(revive);
      if (typeof value !== 'object' || value === null) return value;
      if (!isStoredArray(value))
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
      const Kind = Object.hasOwn(ARRAY_KINDS, value.$array) ? ARRAY_KINDS[value.$array] : undefined;
      if (!Kind) throw new Error(`${file} holds an array of unknown kind ${value.$array}`);
      if (value.at + value.length > data.byteLength) throw new Error(`${file} is truncated`);
      return new Kind(data, value.at, value.length / Kind.BYTES_PER_ELEMENT);
    };
    return revive(tree);
  });
}
