import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  checkSelectionForDownload,
  clearSelection,
  emptySelection,
  isIdSelected,
  setAllSelected,
  toggleAllSelected,
  toggleSelectedId,
} from '../../../src/model/selection.ts';
import { MESSAGES } from '../../../src/model/constants/messages.ts';

describe('selection', () => {
  test('starts empty', () => {
    assert.deepEqual(emptySelection(), { all: false, ids: [] });
    assert.deepEqual(clearSelection(), { all: false, ids: [] });
  });
  test('toggle all flips the flag and keeps the explicit ids', () => {
    const some = toggleSelectedId(emptySelection(), '4HHB');
    const all = toggleAllSelected(some);
    assert.deepEqual(all, { all: true, ids: ['4HHB'] });
    assert.deepEqual(toggleAllSelected(all), { all: false, ids: ['4HHB'] });
    assert.deepEqual(setAllSelected(some, true), { all: true, ids: ['4HHB'] });
    assert.deepEqual(setAllSelected(all, false), { all: false, ids: ['4HHB'] });
  });
  test('with All on every row reads as selected and row toggles are ignored', () => {
    const all = setAllSelected(emptySelection(), true);
    assert.equal(isIdSelected(all, '1ABC'), true);
    assert.deepEqual(toggleSelectedId(all, '1ABC'), { all: true, ids: [] });
  });
  test('toggling an id adds, toggling again removes', () => {
    const one = toggleSelectedId(emptySelection(), '1ABC');
    assert.deepEqual(one, { all: false, ids: ['1ABC'] });
    assert.equal(isIdSelected(one, '1ABC'), true);
    assert.deepEqual(toggleSelectedId(one, '1ABC'), { all: false, ids: [] });
  });
  test('entry ids with a suffix are trimmed to 4 characters', () => {
    let sel = toggleSelectedId(emptySelection(), '1ABC_1');
    assert.deepEqual(sel.ids, ['1ABC']);
    assert.equal(isIdSelected(sel, '1ABC.A'), true, 'another chain of the same entry is the same selection');
    sel = toggleSelectedId(sel, '1ABC-1');
    assert.deepEqual(sel.ids, [], 'toggling the assembly of the same entry deselects it');
  });
  test('computed models keep their full id before the suffix', () => {
    const sel = toggleSelectedId(emptySelection(), 'AF_AFP69905F1_1');
    assert.deepEqual(sel.ids, ['AF_AFP69905F1']);
  });
  test('blank ids are ignored', () => {
    assert.deepEqual(toggleSelectedId(emptySelection(), '  '), { all: false, ids: [] });
  });
  test('input selections are never mutated', () => {
    const before = { all: false, ids: ['1ABC'] };
    toggleSelectedId(before, '2ABC');
    toggleAllSelected(before);
    assert.deepEqual(before, { all: false, ids: ['1ABC'] });
  });
  test("'No Result IDs have been selected.' when downloading with none selected", () => {
    assert.equal(MESSAGES.noResultIdsSelected, 'No Result IDs have been selected.');
    assert.equal(checkSelectionForDownload(emptySelection()), 'No Result IDs have been selected.');
    assert.equal(checkSelectionForDownload({ all: true, ids: [] }), null);
    assert.equal(checkSelectionForDownload({ all: false, ids: ['1ABC'] }), null);
  });
  test('property: ids stay unique and toggling twice restores the selection', () => {
    const id = fc.constantFrom('1ABC', '1ABC_1', '1ABC.A', '2XYZ-1', 'AF_AFP69905F1_2', 'ATP', 'P69905');
    fc.assert(
      fc.property(fc.array(id, { maxLength: 20 }), id, (ops, extra) => {
        let sel = emptySelection();
        for (const op of ops) sel = toggleSelectedId(sel, op);
        assert.equal(new Set(sel.ids).size, sel.ids.length);
        assert.deepEqual(toggleSelectedId(toggleSelectedId(sel, extra), extra).ids.sort(), [...sel.ids].sort());
      }),
    );
  });
});
