// Search-bar submissions (seed 001 §2/§5): 'searchdev' toggles developer mode, an identifier goes
// to its page, a pasted sequence runs a sequence search, anything else a full-text search, and
// dangerous markup is refused with 'Invalid input detected'. A standalone bar (resultsUrl) hands
// the request to the results page instead of searching here.
//
// interpretTerm only decides, so a bar can announce the request in a cancelable pdb-search event
// first; submitTerm decides and acts. Kept free of the search machinery so a lone bar can use it
// without loading the rest of the store (lone-term-actions.ts).
//
// Whether an id is held, removed or unreleased is not in its syntax: resolveTerm asks the server
// first (id-holdings.ts), so removed and unreleased entry ids go to their own pages (seed 001 §2)
// and an id the archive does not hold stays here with 'No data found for Entry ID {id}' and a
// full-text search offered instead. The answer is a hint: a failed, slow or refused
// call routes the id as before.

import type { EntryStatusResponse, SearchRequest, SuggestionItem } from '../model/types.ts';
import type { ClientResult } from '../client/http.ts';
import type { TermClient } from '../client/term-client.ts';
import { parseIdentifier, type IdentifierLookup, type ParsedIdentifier } from '../model/identifiers.ts';
import { parseSearchTerm } from '../model/search-term.ts';
import { noDataFoundMessage, type NoDataIdKind } from '../model/constants/core.ts';
import {
  ENTRY_STATUS_KINDS,
  holdingOfStatus,
  holdingOfSuggestions,
  SUGGESTED_KINDS,
  withDeadline,
  type Holding,
} from './id-holdings.ts';
import type { SearchState } from './state.ts';
import { setMessage, toggleDeveloperMode } from './state-actions.ts';
import { resultsPageUrl } from './url-format.ts';

/** The UI navigates (location.assign) unless the page cancels its pdb-search event. */
export type NavigatePlan = {
  kind: 'navigate';
  url: string;
  reason: 'identifier' | 'results_page';
  request?: SearchRequest;
};
export type SearchPlan = { kind: 'search'; request: SearchRequest };

export type TermPlan =
  /** Blank input: nothing happens. */
  | { kind: 'none' }
  | { kind: 'developer_mode' }
  | NavigatePlan
  | { kind: 'invalid'; message: string }
  | SearchPlan
  /** An id the archive does not hold: the message, and the full-text search of the term offered instead. */
  | { kind: 'not_found'; id: string; message: string; offer: SearchPlan | NavigatePlan };

export type TermOutcome =
  | Exclude<TermPlan, { kind: 'developer_mode' } | { kind: 'search' }>
  | { kind: 'developer_mode'; enabled: boolean }
  | { kind: 'search'; request: SearchRequest; done: Promise<void> };

export interface TermOptions {
  /** Overrides config.resultsUrl, for a bar whose own results-url attribute differs. */
  resultsUrl?: string;
  /** What is known about ids beyond their syntax (resolveTerm fills in entryStatus). */
  lookup?: IdentifierLookup;
  /** false: an id-like term is searched as text instead of following its link. */
  routeIdentifiers?: boolean;
}

export interface ResolveTermOptions extends TermOptions {
  /** How long resolveTerm waits for the server's answer about an id before routing it as current. */
  statusTimeoutMs?: number;
}

/** The status call of a term client. */
export type EntryStatusCall = (id: string, signal: AbortSignal) => Promise<ClientResult<EntryStatusResponse>>;

/**
 * The calls the term actions make. Either may be missing (a test's fake client): without
 * entryStatus every entry id routes as current, without suggest the menu stays empty and PRD ids
 * and UniProt accessions route as held.
 */
export type TermCalls = Partial<TermClient>;

/** Long enough for a local or nearby server, short enough that Enter never feels stuck. */
export const ENTRY_STATUS_TIMEOUT_MS = 1500;

