// docs/attributes.md stays true: regenerated from the shared archive's index and the files, it
// must equal the committed page (npm run attributes writes it), and every missing attribute has a
// reason (coverage.ts throws for an RCSB-computed one without a written reason).

import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ATTRIBUTES_PAGE, coveragePage } from '../../../scripts/attribute-table/main.ts';
import { getTestArchive } from './fixture.ts';

describe('docs/attributes.md', () => {
  let page = '';
  before(async () => {
    page = coveragePage((await getTestArchive()).file);
  });

  test('is what npm run attributes writes for this archive', () => {
    assert.equal(readFileSync(ATTRIBUTES_PAGE, 'utf8'), page, 'docs/attributes.md is stale: run npm run attributes');
  });

  test('holds at least 1,250 structure and 170 chemical attributes, every missing one with its reason', () => {
    const [structure, chemical] = [...page.matchAll(/: ([\d,]+) of [\d,]+ held\./g)].map((m) =>
      Number(m[1]!.replace(/,/g, '')),
    );
    assert.ok(structure! >= 1250 && chemical! >= 170, `${structure}, ${chemical}`);
    for (const row of page.split('\n').filter((line) => line.startsWith('| `'))) {
      const [, official, held, why] = row.split(' | ');
      if (official !== held) assert.ok(why && why.trim().length > 3, row);
    }
  });
});
