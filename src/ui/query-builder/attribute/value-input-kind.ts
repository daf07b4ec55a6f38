// Which value input an attribute terminal shows (seed 000 §5, "Operators exists, ...") and how
// that input reads and writes the value the builder stores. Pure, so the terminal can ask which
// input applies and the rules are tested without a browser; validation/attribute.ts is the reader
// every value written here must satisfy.

import type {
  AttributeDefinition,
  AttributeOperator,
  BuilderAttributeValue,
  SelectorItem,
  ValueSuggestContext,
} from '../../../model/types.ts';
import { RANGE_OPERATORS, VALUELESS_OPERATORS } from '../../../model/constants/vocabulary.ts';
import { LABELS } from '../../../model/constants/labels.ts';
import { LABEL_TRUNCATION } from '../../../model/constants/limits.ts';
import { splitIterableValue } from '../../../model/validation/attribute.ts';

export type ValueInputKind = 'none' | 'range' | 'date' | 'date-range' | 'select' | 'suggest' | 'text';

/** The metadata schema says 'date' or 'date-time' (a format); both are picked as a calendar day. */
export function isDateAttribute(definition: AttributeDefinition | undefined): boolean {
  const type: string | undefined = definition?.type;
  return type === 'date' || type === 'date-time';
}

function isNumeric(definition: AttributeDefinition | undefined): boolean {
  return definition?.type === 'number' || definition?.type === 'integer';
}

function hasExactMatch(definition: AttributeDefinition | undefined): boolean {
  return definition?.context?.includes('exact-match') === true;
}

/** Enumerated and searchable by exact match: its values are the only ones worth offering. */
function isChoice(definition: AttributeDefinition | undefined): boolean {
  return (definition?.enumeration?.length ?? 0) > 0 && hasExactMatch(definition);
}

/**
 * The input for a definition and operator, in the seed's order: no input for the valueless
 * operators, from/to for ranges, a date picker for dates, a select for enumerations matched
 * exactly, a suggester where the client suggests the attribute's values (its contexts include
 * `suggestContext`: exact match on our archive, 'suggest' on the public suggester; null when the
 * client suggests none), else text. `in` on a free-text attribute is a typed list, so it stays
 * text: a suggestion replaces the whole value, which would throw the rest of the list away; a list
 * of dates is typed too (a picker holds one day). Numbers keep plain text even with the
 * exact-match context: there is nothing to suggest.
 * 'select' for `in` is a checkbox list (several values), for exact_match a <select>.
 */
export function valueInputKind(
  definition: AttributeDefinition | undefined,
  operator: AttributeOperator | string,
  suggestContext: ValueSuggestContext | null = 'exact-match',
): ValueInputKind {
  if (VALUELESS_OPERATORS.includes(operator)) return 'none';
  if (RANGE_OPERATORS.includes(operator)) return isDateAttribute(definition) ? 'date-range' : 'range';
  if (operator === 'in') return isChoice(definition) ? 'select' : 'text';
  if (isDateAttribute(definition)) return 'date';
  if (operator === 'exact_match' && isChoice(definition)) return 'select';
  if (suggestContext && definition?.context?.includes(suggestContext) && !isNumeric(definition)) return 'suggest';
  return 'text';
}

/** Typed lists: `in`, or an array attribute whose exact or equals value the model splits. */
export function isIterableInput(definition: AttributeDefinition | undefined, operator: string): boolean {
  return (
    operator === 'in' || (definition?.is_iterable === true && (operator === 'exact_match' || operator === 'equals'))
  );
}

/** Select and checkbox labels over LABEL_TRUNCATION characters: cut, plus the seed's ellipsis. */
export function truncateLabel(label: string): string {
  return label.length > LABEL_TRUNCATION ? `${label.slice(0, LABEL_TRUNCATION)}${LABELS.ellipsis}` : label;
}

/**
 * What a text input shows for a stored value: typed text as it is (its separators survive), a
 * list opened from a request joined with commas (which splitIterableValue reads back), nothing
 * for a range object left over from another input.
 */
