// What browser-direct mode (issue 34) says when a public API or the file host fails it. Kept out of
// messages.ts, whose templates every element bundles: only the lazy direct client says these (and the
// server's upstream mode, issue 35, which reuses that client).

import { plural } from '../plural.ts';

export const PUBLIC_API_MESSAGES = {
  /** A public API that kept answering 429 or 503: `status` as '429 Too Many Requests'. */
  apiBusy: (api: string, status: string, tries: number, seconds: number, retryInSeconds: number): string =>
    `The ${api} is busy (${status}); tried ${tries} ${plural(tries, 'time', 'times')} over ${seconds} s. ` +
    `Try again in ${retryInSeconds <= 60 ? 'a minute' : `${Math.ceil(retryInSeconds / 60)} minutes`}.`,
  /** A server's queue for a public API that is full (issue 35): refused at once, never sent. */
  queueFull: (api: string, waiting: number, retryInSeconds: number): string =>
    `Too many requests to the ${api} are waiting (${waiting}); ` +
    `try again in ${retryInSeconds} ${plural(retryInSeconds, 'second', 'seconds')}.`,
  /** A batch of files built in the page of which the file host had none. */
  filesUnreadable: (count: number, failures: string): string =>
    `None of the ${count} ${plural(count, 'file', 'files')} could be downloaded (${failures}).`,
  /** A zip built in the page without the files the host did not give: `failures` as 'X.cif.gz: 404'. */
  filesLeftOut: (count: number, failures: string): string =>
    `The zip holds the other files; ${count} ${plural(count, 'file', 'files')} could not be downloaded (${failures}).`,
};
