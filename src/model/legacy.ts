// Silent normalisation of old requests (seed 000 §4, §5, §8) so saved queries, bookmarked URLs and
// API clients written against earlier Search API versions keep working:
// - `target: pdb_protein_sequence` (deprecated in API 2.1.0) -> `sequence_type: protein`;
// - the retired descriptor attribute -> the keywords attribute (LEGACY_ATTRIBUTE_RENAMES);
// - structure-motif defaults (rmsd_cutoff 2, atom_pairing_scheme ALL, struct_oper_id '1');
// - v1 shapes: request_options.pager -> paginate, range values as [from, to], range_closed;
// - builder-only fields left on stored nodes, upper-case logical operators.
// What cannot be repaired is reported with the seed's messages.

import type { QueryNode, Result, ReturnType, SearchRequest, ServiceType } from './types.ts';
import type { RequestRules } from './request/terminals.ts';
import { DATE_SHORTCUT_RANGES, LEGACY_SEQUENCE_TARGETS, SERVICE_TYPES } from './constants/vocabulary.ts';
import { DEFAULTS } from './constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from './constants/messages.ts';
import { stripBuilderFields } from './builder/builder.ts';
import { defaultReturnTypeForService } from './return-type.ts';
import { isWildcardOnly } from './input-values.ts';
import { resultErr, resultOk } from './result.ts';
import { validateSearchRequest } from './request/validation.ts';
import { jsonShapeProblem, isRecord } from './json-shape.ts';
import { queryBoundsProblem, requestBoundsProblem } from './request/bounds.ts';

/**
 * Retired attribute -> its replacement. `struct.pdbx_descriptor` is no longer searchable (no
 * rcsb_search_context in the structure schema); the keywords attribute carries that text now.
 */
export const LEGACY_ATTRIBUTE_RENAMES: Readonly<Record<string, string>> = {
  'struct.pdbx_descriptor': 'struct_keywords.pdbx_keywords',
};

export interface LegacyOptions {
  /** Catalogue check (the metadata schema lives outside the model); absent means all are known. */
  isSupportedAttribute?: (attribute: string, service: 'text' | 'text_chem') => boolean;
  /** Return type for a bare query; inferred from its service when absent. */
  return_type?: ReturnType;
  /** Which rules a read request obeys (the public Search API's or the app's). */
  rules?: RequestRules;
}

type Json = Record<string, unknown>;

/** Reads the `request` argument: an object, or its JSON text (as in ?request=...). */
export function parseRequestArgument(raw: unknown): Result<unknown> {
  if (raw === undefined || raw === null) return resultErr(MESSAGES.missingRequest);
  if (typeof raw !== 'string') return resultOk(raw);
  if (raw.trim() === '') return resultErr(MESSAGES.missingRequest);
  try {
    return resultOk(JSON.parse(raw) as unknown);
  } catch {
    return resultErr(MESSAGE_TEMPLATES.requestQueryErrors('the request is not valid JSON'));
  }
}

function normaliseAttribute(p: Json, service: 'text' | 'text_chem', options: LegacyOptions): Result<Json> {
  const out: Json = { ...p };
  if (typeof out.attribute !== 'string' || out.attribute.trim() === '')
    return resultErr(MESSAGES.attributeNotSupported);
  out.attribute = LEGACY_ATTRIBUTE_RENAMES[out.attribute] ?? out.attribute;
  if (options.isSupportedAttribute && !options.isSupportedAttribute(out.attribute as string, service)) {
    return resultErr(MESSAGES.attributeNotSupported);
  }
  const operator = out.operator;
  if (operator === 'last_seven_days_range' || operator === 'last_thirty_days_range') {
    out.operator = 'range';
    out.value = { ...DATE_SHORTCUT_RANGES[operator] };
  } else if (
    operator === 'range_closed' ||
    operator === 'range_upper_incl' ||
    operator === 'range_upper_excl' ||
    operator === 'range'
  ) {
    const inclusiveUpper = operator === 'range_closed' || operator === 'range_upper_incl';
    out.operator = 'range';
    if (Array.isArray(out.value)) {
      const [from, to] = out.value as unknown[];
      const range: Json = { include_lower: true, include_upper: inclusiveUpper };
      if (from !== undefined && from !== null && from !== '') range.from = from;
      if (to !== undefined && to !== null && to !== '') range.to = to;
      out.value = range;
    } else if (isRecord(out.value) && operator !== 'range') {
      out.value = { ...out.value, include_lower: true, include_upper: inclusiveUpper };
    }
  }
  return resultOk(out);
}

