import { useEffect, useState } from 'react';

/**
 * The current value of one attribute of the host element, re-rendering when it changes.
 *
 * r2wc drops empty attribute values (`<pdb-search-app sync-url>` arrives as an undefined prop)
 * and ignores removals, so boolean attributes read by presence, and any attribute a page may
 * remove, are read from the host itself.
 */
export function useHostAttribute(host: HTMLElement | undefined, name: string): string | null {
  const [value, setValue] = useState<string | null>(() => host?.getAttribute(name) ?? null);
  useEffect(() => {
    if (!host) return;
    setValue(host.getAttribute(name));
    const observer = new MutationObserver(() => setValue(host.getAttribute(name)));
    observer.observe(host, { attributes: true, attributeFilter: [name] });
    return () => observer.disconnect();
  }, [host, name]);
  return value;
}
