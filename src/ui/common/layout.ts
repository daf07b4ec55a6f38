// Presentation constants of the seeds (000 §9, 001 §4/§5): widths, columns, collapse points and
// delays that only the components use. The wire vocabulary (enumerations, limits a request or an
// answer is checked against, seed messages) stays in model/constants/.

export const LAYOUT = {
  /** Chain ids collapse to this many... */
  chainIdsShown: 5,
  /** ...with a 'More (n)' toggle only above this many. */
  chainIdsToggleAbove: 8,
  /** Up to this many macromolecules are named; above, only counts per polymer kind. */
  macromoleculesAsCountsAbove: 5,
  galleryColumnsNarrow: 3,
  galleryColumnsWide: 4,
  treeIndentPx: 20,
  tooltipExamples: 10,
  tooltipWidth: 350,
  alignmentRowTitleWidth: 80,
  renderDelayMs: 100,
  /** How long a download's object URL lives after its click. */
  objectUrlTtlMs: 40000,
  selectorMenuRowHeight: 22,
  selectorMenuExtraRows: 4,
} as const;

/** Width classes: LG above 970, MD up to 970, SM up to 750, XS up to 500. */
export const BREAKPOINTS = { MD: 970, SM: 750, XS: 500 } as const;
export type LayoutClass = 'LG' | 'MD' | 'SM' | 'XS';
export const GALLERY_CELL_WIDTHS = { narrow: '33.33%', wide: '25%' } as const;
