// Wording the seeds leave open (001 §8: "larger-than-limit sets warn and offer batch download";
// exact text not shown). Kept together so one edit changes every download prompt.

import { countOf, formatCount } from '../../../model/paging.ts';

export function batchConfirmation(total: number, limit: number, batchSize: number, what: string): string {
  return `These results hold ${formatCount(total)} ${what}, more than the ${formatCount(limit)} that can be downloaded at once. Download them in batches of ${formatCount(batchSize)}?`;
}

export const BATCH_TITLE = 'Download in batches';

export function batchIntro(what: string, total: number): string {
  return `Choose a range of the ${formatCount(total)} ${what} to download. Each batch may take up to about a minute.`;
}

export function displayIdsTitle(count: number): string {
  return countOf(count, 'Result ID', 'Result IDs');
}

export function displayIdsTruncated(shown: number, total: number): string {
  return `Showing the first ${formatCount(shown)} of ${formatCount(total)} IDs; use Download IDs for the rest.`;
}
