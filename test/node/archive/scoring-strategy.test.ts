// request_options.scoring_strategy: the combined ranking against rankings by one service's
// terminals, on the shared archive.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ArchiveSearch } from '../../../src/archive/query/search.ts';
import type { QueryNode, ScoringStrategy, SearchRequest } from '../../../src/model/types.ts';
import type { ResultItem } from '../../../src/archive/query/search-response.ts';
import { getTestArchive } from './fixture.ts';
import { validated } from '../../support/validated-request.ts';

let engine: ArchiveSearch;
before(async () => {
  engine = new ArchiveSearch((await getTestArchive()).file);
});
after(() => engine.close());

const fullText: QueryNode = { type: 'terminal', service: 'full_text', parameters: { value: 'hemoglobin' } };
const resolution: QueryNode = {
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less', value: 2.5 },
};
const both: QueryNode = { type: 'group', logical_operator: 'and', nodes: [fullText, resolution] };

async function scores(query: QueryNode, scoring_strategy?: ScoringStrategy): Promise<Map<string, number>> {
  const request: SearchRequest = {
    query,
    return_type: 'entry',
    request_options: { return_all_hits: true, ...(scoring_strategy ? { scoring_strategy } : {}) },
  };
  const answer = await engine.search(validated(request));
  return new Map((answer.result_set as ResultItem[]).map((item) => [item.identifier, item.score]));
}

test('a service strategy ranks by that service alone; the hits stay the same', async () => {
  const combined = await scores(both, 'combined');
  const byText = await scores(both, 'text');
  const byFullText = await scores(both, 'full_text');
  assert.ok(combined.size > 1);
  assert.deepEqual([...byText.keys()].sort(), [...combined.keys()].sort());
  // the attribute is a filter: every hit scores alike
  assert.deepEqual(new Set(byText.values()), new Set([1]));
  // ranked by full text alone: each hit's score is its full-text score relative to the best hit
  const fullTextAlone = await scores(fullText);
  const best = Math.max(...[...byFullText.keys()].map((id) => fullTextAlone.get(id)!));
  for (const [id, score] of byFullText) assert.ok(Math.abs(score - fullTextAlone.get(id)! / best) < 1e-5, id);
  assert.notDeepEqual([...byFullText.values()], [...byText.values()]);
});

test('a strategy naming a service the query lacks keeps the combined ranking', async () => {
  assert.deepEqual(await scores(both, 'sequence'), await scores(both));
});
