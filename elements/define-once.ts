import { registerSuiteCopy } from '../src/store/suite-copy.ts';

// every element module imports this one: the copy is on the page's list before its first tag
registerSuiteCopy();

/** Defines a tag unless a copy of the suite already did (two bundles on one page must not throw). */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}

/** The class `tag` is defined with: this copy's `own`, or the one another copy defined first. */
export function registeredClass<T extends CustomElementConstructor>(tag: string, own: T): T {
  return (customElements.get(tag) as T | undefined) ?? own;
}
