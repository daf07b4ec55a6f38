// Browser-direct mode's parts keep what they learn for a page's session (the metadata schemas a
// facet plan reads, the lineages a tree has confirmed). A server keeps them for every visitor and
// for as long as it runs, so the upstream engine makes each part anew once a day: the upstream's
// schema changes reach it, and what a part has learned stays bounded in time.

import type { Clock } from '../../../client/direct/api-transport.ts';

export const RENEW_AFTER_MS = 24 * 3_600_000;

/** The part `make` makes, made again on the first use a day after it was made. */
export function renewing<T>(make: () => T, clock: Pick<Clock, 'now'> = Date): () => T {
  let made: { value: T; at: number } | undefined;
  return () => {
    const now = clock.now();
    if (!made || now - made.at >= RENEW_AFTER_MS) made = { value: make(), at: now };
    return made.value;
  };
}
