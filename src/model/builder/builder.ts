// Query-builder state -> wire request. Every terminal is validated on the way (validation.ts,
// validation/attribute.ts), empty terminals and the groups they leave empty are dropped,
// builder-only fields never reach the wire, request_options get the seed defaults, and checked
// refinements are applied (refinements.ts). User mistakes come back as seed messages, not throws.

import type {
  AttributeParameters,
  BuildRequestInput,
  BuilderGroupNode,
  BuilderNode,
  BuilderTerminalNode,
  GroupBy,
  GroupNode,
  GroupingOptions,
  QueryNode,
  RequestOptions,
  Result,
  ReturnType,
  SearchRequest,
  TerminalNode,
} from '../types.ts';
import { CSM_RESULTS_CONTENT_TYPE, DEFAULT_ROWS, DEFAULT_SORT, MAX_ROWS, MIN_ROWS } from '../constants/core.ts';
import { GROUP_SIMILARITY_CUTOFFS } from '../constants/vocabulary.ts';
import { GROUP_BY_MODES } from '../constants/sorting.ts';
import {
  DEFAULT_GROUPED_SORT,
  DEFAULT_RESULTS_CONTENT_TYPE,
  DEFAULT_SCORING_STRATEGY,
  DEFAULT_START,
} from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { isBlank } from '../validation/common.ts';
import { validateFullText } from '../validation/full-text.ts';
import { validateSequence } from '../validation/sequence.ts';
import { validateSeqmotif } from '../validation/seqmotif.ts';
import { validateStructure } from '../validation/structure.ts';
import { dropBlankResidues, validateStrucmotif } from '../validation/strucmotif.ts';
import { validateChemical } from '../validation/chemical.ts';
import { isEmptyAttributeValue, isValuelessOperator, validateAttribute } from '../validation/attribute.ts';
import { applyRefinements, validateRefinements } from '../refinements.ts';
import type { FacetDefinition } from '../facets.ts';

/** Fields the builder keeps on nodes that the wire format forbids. */
export const BUILDER_ONLY_FIELDS: readonly string[] = ['id', 'is_root', 'attrObj', 'item', 'count'];

/** Deep copy of a node tree without builder-only fields (for storing or sending builder nodes). */
export function stripBuilderFields<T>(node: T): T {
  if (Array.isArray(node)) return node.map((child: unknown) => stripBuilderFields(child)) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (BUILDER_ONLY_FIELDS.includes(key) || value === undefined) continue;
    out[key] = stripBuilderFields(value);
  }
  return out as T;
}

/** A terminal with nothing typed; it is dropped rather than reported. */
export function isEmptyTerminal(node: BuilderTerminalNode): boolean {
  switch (node.service) {
    case 'full_text':
    case 'seqmotif':
    case 'chemical':
      return isBlank(node.parameters.value);
    case 'sequence':
      return isBlank(node.parameters.value?.replace(/\s+/g, ''));
    case 'text':
    case 'text_chem': {
      const p = node.parameters;
      if (isBlank(p.attribute)) return true;
      return !isValuelessOperator(p.operator) && isEmptyAttributeValue(p.value);
    }
    case 'structure': {
      const v = node.parameters.value ?? {};
      return isBlank(v.entry_id) && isBlank(v.url);
    }
    case 'strucmotif': {
      const v = node.parameters.value ?? {};
      return isBlank(v.entry_id) && isBlank(v.url) && dropBlankResidues(node.parameters.residues ?? []).length === 0;
    }
  }
}

function withLabel<T extends QueryNode>(wire: T, node: BuilderNode): T {
  if (typeof node.label === 'string' && node.label !== '') wire.label = node.label;
  return wire;
}

function attributeTerminal(node: BuilderTerminalNode & { service: 'text' | 'text_chem' }): Result<QueryNode | null> {
  const checked = validateAttribute(node.parameters, node.attrObj, node.item);
  if (!checked.ok) return checked;
  if (checked.value === null) return resultOk(null);
  const terminal = { type: 'terminal', service: node.service, parameters: checked.value } as TerminalNode;
  const nested = node.item;
  // A nested attribute only means something together with its sibling condition on the same
  // record, so the pair is kept alone in its own AND group.
  if (nested?.nested_attribute && !isBlank(nested.nested_attribute_value)) {
    const sibling: AttributeParameters = {
      attribute: nested.nested_attribute,
      operator: 'exact_match',
      value: String(nested.nested_attribute_value).trim(),
    };
    return resultOk(
      withLabel<GroupNode>(
        {
          type: 'group',
          logical_operator: 'and',
          nodes: [terminal, { type: 'terminal', service: node.service, parameters: sibling } as TerminalNode],
        },
        node,
      ),
    );
  }
  return resultOk(withLabel(terminal, node));
}

/** One builder terminal -> wire terminal; null when it is empty. */
export function terminalToQuery(node: BuilderTerminalNode): Result<QueryNode | null> {
  if (isEmptyTerminal(node)) return resultOk(null);
  const wrap = (result: Result<object>): Result<QueryNode | null> =>
    result.ok
      ? resultOk(withLabel({ type: 'terminal', service: node.service, parameters: result.value } as TerminalNode, node))
      : result;
  switch (node.service) {
    case 'full_text':
      return wrap(validateFullText(node.parameters));
    case 'text':
    case 'text_chem':
      return attributeTerminal(node);
    case 'sequence':
      return wrap(validateSequence(node.parameters));
    case 'seqmotif':
      return wrap(validateSeqmotif(node.parameters));
    case 'structure':
      return wrap(validateStructure(node.parameters));
    case 'strucmotif':
      return wrap(validateStrucmotif(node.parameters));
    case 'chemical':
      return wrap(validateChemical(node.parameters));
  }
}

