// The search worker pool (issue 12): answers as the main thread would, refuses at once with 503
// and Retry-After when a costly lane's queue is full while cheap requests always wait their turn
// (issue 29), and a worker killed under a search fails that search alone and is replaced.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSourceDir } from '../../../src/archive/config.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { encodeAlignmentRequest } from '../../../src/model/viewer-request.ts';
import { JobWorkerError } from '../../../src/archive/workers/job-worker.ts';
import { inlineServerArchive } from '../../../src/server/engine/embedded/archive.ts';
import type { EmbeddedEngine } from '../../../src/server/engine/embedded/embedded-engine.ts';
import { BusyError } from '../../../src/server/errors.ts';
import { acceptedEncoding } from '../../../src/server/search-runner/encoded-json.ts';
import { laneOf, SearchPool } from '../../../src/server/engine/embedded/search-runner/search-pool.ts';
import { getTestArchive } from '../archive/fixture.ts';
import { send, term } from './bounds-helpers.ts';
import {
  entitySequence,
  getTestServerArchive,
  startArchiveServer,
  startPooledArchiveServer,
  startServer,
  TEST_POOL,
  type RunningServer,
} from './harness.ts';
import { validated } from '../../support/validated-request.ts';

let inline: RunningServer;
let pooled: RunningServer & { archive: EmbeddedEngine };
/** Pools used directly: one whose costly lanes hold one waiting search, one to kill workers of. */
let narrow: SearchPool;
let killable: SearchPool;

