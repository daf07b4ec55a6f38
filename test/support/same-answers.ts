// Two archives that should answer alike (an index grown by additions and one built whole): the
// requests of the scale bench asked of a server over each, their answers compared less what
// differs between any two runs (timings, request ids).

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { resolveSourceDir } from '../../src/archive/config.ts';
import { openServerArchive } from '../../src/server/engine/embedded/archive.ts';
import { REQUESTS, type ScaleKind, type ScaleRequest } from '../../bench/scale/requests.ts';
import { startServer, type RunningServer } from '../node/server/harness.ts';

export const SCALE_KINDS: readonly ScaleKind[] = [
  'text',
  'attribute',
  'count',
  'search-data facets',
  'search-data grouped 100 %',
  'sequence',
  'structure motif',
  'chemical',
  'structure similarity',
];

/** What differs between two runs of one request whatever the index: timings and request ids. */
const VOLATILE = /timing|took|query_id|elapsed/i;

export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VOLATILE.test(key))
      .map(([key, v]) => [key, comparable(v)]),
  );
}

/** A server over the index `file`, as `npm start` serves it, without rate limits. */
export async function serverOn(file: string): Promise<RunningServer> {
  return startServer({ rateLimitPerMinute: 1_000_000 }, { engine: openServerArchive(file, resolveSourceDir()) });
}

export interface Answer {
  status: number;
  body: unknown;
}

/** The answer to one request: its status and its body made comparable. */
export async function ask(server: RunningServer, request: ScaleRequest): Promise<Answer> {
  const response = await fetch(server.url + request.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? comparable(JSON.parse(text)) : null };
}

/**
 * Fills the servers' caches of decoded structures with one motif request each (set-up, for a
 * hook): a synthetic archive's first motif query decodes a thousand entries, the later ones
 * mostly the same.
 */
export async function warmStructures(
  servers: readonly RunningServer[],
  requests: readonly ScaleRequest[],
): Promise<void> {
  const first = requests.find((r) => r.kind === 'structure motif');
  if (first) await Promise.all(servers.map((server) => ask(server, first)));
}

/**
 * The costly kinds: a structure similarity request took 5 s alone and 10 s on a busy CI runner
 * asked of both servers at once, so each server is asked in a test of its own; the other kinds
 * take up to a second a request, two requests a test.
 */
const costly = (kind: ScaleKind) => kind === 'structure motif' || kind === 'structure similarity';

/**
 * Registers the tests that ask each request of both servers (the one under test first) and
 * compare the answers; returns, per kind, how many were answered with results (200, not 204).
 */
export function itAnswersAlike(
  servers: () => readonly RunningServer[],
  requests: () => readonly ScaleRequest[],
  as: string,
): Map<ScaleKind, number> {
  const answered = new Map<ScaleKind, number>();
  const pair = () => {
    const [mine, theirs] = servers();
    assert.ok(mine && theirs, 'two servers');
    return { mine, theirs };
  };
  const ofKind = (kind: ScaleKind, first: number, last: number) =>
    requests()
      .filter((r) => r.kind === kind)
      .slice(first, last);
  const compare = (kind: ScaleKind, request: ScaleRequest, a: Answer, b: Answer) => {
    const label = `${kind}: ${JSON.stringify(request.body)}`;
    assert.ok(b.status === 200 || b.status === 204, `${label} → ${b.status} ${JSON.stringify(b.body)}`);
    assert.deepEqual(a, b, label);
    if (b.status === 200) answered.set(kind, (answered.get(kind) ?? 0) + 1);
  };
  for (const kind of SCALE_KINDS) {
    if (costly(kind)) {
      for (let n = 0; n < REQUESTS; n++) {
        let mine: Answer | undefined;
        it(`asks the scale bench's ${kind} request ${n + 1} of the archive under test`, async () => {
          mine = await ask(pair().mine, ofKind(kind, n, n + 1)[0]!);
        });
        it(`answers the scale bench's ${kind} request ${n + 1} as ${as}`, async () => {
          assert.ok(mine, 'the archive under test answered');
          const request = ofKind(kind, n, n + 1)[0]!;
          compare(kind, request, mine, await ask(pair().theirs, request));
        });
      }
      continue;
    }
    for (let first = 0; first < REQUESTS; first += 2) {
      it(`answers the scale bench's ${kind} requests ${first + 1}-${first + 2} as ${as}`, async () => {
        const { mine, theirs } = pair();
        for (const request of ofKind(kind, first, first + 2)) {
          const [a, b]: [Answer, Answer] = await Promise.all([ask(mine, request), ask(theirs, request)]);
          compare(kind, request, a, b);
        }
      });
    }
  }
  return answered;
}
