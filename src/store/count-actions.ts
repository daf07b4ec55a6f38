// Counts (seed 000 §4, §7): the same /search/data call with return_counts, answering a number for
// a builder section, the whole builder, or any request. Counts never touch the results (nor the
// results' message: a failed count answers its message to the Count that asked, which shows it);
// each target has at most one count in flight, and a newer count of the same target wins.

import type { BuilderSection, Err, Result, SearchRequest } from '../model/types.ts';
import { resultErr, resultOk } from '../model/result.ts';
import { buildRequest } from '../model/builder/builder.ts';
import type { ActionContext } from './action-context.ts';
import { countRequest, plainCopy } from './request-options.ts';
import { countOutcome } from './outcome.ts';
import { SEARCH_REPORT } from './views.ts';
import { returnTypeToRun } from './builder-requests.ts';
import type { StoreMessage } from './state.ts';

export type CountTarget = SearchRequest | BuilderSection | readonly BuilderSection[];

/** Which count a request stands for (a builder node, the whole builder), and where its number goes. */
export interface CountOptions {
  key?: string;
  onCount?: (count: number | null) => void;
}

/** A failed count's `problem` is the message to show by its Count (with the Contact Us advice of a refusal). */
export type CountResult =
  { ok: true; count: number } | { ok: false; message: string; aborted?: boolean; problem?: StoreMessage };

/** A Count's answer as the builder gives it: the number, or why not (with the message to show when the server failed or refused it). */
export type CountAnswer = Result<number> | (Err & { problem?: StoreMessage });

export function countAnswer(answer: CountResult): CountAnswer {
  if (answer.ok) return resultOk(answer.count);
  return answer.problem ? { ...resultErr(answer.message), problem: answer.problem } : resultErr(answer.message);
}

const WHOLE_BUILDER = '\u0000builder';
const REQUEST = '\u0000request';

function isSection(target: CountTarget): target is BuilderSection {
  return !Array.isArray(target) && 'root' in target && 'service' in target;
}

export function createCountActions(ctx: ActionContext) {
  const { state, deps, runtime } = ctx;

  function requestFor(
    target: CountTarget,
    options: CountOptions,
  ): { key: string; request: SearchRequest } | { error: string } {
    if (!Array.isArray(target) && !isSection(target))
      return { key: options.key ?? REQUEST, request: countRequest(target as SearchRequest) };
    const sections = Array.isArray(target) ? [...target] : [target as BuilderSection];
    const built = buildRequest({
      builder: { sections: plainCopy(sections), includeCsm: state.queryBuilder.includeCsm },
      return_type: returnTypeToRun(state, sections),
      grouping: plainCopy(state.grouping),
      return_counts: true,
    });
    if (!built.ok) return { error: built.message };
    const key = Array.isArray(target) ? WHOLE_BUILDER : (target as BuilderSection).service;
    return { key, request: countRequest(built.value) };
  }

  function store(key: string, count: number | null, options: CountOptions): void {
    options.onCount?.(count);
    if (key === WHOLE_BUILDER) state.queryBuilder.count = count;
    else if (key !== REQUEST) state.counts = { ...state.counts, [key]: count };
  }

  /**
   * Counts a target. A builder section's count lands in state.counts[service], the whole
   * builder's in state.queryBuilder.count. Validation problems come back as the model's message
   * without calling the server.
   */
  async function count(target: CountTarget, options: CountOptions = {}): Promise<CountResult> {
    const prepared = requestFor(target, options);
    if ('error' in prepared) return { ok: false, message: prepared.error };
    const { key, request } = prepared;

    runtime.countControllers.get(key)?.abort();
    const controller = new AbortController();
    runtime.countControllers.set(key, controller);
    store(key, null, options);
    state.countsInFlight = [...state.countsInFlight.filter((k) => k !== key), key];
    state.countLoading = true;

    let result;
    try {
      result = await deps
        .client()
        .searchData({ report: SEARCH_REPORT, request, getDrilldown: false }, controller.signal);
    } catch (error) {
      result = { ok: false as const, status: 0, message: String((error as Error).message ?? error) };
    }
    const latest = runtime.countControllers.get(key) === controller;
    if (latest) {
      runtime.countControllers.delete(key);
      state.countsInFlight = state.countsInFlight.filter((k) => k !== key);
    }
    state.countLoading = runtime.countControllers.size > 0;
    if (!latest || controller.signal.aborted) return { ok: false, message: 'aborted', aborted: true };

    const outcome = countOutcome(result);
    switch (outcome.kind) {
      case 'aborted':
        return { ok: false, message: 'aborted', aborted: true };
      case 'error':
        return { ok: false, message: outcome.message.text, problem: outcome.message };
      case 'count':
        store(key, outcome.count, options);
        return { ok: true, count: outcome.count };
    }
  }

  function cancelCounts(): void {
    for (const controller of runtime.countControllers.values()) controller.abort();
    runtime.countControllers.clear();
    state.countLoading = false;
    if (state.countsInFlight.length > 0) state.countsInFlight = [];
  }

  return { count, cancelCounts };
}

export type CountActions = ReturnType<typeof createCountActions>;
