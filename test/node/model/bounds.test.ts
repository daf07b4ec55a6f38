// The bounds table (src/model/bounds.ts): its messages, the README's copy of it, and the cheap
// measures the request check uses in place of parsing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BOUNDS, boundMessage, type BoundName } from '../../../src/model/bounds.ts';
import {
  countFullTextTerms,
  estimateInchiHeavyAtoms,
  estimateSmilesHeavyAtoms,
  queryBoundsProblem,
} from '../../../src/model/request/bounds.ts';

test('a bound message names the bound and its value, US digit grouping', () => {
  assert.equal(boundMessage('sequenceLength'), 'sequence longer than 40,000 residues');
  assert.equal(boundMessage('fullTextTerms'), 'full text with more than 400 terms');
});

test('README "Request bounds" lists every bound of bounds.ts, and nothing else', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.split('### Request bounds')[1]?.split(/\n#{2,3} /)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const expected = (Object.keys(BOUNDS) as BoundName[]).map((name) => {
    const bound = BOUNDS[name];
    return [bound.shape, boundMessage(name).slice(bound.shape.length + 1), bound.why];
  });
  assert.deepEqual(rows, expected);
});

test('heavy atoms are counted from the characters, never below the true count', () => {
  assert.equal(estimateSmilesHeavyAtoms('CC(=O)Oc1ccccc1C(=O)O'), 13); // aspirin
  assert.equal(estimateSmilesHeavyAtoms('ClCBr'), 3);
  assert.equal(estimateSmilesHeavyAtoms('[H][Na+].[2H]C[Fe]'), 3);
  assert.equal(estimateSmilesHeavyAtoms('C'.repeat(600)), 600);
  assert.equal(estimateInchiHeavyAtoms('InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)'), 13);
  assert.equal(estimateInchiHeavyAtoms('InChI=1S/2C6H6.Na/c'), 13);
});

test('full-text terms: every word FTS5 searches counts, operators do not', () => {
  assert.equal(countFullTextTerms('"heme oxygenase" OR kinase -human'), 4);
  assert.equal(countFullTextTerms("a-b-c AND 2'-O-methyl"), 6);
  assert.equal(countFullTextTerms('a '.repeat(1000), 400), 401);
});

test('query bounds are checked without recursion, so no depth overflows the stack', () => {
  let deep: unknown = { type: 'terminal', service: 'full_text', parameters: { value: 'x' } };
  for (let i = 0; i < 100_000; i++) deep = { type: 'group', logical_operator: 'and', nodes: [deep] };
  assert.equal(queryBoundsProblem(deep), boundMessage('queryDepth'));
});
