// The seeds' presentation constants (000 §9, 001 §4/§5), held by the ui: a change fails here.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BREAKPOINTS, GALLERY_CELL_WIDTHS, LAYOUT } from '../../../src/ui/common/layout.ts';

test('layout constants of both seeds', () => {
  assert.deepEqual(
    { ...LAYOUT },
    {
      chainIdsShown: 5,
      chainIdsToggleAbove: 8,
      macromoleculesAsCountsAbove: 5,
      galleryColumnsNarrow: 3,
      galleryColumnsWide: 4,
      treeIndentPx: 20,
      tooltipExamples: 10,
      tooltipWidth: 350,
      alignmentRowTitleWidth: 80,
      renderDelayMs: 100,
      objectUrlTtlMs: 40000,
      selectorMenuRowHeight: 22,
      selectorMenuExtraRows: 4,
    },
  );
  assert.deepEqual(BREAKPOINTS, { MD: 970, SM: 750, XS: 500 });
  assert.deepEqual(GALLERY_CELL_WIDTHS, { narrow: '33.33%', wide: '25%' });
});
