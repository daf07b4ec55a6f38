// Reaching into our elements' shadow roots the way a user would: typing fires the native 'input'
// event React listens for, keys are keydown events on the focused control.

export function shadow(host: Element): ShadowRoot {
  if (!host.shadowRoot) throw new Error(`${host.localName} has no shadow root`);
  return host.shadowRoot;
}

export function $(host: Element, selector: string): HTMLElement {
  const found = shadow(host).querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${host.localName}: nothing matches ${selector}`);
  return found;
}

export function $$(host: Element, selector: string): HTMLElement[] {
  return [...shadow(host).querySelectorAll<HTMLElement>(selector)];
}

export function barInput(bar: Element): HTMLInputElement {
  return $(bar, 'input') as HTMLInputElement;
}

export function typeInto(field: HTMLInputElement, text: string): void {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

export function press(target: Element, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
}

/** Enter in a form input submits it, as a browser does (synthetic keydown events do not). */
export function pressEnter(field: HTMLInputElement): void {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true, cancelable: true });
  field.dispatchEvent(event);
  if (!event.defaultPrevented) field.form?.requestSubmit();
}

/** The parameters of a request's terminal query (tests search with single terminals). */
export function terminalParameters(request: { query?: unknown } | null | undefined): Record<string, unknown> {
  return ((request?.query ?? {}) as { parameters?: Record<string, unknown> }).parameters ?? {};
}

/** The element focused now, through the shadow roots. */
export function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}
