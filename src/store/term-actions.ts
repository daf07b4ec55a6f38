// Search-bar submissions (seed 001 §2/§5): 'searchdev' toggles developer mode, an identifier goes
// to its page, a pasted sequence runs a sequence search, anything else a full-text search, and
// dangerous markup is refused with 'Invalid input detected'. A standalone bar (resultsUrl) hands
// the request to the results page instead of searching here.
//
// interpretTerm only decides, so a bar can announce the request in a cancelable pdb-search event
// first; submitTerm decides and acts. Kept free of the search machinery so a lone bar can use it
// without loading the rest of the store (term-store.ts).
//
// Whether an entry id is removed or unreleased is not in its syntax: resolveTerm asks the server
// (the client's entryStatus) before deciding, so such ids go to their own pages (seed 001
// §2). The answer is a hint: a failed, slow or refused call routes the id as a current entry.

import type { EntryStatusResponse, SearchRequest, SuggestionItem } from '../model/types.ts';
import type { ClientResult } from '../client/http.ts';
import type { TermClient } from '../client/term-client.ts';
import { parseIdentifier, type EntryStatus, type IdentifierLookup } from '../model/identifiers.ts';
import { parseSearchTerm } from '../model/search-term.ts';
import type { SearchState } from './state.ts';
import { resultsPageUrl } from './url-format.ts';

export type TermPlan =
  /** Blank input: nothing happens. */
  | { kind: 'none' }
  | { kind: 'developer_mode' }
  /** The UI navigates (location.assign) unless the page cancels its pdb-search event. */
  | { kind: 'navigate'; url: string; reason: 'identifier' | 'results_page'; request?: SearchRequest }
  | { kind: 'invalid'; message: string }
  | { kind: 'search'; request: SearchRequest };

export type TermOutcome =
  | Exclude<TermPlan, { kind: 'developer_mode' } | { kind: 'search' }>
  | { kind: 'developer_mode'; enabled: boolean }
  | { kind: 'search'; request: SearchRequest; done: Promise<void> };

export interface TermOptions {
  /** Overrides config.resultsUrl, for a bar whose own results-url attribute differs. */
  resultsUrl?: string;
  /** What is known about ids beyond their syntax (resolveTerm fills in entryStatus). */
  lookup?: IdentifierLookup;
}

export interface ResolveTermOptions extends TermOptions {
  /** How long resolveTerm waits for the entry-status answer before routing the id as current. */
  statusTimeoutMs?: number;
}

/** The status call of a term client. */
export type EntryStatusCall = (id: string, signal: AbortSignal) => Promise<ClientResult<EntryStatusResponse>>;

/**
 * The calls the term actions make. Either may be missing (a test's fake client): without
 * entryStatus every entry id routes as current, without suggest the menu stays empty.
 */
export type TermCalls = Partial<TermClient>;

/** Long enough for a local or nearby server, short enough that Enter never feels stuck. */
export const ENTRY_STATUS_TIMEOUT_MS = 1500;

/** Server vocabulary -> the model's routing vocabulary; anything but removed/unreleased is current. */
const ROUTED_STATUS: Partial<Record<EntryStatusResponse['status'], EntryStatus>> = {
  obsolete: 'removed',
  unreleased: 'unreleased',
};

/**
 * `runSearch` is absent in a term-only store (a lone bar): there a search plan is left to the
 * page, which receives it through the bar's pdb-search event. `client` is asked on every call, so
 * a client rebuilt for a new apiBase is the one used.
 */
export function createTermActions(
  state: SearchState,
  runSearch: ((request: SearchRequest) => Promise<void>) | null,
  client: () => TermCalls,
) {
  const entryStatus = (id: string, signal: AbortSignal): Promise<ClientResult<EntryStatusResponse>> =>
    client().entryStatus?.(id, signal) ?? Promise.resolve({ ok: false, status: 0, message: 'no entry-status call' });

  function interpretTerm(text: string = state.term, options: TermOptions = {}): TermPlan {
    const parsed = parseSearchTerm(text, {
      baseUrl: state.config.linkBase,
      returnType: state.config.returnType,
      includeCsm: state.queryBuilder.includeCsm,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
    if (!parsed) return { kind: 'none' };
    switch (parsed.kind) {
      case 'developer_mode':
        return { kind: 'developer_mode' };
      case 'route':
        return { kind: 'navigate', url: parsed.route.url, reason: 'identifier' };
      case 'invalid':
        return { kind: 'invalid', message: parsed.message };
      case 'sequence':
      case 'full_text': {
        const resultsUrl = options.resultsUrl ?? state.config.resultsUrl;
        if (resultsUrl)
          return {
            kind: 'navigate',
            url: resultsPageUrl(resultsUrl, parsed.request),
            reason: 'results_page',
            request: parsed.request,
          };
        return { kind: 'search', request: parsed.request };
      }
    }
  }

  function submitTerm(text: string = state.term, options: TermOptions = {}): TermOutcome {
    const plan = interpretTerm(text, options);
    switch (plan.kind) {
      case 'developer_mode':
        state.developerMode = !state.developerMode;
        return { kind: 'developer_mode', enabled: state.developerMode };
      case 'invalid':
        state.message = { kind: 'error', text: plan.message };
        return plan;
      case 'search':
        return { kind: 'search', request: plan.request, done: runSearch ? runSearch(plan.request) : Promise.resolve() };
      default:
        return plan;
    }
  }

  /**
   * Asks the server whether an entry id is removed or unreleased. Never fails: an error, a refusal
   * or no answer within the timeout reads as 'current' (the id then goes to /structure/{id}).
   */
  async function lookupEntryStatus(entryId: string, timeoutMs: number = ENTRY_STATUS_TIMEOUT_MS): Promise<EntryStatus> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([entryStatus(entryId, controller.signal).catch(() => null), timedOut]);
      return (result?.ok && ROUTED_STATUS[result.value.status]) || 'current';
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * interpretTerm after asking the server about an entry id (plain or extended), so a removed id
   * plans /structure/removed/redirect/{id} and an unreleased one /structure/unreleased/{id}. Any
   * other input is decided at once, without a call.
   */
  async function resolveTerm(text: string = state.term, options: ResolveTermOptions = {}): Promise<TermPlan> {
    const { statusTimeoutMs, ...termOptions } = options;
    const parsed = parseIdentifier(text);
    const entryId = parsed?.kind === 'entry' || parsed?.kind === 'extended_entry' ? parsed.entryId : undefined;
    if (!entryId || options.lookup?.entryStatus) return interpretTerm(text, termOptions);
    const status = await lookupEntryStatus(entryId, statusTimeoutMs);
    const lookup: IdentifierLookup = { ...options.lookup, entryStatus: (id) => (id === entryId ? status : undefined) };
    return interpretTerm(text, { ...termOptions, lookup });
  }

  /**
   * The search-bar menu for `text`: [] for a failed call (a menu is a hint, not worth an error),
   * null when the call was aborted because a newer one replaced it.
   */
  async function suggest(text: string, signal?: AbortSignal): Promise<SuggestionItem[] | null> {
    const result = await client().suggest?.(state.queryBuilder.includeCsm, text, signal);
    if (!result) return [];
    if (!result.ok) return result.aborted ? null : [];
    return Array.isArray(result.value.items) ? result.value.items : [];
  }

  return { interpretTerm, resolveTerm, lookupEntryStatus, submitTerm, suggest };
}

export type TermActions = ReturnType<typeof createTermActions>;
