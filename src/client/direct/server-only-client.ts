// What only an archive server of ours offers (issue 34): MyPDB and structure-file uploads. In
// browser-direct mode they go to `api-base` when the page names one; without it they are absent,
// and the store and ui treat them as unavailable.

import { createArchiveClient } from '../archive-client.ts';
import type { HttpOptions } from '../http.ts';

export function createServerOnlyClient(http: HttpOptions) {
  const { mypdb, upload } = createArchiveClient(http);
  return { mypdb, upload };
}
