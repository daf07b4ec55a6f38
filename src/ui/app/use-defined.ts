import { useEffect, useState } from 'react';

/** Whether a custom element tag is defined yet; turns true when its bundle loads. */
export function useDefined(tag: string): boolean {
  const [defined, setDefined] = useState(() => customElements.get(tag) !== undefined);
  useEffect(() => {
    if (defined) return;
    let cancelled = false;
    void customElements.whenDefined(tag).then(() => !cancelled && setDefined(true));
    return () => {
      cancelled = true;
    };
  }, [tag, defined]);
  return defined;
}
