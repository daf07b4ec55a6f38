// Shapes shared by every layer: the RCSB Search API v2 wire request and response, the query-builder
// state that the UI edits, result items the renderers read, and the account/history records.
// Pure types only: this module emits no code, so importing it never pulls anything into a bundle.
//
// Naming: `Wire*`/plain names are what travels over HTTP; `Builder*` names carry the extra fields
// the query builder keeps (id, is_root, attrObj, item, count) and that builder/builder.ts strips.

// ---------------------------------------------------------------------------------------------
// Result values (validation and building never throw for bad user input)

export type Ok<T> = { ok: true; value: T };
export type Err = { ok: false; message: string };
export type Result<T> = Ok<T> | Err;

export type * from './types/enumerations.ts';
export type * from './types/parameters.ts';
export type * from './types/request.ts';
export type * from './types/builder.ts';
export type * from './types/response.ts';
export type * from './types/results.ts';
export type * from './types/search-api.ts';
export type * from './types/records.ts';
