// The suite's look in one place: --pdb-* custom properties (registered with page-wide defaults in
// theme-core.ts) and the base styles every shadow root starts from (text, links, buttons, focus
// ring, message boxes, dialog, loading bar). Each element puts `themeStyles` first in its shadow
// root's <style>, then its own rules, so pages theme every element with the same properties, set
// on the element or on any ancestor:
//   --pdb-font-family, --pdb-font-size, --pdb-text-color, --pdb-muted-color, --pdb-background,
//   --pdb-surface (panels, table headers), --pdb-border-color, --pdb-accent (buttons, links, tabs),
//   --pdb-accent-hover, --pdb-accent-contrast (text on accent), --pdb-link-color,
//   --pdb-focus-color, --pdb-radius, --pdb-error-color/-background, --pdb-warning-color/-background,
//   --pdb-info-color/-background.

import { THEME_TOKENS, coreStyles } from './theme-core.ts';
import { buttonStyles, messageStyles, overlayStyles } from './theme-components.ts';

export { THEME_TOKENS, buttonStyles, coreStyles, messageStyles, overlayStyles };

/**
 * Kept for callers that concatenate it: the defaults now come from the registered properties, so
 * nothing is set on :host (which would stop a page's ancestor-level theme from reaching in).
 */
export const themeTokens = '';

/** Base rules shared by every element's shadow root. Class names are prefixed `pdb-`. */
export const baseStyles = coreStyles + buttonStyles + messageStyles + overlayStyles;

/** Tokens then base rules: the string to put first in a shadow root's <style>. */
export const themeStyles = themeTokens + baseStyles;