export function valueText(value: BuilderAttributeValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((part) => part !== null && part !== undefined).join(', ');
  return '';
}

/** A stored day (or date-time) as an <input type=date> value; '' when it is not one. */
export function dateText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(text);
  return day ? (day[1] as string) : '';
}

/**
 * The values chosen in an enumeration's checkbox list, as the enumeration spells them (the
 * model matches case-insensitively), then any the enumeration lacks, so none is lost unseen. A
 * list is taken part by part: enumeration entries may themselves contain commas.
 */
export function chosenValues(value: BuilderAttributeValue, enumeration: readonly string[]): string[] {
  const parts = Array.isArray(value)
    ? value.map((part) => String(part).trim())
    : splitIterableValue(typeof value === 'string' ? value : valueText(value), enumeration).map(String);
  const chosen: string[] = [];
  for (const part of parts) {
    if (part === '') continue;
    const known = enumeration.find((option) => option.toLowerCase() === part.toLowerCase()) ?? part;
    if (!chosen.includes(known)) chosen.push(known);
  }
  return chosen;
}

/** The checkbox list's new value: the chosen entries in the enumeration's order, unknown ones last. */
export function toggleChoice(
  chosen: readonly string[],
  option: string,
  on: boolean,
  enumeration: readonly string[],
): string[] {
  const next = on ? [...chosen, option] : chosen.filter((value) => value !== option);
  const rank = (value: string) => {
    const index = enumeration.indexOf(value);
    return index < 0 ? enumeration.length : index;
  };
  return [...new Set(next)].sort((a, b) => rank(a) - rank(b));
}

export interface RangeFields {
  from: string;
  to: string;
  include_lower?: boolean;
  include_upper?: boolean;
}

/** A stored range, object or [from, to] pair, as the two inputs show it. */
export function readRange(value: BuilderAttributeValue): RangeFields {
  const text = (bound: unknown) => (bound === null || bound === undefined ? '' : String(bound));
  if (Array.isArray(value)) return { from: text(value[0]), to: text(value[1]) };
  if (value === null || typeof value !== 'object') return { from: '', to: '' };
  const range: RangeFields = { from: text(value.from), to: text(value.to) };
  if (typeof value.include_lower === 'boolean') range.include_lower = value.include_lower;
  if (typeof value.include_upper === 'boolean') range.include_upper = value.include_upper;
  return range;
}

/**
 * The builder's range object after one end changes. The bracketed operators fix the bounds
 * ([ ) and [ ]), so their flags are written to match and stay right if the store keeps the value
 * across a change between them; a plain `range` (opened from a request) keeps the flags it came
 * with, which validateAttribute sends as they are.
 */
export function writeRange(
  value: BuilderAttributeValue,
  operator: string,
  end: 'from' | 'to',
  text: string,
): BuilderAttributeValue {
  const range: RangeFields = { ...readRange(value), [end]: text };
  if (operator === 'range_upper_excl') Object.assign(range, { include_lower: true, include_upper: false });
  if (operator === 'range_upper_incl') Object.assign(range, { include_lower: true, include_upper: true });
  return { ...range };
}

/** A bound as a placeholder: the schema gives dates in epoch milliseconds, shown as the day. */
function boundText(bound: number | string | undefined, dated: boolean): string {
  if (bound === undefined || bound === '') return '';
  if (dated && typeof bound === 'number') {
    const day = new Date(bound);
    return Number.isNaN(day.getTime()) ? '' : day.toISOString().slice(0, 10);
  }
  return dated ? dateText(bound) || String(bound) : String(bound);
}

/** Placeholders of the from and to inputs: the definition's min and max, else the menu item's range. */
export function rangePlaceholders(
  definition: AttributeDefinition | undefined,
  item: SelectorItem | undefined,
): { from: string; to: string } {
  const dated = isDateAttribute(definition);
  return {
    from: boundText(definition?.min ?? item?.range?.min, dated),
    to: boundText(definition?.max ?? item?.range?.max, dated),
  };
}
