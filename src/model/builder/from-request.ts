// Request -> query-builder state, the inverse of buildRequest (builder/builder.ts): any request (a URL,
// history, a saved query, a page's context.search) opens in the builder with its terminals,
// groups, negations, ranges and options. buildRequest(requestToBuilder(r)) gives r back in the
// builder's canonical form: one node per service section in SERVICES order, one-node groups
// collapsed, defaults filled in.
//
// Sections: the query's top-level group is split by service (AND and OR are associative and
// commutative, so regrouping its children by service keeps the meaning); each child must be a
// single-service subtree. A child group that mixes services has no place in the builder and
// answers MESSAGES.mixedServiceGroup.

import type {
  BuilderGroupNode,
  BuilderNode,
  BuilderSection,
  Facet,
  GroupingOptions,
  GroupNode,
  LogicalOperator,
  Paginate,
  QueryNode,
  RequestInfo,
  RequestOptions,
  Result,
  ReturnType,
  ScoringStrategy,
  SearchRequest,
  ServiceType,
  SortEntry,
} from '../types.ts';
import { SERVICE_TYPES } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { readSearchRequest } from '../legacy.ts';
import { splitQuery } from '../refinement-group.ts';
import type { FacetDefinition } from '../facets.ts';
import {
  nestedPair,
  nestedPairToBuilder,
  terminalToBuilder,
  type NestedItemLookup,
  type TerminalContext,
} from './from-request-terminals.ts';
import { refinementFacets } from './from-request-refinements.ts';

export type { NestedItemLookup } from './from-request-terminals.ts';

/** Everything buildRequest needs to rebuild a request (a BuildRequestInput, plus what it could not hold). */
export interface RequestAsBuilder {
  builder: { sections: BuilderSection[]; logical_operator: LogicalOperator; includeCsm: boolean };
  return_type: ReturnType;
  paginate?: Paginate;
  sort?: SortEntry[];
  grouping: GroupingOptions | null;
  scoring_strategy?: ScoringStrategy;
  /** Facets with checked buckets that rebuild the request's refinements. */
  refinements?: Facet[];
  /**
   * The refinement group as sent, when no facets rebuild it exactly (a facet kind only facet
   * definitions know, hand-written conditions); the caller ANDs it back onto the built request.
   */
  refinement_group?: GroupNode;
  request_info?: RequestInfo;
  return_counts?: boolean;
}

export interface RequestToBuilderOptions {
  /** The facet definitions buildRequest will get; refinements are checked against them. */
  refinementDefinitions?: Readonly<Record<string, FacetDefinition>>;
  /** Recognises nested attribute pairs (see nestedPairToBuilder); without it pairs stay groups. */
  nestedItem?: NestedItemLookup;
  /** Id for each builder node; 'n1', 'n2', ... (unique within one call) by default. */
  newId?: () => string;
}

function servicesOf(node: QueryNode, out: Set<ServiceType> = new Set()): Set<ServiceType> {
  if (node.type === 'terminal') out.add(node.service);
  else for (const child of node.nodes ?? []) servicesOf(child, out);
  return out;
}

function nodeToBuilder(node: QueryNode, ctx: TerminalContext): Result<BuilderNode> {
  if (node.type === 'terminal') return terminalToBuilder(node, ctx);
  const pair = nestedPairToBuilder(node, ctx);
  if (pair) return pair;
  const group: BuilderGroupNode = {
    id: ctx.newId(),
    type: 'group',
    logical_operator: node.logical_operator,
    nodes: [],
  };
  if (typeof node.label === 'string' && node.label !== '') group.label = node.label;
  for (const child of node.nodes ?? []) {
    const converted = nodeToBuilder(child, ctx);
    if (!converted.ok) return converted;
    group.nodes.push(converted.value);
  }
  return resultOk(group);
}

function section(
  service: ServiceType,
  operator: LogicalOperator,
  nodes: QueryNode[],
  ctx: TerminalContext,
): Result<BuilderSection> {
  const root: BuilderGroupNode = {
    id: ctx.newId(),
    type: 'group',
    logical_operator: operator,
    nodes: [],
    is_root: true,
  };
  for (const node of nodes) {
    const converted = nodeToBuilder(node, ctx);
    if (!converted.ok) return converted;
    root.nodes.push(converted.value);
  }
  return resultOk({ service, open: true, root });
}

interface Sections {
  sections: BuilderSection[];
  logical_operator: LogicalOperator;
}

/**
 * When several sections share the top-level group, a section's only child that is an unlabelled
 * group is taken as that section's root (builder/builder.ts sends a root of two or more nodes so, with the
 * root's own operator) rather than as a subgroup inside a root of one node: both build the same
 * request, and this reading gives back the builder that made it.
 */
