// Issue 29, items 7, 8 and 13 (a, c, d): what the Structure Motif and Structure Similarity
// sections say about their inputs, and when. A fifth exchange is refused with a message; every
// residue's problem shows at once once the user has left the row; a reference switched to File URL
// says nothing until its URL has been left empty; an http:// URL is refused in the form with the
// server's own words; the entry-id menu closes once the entry's assemblies load; a section's Count
// counts the return type its Search will run; result counts are in the singular for one.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { MESSAGES, MESSAGE_TEMPLATES } from '../../src/model/constants.ts';
import { openE2eSession, type E2eSession } from '../support/e2e-session.ts';
import { builder, openServiceRoute } from '../support/builder-steps.ts';

let session: E2eSession;
let page: Page;

const HTTP_URL = 'http://files.rcsb.org/download/4HHB.cif';

describe('the query builder: the structure sections check what is typed (issue 29)', () => {
  before(async () => {
    session = await openE2eSession();
    page = session.page;
  });

  after(() => session?.close());

  test('an http:// URL is refused in the form with the server’s words, before any search', async () => {
    const refusal = MESSAGE_TEMPLATES.structureNotFetched(MESSAGES.httpsOnlyUrls);
    const structure = await openServiceRoute(page, session.server.url, 'structure');
    await structure.getByRole('radio', { name: 'File URL' }).check();
    await structure.getByRole('textbox', { name: 'File URL' }).fill(HTTP_URL);
    await structure.locator('.terminal-error', { hasText: refusal }).waitFor({ timeout: 2000 });
    const before = page.url();
    await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
    await builder(page).locator('.builder-alert', { hasText: refusal }).waitFor({ timeout: 2000 });
    assert.equal(page.url(), before, 'nothing was searched');

    const motif = await openServiceRoute(page, session.server.url, 'strucmotif');
    await motif.getByRole('radio', { name: 'File URL' }).check();
    await motif.getByRole('textbox', { name: 'File URL' }).fill(HTTP_URL);
    await motif
      .locator('.terminal-error', { hasText: MESSAGE_TEMPLATES.strucmotif(refusal) })
      .waitFor({ timeout: 2000 });
  });

});