/**
 * Builder node -> wire node. Empty terminals vanish; a group left empty vanishes; a group left
 * with one node is replaced by it (same meaning, simpler request), unless it carries a label.
 */
export function builderNodeToQuery(node: BuilderNode): Result<QueryNode | null> {
  if (node.type === 'terminal') return terminalToQuery(node);
  const nodes: QueryNode[] = [];
  for (const child of node.nodes ?? []) {
    const converted = builderNodeToQuery(child);
    if (!converted.ok) return converted;
    if (converted.value !== null) nodes.push(converted.value);
  }
  return resultOk(combine(nodes, node.logical_operator === 'or' ? 'or' : 'and', node.label));
}

function combine(nodes: QueryNode[], operator: 'and' | 'or', label?: string): QueryNode | null {
  const [first] = nodes;
  if (first === undefined) return null;
  if (nodes.length === 1 && !label) return first;
  const group: GroupNode = { type: 'group', logical_operator: operator, nodes };
  if (label) group.label = label;
  return group;
}

/** All builder sections -> one query; null when nothing was typed anywhere. */
export function builderToQuery(input: Pick<BuildRequestInput, 'builder'>): Result<QueryNode | null> {
  const parts: QueryNode[] = [];
  for (const section of input.builder.sections ?? []) {
    const converted = builderNodeToQuery(section.root as BuilderGroupNode);
    if (!converted.ok) return converted;
    if (converted.value !== null) parts.push(converted.value);
  }
  return resultOk(combine(parts, input.builder.logical_operator === 'or' ? 'or' : 'and'));
}

// ---------------------------------------------------------------------------------------------
// Request options

/** rows from the pager, clamped to the API's bounds and the seed's minimum of 25. */
export function normalisePaginate(paginate: BuildRequestInput['paginate']): { start: number; rows: number } {
  const start =
    Number.isInteger(paginate?.start) && (paginate?.start ?? -1) >= 0 ? (paginate?.start as number) : DEFAULT_START;
  const rawRows = paginate?.rows;
  const rows = Number.isInteger(rawRows) ? Math.min(MAX_ROWS, Math.max(MIN_ROWS, rawRows as number)) : DEFAULT_ROWS;
  return { start, rows };
}

/** Grouping options -> group_by, or null when grouping is off or does not fit the return type. */
export function groupingToGroupBy(
  grouping: GroupingOptions | null | undefined,
  returnType: ReturnType,
): GroupBy | null {
  const method = grouping?.aggregation_method;
  if (!grouping || !method) return null;
  const mode = GROUP_BY_MODES.find((m) => m.aggregation_method === method);
  // Changing the return type resets grouping; a stale mode is ignored rather than sent.
  if (mode && mode.return_type !== returnType) return null;
  if (!mode && method === 'matching_chemical_component_id' && returnType !== 'non_polymer_entity') return null;
  // Coverage ranks UniProt groups only; elsewhere it is dropped, leaving the API's default ranking.
  const requested = grouping.ranking_criteria_type ?? undefined;
  const isCoverage = requested !== undefined && requested.sort_by === 'coverage';
  const ranking = isCoverage && method !== 'matching_uniprot_accession' ? undefined : requested;
  const withRanking = <G extends GroupBy>(groupBy: G): G =>
    ranking ? { ...groupBy, ranking_criteria_type: { ...ranking } } : groupBy;
  if (method === 'sequence_identity') {
    const cutoff = grouping.similarity_cutoff ?? GROUP_SIMILARITY_CUTOFFS[0] ?? 100;
    return withRanking({ aggregation_method: method, similarity_cutoff: cutoff });
  }
  return withRanking({ aggregation_method: method });
}

export function buildRequestOptions(input: BuildRequestInput): RequestOptions {
  const groupBy = groupingToGroupBy(input.grouping, input.return_type);
  const options: RequestOptions = {};
  if (input.return_counts) options.return_counts = true;
  else options.paginate = normalisePaginate(input.paginate);
  options.results_content_type = [
    ...(input.builder.includeCsm ? CSM_RESULTS_CONTENT_TYPE : DEFAULT_RESULTS_CONTENT_TYPE),
  ];
  options.scoring_strategy = input.scoring_strategy ?? DEFAULT_SCORING_STRATEGY;
  const sort = input.sort && input.sort.length > 0 ? input.sort : groupBy ? DEFAULT_GROUPED_SORT : DEFAULT_SORT;
  options.sort = sort.map((entry) => ({ ...entry }));
  if (groupBy) {
    options.group_by = groupBy;
    options.group_by_return_type = input.grouping?.group_by_return_type ?? 'representatives';
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// The whole request

/**
 * Builder state -> request. Fails with 'Please enter search criteria...' when nothing was typed,
 * or with the first validation message in section and tree order.
 */
export function buildRequest(
  input: BuildRequestInput,
  refinementDefinitions: Readonly<Record<string, FacetDefinition>> = {},
): Result<SearchRequest> {
  const built = builderToQuery(input);
  if (!built.ok) return built;
  if (built.value === null) return resultErr(MESSAGES.emptyQuery);
  let request: SearchRequest = {
    query: built.value,
    return_type: input.return_type,
    request_options: buildRequestOptions(input),
  };
  if (input.refinements && validateRefinements(input.refinements).ok) {
    const refined = applyRefinements(request, input.refinements, false, refinementDefinitions);
    if (refined.ok) request = refined.value;
  }
  if (input.request_info && Object.keys(input.request_info).length > 0)
    request.request_info = { ...input.request_info };
  return resultOk(request);
}
