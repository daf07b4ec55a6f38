// The Data API's schemas as the archive ships them (extra/api_schemas/): the GraphQL schema, an
// introspection result of data.rcsb.org/graphql, and one JSON schema per REST type (entry.json,
// polymer_entity.json ...), the very files the official client bundles.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { REST_TYPE_NAME } from '../../../data-api/rest-type.ts';

const SCHEMA_DIR = path.join('extra', 'api_schemas');

/** The GraphQL schema's file; the other files of the folder are the REST types' schemas. */
const GRAPHQL_SCHEMA = 'data_api_schema';

/** Schemas of the archive's other APIs (sequence coordinates, ModelServer), not REST types of the Data API. */
const NOT_REST_TYPES = new Set([GRAPHQL_SCHEMA, 'seq_api_schema', 'modelserver_api_schema']);

function readSchemaFile(sourceDir: string, name: string): unknown {
  const file = path.join(sourceDir, SCHEMA_DIR, `${name}.json.gz`);
  if (!existsSync(file)) return undefined;
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as unknown;
}

/** The Data API's GraphQL schema (no resolvers yet); throws when the archive lacks the file. */
export function dataApiSchema(sourceDir: string): GraphQLSchema {
  const introspection = readSchemaFile(sourceDir, GRAPHQL_SCHEMA) as { data?: IntrospectionQuery } | undefined;
  if (!introspection?.data)
    throw new Error(`The archive has no Data API schema: ${path.join(sourceDir, SCHEMA_DIR, GRAPHQL_SCHEMA)}.json.gz`);
  return buildClientSchema(introspection.data);
}

/** A REST type's JSON schema ('entry', 'polymer_entity' ...); undefined for a type the archive has none of. */
export function restTypeSchema(sourceDir: string, type: string): Record<string, unknown> | undefined {
  if (!REST_TYPE_NAME.test(type) || NOT_REST_TYPES.has(type)) return undefined;
  return readSchemaFile(sourceDir, type) as Record<string, unknown> | undefined;
}
