// Which return type a query's services need (seed 000 §5 "Return-type confirmations"): sequence and
// sequence motif need polymer entities, structure motif needs assemblies, structure similarity
// needs assemblies for an assembly reference and polymer entities for a chain reference. The UI asks
// the user to confirm the switch; this module only says what to ask.

import type { BuilderNode, BuilderSection, QueryNode, ReturnType, ServiceType } from './types.ts';
import { RETURN_TYPE_LABELS, SERVICE_LABELS } from './constants/labels.ts';
import { MESSAGE_TEMPLATES } from './constants/messages.ts';

export interface ReturnTypeRequirement {
  service: ServiceType;
  required: ReturnType;
}

/** The shape both wire and builder terminals share, enough to read the reference. */
interface AnyTerminal {
  type: 'terminal';
  service: ServiceType;
  parameters?: unknown;
}

function structureValue(parameters: unknown): Record<string, unknown> {
  if (parameters !== null && typeof parameters === 'object') {
    const value = (parameters as { value?: unknown }).value;
    if (value !== null && typeof value === 'object') return value as Record<string, unknown>;
  }
  return {};
}

function isSet(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** The return type one terminal needs, or null when any will do. */
export function terminalRequiredReturnType(terminal: AnyTerminal): ReturnType | null {
  switch (terminal.service) {
    case 'sequence':
    case 'seqmotif':
      return 'polymer_entity';
    case 'strucmotif':
      return 'assembly';
    case 'structure': {
      const value = structureValue(terminal.parameters);
      if (isSet(value.assembly_id)) return 'assembly';
      if (isSet(value.asym_id)) return 'polymer_entity';
      return null;
    }
    default:
      return null;
  }
}

type AnyNode = QueryNode | BuilderNode;

function collectTerminals(node: AnyNode | null | undefined, out: AnyTerminal[], depth = 0): void {
  if (!node || typeof node !== 'object' || depth > 64) return;
  if (node.type === 'terminal') out.push(node);
  else if (Array.isArray(node.nodes)) for (const child of node.nodes) collectTerminals(child, out, depth + 1);
}

function rootsOf(query: AnyNode | readonly BuilderSection[] | null | undefined): AnyNode[] {
  if (!query) return [];
  if (Array.isArray(query)) return (query as readonly BuilderSection[]).map((section) => section.root);
  return [query as AnyNode];
}

/** Requirements of every terminal, in tree order, one per service and return type. */
export function returnTypeRequirements(
  query: AnyNode | readonly BuilderSection[] | null | undefined,
): ReturnTypeRequirement[] {
  const terminals: AnyTerminal[] = [];
  for (const root of rootsOf(query)) collectTerminals(root, terminals);
  const seen = new Set<string>();
  const out: ReturnTypeRequirement[] = [];
  for (const terminal of terminals) {
    const required = terminalRequiredReturnType(terminal);
    const key = `${terminal.service}:${required}`;
    if (required === null || seen.has(key)) continue;
    seen.add(key);
    out.push({ service: terminal.service, required });
  }
  return out;
}

/** The return type the query needs (the first requirement in tree order), or null. */
export function requiredReturnType(query: AnyNode | readonly BuilderSection[] | null | undefined): ReturnType | null {
  return returnTypeRequirements(query)[0]?.required ?? null;
}

export interface ReturnTypeConfirmation extends ReturnTypeRequirement {
  message: string;
}

/** What to ask before searching with `current`, or null when the return type already fits. */
export function returnTypeConfirmation(
  query: AnyNode | readonly BuilderSection[] | null | undefined,
  current: ReturnType,
): ReturnTypeConfirmation | null {
  const first = returnTypeRequirements(query)[0];
  if (!first || first.required === current) return null;
  return {
    ...first,
    message: MESSAGE_TEMPLATES.returnTypeConfirmation(
      SERVICE_LABELS[first.service],
      RETURN_TYPE_LABELS[first.required],
    ),
  };
}

/**
 * Return type to use when a query arrives without one (the ?query= route): what the service
 * returns on rcsb.org.
 */
export function defaultReturnTypeForService(terminal: AnyTerminal): ReturnType {
  const required = terminalRequiredReturnType(terminal);
  if (required) return required;
  switch (terminal.service) {
    case 'chemical':
    case 'text_chem':
      return 'mol_definition';
    case 'structure':
      // A URL reference without assembly or chain compares chains.
      return 'polymer_entity';
    default:
      return 'entry';
  }
}
