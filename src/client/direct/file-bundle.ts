// Many structure (or component) files as one zip, built in the page from a file template, for a
// page with no server of ours to post the ids to (browser-direct mode). The files are fetched a few
// at a time through a rate queue (the file host is a public service too), each member written to
// the zip as it arrives: .gz files are stored as they are, text is deflated. A file the host does
// not have is left out and named; only when none can be read is the download a failure. The batch
// is the caller's (the seed's batches of 50, DEFAULTS.batchFileDownloadSize), so at most one
// batch of files is held at once.

import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { fetchFailure, fetchOf, type ClientResult, type FetchLike } from '../http.ts';
import { createRateQueue, systemClock, type Clock, type RateQueue } from './rate-queue.ts';
import { PUBLIC_API_LIMITS } from '../../model/constants/limits.ts';
import { PUBLIC_API_MESSAGES } from '../../model/constants/public-api-messages.ts';

export interface BundledFile {
  /** The member's name in the zip ('4HHB.cif.gz'). */
  name: string;
  url: string;
}

export interface FileBundle {
  zip: Blob;
  /** Members written, in the order asked. */
  names: string[];
  /** Files the host answered with an error, with the status. */
  missing: Array<{ name: string; status: number }>;
  /** What the zip leaves out, in words; absent when it holds every file. */
  notice?: string;
}

export interface FileBundleOptions {
  fetch?: FetchLike;
  /** The file host's turns; one per host, shared by every bundle of a page. */
  queue?: RateQueue;
  clock?: Clock;
  signal?: AbortSignal;
}

/** Files fetched at once: enough to hide latency, few enough not to crowd the host. */
const IN_FLIGHT = 4;

const isCompressed = (name: string): boolean => /\.(gz|zip|bcif)$/i.test(name);

/** A queue for one file host at the public APIs' rate. */
export const fileHostQueue = (clock: Clock = systemClock): RateQueue =>
  createRateQueue(clock, PUBLIC_API_LIMITS.requestsPerSecond);

export async function bundleFiles(
  files: readonly BundledFile[],
  options: FileBundleOptions = {},
): Promise<ClientResult<FileBundle>> {
  const fetch = fetchOf({ apiBase: '', fetch: options.fetch });
  const queue = options.queue ?? fileHostQueue(options.clock);
  const signal = options.signal ?? new AbortController().signal;
  // fflate's chunks view plain ArrayBuffers; typed so, as Blob parts must be
  const chunks: Array<Uint8Array<ArrayBuffer>> = [];
  const zip = new Zip((error, chunk) => {
    if (!error) chunks.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const read: Array<Uint8Array | { status: number } | undefined> = new Array(files.length);
  let next = 0;
  let written = 0;
  const names: string[] = [];
  const missing: FileBundle['missing'] = [];

  // Members are written in the order asked, each as soon as it and those before it are read.
  const writeReady = (): void => {
    for (; written < files.length && read[written] !== undefined; written++) {
      const content = read[written]!;
      const { name } = files[written]!;
      if (!(content instanceof Uint8Array)) {
        missing.push({ name, status: content.status });
        continue;
      }
      const member = isCompressed(name) ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
      zip.add(member);
      member.push(content, true);
      names.push(name);
      read[written] = { status: 200 }; // the bytes are in the zip now: let them go
    }
  };

  async function worker(): Promise<ClientResult<never> | undefined> {
    while (next < files.length) {
      const index = next++;
      if (!(await queue.turn(signal))) return fetchFailure(new DOMException('aborted', 'AbortError'));
      try {
        const response = await fetch(files[index]!.url, { signal, credentials: 'omit' });
        if (response.ok) read[index] = new Uint8Array(await response.arrayBuffer());
        else {
          await response.body?.cancel();
          read[index] = { status: response.status };
        }
      } catch (error) {
        return fetchFailure(error);
      }
      writeReady();
    }
    return undefined;
  }

  const failures = (await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, files.length) }, worker))).filter(
    (failure): failure is ClientResult<never> => failure !== undefined,
  );
  if (failures[0]) return failures[0];
  zip.end();
  if (names.length === 0)
    return {
      ok: false,
      status: missing[0]?.status ?? 0,
      message: PUBLIC_API_MESSAGES.filesUnreadable(
        files.length,
        missing.map((m) => `${m.name}: ${m.status}`).join(', '),
      ),
    };
  const zipped: FileBundle = { zip: new Blob(chunks, { type: 'application/zip' }), names, missing };
  if (missing.length > 0)
    zipped.notice = PUBLIC_API_MESSAGES.filesLeftOut(
      missing.length,
      missing.map((m) => `${m.name}: ${m.status}`).join(', '),
    );
  return { ok: true, status: 200, value: zipped };
}
