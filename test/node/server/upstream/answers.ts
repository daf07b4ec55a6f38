// Reading the answers of the upstream pair (harness.ts) for comparison: the same request to the
// stand-in and to the upstream-mode server must answer the same.

import type { RunningServer } from '../harness.ts';

/** One answer as compared between the two servers: status, content type and body. */
export interface Answer {
  status: number;
  type: string;
  body: unknown;
}

/** `pathname` of `server` (GET, or with `init`), its body read as JSON when it is JSON. */
export async function answerOf(server: RunningServer, pathname: string, init?: RequestInit): Promise<Answer> {
  const res = await fetch(`${server.url}${pathname}`, init);
  const type = (res.headers.get('content-type') ?? '').split(';')[0] ?? '';
  const text = await res.text();
  return { status: res.status, type, body: type === 'application/json' ? (JSON.parse(text) as unknown) : text };
}

/** What a comparison reads of an answer: status, the headers that matter and the body's bytes. */
export interface Answered {
  status: number;
  headers: Record<string, string | null>;
  body: Buffer;
}

const COMPARED_HEADERS = ['content-type', 'content-disposition', 'x-download-notice'];

export async function answeredOf(response: Response): Promise<Answered> {
  const headers = Object.fromEntries(COMPARED_HEADERS.map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The same request to both servers, answered. */
export async function askBoth(
  pair: { standIn: RunningServer; upstream: RunningServer },
  path: string,
  init: RequestInit = {},
): Promise<{ standIn: Answered; upstream: Answered }> {
  const [standIn, upstream] = await Promise.all(
    [pair.standIn, pair.upstream].map(async (server) => answeredOf(await fetch(`${server.url}${path}`, init))),
  );
  return { standIn: standIn as Answered, upstream: upstream as Answered };
}

export const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
