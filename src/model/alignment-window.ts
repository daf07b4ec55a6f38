// The sequence alignment view's zoom and move buttons (issue 37): which alignment columns the 1D
// viewer shows after each step. The viewer's own menu answers only a hovering mouse; these steps
// serve the keyboard, beside the wheel and the drag the viewer keeps.

/** The columns shown, from the first to the last (fractional: the viewer's own margins). */
export type ColumnWindow = readonly [number, number];

export type WindowStep = 'zoom-in' | 'zoom-out' | 'left' | 'right' | 'whole';

/** The viewer's margin around the whole alignment, in columns (rcsb-saguaro's `increasedView`). */
const MARGIN = 1.5;

/** The narrowest window a zoom reaches, as the viewer's own zoom: about twenty columns. */
export const NARROWEST_WINDOW = 20;

/** The whole alignment of `length` columns, as the viewer first shows it. */
export function wholeWindow(length: number): ColumnWindow {
  return [1 - MARGIN, length + MARGIN];
}

/** The window after `step`: a zoom halves or doubles it about its centre, a move shifts it by half. */
export function steppedWindow(current: ColumnWindow, length: number, step: WindowStep): ColumnWindow {
  const [first, last] = wholeWindow(length);
  const width = current[1] - current[0];
  const centre = (current[0] + current[1]) / 2;
  /** `wanted` columns from `from`, kept inside the whole alignment. */
  const fit = (from: number, wanted: number): ColumnWindow => {
    const shown = Math.min(wanted, last - first);
    const start = Math.min(Math.max(from, first), last - shown);
    return [start, start + shown];
  };
  switch (step) {
    case 'whole':
      return [first, last];
    case 'zoom-in': {
      const narrower = Math.max(width / 2, Math.min(NARROWEST_WINDOW, width));
      return fit(centre - narrower / 2, narrower);
    }
    case 'zoom-out':
      return fit(centre - width, width * 2);
    case 'left':
      return fit(current[0] - width / 2, width);
    case 'right':
      return fit(current[0] + width / 2, width);
  }
}
