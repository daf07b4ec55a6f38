// The query builder's actions (seed 000 §2, §4, §5): every edit of its tree, opening a request in
// it, Count per terminal, group, section and the whole query, Clear, and Search. Any edit cancels
// the counts in flight and resets every count to unknown.

import type {
  AttributeDefinition,
  BuilderAttributeValue,
  BuilderNode,
  BuilderSection,
  Result,
  SearchRequest,
  SelectorItem,
  ServiceType,
} from '../model/types.ts';
import { MESSAGES } from '../model/constants/messages.ts';
import {
  addSubgroup,
  addTerminal,
  chooseAttribute,
  chooseOperator,
  ensureSection,
  findGroup,
  findTerminal,
  isAttributeTerminal,
  locate,
  newGroup,
  newSection,
  removeNode,
  resetCounts,
  terminalsOf,
  toggleLogicalOperator,
} from '../model/builder/edit.ts';
import { requestToBuilder, type NestedItemLookup } from '../model/builder/from-request.ts';
import type { AttributeLabels } from '../model/describe.ts';
import { resultErr, resultOk } from '../model/result.ts';
import type { ActionContext } from './action-context.ts';
import { countAnswer, type CountActions, type CountAnswer } from './count-actions.ts';
import type { SearchActions } from './search-actions.ts';
import { defaultGrouping } from './state.ts';
import { plainCopy, prepareRequest } from './request-options.ts';
import { requestOfBuilder, requestOfNode } from './builder-requests.ts';

/** What the builder knows of attributes once the metadata has loaded (kept out of the proxy). */
export interface AttributeLookups {
  definition: (attribute: string, service: 'text' | 'text_chem') => AttributeDefinition | undefined;
  nestedItem: NestedItemLookup;
  /** Names (and units) that query descriptions use instead of attribute paths. */
  labels: AttributeLabels;
}

/** The sections a fresh builder shows open, as rcsb.org's Advanced Search does. */
export const DEFAULT_BUILDER_SERVICES: readonly ServiceType[] = ['full_text', 'text'];

type AttributeParametersPatch = { value?: BuilderAttributeValue; case_sensitive?: boolean };

