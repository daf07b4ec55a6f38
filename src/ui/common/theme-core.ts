// The registered --pdb-* properties and the few base rules every element needs. Its own module
// because bundlers keep a shared module whole: the lone search bar (85 kB budget) imports only
// this, while theme.ts adds the component rules (theme-components.ts) for the other elements.

/**
 * The --pdb-* custom properties, their value syntax (documentation) and defaults. A page sets them
 * on any ancestor (body, a wrapper, <pdb-search-app>) and every element below picks them up. They
 * are not registered page-wide (CSS.registerProperty would change what the page's own uses of the
 * names mean): each shadow root reads them through private `--_pdb-*` names set on :host,
 * which fall back to the default where the page sets nothing.
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

/** `--pdb-accent` -> `--_pdb-accent`: the name the rules read. */
const privateName = (name: string) => `--_${name.slice(2)}`;

const tokenDefaults = THEME_TOKENS.map(([name, , initial]) => `${privateName(name)}: var(${name}, ${initial});`).join(
  '\n  ',
);

/**
 * Host defaults, links, focus ring, visually-hidden text. Class names are prefixed `pdb-`. Text,
 * direction and box-sizing are set on the shadow root's top-level elements, not inherited from
 * :host: a page's `* { font: … !important; box-sizing: … }` or `dir="rtl"` reaches the host
 * element but stops there.
 */
export const coreStyles = `
:host {
  ${tokenDefaults}
  display: block;
  box-sizing: border-box;
}
:host([hidden]) { display: none; }
:host > * {
  font-family: var(--_pdb-font-family);
  font-size: var(--_pdb-font-size);
  font-weight: normal;
  font-style: normal;
  line-height: 1.45;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-align: start;
  color: var(--_pdb-text-color);
  /* English text on a right-to-left page would read 'Structures 3': left to right unless the element's own dir says otherwise */
  direction: ltr;
}
:host([dir='rtl' i]) > * { direction: rtl; }
*, *::before, *::after { box-sizing: border-box; }
/* Underlined: a link among text must not be told apart by colour alone (WCAG 1.4.1). */
a { color: var(--_pdb-link-color); text-decoration: underline; text-underline-offset: 2px; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--_pdb-focus-color); outline-offset: 1px; }
.pdb-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
