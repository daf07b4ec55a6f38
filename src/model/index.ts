// Public surface of the isomorphic model. Append-only: each module adds its own export line.
export type * from './types.ts';
export * from './constants.ts';
export * from './escape.ts';
export * from './identifiers.ts';
export * from './search-term.ts';
export * from './query-id.ts';
export * from './paging.ts';
export * from './history.ts';
export * from './selection.ts';
export * from './facets.ts';
export * from './describe.ts';
export * from './sanitize.ts';
export * from './validation.ts';
export * from './builder.ts';
export * from './legacy.ts';
export * from './upload.ts';
export * from './return-type.ts';
export * from './json-shape.ts';