function withSequenceType(p: Json): Json {
  const out: Json = { ...p };
  if (typeof out.target === 'string') {
    const mapped = LEGACY_SEQUENCE_TARGETS[out.target as keyof typeof LEGACY_SEQUENCE_TARGETS];
    if (mapped && out.sequence_type === undefined) out.sequence_type = mapped;
    if (mapped) delete out.target;
  }
  return out;
}

function withResidueDefaults(residue: unknown): unknown {
  if (!isRecord(residue)) return residue;
  return residue.struct_oper_id === undefined || residue.struct_oper_id === ''
    ? { ...residue, struct_oper_id: DEFAULTS.structOperId }
    : residue;
}

function normaliseStrucmotif(p: Json): Json {
  const out: Json = { ...p };
  let value: Json = isRecord(out.value) ? { ...out.value } : {};
  // Some old requests kept residue_ids beside the value instead of inside it.
  if (value.residue_ids === undefined && Array.isArray(out.residue_ids)) value.residue_ids = out.residue_ids;
  delete out.residue_ids;
  if (Array.isArray(value.residue_ids)) value = { ...value, residue_ids: value.residue_ids.map(withResidueDefaults) };
  out.value = value;
  if (out.rmsd_cutoff === undefined) out.rmsd_cutoff = DEFAULTS.rmsdCutoff;
  if (out.atom_pairing_scheme === undefined) out.atom_pairing_scheme = DEFAULTS.atomPairingScheme;
  if (Array.isArray(out.exchanges)) {
    out.exchanges = out.exchanges.map((exchange: unknown) =>
      isRecord(exchange) ? { ...exchange, residue_id: withResidueDefaults(exchange.residue_id) } : exchange,
    );
  }
  return out;
}

function normaliseChemical(p: Json): Json {
  if (p.type !== 'descriptor') return p;
  return {
    ...p,
    descriptor_type: p.descriptor_type ?? DEFAULTS.descriptorType,
    match_type: p.match_type ?? DEFAULTS.matchType,
  };
}

function normaliseTerminal(node: Json, options: LegacyOptions): Result<Json> {
  const parameters = node.parameters;
  if (!isRecord(parameters) || Object.keys(parameters).length === 0) return resultErr(MESSAGES.noParameters);
  const out: Json = { ...node };
  switch (node.service) {
    case 'full_text':
      if (isWildcardOnly(parameters.value)) return resultErr(MESSAGES.wildcardNotSupported);
      return resultOk(out);
    case 'text':
    case 'text_chem': {
      const attribute = normaliseAttribute(parameters, node.service, options);
      if (!attribute.ok) return attribute;
      out.parameters = attribute.value;
      return resultOk(out);
    }
    case 'sequence':
    case 'seqmotif':
      out.parameters = withSequenceType(parameters);
      return resultOk(out);
    case 'strucmotif':
      out.parameters = normaliseStrucmotif(parameters);
      return resultOk(out);
    case 'chemical':
      out.parameters = normaliseChemical(parameters);
      return resultOk(out);
    default:
      return resultOk(out);
  }
}

function normaliseNode(node: unknown, options: LegacyOptions, depth: number): Result<unknown> {
  // Depth is bounded by validation later; here only guard against runaway recursion.
  if (!isRecord(node) || depth > 64) return resultOk(node);
  if (node.type === 'terminal') return normaliseTerminal(node, options);
  if (node.type !== 'group') return resultOk(node);
  const out: Json = { ...node };
  if (typeof out.logical_operator === 'string') out.logical_operator = out.logical_operator.toLowerCase();
  if (Array.isArray(node.nodes)) {
    const nodes: unknown[] = [];
    for (const child of node.nodes) {
      const normalised = normaliseNode(child, options, depth + 1);
      if (!normalised.ok) return normalised;
      nodes.push(normalised.value);
    }
    out.nodes = nodes;
  }
  return resultOk(out);
}

