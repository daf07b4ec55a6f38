// The names /rest/v1/schema/{type} answers for ('entry', 'polymer_entity' ...): any other is a 404
// before an engine is asked, so neither a file path nor an upstream request is built from it.
export const REST_TYPE_NAME = /^[a-z_]{1,40}$/;
