// Validation of query-builder attribute terminals (seed 000 §5, 001 §5) with the seeds' exact
// messages: the operator, range and iterable rules that turn what the user typed into wire
// parameters. Nothing here throws for bad input: callers get { ok: false, message }.

import type {
  AttributeDefinition,
  AttributeParameters,
  AttributeValue,
  AttributeValueType,
  BuilderAttributeParameters,
  BuilderAttributeValue,
  RangeValue,
  Result,
  SelectorItem,
  WireAttributeOperator,
} from '../types.ts';
import { DATE_PATTERN, DATE_SHORTCUT_RANGES, VALUELESS_OPERATORS } from '../constants/vocabulary.ts';
import { MESSAGE_TEMPLATES } from '../constants/messages.ts';
import { resultErr, resultOk } from '../result.ts';
import { isValidDate } from '../input-values.ts';
import { includes, isBlank } from './common.ts';

/** Signed decimal for attribute values. */
const SIGNED_DECIMAL_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** Builder operators that take no value input. */
export function isValuelessOperator(operator: string): boolean {
  return VALUELESS_OPERATORS.includes(operator);
}

export function isRangeOperator(operator: string): boolean {
  return operator === 'range' || operator === 'range_upper_excl' || operator === 'range_upper_incl';
}

interface RangeInput {
  from: unknown;
  to: unknown;
  include_lower?: boolean;
  include_upper?: boolean;
  pair: boolean;
}

function readRangeInput(value: BuilderAttributeValue): RangeInput | null {
  if (Array.isArray(value)) {
    if (value.length !== 2) return null;
    return { from: value[0], to: value[1], pair: true };
  }
  if (value !== null && typeof value === 'object') {
    const range: RangeInput = { from: value.from, to: value.to, pair: false };
    if (typeof value.include_lower === 'boolean') range.include_lower = value.include_lower;
    if (typeof value.include_upper === 'boolean') range.include_upper = value.include_upper;
    return range;
  }
  return null;
}

/** True when a terminal has nothing typed (it is dropped unless its operator takes no value). */
export function isEmptyAttributeValue(value: BuilderAttributeValue): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => isBlank(part));
  if (typeof value === 'object') return isBlank(value.from) && isBlank(value.to);
  return false;
}

/** Name used in messages: the definition's, else the menu item's, else the attribute path. */
export function attributeDisplayName(
  params: { attribute: string },
  definition?: AttributeDefinition,
  item?: SelectorItem,
): string {
  const named = [definition?.name, item?.name].find((name) => typeof name === 'string' && name.trim() !== '');
  return named ?? params.attribute;
}

type Scalar = string | number | boolean;

/** Parses one typed scalar by attribute type; null means invalid. */
export function parseAttributeScalar(raw: unknown, type: AttributeValueType): Scalar | null {
  if (type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const text = String(raw).trim().toLowerCase();
    return text === 'true' ? true : text === 'false' ? false : null;
  }
  if (type === 'integer' || type === 'number') {
    let value: number;
    if (typeof raw === 'number') value = raw;
    else if (typeof raw === 'string' && SIGNED_DECIMAL_PATTERN.test(raw.trim())) value = Number(raw.trim());
    else return null;
    if (!Number.isFinite(value)) return null;
    if (type === 'integer' && !Number.isInteger(value)) return null;
    return value;
  }
  if (type === 'date') return typeof raw === 'string' && isValidDate(raw.trim()) ? raw.trim() : null;
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return null;
}

/**
 * Splits a typed iterable value on commas or whitespace (seed 000 §5). Enumerated values may
 * contain spaces and commas ('X-RAY DIFFRACTION', 'D-saccharide, alpha linking'), so text naming
 * an enumeration entry, whole or between commas, stays whole. An array is a list already (checked
 * boxes, a request opened from the API): its items are kept as they are.
 */
export function splitIterableValue(value: BuilderAttributeValue, enumeration?: readonly string[]): unknown[] {
  const known = new Set((enumeration ?? []).map((option) => option.toLowerCase()));
  const splitText = (text: string): string[] =>
    known.has(text.trim().toLowerCase())
      ? [text.trim()]
      : text
          .split(',')
          .flatMap((part) => (known.has(part.trim().toLowerCase()) ? [part.trim()] : part.trim().split(/\s+/)))
          .filter((part) => part !== '');
  if (Array.isArray(value)) return (value as readonly unknown[]).filter((part) => !isBlank(part));
  if (typeof value === 'string') return splitText(value);
  return [value];
}

/** Without a definition, a range is numeric or dated by what its bounds look like. */
function inferRangeType(range: RangeInput): AttributeValueType {
  const bounds = [range.from, range.to].filter((bound) => !isBlank(bound));
  if (
    bounds.every(
      (bound) => typeof bound === 'number' || (typeof bound === 'string' && SIGNED_DECIMAL_PATTERN.test(bound.trim())),
    )
  )
    return 'number';
  if (bounds.every((bound) => typeof bound === 'string' && DATE_PATTERN.test(bound.trim()))) return 'date';
  return 'string';
}

