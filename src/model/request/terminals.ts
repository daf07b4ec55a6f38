// Whole-request checks of one terminal node: its own fields, then its service's parameters
// (full text, attribute, sequence, sequence motif and chemical here; structure and structure motif
// in request/structure-terminals.ts). The sequence, motif and chemical field rules are the
// validation-*.ts modules', which the builder and the archive's services share.

import type { Err, SequenceType } from '../types.ts';
import { WIRE_ATTRIBUTE_OPERATORS } from '../constants/vocabulary.ts';
import { DEFAULTS } from '../constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { sanitizeFullText } from '../sanitize.ts';
import { resultErr } from '../result.ts';
import { isValidDate, isWildcardOnly } from '../input-values.ts';
import { checkSequenceValue, includes, invalidOption, readSequenceCutoffs } from '../validation/common.ts';
import { isInteger, structural, unknownKey, type UnknownRecord } from './checks.ts';
import { isRecord } from '../json-shape.ts';
import { checkStrucmotifTerminal, checkStructureTerminal } from './structure-terminals.ts';
import { checkSequenceType } from '../validation/sequence.ts';
import { checkSeqmotifFields } from '../validation/seqmotif.ts';
import { checkChemicalFields } from '../validation/chemical.ts';

function isScalarValue(value: unknown): boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

const DATE_MATH_PATTERN =
  /^(now|[12]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\|\|)([-+]([1-9]\d*w|[1-9]\d*M|[1-9]\d*y))?$/;
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRangeBound(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return (
    typeof value === 'string' && (isValidDate(value) || DATE_MATH_PATTERN.test(value) || DATE_TIME_PATTERN.test(value))
  );
}

function checkAttributeTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['attribute', 'operator', 'value', 'negation', 'case_sensitive'], 'attribute parameters');
  if (extra) return extra;
  if (typeof p.attribute !== 'string' || p.attribute.trim() === '') return resultErr(MESSAGES.attributeNotSupported);
  const name = p.attribute;
  if (!includes(WIRE_ATTRIBUTE_OPERATORS, p.operator)) {
    return structural(`operator '${String(p.operator)}' is not supported`);
  }
  if (p.negation !== undefined && typeof p.negation !== 'boolean') return structural('negation must be a boolean');
  if (p.case_sensitive !== undefined && typeof p.case_sensitive !== 'boolean')
    return structural('case_sensitive must be a boolean');
  const value = p.value;
  if (p.operator === 'exists')
    return value === undefined ? null : structural(`operator 'exists' takes no value (${name})`);
  const emptyOrInvalid = resultErr(MESSAGE_TEMPLATES.attributeEmptyOrInvalid(name));
  if (p.operator === 'range') {
    if (!isRecord(value)) return emptyOrInvalid;
    const extraRange = unknownKey(value, ['from', 'to', 'include_lower', 'include_upper'], 'range value');
    if (extraRange) return extraRange;
    if (value.from === undefined && value.to === undefined) return emptyOrInvalid;
    if (value.from !== undefined && !isRangeBound(value.from))
      return resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
    if (value.to !== undefined && !isRangeBound(value.to)) return resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
    for (const flag of ['include_lower', 'include_upper'] as const) {
      if (value[flag] !== undefined && typeof value[flag] !== 'boolean') return structural(`${flag} must be a boolean`);
    }
    return null;
  }
  if (p.operator === 'in') {
    if (!Array.isArray(value) || value.length === 0) return emptyOrInvalid;
    return value.every((part) => typeof part === 'string' || (typeof part === 'number' && Number.isFinite(part)))
      ? null
      : emptyOrInvalid;
  }
  if (!isScalarValue(value)) return emptyOrInvalid;
  if (typeof value === 'string' && value.trim() === '') return emptyOrInvalid;
  return null;
}

function checkSequenceTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['value', 'sequence_type', 'evalue_cutoff', 'identity_cutoff'], 'sequence parameters');
  if (extra) return extra;
  const type = p.sequence_type ?? DEFAULTS.sequenceType;
  const badType = checkSequenceType(type);
  if (badType) return badType;
  if (typeof p.value !== 'string') return resultErr(MESSAGES.sequenceTooShort);
  const sequence = checkSequenceValue(p.value, type as SequenceType);
  if (!sequence.ok) return sequence;
  const cutoffs = readSequenceCutoffs(p);
  return cutoffs.ok ? null : cutoffs;
}

function checkSeqmotifTerminal(p: UnknownRecord): Err | null {
  const extra = unknownKey(p, ['value', 'pattern_type', 'sequence_type'], 'seqmotif parameters');
  if (extra) return extra;
  // the schema requires pattern_type; the service reads an absent one as simple
  return checkSeqmotifFields(p) ?? (p.pattern_type === undefined ? invalidOption('pattern_type', undefined) : null);
}

function checkChemicalTerminal(p: UnknownRecord): Err | null {
  const fields = checkChemicalFields(p);
  if (fields) return fields;
  // the schema requires type, and descriptor_type with a descriptor; the service defaults them
  if (p.type === 'formula') return unknownKey(p, ['type', 'value', 'match_subset'], 'chemical parameters');
  if (p.type !== 'descriptor') return invalidOption('type', p.type);
  const extra = unknownKey(p, ['type', 'value', 'descriptor_type', 'match_type'], 'chemical parameters');
  if (extra) return extra;
  return p.descriptor_type === undefined ? invalidOption('descriptor_type', undefined) : null;
}

/** Where the rules of the public Search API and of the app part. */
export interface RequestRules {
  /** The public Search API answers a blank full-text query with no hits; the app asks for criteria. */
  blankFullTextMatchesNothing?: boolean;
}

function checkFullTextTerminal(p: UnknownRecord, rules: RequestRules): Err | null {
  const extra = unknownKey(p, ['value'], 'full_text parameters');
  if (extra) return extra;
  if (typeof p.value === 'string' && p.value.trim() === '' && rules.blankFullTextMatchesNothing) return null;
  if (typeof p.value !== 'string' || p.value.trim() === '') return resultErr(MESSAGES.emptyQuery);
  if (isWildcardOnly(p.value)) return resultErr(MESSAGES.wildcardNotSupported);
  const clean = sanitizeFullText(p.value);
  return clean.ok ? null : clean;
}

export function checkTerminal(node: UnknownRecord, rules: RequestRules = {}): Err | null {
  const extra = unknownKey(node, ['type', 'service', 'parameters', 'node_id', 'label'], 'terminal node');
  if (extra) return extra;
  if (node.node_id !== undefined && !isInteger(node.node_id)) return structural('node_id must be an integer');
  if (node.label !== undefined && typeof node.label !== 'string') return structural('label must be a string');
  const p = node.parameters;
  if (!isRecord(p)) return resultErr(MESSAGES.noParameters);
  switch (node.service) {
    case 'full_text':
      return checkFullTextTerminal(p, rules);
    case 'text':
    case 'text_chem':
      return checkAttributeTerminal(p);
    case 'sequence':
      return checkSequenceTerminal(p);
    case 'seqmotif':
      return checkSeqmotifTerminal(p);
    case 'structure':
      return checkStructureTerminal(p);
    case 'strucmotif':
      return checkStrucmotifTerminal(p);
    case 'chemical':
      return checkChemicalTerminal(p);
    default:
      return structural(`service '${String(node.service)}' is not supported`);
  }
}
