// What the query builder holds as a whole (seed 000 §2, §4): a request opened in it ("Edit in
// Advanced Search", or the search it follows), attribute definitions given to its terminals once
// the metadata loads, and Clear.

import type { AttributeDefinition, BuilderNode, BuilderSection, Result, SearchRequest } from '../model/types.ts';
import { isAttributeTerminal, terminalsOf } from '../model/builder/edit.ts';
import { requestToBuilder, type NestedItemLookup } from '../model/builder/from-request.ts';
import type { AttributeLabels } from '../model/describe.ts';
import { resultOk } from '../model/result.ts';
import { defaultGrouping, type SearchState } from './state.ts';
import { plainCopy, prepareRequest } from './request-options.ts';

/** What the builder knows of attributes once the metadata has loaded (kept out of the proxy). */
export interface AttributeLookups {
  definition: (attribute: string, service: 'text' | 'text_chem') => AttributeDefinition | undefined;
  nestedItem: NestedItemLookup;
  /** Names (and units) that query descriptions use instead of attribute paths. */
  labels: AttributeLabels;
}

export function createBuilderOpenActions(
  state: SearchState,
  newId: () => string,
  edited: () => void,
  freshSections: () => BuilderSection[],
  ensureStarted: () => void,
) {
  const builder = state.queryBuilder;
  let lookups: AttributeLookups | null = null;

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
  };
}
