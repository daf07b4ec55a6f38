// Validation of whole wire requests: what the server receives and what the builder emits.
//
// Rules the seeds word are answered with the seed message; structural problems the seeds only
// describe as "request query contains error(s): ..." get that prefix and a short reason, echoing
// the official schema (additionalProperties: false, enumerations, bounds).

import type { Err, Result, SearchRequest } from '../types.ts';
import { ALL_RETURN_TYPES } from '../constants/vocabulary.ts';
import { MESSAGES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { includes, invalidOption } from '../validation/common.ts';
import { structural, unknownKey } from './checks.ts';
import { isRecord } from '../json-shape.ts';
import { checkTerminal, type RequestRules } from './terminals.ts';
import { checkRequestOptions } from './options.ts';
import { queryBoundsProblem } from './bounds.ts';

/** Recursive, so only called once queryBoundsProblem has bounded the tree's depth. */
function checkNode(node: unknown, rules: RequestRules = {}): Err | null {
  if (!isRecord(node)) return structural('every query node must be an object');
  if (node.type === 'terminal') return checkTerminal(node, rules);
  if (node.type !== 'group') return structural(`node type '${String(node.type)}' is not supported`);
  const extra = unknownKey(node, ['type', 'logical_operator', 'nodes', 'label'], 'group node');
  if (extra) return extra;
  if (node.logical_operator !== 'and' && node.logical_operator !== 'or') {
    return structural(`logical_operator '${String(node.logical_operator)}' is not supported`);
  }
  if (!Array.isArray(node.nodes) || node.nodes.length === 0) return resultErr(MESSAGES.emptyQuery);
  for (const child of node.nodes) {
    const problem = checkNode(child, rules);
    if (problem) return problem;
  }
  return null;
}

/** Checks a query tree alone (the ?query= route, counts of one builder section). */
export function validateQueryNode(node: unknown): Result<true> {
  const bound = queryBoundsProblem(node);
  if (bound) return structural(bound);
  return checkNode(node) ?? resultOk(true);
}

/**
 * Validates a whole wire request (after legacy normalisation). Returns the request typed, or the
 * first problem found.
 */
export function validateSearchRequest(request: unknown, rules: RequestRules = {}): Result<SearchRequest> {
  if (request === undefined || request === null || request === '') return resultErr(MESSAGES.missingRequest);
  if (!isRecord(request)) return structural('the request must be a JSON object');
  const extra = unknownKey(request, ['query', 'return_type', 'request_options', 'request_info'], 'request');
  if (extra) return extra;
  if (!includes(ALL_RETURN_TYPES, request.return_type)) return invalidOption('return_type', request.return_type);
  if (request.query !== undefined) {
    const bound = queryBoundsProblem(request.query);
    if (bound) return structural(bound);
    const problem = checkNode(request.query, rules);
    if (problem) return problem;
  }
  if (request.request_options !== undefined) {
    const problem = checkRequestOptions(request.request_options, request.return_type);
    if (problem) return problem;
  }
  const info = request.request_info;
  if (info !== undefined) {
    if (!isRecord(info) || Object.keys(info).length === 0) return structural('request_info must be a non-empty object');
    const bad = unknownKey(info, ['query_id', 'src'], 'request_info');
    if (bad) return bad;
    if (info.query_id !== undefined && typeof info.query_id !== 'string')
      return structural('query_id must be a string');
    if (info.src !== undefined && !includes(['ui', 'mypdb_service', 'mypdb_user', 'rcsb_test'], info.src))
      return invalidOption('src', info.src);
  }
  return resultOk(request as unknown as SearchRequest);
}
