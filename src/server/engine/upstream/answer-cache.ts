// The upstream engine's answers as the routes send them, kept a few minutes for every visitor. The
// transports already keep the upstream's raw answers, but shaping a page of results from them
// (the items, the facets, the encoding) costs the event loop each time; a question asked again
// within the answers' age is answered from here with no work at all, so /health and everyone else
// are not kept waiting behind repeats.

import type { Clock } from '../../../client/direct/rate-queue.ts';
import { Lru } from '../../../model/lru.ts';
import type { EncodedJson } from '../../search-runner/encoded-json.ts';

/** As long as the transports keep a search's answer (upstream-apis.ts ANSWER_MAX_AGE_MS). */
export const ANSWER_CACHE_MAX_AGE_MS = 5 * 60_000;
const ENTRIES = 5_000;
const MAX_BYTES = 256 * 1024 * 1024;

interface Kept {
  answer: EncodedJson | undefined;
  at: number;
}

export type AnswerCache = <T extends EncodedJson | undefined>(key: string, make: () => Promise<T>) => Promise<T>;

export function answerCache(clock: Pick<Clock, 'now'>): AnswerCache {
  const kept = new Lru<string, Kept>({
    capacity: ENTRIES,
    maxWeight: MAX_BYTES,
    weigh: ({ answer }) => answer?.body.length ?? 0,
  });
  const pending = new Map<string, Promise<EncodedJson | undefined>>();
  return async <T extends EncodedJson | undefined>(key: string, make: () => Promise<T>): Promise<T> => {
    const hit = kept.get(key);
    if (hit && clock.now() - hit.at < ANSWER_CACHE_MAX_AGE_MS) return hit.answer as T;
    const running = pending.get(key);
    if (running) return running as Promise<T>;
    const made = make();
    pending.set(key, made);
    try {
      const answer = await made;
      kept.set(key, { answer, at: clock.now() });
      return answer;
    } finally {
      pending.delete(key);
    }
  };
}