// A describe, so starting the servers is the hook's time (Node 20 counts top-level before hooks
// into the first test's).
describe('the search worker pool', () => {
  before(async () => {
    const workerData = { indexFile: (await getTestArchive()).file, sourceDir: resolveSourceDir() };
    narrow = new SearchPool(workerData, { ...TEST_POOL, costlyQueue: 1 });
    killable = new SearchPool(workerData, TEST_POOL);
    [inline, pooled] = await Promise.all([
      startArchiveServer(),
      startPooledArchiveServer(),
      narrow.warm(),
      killable.warm(),
    ]);
    // the first searches of each server (columns, compiled code) are the hook's time, not a test's
    for (const server of [inline, pooled]) await (await searchData(server.url, FIRST_SEARCH)).arrayBuffer();
  });
  after(() => Promise.all([inline.close(), pooled.close(), narrow.close(), killable.close()]));

  const FIRST_SEARCH = { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' };

  const engineRequest = (query: unknown): SearchRequest => ({ query, return_type: 'entry' }) as SearchRequest;

  async function searchData(url: string, request: unknown, encoding = 'gzip'): Promise<Response> {
    return fetch(`${url}/search/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      body: JSON.stringify({ report: 'search_summary', getDrilldown: true, request }),
    });
  }

  /** The answer without its per-request query id. */
  async function comparable(response: Response): Promise<unknown> {
    const text = await response.text();
    if (!text) return { status: response.status };
    const { query_id: _id, ...rest } = JSON.parse(text) as Record<string, unknown>;
    return { status: response.status, ...rest };
  }

  async function sameAnswers(requests: unknown[]): Promise<void> {
    for (const request of requests) {
      const expected = await comparable(await searchData(inline.url, request));
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await searchData(pooled.url, request, encoding);
        const wire = response.headers.get('content-encoding');
        // fetch decodes what it asked for; the header says what the server sent
        if (encoding !== 'identity') assert.ok(wire === encoding || wire === null, `${encoding}: ${wire}`);
        else assert.equal(wire, null);
        assert.deepEqual(await comparable(response), expected, `${JSON.stringify(request)} as ${encoding}`);
      }
    }
  }

  const VIEW_REQUESTS: Array<[string, unknown]> = [
    ['a full-text search with facets', { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' }],
    [
      'grouped polymer entities',
      {
        query: term('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' }),
        return_type: 'polymer_entity',
        request_options: { group_by: { aggregation_method: 'matching_deposit_group_id' } },
      },
    ],
    [
      'a count',
      {
        query: term('full_text', { value: 'hemoglobin' }),
        return_type: 'entry',
        request_options: { return_counts: true },
      },
    ],
    ['no hits', { query: term('full_text', { value: 'zzqqxxnothing' }), return_type: 'entry' }],
  ];

  for (const [what, request] of VIEW_REQUESTS) {
    test(`a worker answers /search/data as the main thread does, in every encoding: ${what}`, async () => {
      await sameAnswers([request]);
    });
  }

  test('a costly worker answers a sequence search as the main thread does', async () => {
    const sequence = await entitySequence('4HHB_1');
    await sameAnswers([
      { query: term('sequence', { value: sequence, sequence_type: 'protein' }), return_type: 'polymer_entity' },
    ]);
  });

  test('a worker answers the Search API as the main thread does: results, 204 and the 400 message', async () => {
    const requests = [
      { query: term('full_text', { value: 'kinase' }), return_type: 'entry' },
      { query: term('full_text', { value: 'zzqqxxnothing' }), return_type: 'entry' },
      { query: term('text', { attribute: 'no.such', operator: 'exact_match', value: 'x' }), return_type: 'entry' },
    ];
    for (const request of requests) {
      const a = await send(inline.url, 'v2', request);
      const b = await send(pooled.url, 'v2', request);
      assert.equal(b.status, a.status);
      const { query_id: _a, ...left } = a.body;
      const { query_id: _b, ...right } = b.body;
      assert.deepEqual(right, left);
    }
  });

  test('a pairwise alignment (the alignment view) answers from a costly worker as from the main thread', async () => {
    const align = async (url: string, target: string) => {
      const body = encodeAlignmentRequest({ entryId: '4HHB', asymId: 'A' }, { entryId: '4HHB', asymId: target });
      const res = await fetch(`${url}/search/pairwise-alignment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    for (const target of ['B', 'Z']) {
      const expected = await align(inline.url, target);
      assert.equal(expected.status, target === 'B' ? 200 : 400);
      assert.deepEqual(await align(pooled.url, target), expected, target);
    }
  });

  test('a report searches in the pool too', async () => {
    const body = {
      report: 'pdb_ids',
      request: { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' },
    };
    const [a, b] = await Promise.all(
      [inline, pooled].map((server) =>
        fetch(`${server.url}/search/data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    );
    assert.equal(b!.status, 200);
    assert.equal(b!.text, a!.text);
  });

  test('lanes: a query goes to the lane of its costliest service, else text', () => {
    assert.equal(laneOf(term('full_text', { value: 'x' })), 'text');
    assert.equal(laneOf(undefined), 'text');
    const both = { type: 'group', logical_operator: 'and', nodes: [term('sequence', {}), term('structure', {})] };
    assert.equal(laneOf(both), 'structure');
    assert.equal(laneOf(term('seqmotif', {})), 'seqmotif');
  });

  test('Accept-Encoding: brotli, then gzip, else none; q=0 refuses', () => {
    assert.equal(acceptedEncoding('gzip, deflate, br'), 'br');
    assert.equal(acceptedEncoding('gzip'), 'gzip');
    assert.equal(acceptedEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(acceptedEncoding('GZIP'), 'gzip');
    assert.equal(acceptedEncoding('deflate'), 'identity');
    assert.equal(acceptedEncoding(undefined), 'identity');
  });

  test('a full costly lane refuses at once with a BusyError; the queued and running searches, other lanes and text still answer', async () => {
    const sequence = await entitySequence('4HHB_1');
    const costly = engineRequest(term('sequence', { value: sequence, sequence_type: 'protein' }));
    const motif = engineRequest(
      term('seqmotif', { value: 'C-x(2)-C', pattern_type: 'prosite', sequence_type: 'protein' }),
    );
    const text = engineRequest(term('full_text', { value: 'hemoglobin' }));
    // submitted in one tick: one runs, one waits, the rest find the queue full; the text lane and
    // the motif lane have queues of their own
    const answers = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => narrow.engine(validated(costly))),
      narrow.engine(validated(motif)),
      ...Array.from({ length: 5 }, () => narrow.engine(validated(text))),
    ]);
    assert.deepEqual(
      answers.map((a) => a.status),
      ['fulfilled', 'fulfilled', 'rejected', 'rejected', 'rejected', ...Array<string>(6).fill('fulfilled')],
    );
    for (const answer of answers.slice(2, 5)) {
      const error = (answer as PromiseRejectedResult).reason as BusyError;
      assert.ok(error instanceof BusyError);
      assert.equal(error.statusCode, 503);
      assert.ok(error.retryAfterSeconds >= 1);
      assert.match(error.message, /^The server is busy with sequence searches: 1 are waiting; retry in a moment$/);
    }
  });

  test('under a flood, cheap requests all answer while a costly lane sheds with 503', async () => {
    const sequence = await entitySequence('4HHB_1');
    const post = (request: unknown): Promise<number> =>
      fetch(`${pooled.url}/search/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ report: 'search_summary', request }),
      }).then(async (response) => (await response.arrayBuffer(), response.status));
    const costly = Array.from({ length: 10 }, () =>
      post({ query: term('sequence', { value: sequence, sequence_type: 'protein' }), return_type: 'polymer_entity' }),
    );
    // more cheap requests than the one text worker answers at once, in every cheap kind the
    // search page sends: full text, attribute, count, suggestion
    const cheap = Array.from({ length: 40 }, (_, i): Promise<[string, number]> => {
      const range = { from: 1, to: 1.5 + (i % 10) / 10, include_lower: true, include_upper: true };
      const attribute = term('text', {
        attribute: 'rcsb_entry_info.resolution_combined',
        operator: 'range',
        value: range,
      });
      const method = term('text', { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' });
      const kind = ['text', 'attribute', 'count', 'suggest'][i % 4]!;
      const status =
        kind === 'text'
          ? post({ query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' })
          : kind === 'attribute'
            ? post({ query: attribute, return_type: 'entry' })
            : kind === 'count'
              ? post({ query: method, return_type: 'entry', request_options: { return_counts: true } })
              : fetch(`${pooled.url}/search/suggest/false/hem`).then(async (r) => (await r.arrayBuffer(), r.status));
      return status.then((answered) => [kind, answered]);
    });
    const cheapAnswers = await Promise.all(cheap);
    assert.deepEqual(
      cheapAnswers.filter(([, status]) => status !== 200),
      [],
    );
    const costlyAnswers = await Promise.all(costly);
    // one runs, four wait, the rest are refused at once: the costly lane still sheds
    assert.ok(costlyAnswers.includes(503), String(costlyAnswers));
    assert.ok(
      costlyAnswers.every((status) => status === 200 || status === 503),
      String(costlyAnswers),
    );
  });

  test('503 from a busy server: Retry-After and the message, on both routes', async () => {
    const base = await getTestServerArchive();
    const archive = inlineServerArchive(base.index, base.services, base.sourceDir);
    const busy = () =>
      Promise.reject(new BusyError('The server is busy with structure searches: 4 are waiting; retry in a moment', 7));
    archive.runner = { ...archive.runner, view: busy, api: busy };
    const server = await startServer({ rateLimitPerMinute: 1_000_000 }, { engine: archive });
    try {
      const request = { query: term('full_text', { value: 'x' }), return_type: 'entry' };
      for (const route of ['data', 'v2'] as const) {
        const response = await fetch(`${server.url}${route === 'data' ? '/search/data' : '/rcsbsearch/v2/query'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(route === 'data' ? { report: 'search_summary', request } : request),
        });
        const body = (await response.json()) as Record<string, unknown>;
        assert.equal(response.status, 503);
        assert.equal(response.headers.get('retry-after'), '7');
        assert.equal(
          body[route === 'data' ? 'msg' : 'message'],
          'The server is busy with structure searches: 4 are waiting; retry in a moment',
        );
      }
    } finally {
      await server.close();
    }
  });

  test('a search worker killed under a search fails that search alone; the pool replaces it', async () => {
    const request = engineRequest(term('full_text', { value: 'hemoglobin' }));
    const [text] = killable.workers;
    let failure: unknown;
    // a search of a few ms can answer before the kill lands; then the worker is replaced anyway
    // and the next attempt waits for it
    for (let attempt = 0; attempt < 10 && failure === undefined; attempt++) {
      await killable.warm();
      const first = killable.engine(validated(request));
      // the job was handed to the ready worker in the same tick
      assert.equal(text!.busy, true);
      const killed = text!.thread!;
      await killed.terminate();
      failure = await first.then(
        () => undefined,
        (error: unknown) => error,
      );
      assert.notEqual(text!.thread, killed);
    }
    assert.ok(failure instanceof JobWorkerError && failure.statusCode === 503, String(failure));
    const next = await killable.engine(validated(request));
    assert.ok(next.total_count > 0);
  });

  test('over HTTP, a killed search worker fails one request with a clear 503 and the next succeeds', async () => {
    const request = { query: term('full_text', { value: 'hemoglobin' }), return_type: 'entry' };
    const worker = (pooled.archive.runner as SearchPool).workers[0]!;
    let failed: Awaited<ReturnType<typeof send>> | undefined;
    // the request reaches the worker once its body is read: kill the worker then (a fast search
    // may finish first; then try again)
    for (let attempt = 0; attempt < 10 && !failed; attempt++) {
      let settled = false;
      const pending = send(pooled.url, 'v2', request).finally(() => (settled = true));
      while (!worker.busy && !settled) await new Promise((resolve) => setImmediate(resolve));
      if (worker.busy) await worker.thread!.terminate();
      const answer = await pending;
      if (answer.status !== 200) failed = answer;
    }
    assert.ok(failed, 'the worker was never caught busy');
    assert.equal(failed.status, 503);
    assert.match(String(failed.body.message), /^the search stopped/);
    const next = await send(pooled.url, 'v2', request);
    assert.equal(next.status, 200);
    const health = await fetch(`${pooled.url}/health`);
    assert.equal(health.status, 200);
    await health.arrayBuffer();
  });
});
