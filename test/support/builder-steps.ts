// Steps on the query builder of the app, as a user takes them (role and name locators pierce the
// shadow roots), shared by the builder's e2e files.

import type { Locator, Page } from 'playwright-core';
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
