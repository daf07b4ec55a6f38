export { createArchiveClient, encodeNestedValue, type ArchiveClient, type ArchiveClientOptions } from './archive-client.ts';
export type { ClientResult, FetchLike } from './http.ts';
