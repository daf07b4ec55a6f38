// The /search/data layer on top of the engine (issue 18, "one query layer"): p50 of a faceted,
// grouped search as the UI sends it (refinement facets, groups with their members) and of a
// faceted search whose organism facet holds spellings of one name, with the engine calls each
// makes. Called by the archive bench for the shared and the synthetic archive.

import type { ArchiveSearch } from '../../src/archive/query/search.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { answerSearchViewFromArchive } from '../../src/server/engine/embedded/search-data/answer-search.ts';
import { fmt, row, timeRuns } from '../lib/stats.ts';
import { validated } from '../../test/support/validated-request.ts';

const REPEAT = 20;
const WIDTHS = [52, 9, 13, 11, 11];

const SEARCHES: Array<{ name: string; request: SearchRequest }> = [
  {
    name: 'search-data: grouped by 100% identity, facets',
    request: {
      query: { type: 'terminal', service: 'full_text', parameters: { value: 'protein' } },
      return_type: 'polymer_entity',
      request_options: {
        paginate: { start: 0, rows: 25 },
        results_content_type: ['experimental'],
        group_by: { aggregation_method: 'sequence_identity', similarity_cutoff: 100 },
        group_by_return_type: 'groups',
      },
    },
  },
  {
    name: 'search-data: X-ray entries, facets',
    request: {
      query: {
        type: 'terminal',
        service: 'text',
        parameters: { attribute: 'exptl.method', operator: 'exact_match', value: 'X-RAY DIFFRACTION' },
      },
      return_type: 'entry',
      request_options: { paginate: { start: 0, rows: 25 }, results_content_type: ['experimental'] },
    },
  },
];

export async function benchSearchData(engine: ArchiveSearch): Promise<void> {
  console.log(row(['search-data request', 'hits', 'engine calls', 'p50', 'p95'], WIDTHS));
  const search = engine.search.bind(engine);
  let calls = 0;
  engine.search = (request) => {
    calls++;
    return search(request);
  };
  try {
    for (const { name, request: raw } of SEARCHES) {
      const request = validated(raw);
      let hits = 0;
      const t = await timeRuns(async () => {
        calls = 0;
        hits =
          (await answerSearchViewFromArchive({ index: engine.index, search: engine }, { request, getDrilldown: true }))
            .total_count ?? 0;
      }, REPEAT);
      console.log(row([name, hits, calls, fmt(t.p50), fmt(t.p95)], WIDTHS));
    }
  } finally {
    engine.search = search;
  }
}
