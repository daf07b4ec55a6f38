// Steps on the query builder of the app, as a user takes them (role and name locators pierce the
// shadow roots), shared by the builder's e2e files.

import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { RETURN_TYPE_LABELS, SERVICE_LABELS } from '../../src/model/constants/labels.ts';
import { MESSAGE_TEMPLATES } from '../../src/model/constants/messages.ts';
import type { ReturnType, ServiceType } from '../../src/model/types.ts';
import { seriousViolations } from './axe.ts';

export const BUILDER_ROOT = `document.querySelector('pdb-search-app').shadowRoot.querySelector('pdb-query-builder').shadowRoot`;

export function builder(page: Page): Locator {
  return page.locator('pdb-query-builder');
}

export function section(page: Page, label: string): Locator {
  return builder(page)
    .locator('fieldset.section')
    .filter({ has: page.getByRole('button', { name: label, exact: true }) });
}

/** Opens a section by its legend unless it is open. */
export async function openSection(page: Page, label: string): Promise<Locator> {
  const toggle = builder(page).getByRole('button', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return section(page, label);
}

/** Types into an attribute combobox and picks the option named `option`. */
export async function chooseAttribute(page: Page, combobox: Locator, filter: string, option: string): Promise<void> {
  await combobox.click();
  await combobox.fill(filter);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The attribute terminals of a group, in order (nested subgroups' terminals included). */
export function attributeRows(scope: Locator): Locator {
  return scope.locator('.terminal.attribute');
}

export async function waitForCatalogue(page: Page): Promise<void> {
  await builder(page).locator('[role=combobox]:not([aria-busy=true])').first().waitFor({ timeout: 8000 });
}

/** axe's serious and critical findings at 1280 and at 390 px (each tagged with its width). */
export async function findingsAtBothWidths(page: Page): Promise<string[]> {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  const found: string[] = [];
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100)))');
    for (const finding of await seriousViolations(page)) found.push(`${size.width}px ${JSON.stringify(finding)}`);
  }
  await page.setViewportSize(before);
  return found;
}

/** The request the app put in its URL (`?request=`), as the page last searched it. */
export interface SentRequest {
  query: { type: string; service?: string; parameters?: Record<string, unknown>; nodes?: SentRequest['query'][] };
  return_type: string;
  request_options?: {
    results_content_type?: string[];
    group_by?: { aggregation_method: string };
    group_by_return_type?: string;
  };
}

export function sentRequest(page: Page): SentRequest {
  return JSON.parse(new URL(page.url()).searchParams.get('request') ?? 'null') as SentRequest;
}

/** The first page of the same query, POSTed to /search/data as the app's results ask for it. */
export async function fromServer(
  serverUrl: string,
  query: unknown,
  returnType: string,
): Promise<{ total_count: number; ids: string[] }> {
  const response = await fetch(`${serverUrl}/search/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      report: 'search_summary',
      getDrilldown: false,
      request: { query, return_type: returnType, request_options: { paginate: { start: 0, rows: 25 } } },
    }),
  });
  const answer = (await response.json()) as { total_count?: number; result_set?: Array<{ identifier: string }> };
  return { total_count: answer.total_count ?? 0, ids: (answer.result_set ?? []).map((r) => r.identifier) };
}

const RESULT_ROWS = `document.querySelector('pdb-search-app')?.shadowRoot?.querySelector('pdb-results')
  ?.shadowRoot?.querySelectorAll('.result-list > [part~=result]')`;

/** The identifiers of the result rows the app shows, in order. */
export function shownIds(page: Page): Promise<string[]> {
  return page.evaluate(`Array.from(${RESULT_ROWS} ?? [], (el) => el.getAttribute('data-id'))`) as Promise<string[]>;
}

/** The app shows the same identifiers as /search/data answers for the request it sent; those ids. */
export async function sameIdsAsServer(page: Page, serverUrl: string, sent: SentRequest): Promise<string[]> {
  const expected = await fromServer(serverUrl, sent.query, sent.return_type);
  assert.ok(expected.ids.length > 0, 'the archive holds matches');
  await page.waitForFunction(`(${RESULT_ROWS})?.length === ${expected.ids.length}`);
  assert.deepEqual(await shownIds(page), expected.ids);
  return expected.ids;
}

/** Opens /search/advanced/{service}; the route has that section expanded; its fieldset. */
export async function openServiceRoute(page: Page, serverUrl: string, service: ServiceType): Promise<Locator> {
  await page.goto(`${serverUrl}/search/advanced/${service}`, { waitUntil: 'networkidle' });
  await waitForCatalogue(page);
  const label = SERVICE_LABELS[service];
  const toggle = builder(page).getByRole('button', { name: label, exact: true });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true', 'the route opens the section');
  return section(page, label);
}

/** A section's Count, read as the user sees it (US digits). */
export async function countSection(page: Page, label: string): Promise<number> {
  await builder(page)
    .getByRole('button', { name: `Count ${label} section` })
    .click();
  const output = section(page, label).locator('.section-tools output');
  await output.filter({ hasText: /^\d[\d,]*$/ }).waitFor({ timeout: 8000 });
  return Number((await output.textContent())!.replace(/,/g, ''));
}

/**
 * The builder's Search; when `confirm` names a section and the return type it needs, the
 * return-type question about it is answered with Change. Resolves with the request sent.
 */
export async function searchFromBuilder(
  page: Page,
  confirm?: { section: string; returnType: ReturnType },
): Promise<SentRequest> {
  const before = page.url();
  await builder(page).getByRole('button', { name: 'Search', exact: true }).click();
  if (confirm) {
    const dialog = builder(page).locator('dialog[open]');
    await dialog
      .getByText(MESSAGE_TEMPLATES.returnTypeConfirmation(confirm.section, RETURN_TYPE_LABELS[confirm.returnType]))
      .waitFor();
    await dialog.getByRole('button', { name: 'Change' }).click();
  }
  await page.waitForFunction((url) => location.href !== url && location.search.includes('request='), before, {
    timeout: 8000,
  });
  return sentRequest(page);
}

/** How many result rows show a match line labelled `label` ('Sequence Motif:', 'Structure Match Score:'). */
export function rowsShowingMatch(page: Page, label: string): Promise<number> {
  return page
    .locator('pdb-results .result-list > [part~=result]')
    .filter({ has: page.locator('.match-fields .item-label', { hasText: label }) })
    .count();
}
