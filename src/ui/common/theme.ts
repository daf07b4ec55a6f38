// The suite's look in one place: --pdb-* custom properties (their defaults in theme-core.ts) and
// the base styles every shadow root starts from (text, links, buttons, focus ring, message boxes,
// dialog, loading bar). Each element adopts `themeStyles` first (ShadowStyles.tsx), then its own
// rules, so pages theme every element with the same properties, set on the element or on any
// ancestor:
//   --pdb-font-family, --pdb-font-size, --pdb-text-color, --pdb-muted-color, --pdb-background,
//   --pdb-surface (panels, table headers), --pdb-border-color, --pdb-accent (buttons, links, tabs),
//   --pdb-accent-hover, --pdb-accent-contrast (text on accent), --pdb-link-color,
//   --pdb-focus-color, --pdb-radius, --pdb-error-color/-background, --pdb-warning-color/-background,
//   --pdb-info-color/-background.

import { THEME_TOKENS, coreStyles } from './theme-core.ts';
import { buttonStyles, messageStyles, overlayStyles } from './theme-components.ts';

export { THEME_TOKENS, buttonStyles, coreStyles, messageStyles, overlayStyles };

/** Base rules shared by every element's shadow root, its first sheet. Class names are prefixed `pdb-`. */
export const themeStyles = coreStyles + buttonStyles + messageStyles + overlayStyles;
