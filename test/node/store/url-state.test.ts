import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  encodeRequestParam,
  parseFlagParam,
  parseLocation,
  parsePath,
  parseSearchParams,
  requestUrl,
  resultsPageUrl,
  routeUrl,
} from '../../../src/store/url-state.ts';
import type { SearchRequest } from '../../../src/model/types.ts';
import { fullText } from './fakes.ts';

function at(url: string) {
  const parsed = new URL(url, 'http://page.test');
  return { pathname: parsed.pathname, search: parsed.search };
}

const sequenceRequest: SearchRequest = {
  query: {
    type: 'terminal',
    service: 'sequence',
    parameters: {
      value: 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHF',
      sequence_type: 'protein',
      evalue_cutoff: 0.1,
      identity_cutoff: 0,
    },
  },
  return_type: 'polymer_entity',
  request_options: {
    paginate: { start: 25, rows: 50 },
    results_content_type: ['experimental'],
    sort: [{ sort_by: 'score', direction: 'desc' }],
  },
};

test('?request= round trip: request -> URL -> the same request', () => {
  const url = requestUrl('/search', sequenceRequest);
  assert.match(url, /^\/search\?request=%7B/);
  const back = parseLocation(at(url));
  assert.deepEqual(back.search, { kind: 'request', request: sequenceRequest });
  assert.deepEqual(back.route, { tab: 'search', advanced: false, service: null });
});

test('request_info (derived) is left out of URLs', () => {
  const url = requestUrl('/search', { ...fullText('a'), request_info: { query_id: 'abc' } });
  assert.ok(!decodeURIComponent(url).includes('query_id'));
});

test("an empty ?request= is the seed's missing-argument error; bad JSON a request error", () => {
  assert.deepEqual(parseSearchParams('?request='), { kind: 'error', message: "ERROR: Missing argument for 'request'" });
  const bad = parseSearchParams('?request=%7Bnot-json');
  assert.equal(bad.kind, 'error');
  assert.match(bad.kind === 'error' ? bad.message : '', /^request query contains error\(s\): /);
});

test('legacy requests in ?request= are normalised silently', () => {
  const legacy = {
    query: {
      type: 'terminal',
      service: 'sequence',
      parameters: { value: 'MVLSPADKTNVKAAWGKVGAHAGEYGAEAL', target: 'pdb_protein_sequence' },
    },
    return_type: 'polymer_entity',
  };
  const parsed = parseSearchParams(`?request=${encodeURIComponent(JSON.stringify(legacy))}`);
  assert.equal(parsed.kind, 'request');
  const parameters =
    parsed.kind === 'request' && parsed.request.query?.type === 'terminal' ? parsed.request.query.parameters : {};
  assert.deepEqual(parameters, { value: 'MVLSPADKTNVKAAWGKVGAHAGEYGAEAL', sequence_type: 'protein' });
});

test('?q= is a search-bar term: full text on the default return type, never an identifier redirect', () => {
  assert.deepEqual(parseSearchParams('?q=heat-shock%20protein'), {
    kind: 'request',
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: '"heat-shock" protein' } },
      return_type: 'entry',
    },
  });
  const id = parseSearchParams('?q=4HHB');
  assert.equal(id.kind === 'request' && id.request.query?.type === 'terminal' && id.request.query.service, 'full_text');
  const seq = parseSearchParams('?q=MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSF');
  assert.equal(seq.kind === 'request' && seq.request.return_type, 'polymer_entity');
  assert.deepEqual(parseSearchParams('?q=%3Cscript%3Ealert(1)%3C/script%3E'), {
    kind: 'error',
    message: 'Invalid input detected',
  });
  assert.deepEqual(parseSearchParams('?q=searchdev'), { kind: 'none' });
  assert.deepEqual(parseSearchParams('?q=%20'), { kind: 'none' });
});

test('?q= uses the store defaults for return type and CSM when the URL says nothing', () => {
  const parsed = parseSearchParams('?q=kinase', { returnType: 'assembly', includeCsm: true });
  assert.equal(parsed.kind === 'request' && parsed.request.return_type, 'assembly');
  assert.deepEqual(parsed.kind === 'request' && parsed.request.request_options?.results_content_type, [
    'computational',
    'experimental',
  ]);
});

test('?query= takes a bare query; the return type comes from its service or from rt', () => {
  const query = {
    type: 'terminal',
    service: 'text',
    parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
  };
  const parsed = parseSearchParams(`?query=${encodeURIComponent(JSON.stringify(query))}`);
  assert.deepEqual(parsed, { kind: 'request', request: { query, return_type: 'entry' } });
  const withRt = parseSearchParams(`?query=${encodeURIComponent(JSON.stringify(query))}&rt=assembly`);
  assert.equal(withRt.kind === 'request' && withRt.request.return_type, 'assembly');
  const mixed = {
    type: 'group',
    logical_operator: 'and',
    nodes: [query, { type: 'terminal', service: 'full_text', parameters: { value: 'x' } }],
  };
  assert.deepEqual(parseSearchParams(`?query=${encodeURIComponent(JSON.stringify(mixed))}`), {
    kind: 'error',
    message: 'query contains multiple terminal nodes of more than one service type',
  });
});

