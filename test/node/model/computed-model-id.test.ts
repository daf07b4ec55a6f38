// Which results are computed structure models, left out of batch file downloads (seed 001 §8): the
// AlphaFold DB and ModelArchive entries and their entities, instances and assemblies, by the
// entry's id; integrative structures (PDBDEV_...) have ids of the same shape but are downloaded.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isComputedModelResult } from '../../../src/model/computed-model-id.ts';

test('AF_ and MA_ entries and their parts are computed models; PDB and PDBDEV entries are not', () => {
  for (const id of ['AF_AFP69905F1', 'af_afp69905f1', 'AF_AFP69905F1_1', 'MA_MABAKCEPC0003', 'MA_MABAKCEPC0003.A'])
    assert.equal(isComputedModelResult(id), true, id);
  for (const id of ['4HHB', '4HHB_1', '4HHB.A', '4HHB-1', 'PDBDEV_00000004', 'PDBDEV_00000004_1'])
    assert.equal(isComputedModelResult(id), false, id);
});
