// HTTP latency of the archive server (issue #4): POST /search/data for a search and for a count,
// the tree endpoints of Browse Annotations (issue 16: p50 <= 10 ms) and the Data API's /graphql
// (issue 33), 10 concurrent clients on loopback with autocannon. Prints p50 and p99; asserts nothing.

import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app.ts';
import { readServerConfig } from '../../src/server/config.ts';
import { prepareServerArchive } from '../../src/server/engine/embedded/archive.ts';
import { graphqlLoads } from './graphql.ts';

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

/** The tree endpoints: a node with its children, the tree search's menu, a path to splice in. */
const TREE_GETS = [
  ['tree: taxonomy root', '/search/tree/taxonomy/root'],
  ['tree: GO molecular function', '/search/tree/go/GO:0003674'],
  ['tree-menu: "Homo sap"', '/search/tree-menu/taxonomy/Homo%20sap'],
  ['tree-select: Homo sapiens', '/search/tree-select/taxonomy/9606'],
] as const;

function load(url: string, body: unknown, path = '/search/data'): Promise<autocannon.Result> {
  return autocannon({
    url: `${url}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
}

function print(name: string, result: autocannon.Result): void {
  const errors = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(34)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s${errors ? `  (${errors} errors!)` : ''}`,
  );
}

export async function benchHttp(): Promise<void> {
  const archive = await prepareServerArchive({ log: () => undefined });
  const app = await buildApp({ ...readServerConfig({}), rateLimitPerMinute: 10_000_000 }, { engine: archive });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    console.log(`POST /search/data, ${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each, loopback`);
    for (const [name, body] of [
      ['search (full text, facets)', search],
      ['count (exact match)', count],
    ] as const) {
      print(name, await load(url, body));
    }
    console.log(
      `GET tree endpoints (budget p50 <= 10 ms), ${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each`,
    );
    for (const [name, path] of TREE_GETS) {
      print(name, await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS }));
    }
    console.log(
      `POST /graphql, entries with 20 fields each, ${CONNECTIONS} concurrent clients, ${DURATION_SECONDS} s each`,
    );
    for (const [name, body] of graphqlLoads(await archive.dataApi.holdings('entry_ids'))) {
      print(name, await load(url, body, '/graphql'));
    }
  } finally {
    await app.close();
    await archive.close();
  }
}
