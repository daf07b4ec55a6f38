export {
  createArchiveClient,
  encodeNestedValue,
  fileNameFromDisposition,
  DOWNLOAD_NOTICE_HEADER,
  type ArchiveClient,
  type ArchiveClientOptions,
  type DownloadedFile,
  type DownloadIds,
} from './archive-client.ts';
export type { ClientResult, FetchLike } from './http.ts';
export { fetchSuggestions } from './suggest.ts';
export { fetchEntryStatus } from './entry-status.ts';
export { createTermClient, type TermClient } from './term-client.ts';
export { createArchiveUrls, type ArchiveUrls, type DownloadFormKind, type ReportQueryLink } from './archive-urls.ts';
