// The request mix of the load bench: what a busy public search page sends. Mostly text and
// attribute searches, counts and search-bar suggestions; one request in ten asks an expensive
// service (sequence, chemical, structure).

export type LoadKind = 'text' | 'attribute' | 'count' | 'suggest' | 'sequence' | 'chemical' | 'structure';

export interface LoadRequest {
  kind: LoadKind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const TERMS = ['hemoglobin', 'kinase', 'protease', 'insulin', 'lysozyme', 'polymerase', 'antibody', 'ribosome'];
const PREFIXES = ['hem', 'kin', 'prot', 'ins', 'lys', 'poly', 'anti', 'ribo'];
const METHODS = ['X-RAY DIFFRACTION', 'ELECTRON MICROSCOPY', 'SOLUTION NMR'];
const SMILES = ['C1=CC=CC=C1', 'CC(=O)OC1=CC=CC=C1C(=O)O', 'NC1=NC=NC2=C1N=CN2'];

function searchBody(query: unknown, extra: Record<string, unknown> = {}): unknown {
  return {
    report: 'search_summary',
    getDrilldown: true,
    request: {
      query,
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 25 }, results_content_type: ['experimental'], ...extra },
    },
  };
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

/** The n-th request of the mix, given a protein sequence from the archive for sequence searches. */
export function mixRequest(n: number, sequence: string): LoadRequest {
  const slot = n % 20;
  if (slot === 0) {
    return {
      kind: 'sequence',
      method: 'POST',
      path: '/search/data',
      body: searchBody({
        type: 'terminal',
        service: 'sequence',
        parameters: { value: sequence, sequence_type: 'protein', evalue_cutoff: 0.1, identity_cutoff: 0 },
      }),
    };
  }
  if (slot === 10) {
    return n % 40 === 10
      ? {
          kind: 'chemical',
          method: 'POST',
          path: '/search/data',
          body: searchBody({
            type: 'terminal',
            service: 'chemical',
            parameters: {
              type: 'descriptor',
              descriptor_type: 'SMILES',
              value: pick(SMILES, n),
              match_type: 'graph-relaxed',
            },
          }),
        }
      : {
          kind: 'structure',
          method: 'POST',
          path: '/search/data',
          body: searchBody({
            type: 'terminal',
            service: 'structure',
            parameters: { value: { entry_id: '4HHB', assembly_id: '1' }, operator: 'strict_shape_match' },
          }),
        };
  }
  if (slot % 4 === 1) {
    return { kind: 'suggest', method: 'GET', path: `/search/suggest/false/${pick(PREFIXES, n)}` };
  }
  if (slot % 4 === 2) {
    return {
      kind: 'count',
      method: 'POST',
      path: '/search/data',
      body: {
        report: 'search_summary',
        request: {
          query: {
            type: 'terminal',
            service: 'text',
            parameters: { attribute: 'exptl.method', operator: 'exact_match', value: pick(METHODS, n) },
          },
          return_type: 'entry',
          request_options: { return_counts: true },
        },
      },
    };
  }
  if (slot % 4 === 3) {
    return {
      kind: 'attribute',
      method: 'POST',
      path: '/search/data',
      body: searchBody({
        type: 'terminal',
        service: 'text',
        parameters: {
          attribute: 'rcsb_entry_info.resolution_combined',
          operator: 'range',
          value: { from: 1, to: 1.5 + (n % 10) / 10, include_lower: true, include_upper: true },
        },
      }),
    };
  }
  return {
    kind: 'text',
    method: 'POST',
    path: '/search/data',
    body: searchBody({ type: 'terminal', service: 'full_text', parameters: { value: pick(TERMS, n) } }),
  };
}
