import { useEffect, useState } from 'react';
import type { LayoutClass } from '../../common/layout.ts';
import { layoutClassFor } from './layout-class.ts';

/**
 * The width class of the host element, not of the window: an embedded results element may sit
 * in a narrow column of a wide page, and its layout should follow the room it actually has.
 */
export function useLayoutClass(host: HTMLElement | undefined): LayoutClass {
  const [layout, setLayout] = useState<LayoutClass>(() => layoutClassFor(host?.getBoundingClientRect().width ?? 0));
  useEffect(() => {
    if (!host || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]?.contentRect.width ?? host.getBoundingClientRect().width;
      setLayout(layoutClassFor(width));
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  return layout;
}
