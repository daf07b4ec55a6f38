// The walk `npm run check:rcsb` makes over the public Search and Data APIs, as a page on another
// origin would call them in browser-direct mode: each call carries an Origin, and each answer is
// checked for what the browser needs (CORS for that origin, a GET with json= or query= answered as
// the POST is, a preflight that lets a JSON POST through, Retry-After readable by the page) and
// against the official schemas (test/support/wire-format.ts). Pointed at our own server it is the
// stand-in's self-check; pointed at search.rcsb.org and data.rcsb.org it tells whether the
// stand-in still speaks for them.

import { wireChecker, type WireRequest } from '../../test/support/wire-format.ts';

export interface WalkOptions {
  searchApi: string;
  dataApi: string;
  /**
   * The RCSB's file upload service (https://user-upload.rcsb.org), probed only when named: whether
   * a page could read its answer cross-origin (uploads need `api-base` until it can).
   */
  uploadApi?: string;
  /** The page's origin the calls claim (any origin not the APIs' own). */
  origin?: string;
  fetch?: typeof fetch;
}

export interface Finding {
  check: string;
  ok: boolean;
  detail: string;
}

const PAGE_ORIGIN = 'https://embedding-page.example';

const SEARCH = {
  query: { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } },
  return_type: 'entry',
  request_options: {
    paginate: { start: 0, rows: 3 },
    facets: [{ name: 'Method', aggregation_type: 'terms', attribute: 'exptl.method' }],
  },
};
const SUGGEST = {
  type: 'term',
  suggest: { text: 'hem', completion: [{ attribute: 'rcsb_entity_source_organism.taxonomy_lineage.name' }] },
};
const GRAPHQL = '{ entries(entry_ids: ["4HHB"]) { rcsb_id struct { title } rcsb_entry_info { resolution_combined } } }';

const trim = (base: string) => base.replace(/\/+$/, '');

export async function walkPublicApis(options: WalkOptions): Promise<Finding[]> {
  const fetchOf = options.fetch ?? fetch;
  const origin = options.origin ?? PAGE_ORIGIN;
  const wire = wireChecker();
  const findings: Finding[] = [];
  const note = (check: string, ok: boolean, detail = '') => findings.push({ check, ok, detail });

  /** One call as the page makes it; CORS and the wire format of request and answer are checked. */
  async function call(
    check: string,
    request: WireRequest,
  ): Promise<{ status: number; body: unknown; headers: Headers } | undefined> {
    const problems = wire.request(request);
    if (problems.length) note(`${check}: request`, false, problems.join('; '));
    const post = request.method === 'POST';
    try {
      const response = await fetchOf(request.url, {
        method: request.method,
        headers: { origin, ...(post ? { 'content-type': 'application/json' } : {}) },
        ...(post ? { body: JSON.stringify(request.payload) } : {}),
      });
      const text = await response.text();
      const allowed = response.headers.get('access-control-allow-origin');
      note(
        `${check}: CORS`,
        allowed === '*' || allowed === origin,
        `access-control-allow-origin: ${allowed ?? 'none'}`,
      );
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      const answerProblems = response.ok ? await wire.answer(request, body) : [`status ${response.status}`];
      note(`${check}: answer`, answerProblems.length === 0, answerProblems.join('; ') || `status ${response.status}`);
      return { status: response.status, body, headers: response.headers };
    } catch (error) {
      note(check, false, (error as Error).message);
      return undefined;
    }
  }

  const search = `${trim(options.searchApi)}/rcsbsearch/v2/query`;
  const viaGet = await call('Search API, GET json=', {
    url: `${search}?json=${encodeURIComponent(JSON.stringify(SEARCH))}`,
    method: 'GET',
    payload: SEARCH,
  });
  const viaPost = await call('Search API, POST', { url: search, method: 'POST', payload: SEARCH });
  const ids = (answer: typeof viaGet) =>
    ((answer?.body as { result_set?: Array<{ identifier: string }> })?.result_set ?? []).map((r) => r.identifier);
  note(
    'Search API: GET and POST answer alike',
    ids(viaGet).length > 0 && ids(viaGet).join() === ids(viaPost).join(),
    ids(viaGet).join(),
  );
  const buckets = (viaGet?.body as { facets?: Array<{ buckets?: unknown[] }> })?.facets?.[0]?.buckets ?? [];
  note('Search API: a terms facet answers buckets', buckets.length > 0, `${buckets.length} buckets`);
  const exposed = viaGet?.headers.get('access-control-expose-headers') ?? '';
  // informative: without it the client backs off exponentially instead of waiting Retry-After out
  findings.push({
    check: 'Search API: Retry-After readable cross-origin',
    ok: viaGet !== undefined,
    detail: /retry-after|\*/i.test(exposed)
      ? 'exposed'
      : `not exposed (access-control-expose-headers: ${exposed || 'none'})`,
  });

  await preflight('Search API: preflight of a JSON POST', search);
  await call('Suggester, GET json=', {
    url: `${trim(options.searchApi)}/rcsbsearch/v2/suggest?json=${encodeURIComponent(JSON.stringify(SUGGEST))}`,
    method: 'GET',
    payload: SUGGEST,
  });
  for (const route of ['/rcsbsearch/v2/metadata/schema', '/rcsbsearch/v2/metadata/chemical/schema'])
    await call(`Metadata schema ${route}`, { url: `${trim(options.searchApi)}${route}`, method: 'GET' });

  const graphql = `${trim(options.dataApi)}/graphql`;
  await call('Data API, GET query=', {
    url: `${graphql}?query=${encodeURIComponent(GRAPHQL)}`,
    method: 'GET',
    payload: { query: GRAPHQL },
  });
  await call('Data API, POST', { url: graphql, method: 'POST', payload: { query: GRAPHQL } });
  await preflight('Data API: preflight of a JSON POST', graphql);
  await call('Data API holdings', {
    url: `${trim(options.dataApi)}/rest/v1/holdings/current/entry_ids`,
    method: 'GET',
  });
  if (options.uploadApi) await uploadCors(`${trim(options.uploadApi)}/v1/putMultipart`);
  return findings;

  /**
   * py-rcsb-api uploads with a multipart POST (a request a page may send without a preflight), but
   * a page reads the answer's key only when the service allows its origin: asked here with the
   * preflight a browser would send for it with a custom header, without uploading anything.
   */
  async function uploadCors(url: string): Promise<void> {
    try {
      const response = await fetchOf(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      await response.body?.cancel();
      const allowed = response.headers.get('access-control-allow-origin');
      findings.push({
        check: 'Upload service: answers a page on another origin (informative)',
        ok: true,
        detail: `status ${response.status}, access-control-allow-origin: ${allowed ?? 'none'}`,
      });
    } catch (error) {
      findings.push({ check: 'Upload service (informative)', ok: true, detail: (error as Error).message });
    }
  }

  async function preflight(check: string, url: string): Promise<void> {
    try {
      const response = await fetchOf(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      await response.body?.cancel();
      const methods = response.headers.get('access-control-allow-methods') ?? '';
      const headers = response.headers.get('access-control-allow-headers') ?? '';
      const allowed = response.headers.get('access-control-allow-origin');
      note(
        check,
        response.ok &&
          (allowed === '*' || allowed === origin) &&
          /post|\*/i.test(methods) &&
          /content-type|\*/i.test(headers),
        `status ${response.status}; allow-origin ${allowed ?? 'none'}; methods ${methods || 'none'}; headers ${headers || 'none'}`,
      );
    } catch (error) {
      note(check, false, (error as Error).message);
    }
  }
}