export function createBuilderActions(ctx: ActionContext, search: SearchActions, counts: CountActions) {
  const { state } = ctx;
  const builder = state.queryBuilder;
  let lastId = 0;
  const newId = (): string => `b${++lastId}`;
  let lookups: AttributeLookups | null = null;

  /** Any edit: counts in flight are cancelled, every count goes back to unknown. */
  function edited(): void {
    counts.cancelCounts();
    resetCounts(builder.sections);
    // only what changes is written: each write re-renders whatever shows it, on every keystroke
    if (Object.keys(state.counts).length > 0) state.counts = {};
    if (builder.count !== null) builder.count = null;
  }

  function freshSections(): BuilderSection[] {
    return DEFAULT_BUILDER_SERVICES.map((service) => newSection(service, newId));
  }

  function ensureStarted(): void {
    if (builder.sections.length === 0) builder.sections = freshSections();
  }

  /** Gives attribute terminals their definition and menu item from the metadata, when known. */
  function attachDefinitions(nodes: readonly BuilderNode[]): void {
    if (!lookups) return;
    for (const node of nodes.flatMap(terminalsOf)) {
      if (!isAttributeTerminal(node) || !node.parameters.attribute) continue;
      const definition = lookups.definition(node.parameters.attribute, node.service);
      if (!definition) continue;
      if (!node.attrObj) node.attrObj = { ...definition };
      node.item ??= { attribute: definition.attribute, name: definition.name ?? definition.attribute };
    }
  }

  function withEditedTerminal(id: string, edit: (terminal: NonNullable<ReturnType<typeof findTerminal>>) => void) {
    const terminal = findTerminal(builder.sections, id);
    if (!terminal) return;
    edit(terminal);
    edited();
  }

  const builderRequest = (): Result<SearchRequest> => requestOfBuilder(state);

  function openRequest(request: SearchRequest): Result<void> {
    const opened = requestToBuilder(plainCopy(request), {
      newId,
      ...(lookups ? { nestedItem: lookups.nestedItem } : {}),
    });
    if (!opened.ok) return opened;
    const b = opened.value;
    edited();
    builder.sections = b.builder.sections.length > 0 ? b.builder.sections : freshSections();
    builder.logical_operator = b.builder.logical_operator;
    builder.includeCsm = b.builder.includeCsm;
    const carried = {
      ...(b.refinements ? { refinements: b.refinements } : {}),
      ...(b.refinement_group ? { refinement_group: b.refinement_group } : {}),
      ...(b.sort ? { sort: b.sort } : {}),
      ...(b.scoring_strategy ? { scoring_strategy: b.scoring_strategy } : {}),
    };
    builder.carried = Object.keys(carried).length > 0 ? carried : null;
    state.config.returnType = b.return_type;
    state.grouping = b.grouping ?? defaultGrouping();
    attachDefinitions(builder.sections.map((s) => s.root));
    return resultOk(undefined);
  }

  return {
    /** The metadata has loaded (attribute-names.ts): terminals opened before it get their definitions now. */
    setAttributeLookups(next: AttributeLookups): void {
      lookups = next;
      attachDefinitions(builder.sections.map((s) => s.root));
    },

    /** Shows a section, adding it (in SERVICES order) when not yet present (seed 000 §4). */
    openSection(service: ServiceType): void {
      ensureStarted();
      ensureSection(builder.sections, service, newId).open = true;
    },

    toggleSection(service: ServiceType, open?: boolean): void {
      ensureStarted();
      const present = builder.sections.some((s) => s.service === service);
      const section = ensureSection(builder.sections, service, newId);
      // a service not yet in the builder is added open: that is what its legend was pressed for
      section.open = open ?? (present ? !section.open : true);
    },

    /** A section's Clear: its one condition back to the seed's defaults. */
    clearSection(service: ServiceType): void {
      const section = builder.sections.find((s) => s.service === service);
      if (!section) return;
      section.root = newGroup(service, newId, true);
      edited();
    },

    /** Makes sure the builder has its sections (a fresh panel shows Full Text and Attributes). */
    startBuilder: ensureStarted,

    addTerminal(groupId: string): string | null {
      const terminal = addTerminal(builder.sections, groupId, newId);
      if (terminal) edited();
      return terminal?.id ?? null;
    },

    addSubgroup(groupId: string): string | null {
      const group = addSubgroup(builder.sections, groupId, newId);
      if (group) edited();
      return group?.id ?? null;
    },

    removeNode(id: string): void {
      if (removeNode(builder.sections, id, newId)) edited();
    },

    toggleLogicalOperator(groupId: string): void {
      const group = findGroup(builder.sections, groupId);
      if (!group) return;
      toggleLogicalOperator(group);
      edited();
    },

    toggleNegation(terminalId: string): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (!isAttributeTerminal(terminal)) return;
        if (terminal.parameters.negation) delete terminal.parameters.negation;
        else terminal.parameters.negation = true;
      });
    },

    chooseAttribute(terminalId: string, item: SelectorItem, definition?: AttributeDefinition): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (isAttributeTerminal(terminal))
          chooseAttribute(terminal, plainCopy(item), definition && plainCopy(definition));
      });
    },

    chooseOperator(terminalId: string, operator: string): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (isAttributeTerminal(terminal)) chooseOperator(terminal, operator as typeof terminal.parameters.operator);
      });
    },

    setAttributeValue(terminalId: string, patch: AttributeParametersPatch): void {
      withEditedTerminal(terminalId, (terminal) => {
        if (!isAttributeTerminal(terminal)) return;
        const parameters = terminal.parameters;
        if ('value' in patch) {
          if (patch.value === undefined) delete parameters.value;
          else parameters.value = plainCopy(patch.value);
        }
        if ('case_sensitive' in patch) {
          if (patch.case_sensitive === undefined) delete parameters.case_sensitive;
          else parameters.case_sensitive = patch.case_sensitive;
        }
      });
    },

    /** Full-text and service terminals: a patch of their parameters. */
    setParameters(terminalId: string, patch: Record<string, unknown>): void {
      withEditedTerminal(terminalId, (terminal) => {
        Object.assign(terminal.parameters, plainCopy(patch));
      });
    },

    /** Opens any request in the builder ("Edit in Advanced Search"); a request it cannot hold answers why. */
    openInBuilder(request: SearchRequest): Result<void> {
      const opened = openRequest(request);
      if (opened.ok) {
        builder.queryId = prepareRequest(request, state.pager.rows).request_info?.query_id ?? null;
        // the current search may be another question (an older history row): it is not followed
        builder.followedQueryId = state.queryId;
        builder.open = true;
        state.tab = 'search';
      }
      return opened;
    },

    /** The builder follows a search run since it last took a query, unless it holds that question (paging keeps edits). */
    followCurrentSearch(): void {
      if (!state.request || state.queryId === builder.followedQueryId) return;
      builder.followedQueryId = state.queryId;
      if (state.queryId === builder.queryId) return;
      builder.queryId = state.queryId;
      if (!openRequest(state.request).ok) ensureStarted();
    },

    /** Clear (seed 000 §4): the builder, the return type (to the default) and grouping. */
    clearBuilder(): void {
      edited();
      builder.sections = freshSections();
      builder.logical_operator = 'and';
      builder.carried = null;
      state.config.returnType = 'entry';
      state.grouping = defaultGrouping();
    },

    builderRequest,

    /** Search: the builder's request, or the message that stops it (nothing is sent then). */
    async searchBuilder(): Promise<Result<SearchRequest>> {
      const request = builderRequest();
      if (!request.ok) return request;
      builder.queryId = prepareRequest(request.value, state.pager.rows).request_info?.query_id ?? null;
      await search.runSearch(request.value);
      return request;
    },

    /** Count of one terminal or group; lands on the node (null while unknown). */
    async countNode(id: string): Promise<CountAnswer> {
      const found = locate(builder.sections, id);
      if (!found) return resultErr(MESSAGES.emptyQuery);
      const request = requestOfNode(state, found.node, found.section.service);
      if (!request.ok) return request;
      const answer = await counts.count(request.value, { key: `node:${id}` });
      if (!answer.ok) return countAnswer(answer);
      const node = locate(builder.sections, id)?.node;
      if (node) node.count = answer.count;
      return resultOk(answer.count);
    },

    /** Count of one section (state.counts[service]). */
    async countSection(service: ServiceType): Promise<CountAnswer> {
      const section = builder.sections.find((s) => s.service === service);
      if (!section) return resultErr(MESSAGES.emptyQuery);
      return countAnswer(await counts.count(section));
    },

    /** Count of the whole query, options included (state.queryBuilder.count). */
    async countBuilder(): Promise<CountAnswer> {
      const request = builderRequest();
      if (!request.ok) return request;
      return countAnswer(await counts.count(request.value, { key: 'builder', onCount: (n) => (builder.count = n) }));
    },
  };
}
