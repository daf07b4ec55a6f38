/** Defines a tag unless a copy of the suite already did (two bundles on one page must not throw). */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
