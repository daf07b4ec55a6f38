// Shared by the pdb-results test files: mount a context with a results element against the real
// archive server, run searches through the store, and read the element's shadow root.
import { fixture, html } from '@open-wc/testing';
import '../../elements/index.ts';
import type { PdbSearchContext } from '../../elements/pdb-search-context.ts';
import type { SearchRequest } from '../../src/model/types.ts';
import { archiveUrl } from './helpers/archive.ts';
import { settle, until } from './helpers/settle.ts';

export interface Mounted {
  ctx: PdbSearchContext;
  results: HTMLElement;
  root: ShadowRoot;
}

export async function mountResults(width?: number): Promise<Mounted> {
  const api = await archiveUrl();
  const style = width ? `display:block;width:${width}px` : 'display:block;width:1200px';
  const wrapper = await fixture<HTMLElement>(html`
    <div style=${style}>
      <pdb-search-context api-base=${api}><pdb-results></pdb-results></pdb-search-context>
    </div>
  `);
  const ctx = wrapper.querySelector('pdb-search-context') as PdbSearchContext;
  const results = ctx.querySelector('pdb-results') as HTMLElement;
  await settle();
  return { ctx, results, root: results.shadowRoot! };
}

export function fullText(value: string, returnType: SearchRequest['return_type'] = 'entry'): SearchRequest {
  return { query: { type: 'terminal', service: 'full_text', parameters: { value } }, return_type: returnType };
}

export function attribute(
  attributeName: string,
  operator: string,
  value: unknown,
  returnType: SearchRequest['return_type'] = 'entry',
): SearchRequest {
  return {
    query: {
      type: 'terminal',
      service: 'text',
      parameters: { attribute: attributeName, operator, value },
    } as SearchRequest['query'],
    return_type: returnType,
  };
}

/** Runs a search through the store, then waits for React to show its rows (or its message). */
export async function search(m: Mounted, request: SearchRequest): Promise<void> {
  await m.ctx.store.actions.search(request);
  await settle();
  // a loaded machine can take more than a few frames to paint a long page of rows
  const { state } = m.ctx.store;
  await until(() => !state.response?.result_set.length || m.root.querySelector('[part=result]') !== null, 8000);
}

/** Waits for the store to finish whatever the last click started, then for React. */
export async function idle(m: Mounted): Promise<void> {
  await settle(2);
  await until(() => !m.ctx.store.state.dataLoading, 8000);
  await settle();
}

export function q<T extends Element = HTMLElement>(m: Mounted, selector: string): T {
  const found = m.root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in <pdb-results>`);
  return found;
}

export function qa<T extends Element = HTMLElement>(m: Mounted, selector: string): T[] {
  return [...m.root.querySelectorAll<T>(selector)];
}

export function text(m: Mounted): string {
  return m.root.textContent ?? '';
}

export function buttonByText(m: Mounted, label: string, scope: ParentNode = m.root): HTMLButtonElement {
  const button = [...scope.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === label);
  if (!button) throw new Error(`no button '${label}'`);
  return button;
}

/** Changes a select the way a user does, so React sees the change. */
export function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export { settle, until };

export interface CapturedDownload {
  fileName: string;
  text: () => Promise<string>;
}

/**
 * Captures the <a download> clicks the element makes in its shadow root (and stops the browser
 * from saving), so a test can read the file it would have saved.
 */
export function captureDownloads(m: Mounted): { files: CapturedDownload[]; stop: () => void } {
  const files: CapturedDownload[] = [];
  const listener = (event: Event) => {
    const anchor = event.target as HTMLAnchorElement;
    if (anchor.tagName !== 'A' || !anchor.hasAttribute('download')) return;
    event.preventDefault();
    const href = anchor.href;
    files.push({ fileName: anchor.download, text: () => fetch(href).then((r) => r.text()) });
  };
  m.root.addEventListener('click', listener, true);
  return { files, stop: () => m.root.removeEventListener('click', listener, true) };
}

export interface CapturedForm {
  action: string;
  target: string;
  fields: Record<string, string>;
}

/** Captures form posts (file downloads) instead of sending them. */
export function captureForms(): { forms: CapturedForm[]; stop: () => void } {
  const forms: CapturedForm[] = [];
  const original = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    forms.push({
      action: this.action,
      target: this.target,
      fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
    });
  };
  return { forms, stop: () => (HTMLFormElement.prototype.submit = original) };
}

/** The open confirmation dialog's button (OK / Cancel). */
export async function answerDialog(m: Mounted, label: 'OK' | 'Cancel'): Promise<string> {
  await until(() => m.root.querySelector('dialog[open]') !== null);
  const dialog = m.root.querySelector<HTMLDialogElement>('dialog[open]')!;
  const message = dialog.querySelector('.pdb-dialog-body')?.textContent ?? '';
  buttonByText(m, label, dialog).click();
  await settle();
  return message;
}
