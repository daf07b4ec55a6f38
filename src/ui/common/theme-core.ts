// The registered --pdb-* properties and the few base rules every element needs. Its own module
// because bundlers keep a shared module whole: the lone search bar (85 kB budget) imports only
// this, while theme.ts adds the component rules (theme-components.ts) for the other elements.

/**
 * The --pdb-* custom properties and their defaults. They are registered once per page with
 * CSS.registerProperty (inheriting, with an initial value) instead of being set on :host, so a
 * page can set them on any ancestor (body, a wrapper, <pdb-search-app>) and every element below,
 * including those nested in another element's shadow root, picks them up.
 */
export const THEME_TOKENS: ReadonlyArray<readonly [name: string, syntax: string, initial: string]> = [
  ['--pdb-font-family', '*', "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"],
  ['--pdb-font-size', '<length>', '14px'],
  ['--pdb-text-color', '<color>', '#222'],
  ['--pdb-muted-color', '<color>', '#5b6675'],
  ['--pdb-background', '<color>', '#fff'],
  ['--pdb-surface', '<color>', '#f3f6f9'],
  ['--pdb-border-color', '<color>', '#c9d3de'],
  ['--pdb-accent', '<color>', '#325880'],
  ['--pdb-accent-hover', '<color>', '#264466'],
  ['--pdb-accent-contrast', '<color>', '#fff'],
  ['--pdb-link-color', '<color>', '#325880'],
  ['--pdb-focus-color', '<color>', '#f0a30a'],
  ['--pdb-radius', '<length>', '4px'],
  ['--pdb-error-color', '<color>', '#8a1c1c'],
  ['--pdb-error-background', '<color>', '#fbeaea'],
  ['--pdb-warning-color', '<color>', '#6b4a00'],
  ['--pdb-warning-background', '<color>', '#fff5da'],
  ['--pdb-info-color', '<color>', '#1f4266'],
  ['--pdb-info-background', '<color>', '#e8f0f8'],
];

function registerThemeTokens(): void {
  const css = (globalThis as { CSS?: { registerProperty?: (definition: PropertyDefinition) => void } }).CSS;
  if (!css?.registerProperty) return;
  for (const [name, syntax, initialValue] of THEME_TOKENS) {
    try {
      css.registerProperty({ name, syntax, inherits: true, initialValue });
    } catch {
      // Already registered (a second copy of the suite on the page): the first one stands.
    }
  }
}

registerThemeTokens();

/** Host defaults, links, focus ring, visually-hidden text. Class names are prefixed `pdb-`. */
export const coreStyles = `
:host {
  display: block;
  box-sizing: border-box;
  font-family: var(--pdb-font-family);
  font-size: var(--pdb-font-size);
  line-height: 1.45;
  color: var(--pdb-text-color);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
/* Underlined: a link among text must not be told apart by colour alone (WCAG 1.4.1). */
a { color: var(--pdb-link-color); text-decoration: underline; text-underline-offset: 2px; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--pdb-focus-color); outline-offset: 1px; }
.pdb-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