/** Normalises an old query tree (without validating it). */
export function normaliseLegacyQuery(query: unknown, options: LegacyOptions = {}): Result<unknown> {
  return normaliseNode(stripBuilderFields(query), options, 0);
}

function normaliseOptions(options: unknown): unknown {
  if (!isRecord(options)) return options;
  const out: Json = { ...options };
  if (out.paginate === undefined && isRecord(out.pager)) out.paginate = { ...out.pager };
  delete out.pager;
  return out;
}

/** Normalises an old request (object or JSON text) without validating it. */
export function normaliseLegacyRequest(raw: unknown, options: LegacyOptions = {}): Result<unknown> {
  const parsed = parseRequestArgument(raw);
  if (!parsed.ok) return parsed;
  if (!isRecord(parsed.value))
    return resultErr(MESSAGE_TEMPLATES.requestQueryErrors('the request must be a JSON object'));
  const out: Json = { ...parsed.value };
  if (out.query !== undefined) {
    const query = normaliseLegacyQuery(out.query, options);
    if (!query.ok) return query;
    out.query = query.value;
  }
  if (out.request_options !== undefined) out.request_options = normaliseOptions(out.request_options);
  if (isRecord(out.request_info) && Object.keys(out.request_info).length === 0) delete out.request_info;
  if (out.return_type === undefined && options.return_type) out.return_type = options.return_type;
  return resultOk(out);
}

/** Normalises, then validates: the one entry point for requests from URLs, storage and clients. */
export function readSearchRequest(raw: unknown, options: LegacyOptions = {}): Result<SearchRequest> {
  const shape = jsonShapeProblem(raw) ?? requestBoundsProblem(raw);
  if (shape) return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(shape));
  const normalised = normaliseLegacyRequest(raw, options);
  if (!normalised.ok) return normalised;
  return validateSearchRequest(normalised.value, options.rules);
}

function servicesOf(node: unknown, out: Set<ServiceType>, depth = 0): void {
  if (!isRecord(node) || depth > 64) return;
  if (node.type === 'terminal' && SERVICE_TYPES.includes(node.service as ServiceType))
    out.add(node.service as ServiceType);
  if (Array.isArray(node.nodes)) for (const child of node.nodes) servicesOf(child, out, depth + 1);
}

function firstTerminal(node: unknown, depth = 0): Json | null {
  if (!isRecord(node) || depth > 64) return null;
  if (node.type === 'terminal') return node;
  if (!Array.isArray(node.nodes)) return null;
  for (const child of node.nodes) {
    const found = firstTerminal(child, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A bare query (the ?query= route) -> request. Without a return type it is inferred from the
 * service, which only works when every terminal uses the same one.
 */
export function requestFromLegacyQuery(raw: unknown, options: LegacyOptions = {}): Result<SearchRequest> {
  const parsed = parseRequestArgument(raw);
  if (!parsed.ok) return parsed;
  const shape = jsonShapeProblem(parsed.value) ?? queryBoundsProblem(parsed.value);
  if (shape) return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(shape));
  const query = normaliseLegacyQuery(parsed.value, options);
  if (!query.ok) return query;
  let returnType = options.return_type;
  if (!returnType) {
    const services = new Set<ServiceType>();
    servicesOf(query.value, services);
    if (services.size > 1) return resultErr(MESSAGES.multipleServices);
    const terminal = firstTerminal(query.value);
    if (!terminal) return resultErr(MESSAGES.emptyQuery);
    returnType = defaultReturnTypeForService(terminal as unknown as Parameters<typeof defaultReturnTypeForService>[0]);
  }
  return validateSearchRequest({ query: query.value as QueryNode, return_type: returnType });
}
