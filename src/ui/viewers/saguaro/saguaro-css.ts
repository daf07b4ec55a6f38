// The RCSB 1D viewer's stylesheets, gathered as its modules load: the build turns each of its
// `.module.scss` imports into a module that compiles to CSS and adds it here
// (scripts/saguaro-build.mjs), instead of a <style> in the document's head, so the dialog adopts
// them into its shadow root like every element's styles (and a strict CSP allows them).

const texts: string[] = [];

export function addSaguaroCss(css: string): void {
  texts.push(css);
}

/** Every stylesheet the viewer's modules brought, in load order. */
export function saguaroCss(): string {
  return texts.join('\n');
}
