// Which operators an attribute accepts, from its value type and its search contexts
// (rcsb_search_context). One authority: the archive's catalogue publishes the wire operators, the
// query builder offers its own names for the same rules.

import type { BuilderOperator, WireAttributeOperator } from './types.ts';

/** Leaf types of the metadata schema: JSON types plus the date formats. */
export type SchemaLeafType = 'string' | 'integer' | 'number' | 'date' | 'date-time' | 'boolean' | 'unknown';

const STRING_EXACT: readonly WireAttributeOperator[] = ['exact_match', 'in'];
const STRING_TEXT: readonly WireAttributeOperator[] = ['contains_words', 'contains_phrase'];
const ORDERED: readonly WireAttributeOperator[] = [
  'equals',
  'greater',
  'greater_or_equal',
  'less',
  'less_or_equal',
  'range',
  'in',
  'exists',
];

export function isOrderedType(type: SchemaLeafType): boolean {
  return type === 'integer' || type === 'number' || type === 'date' || type === 'date-time';
}

/**
 * The wire operators the Search API accepts for an attribute. No search context means the
 * attribute is not searchable at all; numbers and dates are ordered whatever their context;
 * strings get exact operators from exact-match/default-match and word operators from full-text.
 * `exists` comes last, after the operators that take a value.
 */
export function operatorsFor(type: SchemaLeafType, contexts: readonly string[]): WireAttributeOperator[] {
  if (contexts.length === 0) return [];
  if (isOrderedType(type)) return [...ORDERED];
  const out: WireAttributeOperator[] = [];
  if (contexts.includes('exact-match') || contexts.includes('default-match')) out.push(...STRING_EXACT);
  if (contexts.includes('full-text')) out.push(...STRING_TEXT);
  if (out.length > 0) out.push('exists');
  return out;
}

/**
 * The operators the query builder offers (seed 000 §3): the wire `range` becomes the two ranges the
 * builder names ([ ) and [ ]), and dates also get the last-7/30-days shortcuts. The first is the
 * default a freshly chosen attribute gets.
 */
export function builderOperatorsFor(type: SchemaLeafType, contexts: readonly string[]): BuilderOperator[] {
  const dated = type === 'date' || type === 'date-time';
  return operatorsFor(type, contexts).flatMap((operator): BuilderOperator[] => {
    if (operator !== 'range') return [operator];
    return dated
      ? ['range_upper_excl', 'range_upper_incl', 'last_seven_days_range', 'last_thirty_days_range']
      : ['range_upper_excl', 'range_upper_incl'];
  });
}
