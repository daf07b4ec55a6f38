import { useEffect, useState } from 'react';

type AttributeValues<N extends string> = Record<N, string | null>;

function readAttributes<N extends string>(host: HTMLElement | undefined, names: readonly N[]): AttributeValues<N> {
  return Object.fromEntries(names.map((name) => [name, host?.getAttribute(name) ?? null])) as AttributeValues<N>;
}

function sameValues<N extends string>(a: AttributeValues<N>, b: AttributeValues<N>): boolean {
  return (Object.keys(a) as N[]).every((name) => a[name] === b[name]);
}

/**
 * The current values of some attributes of the host element, re-rendering when one changes.
 *
 * r2wc drops empty attribute values (`<pdb-search-app sync-url>` arrives as an undefined prop)
 * and ignores removals, so boolean attributes read by presence, and any attribute a page may
 * remove, are read from the host itself.
 */
export function useHostAttributes<N extends string>(
  host: HTMLElement | undefined,
  names: readonly N[],
): AttributeValues<N> {
  const [values, setValues] = useState(() => readAttributes(host, names));
  // The names as one string: callers may pass a fresh array on every render.
  const key = names.join(' ');
  useEffect(() => {
    if (!host) return;
    const watched = key.split(' ') as N[];
    const update = (): void => {
      const next = readAttributes(host, watched);
      setValues((previous) => (sameValues(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(host, { attributes: true, attributeFilter: watched });
    return () => observer.disconnect();
  }, [host, key]);
  return values;
}

/** The current value of one attribute of the host element (see useHostAttributes). */
export function useHostAttribute(host: HTMLElement | undefined, name: string): string | null {
  return useHostAttributes(host, [name])[name] ?? null;
}
