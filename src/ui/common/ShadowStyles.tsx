// An element's styles as constructable stylesheets adopted by the shadow root it renders into: a
// page's Content-Security-Policy governs <style> elements (`style-src`) but not
// adoptedStyleSheets, so the elements stay styled under `style-src 'self'`. One sheet per CSS text,
// shared by every instance on the page. Where adoptedStyleSheets is missing, a <style> stands in.

import { useLayoutEffect, useRef } from 'react';

type StyledRoot = Document | ShadowRoot;

const canAdopt =
  typeof Document !== 'undefined' &&
  'adoptedStyleSheets' in Document.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sheets = new Map<string, CSSStyleSheet>();
/** How many mounted ShadowStyles adopted each sheet into each root: the last to go takes it out. */
const adopters = new WeakMap<StyledRoot, Map<CSSStyleSheet, number>>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

function adopt(root: StyledRoot, added: readonly CSSStyleSheet[], first: boolean): void {
  const counts = adopters.get(root) ?? new Map<CSSStyleSheet, number>();
  adopters.set(root, counts);
  const fresh = added.filter((sheet) => !counts.get(sheet));
  for (const sheet of added) counts.set(sheet, (counts.get(sheet) ?? 0) + 1);
  if (fresh.length === 0) return;
  const kept = root.adoptedStyleSheets.filter((sheet) => !fresh.includes(sheet));
  root.adoptedStyleSheets = first ? [...fresh, ...kept] : [...kept, ...fresh];
}

function release(root: StyledRoot, removed: readonly CSSStyleSheet[]): void {
  const counts = adopters.get(root);
  if (!counts) return;
  const gone = new Set<CSSStyleSheet>();
  for (const sheet of removed) {
    const left = (counts.get(sheet) ?? 1) - 1;
    if (left > 0) counts.set(sheet, left);
    else {
      counts.delete(sheet);
      gone.add(sheet);
    }
  }
  if (gone.size) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !gone.has(sheet));
}

export interface ShadowStylesProps {
  /** CSS texts in cascade order; each becomes one shared sheet (so the theme is one sheet page-wide). */
  css: readonly string[];
  /**
   * An element's own base styles go before any its sections bring along: React mounts children
   * first, so a section's sheet may already be there when the element's arrive.
   */
  first?: boolean;
}

/** Renders nothing visible: an inert <template> marks the root to style (a <style> without adoption). */
export function ShadowStyles({ css, first = false }: ShadowStylesProps) {
  const marker = useRef<HTMLTemplateElement>(null);
  const key = css.join('\n/* -- */\n');
  useLayoutEffect(() => {
    const root = marker.current?.getRootNode();
    if (!canAdopt || !(root instanceof ShadowRoot || root instanceof Document)) return undefined;
    const adopted = css.map(sheetOf);
    adopt(root, adopted, first);
    return () => release(root, adopted);
    // `key` stands for the texts of `css`: a new array with the same texts changes nothing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, first]);
  return canAdopt ? <template ref={marker} /> : <style>{css.join('')}</style>;
}
