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

// Issue 29, point 12: the bar's links to screens the app has (Advanced Search, Browse Annotations,
// and History's 'MyPDB Login') are the app's own routes on the path it is served at, so
// open-in-new-tab stays in the app; Help, a page the app lacks, keeps docs-url. A lone bar on a CMS
// page has no app of its own: its links go to the app page its results-url names.
describe("the bar's links to the app's own screens in Chromium", () => {
  const barLink = (name: string) =>
    page
      .getByRole('navigation', { name: 'More search options' })
      .first()
      .getByRole('link', { name, exact: true })
      .evaluate((a) => (a as HTMLAnchorElement).href);

  before(async () => {
    session = await openE2eSession();
    ({ server, page } = session);
    // the app mounted at another path, as a CMS might serve it
    const appHtml = await (await fetch(`${server.url}/search`)).text();
    await session.context.route(`${server.url}/pdb/search**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: appHtml }),
    );
    await open('/search');
  });

  after(() => session?.close());

  test("in the app at /search: Advanced Search, Browse Annotations and 'MyPDB Login' are its routes", async () => {
    await open('/search');
    assert.equal(await barLink('Advanced Search'), `${server.url}/search/advanced`);
    assert.equal(await barLink('Browse Annotations'), `${server.url}/search/browse/atc`);
    assert.equal(await barLink('Help'), `${RCSB}/docs/search-and-browse/basic-search`);
    await bar().fill('kinase');
    await bar().press('Enter');
    await page.locator('pdb-results .pager-range').first().waitFor();
    await page.getByRole('tab', { name: 'Query History', exact: true }).click();
    const login = page.locator('pdb-query-history').getByRole('link', { name: 'MyPDB Login' });
    assert.equal(await login.evaluate((a) => (a as HTMLAnchorElement).href), `${server.url}/search/mypdb/login`);
  });

  test('in the app served at /pdb/search the links follow that path, and the link opens the builder there', async () => {
    await open('/pdb/search');
    const advanced = await barLink('Advanced Search');
    assert.equal(advanced, `${server.url}/pdb/search/advanced`);
    assert.equal(await barLink('Browse Annotations'), `${server.url}/pdb/search/browse/atc`);
    // what a new tab opened on the link loads
    await page.goto(advanced);
    await page.locator('pdb-query-builder').waitFor({ timeout: 5000 });
  });

  test("the CMS page's lone bar links to the app page its results-url names", async () => {
    await open('/demo/cms-search-bar.html');
    assert.equal(await barLink('Advanced Search'), `${server.url}/search/advanced`);
    assert.equal(await barLink('Browse Annotations'), `${server.url}/search/browse/atc`);
  });
});