test('return_type and rt set the return type of every kind; unknown values are ignored', () => {
  for (const name of ['return_type', 'rt']) {
    const q = parseSearchParams(`?q=kinase&${name}=polymer_entity`);
    assert.equal(q.kind === 'request' && q.request.return_type, 'polymer_entity');
    const r = parseSearchParams(`?request=${encodeRequestParam(fullText('kinase'))}&${name}=mol_definition`);
    assert.equal(r.kind === 'request' && r.request.return_type, 'mol_definition');
  }
  const unknown = parseSearchParams('?q=kinase&rt=bogus');
  assert.equal(unknown.kind === 'request' && unknown.request.return_type, 'entry');
  const both = parseSearchParams('?q=kinase&return_type=assembly&rt=polymer_entity');
  assert.equal(both.kind === 'request' && both.request.return_type, 'assembly');
});

test('include_csm adds or removes computed models on every kind', () => {
  const on = parseSearchParams(`?request=${encodeRequestParam(fullText('x'))}&include_csm=true`);
  assert.deepEqual(on.kind === 'request' && on.request.request_options?.results_content_type, [
    'computational',
    'experimental',
  ]);
  const bare = parseSearchParams('?q=x&include_csm');
  assert.deepEqual(bare.kind === 'request' && bare.request.request_options?.results_content_type, [
    'computational',
    'experimental',
  ]);
  const off = parseSearchParams('?q=x&include_csm=false', { includeCsm: true });
  assert.deepEqual(off.kind === 'request' && off.request.request_options?.results_content_type, ['experimental']);
  assert.equal(parseFlagParam(null), null);
  assert.equal(parseFlagParam(''), true);
  assert.equal(parseFlagParam('1'), true);
  for (const no of ['0', 'false', 'OFF', 'no']) assert.equal(parseFlagParam(no), false);
});

test('?request= wins over ?query= and ?q=', () => {
  const parsed = parseSearchParams(
    `?q=b&query=${encodeURIComponent('{}')}&request=${encodeRequestParam(fullText('a'))}`,
  );
  assert.deepEqual(parsed, { kind: 'request', request: fullText('a') });
});

test('no search parameters: nothing to run', () => {
  assert.deepEqual(parseSearchParams(''), { kind: 'none' });
  assert.deepEqual(parseSearchParams('?other=1'), { kind: 'none' });
});

test('paths: /advanced[/{service}], /browse[/{tree}], /mypdb[/{view}] on any base path', () => {
  assert.deepEqual(parsePath('/search'), {
    basePath: '/search',
    route: { tab: 'search', advanced: false, service: null },
  });
  assert.deepEqual(parsePath('/search/'), {
    basePath: '/search',
    route: { tab: 'search', advanced: false, service: null },
  });
  assert.deepEqual(parsePath('/search/advanced'), {
    basePath: '/search',
    route: { tab: 'search', advanced: true, service: null },
  });
  assert.deepEqual(parsePath('/search/advanced/sequence'), {
    basePath: '/search',
    route: { tab: 'search', advanced: true, service: 'sequence' },
  });
  assert.deepEqual(parsePath('/search/advanced/structure-motif-search').route, {
    tab: 'search',
    advanced: true,
    service: 'strucmotif',
  });
  assert.deepEqual(parsePath('/search/advanced/nonsense').route, { tab: 'search', advanced: true, service: null });
  assert.deepEqual(parsePath('/pdb/search/browse/atc'), {
    basePath: '/pdb/search',
    route: { tab: 'browse', treeId: 'atc' },
  });
  assert.deepEqual(parsePath('/search/browse').route, { tab: 'browse', treeId: null });
  assert.deepEqual(parsePath('/search/mypdb/account').route, { tab: 'mypdb', view: 'account' });
  assert.deepEqual(parsePath('/search/mypdb/elsewhere').route, { tab: 'mypdb', view: null });
  assert.deepEqual(parsePath('/pdb/search/history'), { basePath: '/pdb/search', route: { tab: 'history' } });
  assert.deepEqual(parsePath('/search/history/more').route, { tab: 'search', advanced: false, service: null });
  assert.deepEqual(parsePath('/'), { basePath: '', route: { tab: 'search', advanced: false, service: null } });
});

test('route URLs round-trip through parsePath', () => {
  const routes = [
    { tab: 'search', advanced: false, service: null },
    { tab: 'search', advanced: true, service: null },
    { tab: 'search', advanced: true, service: 'chemical' },
    { tab: 'browse', treeId: 'atc' },
    { tab: 'browse', treeId: null },
    { tab: 'mypdb', view: 'queries' },
    { tab: 'history' },
  ] as const;
  for (const route of routes) {
    const url = routeUrl('/search', route);
    assert.deepEqual(parsePath(url), { basePath: '/search', route }, url);
  }
  assert.equal(routeUrl('', { tab: 'search', advanced: false, service: null }), '/');
  assert.equal(requestUrl('', fullText('x')).startsWith('/?request='), true);
});

test('results page URLs: ?request= appended, or &request= after an existing query', () => {
  const encoded = encodeRequestParam(fullText('kinase'));
  assert.equal(resultsPageUrl('/pdb/search', fullText('kinase')), `/pdb/search?request=${encoded}`);
  assert.equal(resultsPageUrl('/pdb/search?lang=en', fullText('kinase')), `/pdb/search?lang=en&request=${encoded}`);
  assert.equal(resultsPageUrl('https://x.test/s#top', fullText('kinase')), `https://x.test/s?request=${encoded}#top`);
  const back = parseSearchParams(
    new URL(resultsPageUrl('/pdb/search?lang=en', fullText('kinase')), 'http://a.test').search,
  );
  assert.deepEqual(back, { kind: 'request', request: fullText('kinase') });
});
