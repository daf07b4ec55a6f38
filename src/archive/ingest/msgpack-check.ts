// MessagePack (BinaryCIF's container) states the length of every string, byte array, map and
// array up front, and molstar's decoder believes it: five bytes declaring a map of four billion
// entries (df ff ff ff ff) kept it looping for minutes, on whichever thread read the file. One
// pass over the headers, building nothing, checks that every declared length fits in the bytes
// that follow. A value takes at least one byte, so a container cannot declare more values than
// bytes remain: the pass is linear in the file's size and stops at the first lie.

/**
 * What follows a type byte: a scalar of `size` bytes; or a length of `lengthBytes` bytes, then
 * that many bytes (+ `extra`), or that many entries of `perEntry` values each.
 */
type Header =
  | { kind: 'scalar'; size: number }
  | { kind: 'bytes'; lengthBytes: number; extra: number }
  | { kind: 'container'; lengthBytes: number; perEntry: number };

/** The headers of type bytes 0xc0-0xdf (the fixint, fixmap, fixarray and fixstr ranges are decoded below). */
const HEADERS: Record<number, Header> = {
  0xc0: { kind: 'scalar', size: 0 }, // nil
  0xc2: { kind: 'scalar', size: 0 }, // false
  0xc3: { kind: 'scalar', size: 0 }, // true
  0xc4: { kind: 'bytes', lengthBytes: 1, extra: 0 }, // bin 8
  0xc5: { kind: 'bytes', lengthBytes: 2, extra: 0 },
  0xc6: { kind: 'bytes', lengthBytes: 4, extra: 0 },
  0xc7: { kind: 'bytes', lengthBytes: 1, extra: 1 }, // ext 8 (+ its type byte)
  0xc8: { kind: 'bytes', lengthBytes: 2, extra: 1 },
  0xc9: { kind: 'bytes', lengthBytes: 4, extra: 1 },
  0xca: { kind: 'scalar', size: 4 }, // float 32
  0xcb: { kind: 'scalar', size: 8 },
  0xcc: { kind: 'scalar', size: 1 }, // uint 8
  0xcd: { kind: 'scalar', size: 2 },
  0xce: { kind: 'scalar', size: 4 },
  0xcf: { kind: 'scalar', size: 8 },
  0xd0: { kind: 'scalar', size: 1 }, // int 8
  0xd1: { kind: 'scalar', size: 2 },
  0xd2: { kind: 'scalar', size: 4 },
  0xd3: { kind: 'scalar', size: 8 },
  0xd4: { kind: 'scalar', size: 2 }, // fixext 1 (type byte + data)
  0xd5: { kind: 'scalar', size: 3 },
  0xd6: { kind: 'scalar', size: 5 },
  0xd7: { kind: 'scalar', size: 9 },
  0xd8: { kind: 'scalar', size: 17 },
  0xd9: { kind: 'bytes', lengthBytes: 1, extra: 0 }, // str 8
  0xda: { kind: 'bytes', lengthBytes: 2, extra: 0 },
  0xdb: { kind: 'bytes', lengthBytes: 4, extra: 0 },
  0xdc: { kind: 'container', lengthBytes: 2, perEntry: 1 }, // array 16
  0xdd: { kind: 'container', lengthBytes: 4, perEntry: 1 },
  0xde: { kind: 'container', lengthBytes: 2, perEntry: 2 }, // map 16: a key and a value per entry
  0xdf: { kind: 'container', lengthBytes: 4, perEntry: 2 },
};

function readLength(data: Uint8Array, at: number, bytes: number): number {
  let n = 0;
  for (let i = 0; i < bytes; i++) n = n * 256 + data[at + i]!;
  return n;
}

/** Why `data` is not one well-formed MessagePack value, or undefined when its lengths all fit. */
export function messagePackProblem(data: Uint8Array): string | undefined {
  let at = 0;
  let pending = 1; // values still to read
  while (pending > 0) {
    if (at >= data.length) return 'the file ends before its last value';
    const type = data[at++]!;
    pending--;
    let payload = 0;
    let values = 0;
    if (type <= 0x7f || type >= 0xe0)
      payload = 0; // fixint
    else if (type <= 0x8f)
      values = 2 * (type & 0x0f); // fixmap
    else if (type <= 0x9f)
      values = type & 0x0f; // fixarray
    else if (type <= 0xbf)
      payload = type & 0x1f; // fixstr
    else {
      const header = HEADERS[type];
      if (!header) return `byte 0x${type.toString(16)} at ${at - 1} is not MessagePack`;
      if (header.kind === 'scalar') payload = header.size;
      else {
        if (at + header.lengthBytes > data.length) return 'the file ends inside a length';
        const length = readLength(data, at, header.lengthBytes);
        at += header.lengthBytes;
        if (header.kind === 'bytes') payload = length + header.extra;
        else values = length * header.perEntry;
      }
    }
    if (payload > data.length - at)
      return `a value at ${at} declares ${payload} bytes; the file has ${data.length - at} left`;
    at += payload;
    pending += values;
    if (pending > data.length - at)
      return `${pending} values declared, with ${data.length - at} bytes left to hold them`;
  }
  return undefined;
}
