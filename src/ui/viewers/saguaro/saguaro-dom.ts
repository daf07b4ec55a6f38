// Where the RCSB's 1D viewer (rcsb-saguaro) finds its elements. It looks its board's parts up by id
// on `document` (document.getElementById, document.querySelector('#id')), which never reaches into
// a shadow root, where every element of ours renders. The build rewrites those calls in its
// modules to this object (scripts/saguaro-build.mjs), which asks the document and then each shadow
// root a board was drawn into.

const roots = new Set<ShadowRoot>();

/** A board is drawn into `root` (until `release`). */
export function registerSaguaroRoot(root: Node): () => void {
  if (!(root instanceof ShadowRoot)) return () => undefined;
  roots.add(root);
  return () => roots.delete(root);
}

export const saguaroDom = {
  getElementById(id: string): HTMLElement | null {
    const found = document.getElementById(id);
    if (found) return found;
    for (const root of roots) {
      const inside = root.getElementById(id);
      if (inside) return inside;
    }
    return null;
  },
  querySelector(selector: string): Element | null {
    const found = document.querySelector(selector);
    if (found) return found;
    for (const root of roots) {
      const inside = root.querySelector(selector);
      if (inside) return inside;
    }
    return null;
  },
};
