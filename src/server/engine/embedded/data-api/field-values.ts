// How a field of a stored document becomes the value the Data API's schema declares. The archive
// stores documents in the Search schema's words; where the Data API's schema says otherwise, the
// schema decides here, once, for every field:
// - a GraphQL name cannot begin with a digit: `_3d_fitting_id` reads the stored `3d_fitting_id`;
// - one object where the schema wants one and the document holds a list of them, and the reverse;
// - a required ordinal the document left out is the record's place in its list, counted from 1,
//   as mmCIF numbers them;
// - a `Date` is an instant, midnight UTC of the stored day, as data.rcsb.org sends it.

import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';

/** Place (from 1) of each record the resolver handed out as a member of a list. */
const placeInList = new WeakMap<object, number>();

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function asInstant(value: unknown): unknown {
  return typeof value === 'string' && DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value;
}

function shaped(value: unknown, type: GraphQLOutputType): unknown {
  const wantsList = isListType(getNullableType(type));
  if (Array.isArray(value) && !wantsList) return value[0];
  if (value !== undefined && value !== null && wantsList && !Array.isArray(value)) return [value];
  return value;
}

function remembered(value: unknown): unknown {
  if (Array.isArray(value))
    value.forEach((item: unknown, i) => {
      if (typeof item === 'object' && item !== null) placeInList.set(item, i + 1);
    });
  return value;
}

export const dataFieldValue: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Readonly<Record<string, unknown>>;
  const name = info.fieldName;
  let value = record[name] ?? (name.startsWith('_') ? record[name.slice(1)] : undefined);
  if (value === undefined && isNonNullType(info.returnType) && name.includes('ordinal'))
    value = placeInList.get(record);
  value = shaped(value, info.returnType);
  if (getNamedType(info.returnType).name === 'Date')
    return Array.isArray(value) ? value.map(asInstant) : asInstant(value);
  return remembered(value);
};
