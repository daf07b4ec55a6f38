// A zip archive written as a stream (fflate's Zip), one member after another, so a batch of 2,500
// entry files never sits in memory at once. Text members are deflated by Node's zlib on the
// thread pool, a few ahead of the one being written: fflate's own deflate is synchronous and would
// hold the event loop for the whole batch (35 s for the shared archive as cif).

import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

export interface ZipMember {
  name: string;
  /** Deflate the bytes (text); false stores them as they are (already compressed). */
  compress: boolean;
  read(): Promise<Uint8Array>;
}

const deflate = promisify(deflateRaw);
const STORED = 0;
const DEFLATED = 8;
/** Members prepared ahead of the one being written; libuv's pool has 4 threads for everyone. */
const READ_AHEAD = 2;

interface PreparedMember {
  file: ZipInputFile;
  data: Uint8Array;
}

async function prepare(member: ZipMember): Promise<PreparedMember> {
  const raw = await member.read();
  const data = member.compress ? await deflate(raw, { level: 6 }) : raw;
  const file: ZipInputFile = {
    filename: member.name,
    size: raw.length,
    crc: crc32(raw),
    compression: member.compress ? DEFLATED : STORED,
  };
  return { file, data };
}

export function zipStream(members: readonly ZipMember[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const waitForDrain = async (): Promise<void> => {
    // The client may go away mid-download: stop reading files then rather than wait forever.
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  };
  void (async () => {
    const pending: Array<Promise<PreparedMember>> = [];
    let next = 0;
    const fill = () => {
      while (pending.length < READ_AHEAD && next < members.length) {
        const prepared = prepare(members[next++] as ZipMember);
        // Awaited in turn below; this keeps a failure after an early stop from going unhandled.
        prepared.catch(() => undefined);
        pending.push(prepared);
      }
    };
    fill();
    while (pending.length > 0) {
      const { file, data } = await (pending.shift() as Promise<PreparedMember>);
      if (out.destroyed) return;
      zip.add(file);
      // fflate types chunks as Uint8Array<ArrayBuffer>; it only reads them.
      file.ondata?.(null, data as Uint8Array<ArrayBuffer>, true);
      fill();
      if (out.writableNeedDrain) await waitForDrain();
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
