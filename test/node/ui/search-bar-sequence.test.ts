// The search bar's reading of pasted sequences (issue 13, point 6): the menu item it puts first,
// and what a paste puts into the one-line input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sequenceMenuItem } from '../../../src/ui/search-bar/sequence-item.ts';
import { pastedSequenceValue } from '../../../src/ui/search-bar/paste.ts';
import { planSuggestion } from '../../../src/ui/search-bar/suggestion-plan.ts';
import { buildSequenceSearchRequest } from '../../../src/model/search-term.ts';

const HBA = 'MVLSPADKTNVKAAWGKVGAHAGEYGAEALERMFLSFPTTKTYFPHFDLSHGSAQVKGHGKKVADALTNAVAHV';
const FASTA = `>sp|P69905|HBA_HUMAN Hemoglobin subunit alpha\n${HBA.slice(0, 60)}\n${HBA.slice(60)}\n`;

test("'Search by sequence' for sequence text, with its type and length; nothing for other text", () => {
  assert.deepEqual(sequenceMenuItem(FASTA), {
    label: 'Search by sequence',
    value: HBA,
    action: 'sequence_search',
    detail: `protein, ${HBA.length} residues`,
  });
  assert.equal(sequenceMenuItem('ACGUACGUACGUACGUACGUACGUACGU')?.detail, 'rna, 28 residues');
  assert.equal(sequenceMenuItem('hemoglobin alpha'), null);
  assert.equal(sequenceMenuItem('4HHB'), null);
});

test("choosing it runs the model's sequence search of the residues", () => {
  const item = sequenceMenuItem(HBA.toLowerCase())!;
  const options = { linkBase: 'https://www.rcsb.org', returnType: 'entry' as const, includeCsm: true };
  assert.deepEqual(planSuggestion(item, options), { kind: 'search', request: buildSequenceSearchRequest(HBA, true) });
});

test('a multi-line sequence pastes as its residues over the selection; anything else as the browser pastes it', () => {
  assert.equal(pastedSequenceValue('', 0, 0, FASTA), HBA);
  assert.equal(pastedSequenceValue('old text', 0, 8, FASTA), HBA);
  assert.equal(pastedSequenceValue('ab', 1, 1, FASTA), `a${HBA}b`);
  assert.equal(pastedSequenceValue('', 0, 0, HBA), null, 'one line: the browser pastes it as it is');
  assert.equal(pastedSequenceValue('', 0, 0, `${HBA}\n`), null);
  assert.equal(pastedSequenceValue('', 0, 0, 'hemoglobin\nalpha'), null);
});
