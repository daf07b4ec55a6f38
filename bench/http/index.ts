// HTTP latency of the archive server (issue #4): POST /search/data for a search and for a count,
// 10 concurrent clients on loopback with autocannon. Prints p50 and p99; asserts nothing.

import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { prepareServerArchive } from '../../src/server/archive.ts';

const DURATION_SECONDS = 8;
const CONNECTIONS = 10;

const search = {
  report: 'search_summary',
  getDrilldown: true,
  request: {
    query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
    return_type: 'entry',
    request_options: {
      paginate: { start: 0, rows: 25 },
      results_content_type: ['experimental'],
      scoring_strategy: 'combined',
      sort: [{ sort_by: 'score', direction: 'desc' }],
    },
  },
};
const count = {
  report: 'search_summary',
  request: {
    query: {
      type: 'terminal',
      service: 'text',
      parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
    },
    return_type: 'entry',
    request_options: { return_counts: true },
  },
};

function load(url: string, body: unknown): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}/search/data`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
}

export async function benchHttp(): Promise<void> {
  const archive = await prepareServerArchive({ log: () => undefined });
  const app = await buildApp({ ...readServerConfig({}), rateLimitPerMinute: 10_000_000 }, { archive });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    console.log(`POST /search/data, ${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each, loopback`);
    for (const [name, body] of [
      ['search (full text, facets)', search],
      ['count (exact match)', count],
    ] as const) {
      const result = await load(url, body);
      const errors = result.non2xx + result.errors;
      console.log(
        `${name.padEnd(28)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s${errors ? `  (${errors} errors!)` : ''}`,
      );
    }
  } finally {
    await app.close();
    await archive.close();
  }
}
