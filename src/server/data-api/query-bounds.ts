// How much one GraphQL request may ask for, checked on the parsed query before it is validated or
// run: nesting depth, fragments spread within fragments, selections (fragments counted wherever
// they are spread) and identifiers listed. The public Data API takes up to 1,000 ids a request;
// the official client sends 300. graphql-js validates fragments spread within fragments by
// recursion: a chain of a few thousand overflows its stack, so the chain is bounded first.

import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode, type ValueNode } from 'graphql';

export const QUERY_BOUNDS = { depth: 20, fragmentDepth: 100, fields: 5_000, ids: 1_000 } as const;

interface Tally {
  fields: number;
  ids: number;
  deepest: number;
  deepestSpread: number;
}

function listedValues(value: ValueNode, variables: Readonly<Record<string, unknown>>): number {
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind === Kind.VARIABLE) {
    const bound = variables[value.name.value];
    return Array.isArray(bound) ? bound.length : 0;
  }
  return 0;
}

function walk(
  set: SelectionSetNode,
  depth: number,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Readonly<Record<string, unknown>>,
  tally: Tally,
  /** The fragments being spread around this selection set, innermost last. */
  spreading: Set<string>,
): void {
  tally.deepest = Math.max(tally.deepest, depth);
  tally.deepestSpread = Math.max(tally.deepestSpread, spreading.size);
  // stop as soon as a bound is passed: a hostile query must not cost its own size to refuse
  if (
    tally.deepest > QUERY_BOUNDS.depth ||
    tally.deepestSpread > QUERY_BOUNDS.fragmentDepth ||
    tally.fields > QUERY_BOUNDS.fields
  )
    return;
  for (const selection of set.selections) {
    // spreads count too, so fragments that only spread others cannot multiply unbounded
    tally.fields++;
    if (selection.kind === Kind.FIELD) {
      for (const argument of selection.arguments ?? []) tally.ids += listedValues(argument.value, variables);
      if (selection.selectionSet) walk(selection.selectionSet, depth + 1, fragments, variables, tally, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      walk(selection.selectionSet, depth, fragments, variables, tally, spreading);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // a fragment spread inside itself is refused by validation; here it only must not loop
      if (fragment && !spreading.has(name)) {
        spreading.add(name);
        walk(fragment.selectionSet, depth, fragments, variables, tally, spreading);
        spreading.delete(name);
      }
    }
  }
}

/** Null when the request stays within QUERY_BOUNDS, else what it exceeds. */
export function queryBoundsProblem(
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>> = {},
): string | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const tally: Tally = { fields: 0, ids: 0, deepest: 0, deepestSpread: 0 };
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      walk(definition.selectionSet, 1, fragments, variables, tally, new Set());
  if (tally.deepest > QUERY_BOUNDS.depth) return `The query is nested more than ${QUERY_BOUNDS.depth} levels deep`;
  if (tally.deepestSpread > QUERY_BOUNDS.fragmentDepth)
    return `The query spreads fragments within fragments more than ${QUERY_BOUNDS.fragmentDepth} levels deep`;
  if (tally.fields > QUERY_BOUNDS.fields) return `The query selects more than ${QUERY_BOUNDS.fields} fields`;
  if (tally.ids > QUERY_BOUNDS.ids)
    return `The query lists ${tally.ids} identifiers; at most ${QUERY_BOUNDS.ids} are allowed`;
  return null;
}
