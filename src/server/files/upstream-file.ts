// A file at the upstream file server (files.rcsb.org, or a server of ours standing in), streamed
// through our own routes: a page whose Content-Security-Policy allows only its own origin still
// gets it, and the upstream is asked by this server alone. Bounded: the upstream must start
// answering within ANSWER_MS, finish within TRANSFER_MS, and send at most MAX_BYTES.

import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { UpstreamFile } from '../engine/types.ts';
import { BusyError, ClientError, UpstreamError } from '../errors.ts';

export const UPSTREAM_FILE_LIMITS = {
  /** The upstream starts answering within this time. */
  answerMs: 15_000,
  /** The whole file arrives within this time (the largest entries are a few hundred MB). */
  transferMs: 600_000,
  /** The largest file passed on. */
  maxBytes: 2 * 1024 ** 3,
};

/** When a busy file server gave no time to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

/** The upstream's answer for the file; its refusal as the error our route answers. */
async function ask(file: UpstreamFile): Promise<Readable> {
  const controller = new AbortController();
  const late = (ms: number, what: string) =>
    setTimeout(() => controller.abort(new UpstreamError(`The file server ${what} ${file.stem} in time`)), ms);
  const answerTimer = late(UPSTREAM_FILE_LIMITS.answerMs, 'did not start sending');
  const transferTimer = late(UPSTREAM_FILE_LIMITS.transferMs, 'did not finish sending');
  const done = () => clearTimeout(transferTimer);
  let response: Response;
  try {
    response = await fetch(file.url, { signal: controller.signal });
  } catch (error) {
    done();
    throw new UpstreamError(`The file server did not answer for ${file.stem}: ${(error as Error).message}`);
  } finally {
    clearTimeout(answerTimer);
  }
  const refused = refusal(response, file);
  if (refused || !response.body) {
    done();
    await response.body?.cancel();
    throw refused ?? new UpstreamError(`The file server sent no file for ${file.stem}`);
  }
  const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  body.once('close', done);
  return body;
}

const tooLarge = (file: UpstreamFile) =>
  new UpstreamError(`The file of ${file.stem} is larger than this server passes on`);

function refusal(response: Response, file: UpstreamFile): Error | undefined {
  if (Number(response.headers.get('content-length') ?? 0) > UPSTREAM_FILE_LIMITS.maxBytes) return tooLarge(file);
  if (response.ok) return undefined;
  if (response.status === 404) return new ClientError(404, `No file in the archive for ${file.stem}`);
  if (response.status === 429 || response.status === 503) {
    const wait = Number(response.headers.get('retry-after'));
    return new BusyError(
      `The file server is busy (${response.status})`,
      Number.isFinite(wait) && wait > 0 ? wait : DEFAULT_RETRY_AFTER_SECONDS,
    );
  }
  return new UpstreamError(`The file server answered ${response.status} for ${file.stem}`);
}

/** Counts the bytes going through and fails the stream past the limit. */
function bounded(file: UpstreamFile): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > UPSTREAM_FILE_LIMITS.maxBytes) callback(tooLarge(file));
      else callback(null, chunk);
    },
  });
}

/** The upstream's bytes as a stream, asked before the route answers (so a 404 is a 404). */
export async function openUpstreamFile(file: UpstreamFile): Promise<Readable> {
  const body = await ask(file);
  const out = bounded(file);
  body.on('error', (error) => out.destroy(error));
  out.on('close', () => body.destroy());
  return body.pipe(out);
}

/** The upstream's bytes, whole (a zip's member, a picture's coordinates). */
export async function readUpstreamFile(file: UpstreamFile): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openUpstreamFile(file)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}
