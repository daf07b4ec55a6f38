import { BREAKPOINTS, type LayoutClass } from '../../common/layout.ts';

/** LG above 970 px, MD up to 970, SM up to 750, XS up to 500 (seed 001 §2 'Layout'). */
export function layoutClassFor(width: number): LayoutClass {
  // Not laid out yet (0): assume the wide layout rather than flashing the phone one.
  if (width <= 0 || width > BREAKPOINTS.MD) return 'LG';
  if (width > BREAKPOINTS.SM) return 'MD';
  if (width > BREAKPOINTS.XS) return 'SM';
  return 'XS';
}
