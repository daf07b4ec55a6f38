// Issue 13, point 5: every link out of the app is a template on the context. A page that sets
// structure-url, ligand-url, 3d-url and docs-url gets them on entry titles, ligand links,
// 'Explore in 3D', the bar's Help link and typed entry ids; an unsafe template (javascript:) falls
// back to rcsb.org's page; without templates every link is rcsb.org's; demo/institution.html sends
// entry links to PDBe. Navigations off the server are answered with a stub, never fetched.

import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession, screenshotBothWidths } from '../support/e2e-session.ts';

const RCSB = 'https://www.rcsb.org';
const TEMPLATES = {
  'structure-url': 'https://pdb.example.edu/entry/{id}',
  'ligand-url': 'https://chem.example.edu/ligand?code={id}',
  '3d-url': 'https://viewer.example.edu/3d/{id}',
  'docs-url': 'https://help.example.edu/pdb/{id}.html',
  'sequence-url': 'javascript:alert(document.domain)//{id}',
};
/** A page of the institution's own, served by the test on the archive server's origin. */
const OWN_PAGE = '/demo/links-e2e.html';
const OWN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Links</title>
    <script type="module" src="/dist/esm/pdb-search-elements.js"></script>
  </head>
  <body>
    <main>
      <h1>Links</h1>
      <pdb-search-app ${Object.entries(TEMPLATES)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ')}></pdb-search-app>
    </main>
  </body>
</html>`;

let session: E2eSession;
let server: E2eSession['server'];
let page: Page;
/** Pages off the server the browser was sent to. */
const external: string[] = [];

const bar = () => page.getByRole('combobox', { name: 'Search term, Entry ID or sequence' }).first();

async function open(path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await bar().waitFor();
  external.length = 0;
}

/** Searches the bar's term; the first result with ligands, its id and its first ligand's id. */
async function searchWithLigands(term: string) {
  await bar().fill(term);
  await bar().press('Enter');
  const item = page.locator('li.result-item').filter({ hasText: 'Unique Ligands' }).first();
  await item.waitFor({ timeout: 10_000 });
  const id = (await item.getAttribute('data-id')) ?? '';
  const ligand = item.locator('.item-row').filter({ hasText: 'Unique Ligands' }).getByRole('link').first();
  const ligandId = (await ligand.textContent())?.trim() ?? '';
  assert.match(id, /^[1-9][A-Z0-9]{3}$/);
  assert.match(ligandId, /^[A-Z0-9]{1,5}$/);
  return {
    id,
    ligandId,
    title: await item.locator('[part~="result-title"]').getAttribute('href'),
    ligand: await ligand.getAttribute('href'),
    explore3d: await item.getByRole('link', { name: 'Explore in 3D' }).getAttribute('href'),
  };
}

const helpHref = () =>
  page
    .getByRole('navigation', { name: 'More search options' })
    .first()
    .getByRole('link', { name: 'Help', exact: true })
    .getAttribute('href');

/** Enter on a typed id sends the browser to that page (a stub answers it). */
async function typedIdGoesTo(term: string, url: string): Promise<void> {
  await bar().fill(term);
  await bar().press('Enter');
  await page.waitForURL(url, { timeout: 5000 });
  assert.equal(external.at(-1), url);
}

describe('outbound links in Chromium', () => {
  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    await session.context.route(`${server.url}${OWN_PAGE}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: OWN_HTML }),
    );
    await session.context.route(
      (url) => url.origin !== new URL(server.url).origin,
      async (route) => {
        if (route.request().isNavigationRequest()) external.push(route.request().url());
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title><p>stub</p>' });
      },
    );
    // the first load (bundles, a cold server) is the hook's time, not the first test's
    await open(OWN_PAGE);
  });

  after(() => session?.close());

  test("the page's templates make the entry, ligand, 'Explore in 3D' and Help links", async () => {
    await open(OWN_PAGE);
    const links = await searchWithLigands('myoglobin');
    assert.equal(links.title, `https://pdb.example.edu/entry/${links.id}`);
    assert.equal(links.ligand, `https://chem.example.edu/ligand?code=${links.ligandId}`);
    assert.equal(links.explore3d, `https://viewer.example.edu/3d/${links.id}`);
    assert.equal(await helpHref(), 'https://help.example.edu/pdb/search-and-browse/basic-search.html');
    await screenshotBothWidths(page, 'links-own-templates');
  });

  test('a typed entry id goes to structure-url; a javascript: sequence-url falls back to rcsb.org', async () => {
    await open(OWN_PAGE);
    await typedIdGoesTo('4hhb', 'https://pdb.example.edu/entry/4HHB');
    await open(OWN_PAGE);
    await typedIdGoesTo('P69905', `${RCSB}/groups/sequence/polymer_entity/P69905`);
  });

  test("without templates every link is rcsb.org's page", async () => {
    await open('/search');
    const links = await searchWithLigands('myoglobin');
    assert.equal(links.title, `${RCSB}/structure/${links.id}`);
    assert.equal(links.ligand, `${RCSB}/ligand/${links.ligandId}`);
    assert.equal(links.explore3d, `${RCSB}/3d-view/${links.id}`);
    assert.equal(await helpHref(), `${RCSB}/docs/search-and-browse/basic-search`);
    await typedIdGoesTo('4hhb', `${RCSB}/structure/4HHB`);
  });

  test("demo/institution.html sends entry links to PDBe and keeps rcsb.org's ligand pages", async () => {
    await open('/demo/institution.html');
    const links = await searchWithLigands('myoglobin');
    assert.equal(links.title, `https://www.ebi.ac.uk/pdbe/entry/pdb/${links.id}`);
    assert.equal(links.ligand, `${RCSB}/ligand/${links.ligandId}`);
    assert.equal(links.explore3d, `${RCSB}/3d-view/${links.id}`);
  });
});