function isSectionRoot(node: QueryNode, ctx: TerminalContext): node is GroupNode {
  return node.type === 'group' && !node.label && !nestedPair(node, ctx);
}

function querySections(query: QueryNode | undefined, ctx: TerminalContext): Result<Sections> {
  if (!query) return resultOk({ sections: [], logical_operator: 'and' });
  const operator = query.type === 'group' ? query.logical_operator : 'and';
  const services = servicesOf(query);
  const [only] = services;
  if (only === undefined) return resultOk({ sections: [], logical_operator: operator });
  // A terminal, a nested pair or a labelled group of one service sits whole in its section.
  if (query.type === 'terminal' || (services.size === 1 && (query.label || nestedPair(query, ctx)))) {
    const one = section(only, operator, [query], ctx);
    return one.ok ? resultOk({ sections: [one.value], logical_operator: operator }) : one;
  }
  // (A label on a top-level group of several services has nowhere to go in the builder.)
  const byService = new Map<ServiceType, QueryNode[]>();
  for (const child of query.nodes) {
    const childServices = servicesOf(child);
    if (childServices.size > 1) return resultErr(MESSAGES.mixedServiceGroup);
    const [service] = childServices;
    if (service === undefined) continue;
    byService.set(service, [...(byService.get(service) ?? []), child]);
  }
  const sections: BuilderSection[] = [];
  for (const service of SERVICE_TYPES) {
    const nodes = byService.get(service);
    if (!nodes) continue;
    const [first] = nodes;
    const converted =
      byService.size > 1 && nodes.length === 1 && first && isSectionRoot(first, ctx)
        ? section(service, first.logical_operator, first.nodes, ctx)
        : section(service, operator, nodes, ctx);
    if (!converted.ok) return converted;
    sections.push(converted.value);
  }
  return resultOk({ sections, logical_operator: operator });
}

function groupingOf(options: RequestOptions): GroupingOptions | null {
  const groupBy = options.group_by;
  if (!groupBy) return null;
  const grouping: GroupingOptions = {
    aggregation_method: groupBy.aggregation_method,
    group_by_return_type: options.group_by_return_type ?? DEFAULTS.groupByReturnType,
    ranking_criteria_type: groupBy.ranking_criteria_type ? { ...groupBy.ranking_criteria_type } : null,
  };
  if (groupBy.aggregation_method === 'sequence_identity') grouping.similarity_cutoff = groupBy.similarity_cutoff;
  return grouping;
}

function counterIds(): () => string {
  let next = 0;
  return () => `n${++next}`;
}

/**
 * Request -> builder state. The request is read as any request from outside is (legacy forms
 * normalised, then validated by readSearchRequest, whose message answers a bad one); the
 * refinement group comes back as facets (or as refinement_group when no facets rebuild it);
 * options the builder has no input for (facets, results_verbosity, return_all_hits,
 * return_explain_metadata) are not carried.
 */
export function requestToBuilder(
  request: SearchRequest,
  options: RequestToBuilderOptions = {},
): Result<RequestAsBuilder> {
  const read = readSearchRequest(request);
  if (!read.ok) return read;
  const wire = read.value;
  const returnType = wire.return_type;
  const ctx: TerminalContext = { newId: options.newId ?? counterIds(), nestedItem: options.nestedItem };
  const { base, refinements } = splitQuery(wire.query);
  const built = querySections(base, ctx);
  if (!built.ok) return built;
  const requestOptions: RequestOptions = wire.request_options ?? {};
  const out: RequestAsBuilder = {
    builder: {
      sections: built.value.sections,
      logical_operator: built.value.logical_operator,
      includeCsm: (requestOptions.results_content_type ?? []).includes('computational'),
    },
    return_type: returnType,
    grouping: groupingOf(requestOptions),
  };
  if (requestOptions.paginate) out.paginate = { ...requestOptions.paginate };
  if (requestOptions.return_counts) out.return_counts = true;
  if (requestOptions.sort && requestOptions.sort.length > 0)
    out.sort = requestOptions.sort.map((entry) => JSON.parse(JSON.stringify(entry)) as SortEntry);
  if (requestOptions.scoring_strategy) out.scoring_strategy = requestOptions.scoring_strategy;
  if (refinements && refinements.nodes.length > 0) {
    const facets = refinementFacets(refinements, returnType, options.refinementDefinitions);
    if (facets) out.refinements = facets;
    else out.refinement_group = refinements;
  }
  if (wire.request_info && Object.keys(wire.request_info).length > 0) out.request_info = { ...wire.request_info };
  return resultOk(out);
}
