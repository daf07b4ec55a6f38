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

/** A Data API GraphQL query (/graphql). */
export const graphqlCall = (query: string, variables?: Record<string, unknown>): ApiCall => ({
  path: '/graphql',
  params: variables ? { query, variables } : { query },
  body: variables ? { query, variables } : { query },
});