function inferType(value: BuilderAttributeValue): AttributeValueType {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

function matchEnumeration(value: Scalar, enumeration: readonly string[] | undefined): Scalar | null {
  if (!enumeration || enumeration.length === 0 || typeof value !== 'string') return value;
  return enumeration.find((option) => option.toLowerCase() === value.toLowerCase()) ?? null;
}

/**
 * Turns a builder attribute terminal into wire parameters. `value: null` means the terminal is
 * empty and is dropped (seed: empty values are dropped unless the operator is exists or a
 * last-7/30-days range).
 */
export function validateAttribute(
  params: BuilderAttributeParameters,
  definition?: AttributeDefinition,
  item?: SelectorItem,
): Result<AttributeParameters | null> {
  const attribute = typeof params.attribute === 'string' ? params.attribute.trim() : '';
  if (attribute === '') return resultOk(null);
  const name = attributeDisplayName({ attribute }, definition, item);
  const emptyOrInvalid = resultErr(MESSAGE_TEMPLATES.attributeEmptyOrInvalid(name));
  const invalid = resultErr(MESSAGE_TEMPLATES.attributeInvalid(name));
  const operator = params.operator;
  const base = (wireOperator: WireAttributeOperator, value?: AttributeValue): AttributeParameters => {
    const out: AttributeParameters = { attribute, operator: wireOperator };
    if (value !== undefined) out.value = value;
    if (params.negation === true) out.negation = true;
    if (typeof params.case_sensitive === 'boolean') out.case_sensitive = params.case_sensitive;
    return out;
  };

  if (operator === 'exists') return resultOk(base('exists'));
  if (operator === 'last_seven_days_range' || operator === 'last_thirty_days_range') {
    const { from, to } = DATE_SHORTCUT_RANGES[operator];
    return resultOk(base('range', { from, to }));
  }
  if (isEmptyAttributeValue(params.value)) return resultOk(null);
  const type = definition?.type ?? inferType(params.value);

  if (isRangeOperator(operator)) {
    const range = readRangeInput(params.value);
    if (range === null) return emptyOrInvalid;
    const out: RangeValue = {};
    const rangeType = definition?.type ?? inferRangeType(range);
    // Ranges exist for numbers and dates only.
    if (rangeType !== 'number' && rangeType !== 'integer' && rangeType !== 'date') return invalid;
    const fromBlank = isBlank(range.from);
    const toBlank = isBlank(range.to);
    // Dates need both ends; numbers may leave one end open.
    if (rangeType === 'date' && (fromBlank || toBlank)) return emptyOrInvalid;
    if (!fromBlank) {
      const from = parseAttributeScalar(range.from, rangeType);
      if (from === null || typeof from === 'boolean') return invalid;
      out.from = from;
    }
    if (!toBlank) {
      const to = parseAttributeScalar(range.to, rangeType);
      if (to === null || typeof to === 'boolean') return invalid;
      out.to = to;
    }
    if (operator === 'range_upper_excl') Object.assign(out, { include_lower: true, include_upper: false });
    else if (operator === 'range_upper_incl') Object.assign(out, { include_lower: true, include_upper: true });
    else if (range.pair) Object.assign(out, { include_lower: true, include_upper: false });
    else {
      if (range.include_lower !== undefined) out.include_lower = range.include_lower;
      if (range.include_upper !== undefined) out.include_upper = range.include_upper;
    }
    return resultOk(base('range', out));
  }

  if (
    !includes<WireAttributeOperator>(
      [
        'equals',
        'greater',
        'greater_or_equal',
        'less',
        'less_or_equal',
        'contains_words',
        'contains_phrase',
        'exact_match',
        'in',
      ],
      operator,
    )
  ) {
    return resultErr(MESSAGE_TEMPLATES.requestQueryErrors(`operator '${String(operator)}' is not supported`));
  }
  const value = params.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return emptyOrInvalid;
  if (Array.isArray(value) && value.some((part) => part !== null && typeof part === 'object')) return emptyOrInvalid;

  // Only a list operator splits: one value of an array attribute ('Smith, J.' among a citation's
  // authors) is one value, commas and spaces included.
  if (operator === 'in') {
    const parts = splitIterableValue(value, definition?.enumeration).filter((part) => !isBlank(part));
    if (parts.length === 0) return resultOk(null);
    const parsed: Array<string | number> = [];
    for (const part of parts) {
      const scalar = parseAttributeScalar(part, type);
      if (scalar === null || typeof scalar === 'boolean') return invalid;
      const known = matchEnumeration(scalar, definition?.enumeration);
      if (known === null || typeof known === 'boolean') return invalid;
      if (!parsed.includes(known)) parsed.push(known);
    }
    return resultOk(base('in', parsed));
  }

  if (Array.isArray(value)) {
    // A list typed for a scalar operator: one entry is fine, more is the wrong kind of value.
    const parts = value.filter((part) => !isBlank(part));
    if (parts.length !== 1) return emptyOrInvalid;
    return validateAttribute({ ...params, value: parts[0] }, definition, item);
  }
  const scalar = parseAttributeScalar(value, type);
  if (scalar === null) return invalid;
  const known = operator === 'exact_match' ? matchEnumeration(scalar, definition?.enumeration) : scalar;
  if (known === null) return invalid;
  if ((operator === 'contains_words' || operator === 'contains_phrase') && typeof known !== 'string')
    return emptyOrInvalid;
  return resultOk(base(operator, known));
}
