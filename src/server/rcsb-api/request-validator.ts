// Search API v2 requests (queries and suggestions) are checked against the RCSB's own JSON
// schemas, so a request the public service refuses is refused here too, with a message worded the
// same way. The schemas are read from ../shared/research/search-api-schema (or
// $SEARCH_API_SCHEMA_DIR) at start-up and never copied into the project; where they are absent the
// model's validator (for suggestions, the route's reading) stands in.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { PROJECT_ROOT } from '../config.ts';
import { validateSearchRequest } from '../../model/request/validation.ts';

export const SCHEMA_DIR_ENV = 'SEARCH_API_SCHEMA_DIR';
const DEFAULT_SCHEMA_DIR = path.resolve(PROJECT_ROOT, '..', 'shared', 'research', 'search-api-schema');
const SEARCH_REQUEST = path.join('search', 'request');
const SUGGEST_REQUEST = path.join('suggest', 'request');
const SEARCH_ROOT_ID = '/schema/search/request/json-schema-rcsb_search_query.json';
const SUGGEST_ROOT_ID = '/schema/suggest/request/json-schema-rcsb_suggest.json';
/** Long requests are echoed in part: the message names the problem, not the whole request. */
const ECHO_LIMIT = 2000;

export type RequestCheck = { ok: true } | { ok: false; message: string };

export interface SearchRequestValidator {
  /** 'official-schema' or 'model' (the fallback), for logs and the developer pages. */
  readonly kind: 'official-schema' | 'model';
  readonly source: string;
  check(request: unknown): RequestCheck;
}

export function resolveSchemaDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env[SCHEMA_DIR_ENV] || DEFAULT_SCHEMA_DIR);
}

function describeError(error: ErrorObject): string {
  const where = error.instancePath === '' ? 'the request' : `'${error.instancePath.slice(1).replace(/\//g, '.')}'`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `${where} has a property which is not allowed by the schema: "${String(params.additionalProperty)}"`;
  if (error.keyword === 'enum') return `${where} value not found in enum ${JSON.stringify(params.allowedValues)}`;
  return `${where} ${error.message ?? 'is invalid'}`;
}

/**
 * anyOf/oneOf report every branch that failed; the branch that got furthest into the request
 * (deepest instance path) is the one the client meant.
 */
function mostRelevant(errors: readonly ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf' && e.keyword !== 'if');
  const pool = specific.length > 0 ? specific : [...errors];
  const depth = (e: ErrorObject): number => e.instancePath.split('/').length;
  const deepest = Math.max(...pool.map(depth));
  return pool.filter((e) => depth(e) === deepest).slice(0, 3);
}

export function schemaFailureMessage(request: unknown, problems: readonly string[]): string {
  let echo = JSON.stringify(request) ?? String(request);
  if (echo.length > ECHO_LIMIT) echo = `${echo.slice(0, ECHO_LIMIT)}...`;
  return `JSON schema validation failed for query: ${echo}. Errors: ${problems.join('; ')}`;
}

/** The official schemas of `folders` (under `dir`) compiled once, checking requests against `rootId`. */
function officialValidator(dir: string, folders: readonly string[], rootId: string): SearchRequestValidator {
  // strict off: the RCSB schemas carry their own keywords (javaType) and 'deprecated'
  const ajv = new Ajv({ strict: false, allErrors: true, useDefaults: false });
  addFormats(ajv);
  for (const folder of folders.map((f) => path.join(dir, f))) {
    for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
      ajv.addSchema(JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as object);
    }
  }
  const validate = ajv.getSchema(rootId) as ValidateFunction | undefined;
  if (!validate) throw new Error(`${rootId} not found in ${dir}`);
  return {
    kind: 'official-schema',
    source: path.join(dir, folders[0] as string),
    check(request) {
      if (validate(request)) return { ok: true };
      const problems = [...new Set(mostRelevant(validate.errors ?? []).map(describeError))];
      return { ok: false, message: schemaFailureMessage(request, problems) };
    },
  };
}

const modelValidator: SearchRequestValidator = {
  kind: 'model',
  source: 'src/model/request/validation.ts',
  check(request) {
    const checked = validateSearchRequest(request);
    return checked.ok ? { ok: true } : { ok: false, message: schemaFailureMessage(request, [checked.message]) };
  },
};

/** The official schemas when present (compiled once), else the model's validator. */
export function createSearchRequestValidator(dir: string = resolveSchemaDir()): SearchRequestValidator {
  return existsSync(path.join(dir, SEARCH_REQUEST))
    ? officialValidator(dir, [SEARCH_REQUEST], SEARCH_ROOT_ID)
    : modelValidator;
}

/**
 * Suggester requests against the official suggest schema (which names the search schema's
 * results_content_type), or undefined when the schemas are absent: the route's own reading of the
 * request (rcsb-api/suggest-request.ts) then stands in.
 */
export function createSuggestRequestValidator(dir: string = resolveSchemaDir()): SearchRequestValidator | undefined {
  if (!existsSync(path.join(dir, SUGGEST_REQUEST)) || !existsSync(path.join(dir, SEARCH_REQUEST))) return undefined;
  return officialValidator(dir, [SUGGEST_REQUEST, SEARCH_REQUEST], SUGGEST_ROOT_ID);
}
