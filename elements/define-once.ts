import { registerSuiteCopy } from '../src/store/suite-copy.ts';

// every element module imports this one: the copy is on the page's list before its first tag
registerSuiteCopy();

type Lifecycle = { connectedCallback?(): void; disconnectedCallback?(): void };

/**
 * A move (removed and added back in one task, as appendChild of an attached element does) keeps
 * the element as it was: its disconnect waits a microtask and is dropped when it is back by then,
 * so r2wc does not unmount the React tree (losing results and typed text) and a context does not
 * cancel its search. A removal that lasts runs the element's own disconnect.
 */
function keepAcrossMoves(ctor: CustomElementConstructor): void {
  const prototype = ctor.prototype as Lifecycle;
  const connect = prototype.connectedCallback;
  const disconnect = prototype.disconnectedCallback;
  const leaving = new WeakSet<HTMLElement>();
  prototype.disconnectedCallback = function (this: HTMLElement) {
    leaving.add(this);
    queueMicrotask(() => {
      if (leaving.delete(this) && !this.isConnected) disconnect?.call(this);
    });
  };
  prototype.connectedCallback = function (this: HTMLElement) {
    // back before the disconnect ran: still mounted, nothing to do
    if (leaving.delete(this)) return;
    connect?.call(this);
  };
}

/** Defines a tag unless a copy of the suite already did (two bundles on one page must not throw). */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (customElements.get(tag)) return;
  keepAcrossMoves(ctor);
  customElements.define(tag, ctor);
}

/** The class `tag` is defined with: this copy's `own`, or the one another copy defined first. */
export function registeredClass<T extends CustomElementConstructor>(tag: string, own: T): T {
  return (customElements.get(tag) as T | undefined) ?? own;
}