/** How the not-found message names each kind of id the bar looks up. */
const NOT_FOUND_KIND: Partial<Record<ParsedIdentifier['kind'], NoDataIdKind>> = {
  bird: 'PRD ID',
  uniprot: 'UniProt Accession',
};

/**
 * `runSearch` is absent in a term-only store (a lone bar): there a search plan is left to the
 * page, which receives it through the bar's pdb-search event. `client` is asked on every call, so
 * a client rebuilt for new servers (api-base, source, search-api, data-api) is the one used.
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
      links: state.config,
      returnType: state.config.returnType,
      includeCsm: state.queryBuilder.includeCsm,
      ...(options.lookup ? { lookup: options.lookup } : {}),
      ...(options.routeIdentifiers === false ? { routeIdentifiers: false } : {}),
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
        return { kind: 'developer_mode', enabled: toggleDeveloperMode(state) };
      case 'invalid':
        setMessage(state, { kind: 'error', text: plan.message });
        return plan;
      case 'search':
        return { kind: 'search', request: plan.request, done: runSearch ? runSearch(plan.request) : Promise.resolve() };
      default:
        return plan;
    }
  }

  /**
   * Asks the server whether an entry or computed-model id is removed, unreleased or unknown. Never
   * fails: an error, a refusal or no answer within the timeout reads as 'current'.
   */
  async function lookupEntryStatus(entryId: string, timeoutMs: number = ENTRY_STATUS_TIMEOUT_MS): Promise<Holding> {
    return holdingOfStatus(await withDeadline((signal) => entryStatus(entryId, signal), timeoutMs));
  }

  /** Whether the suggestion menu lists a PRD id or UniProt accession; 'current' when it cannot say. */
  async function lookupSuggested(id: string, timeoutMs: number): Promise<Holding> {
    const suggest = client().suggest;
    if (!suggest) return 'current';
    const answer = await withDeadline((signal) => suggest(state.queryBuilder.includeCsm, id, signal), timeoutMs);
    return holdingOfSuggestions(answer, id);
  }

  /** The full-text search of the term, offered when its id is not in the archive. */
  function notFound(text: string, id: ParsedIdentifier, options: TermOptions): TermPlan {
    const offer = interpretTerm(text, { ...options, routeIdentifiers: false });
    // an id never reads as markup or a sequence: the offer is always a full-text search
    if (offer.kind !== 'search' && offer.kind !== 'navigate') return offer;
    return { kind: 'not_found', id: id.id, message: noDataFoundMessage(id.id, NOT_FOUND_KIND[id.kind]), offer };
  }

  /**
   * interpretTerm after asking the server about an id: a removed entry plans
   * /structure/removed/redirect/{id}, an unreleased one /structure/unreleased/{id}, and an entry,
   * computed-model, PRD or UniProt id the archive does not hold plans 'not_found'. Any other input
   * is decided at once, without a call.
   */
  async function resolveTerm(text: string = state.term, options: ResolveTermOptions = {}): Promise<TermPlan> {
    const { statusTimeoutMs = ENTRY_STATUS_TIMEOUT_MS, ...termOptions } = options;
    const parsed = parseIdentifier(text);
    const viaStatus = parsed && ENTRY_STATUS_KINDS.has(parsed.kind) && !options.lookup?.entryStatus;
    if (!parsed || (!viaStatus && !SUGGESTED_KINDS.has(parsed.kind))) return interpretTerm(text, termOptions);
    const entryId = parsed.entryId ?? parsed.id;
    const holding = viaStatus
      ? await lookupEntryStatus(entryId, statusTimeoutMs)
      : await lookupSuggested(parsed.id, statusTimeoutMs);
    if (holding === 'unknown') return notFound(text, parsed, termOptions);
    if (!viaStatus) return interpretTerm(text, termOptions);
    const lookup: IdentifierLookup = { ...options.lookup, entryStatus: (id) => (id === entryId ? holding : undefined) };
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
