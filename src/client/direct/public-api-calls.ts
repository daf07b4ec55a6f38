// The calls of the public Search and Data APIs, as the transport sends them (a GET with the JSON
// in json= or query=, or the same as a POST body when the URL would be too long): one place for
// each route's path and parameter, whatever part of the direct client asks.

import type { ApiCall } from './api-request.ts';

/** A Search API v2 query (/rcsbsearch/v2/query). */
export const searchCall = (request: object): ApiCall => ({
  path: '/rcsbsearch/v2/query',
  params: { json: request },
  body: request,
});

/** A suggester request (/rcsbsearch/v2/suggest). */
export const suggestCall = (request: object): ApiCall => ({
  path: '/rcsbsearch/v2/suggest',
  params: { json: request },
  body: request,
});

/** The metadata schema of a service's attributes. */
export const metadataSchemaCall = (service: 'text' | 'text_chem'): ApiCall => ({
  path: service === 'text_chem' ? '/rcsbsearch/v2/metadata/chemical/schema' : '/rcsbsearch/v2/metadata/schema',
});

/** A Data API GraphQL query (/graphql), with its variables and the operation to run when given. */
export const graphqlCall = (query: string, variables?: Record<string, unknown>, operationName?: string): ApiCall => {
  const request = {
    query,
    ...(variables ? { variables } : {}),
    ...(operationName !== undefined ? { operationName } : {}),
  };
  return { path: '/graphql', params: request, body: request };
};

/** A REST type's JSON schema ('entry', 'polymer_entity' ...): 404 for a type the API has none of. */
export const restSchemaCall = (type: string): ApiCall => ({
  path: `/rest/v1/schema/${encodeURIComponent(type)}`,
});

/** The ids of one holdings list of the Data API. */
export const holdingsListCall = (list: 'entry_ids' | 'ccd_ids' | 'prd_ids'): ApiCall => ({
  path: `/rest/v1/holdings/current/${list}`,
});

/** The removed or unreleased record of an entry id: 404 when the id is not one. */
export const holdingsRecordCall = (kind: 'removed' | 'unreleased', id: string): ApiCall => ({
  path: `/rest/v1/holdings/${kind}/${encodeURIComponent(id)}`,
});
