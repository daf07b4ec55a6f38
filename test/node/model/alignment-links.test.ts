import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chainOfInstance, strucmotifQuery, structureQueryChain } from '../../../src/model/alignment-links.ts';
import type { SearchRequest } from '../../../src/model/types.ts';

const resolution = {
  type: 'terminal',
  service: 'text',
  parameters: { attribute: 'rcsb_entry_info.resolution_combined', operator: 'less', value: 2 },
} as const;

test('the query chain and motif are found inside boolean groups, and only when they name an entry', () => {
  const structure = (value: object) => ({ type: 'terminal', service: 'structure', parameters: { value } }) as const;
  const request = (node: object): SearchRequest =>
    ({
      query: {
        type: 'group',
        logical_operator: 'and',
        nodes: [resolution, { type: 'group', logical_operator: 'or', nodes: [node] }],
      },
      return_type: 'polymer_instance',
    }) as SearchRequest;
  assert.deepEqual(structureQueryChain(request(structure({ entry_id: '4HHB', asym_id: 'B' }))), {
    entryId: '4HHB',
    asymId: 'B',
  });
  // an assembly or a file: no chain to align
  assert.equal(structureQueryChain(request(structure({ entry_id: '4HHB', assembly_id: '1' }))), undefined);
  assert.equal(
    structureQueryChain(request(structure({ url: 'https://example.org/x.cif', format: 'mmcif', asym_id: 'A' }))),
    undefined,
  );
  assert.equal(structureQueryChain(null), undefined);

  const residues = [{ label_asym_id: 'A', label_seq_id: 57 }];
  const motif = (value: object) => request({ type: 'terminal', service: 'strucmotif', parameters: { value } });
  assert.deepEqual(strucmotifQuery(motif({ entry_id: '3PTB', residue_ids: residues })), { entryId: '3PTB', residues });
  assert.equal(
    strucmotifQuery(motif({ url: 'https://example.org/x.cif', format: 'cif', residue_ids: residues })),
    undefined,
  );
});

test('polymer instance identifiers split into entry and chain', () => {
  assert.deepEqual(chainOfInstance('4HHB.A'), { entryId: '4HHB', asymId: 'A' });
  assert.deepEqual(chainOfInstance('AF_AFP69905F1.A'), { entryId: 'AF_AFP69905F1', asymId: 'A' });
  for (const id of ['4HHB', '4HHB.', '.A', '4HHB-1']) assert.equal(chainOfInstance(id), undefined, id);
});
